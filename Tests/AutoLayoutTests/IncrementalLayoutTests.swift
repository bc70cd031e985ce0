import Foundation
import Testing
import Truss

/// SPEC §3.4: in a 1,000-view window, changing one constraint's constant re-solves only what
/// it touches and lays out only the views whose size changed.
@Suite struct IncrementalLayoutTests {
  /// 100 rows of 10 equal-width views directly in a 1,065 × 2,600 window. Row r: each view
  /// 20 high at y = 25 r; the first 10 from the left edge, 5 between views, the last 10
  /// from the right edge — so each width is (1,065 − 20 − 9 × 5) / 10 = 100.
  struct Grid {
    static let rows = 100
    static let columns = 10
    let sink = InMemoryLayoutEventSink()
    let log = CallLog()
    let window = Window(size: CGSize(width: 1065, height: 2600))
    var views: [[RecordingView]] = []
    var leadings: [LayoutConstraint] = []
    var heights: [LayoutConstraint] = []
    var tops: [LayoutConstraint] = []

    init() {
      var constraints: [LayoutConstraint] = []
      for r in 0..<Grid.rows {
        var row: [RecordingView] = []
        for c in 0..<Grid.columns {
          let view = RecordingView("r\(r)c\(c)", log: log)
          view.translatesAutoresizingMaskIntoConstraints = false
          window.addSubview(view)
          let height = view.heightAnchor.constraint(equalToConstant: 20)
          if c == 0 {
            let leading = view.leadingAnchor.constraint(
              equalTo: window.leadingAnchor, constant: 10)
            let top = view.topAnchor.constraint(
              equalTo: window.topAnchor, constant: CGFloat(25 * r))
            leadings.append(leading)
            heights.append(height)
            tops.append(top)
            constraints += [leading, height, top]
          } else {
            let previous = row[c - 1]
            constraints += [
              view.leadingAnchor.constraint(equalTo: previous.trailingAnchor, constant: 5),
              view.topAnchor.constraint(equalTo: previous.topAnchor),
              view.widthAnchor.constraint(equalTo: previous.widthAnchor),
              height,
            ]
          }
          if c == Grid.columns - 1 {
            constraints.append(
              view.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -10))
          }
          row.append(view)
        }
        views.append(row)
      }
      LayoutConstraint.activate(constraints)
      window.layoutIfNeeded()
      log.entries.removeAll()
      window.eventSink = sink
    }

    /// The views whose frames changed, from the sink.
    var changedFrames: Set<String> {
      Set(
        sink.events.compactMap { event in
          if case .frameChanged(let view, _, _, _) = event { view } else { nil }
        })
    }
  }

  @Test func gridIsLaidOut() {
    let grid = Grid()
    #expect(grid.window.subviews.count == 1000)
    #expect(!grid.window.hasAmbiguousLayout)
    #expect(grid.views[0][0].frame == CGRect(x: 10, y: 0, width: 100, height: 20))
    #expect(grid.views[42][3].frame == CGRect(x: 325, y: 1050, width: 100, height: 20))
    #expect(grid.views[99][9].frame == CGRect(x: 955, y: 2475, width: 100, height: 20))
  }

  @Test func oneLeadingConstantResizesOneRow() {
    let grid = Grid()
    grid.leadings[42].constant = 60
    grid.window.layoutIfNeeded()
    // Row 42 now has 1,065 − 70 − 45 = 950 points for 10 views: 95 each, at 60 + 100 c.
    let row = (0..<10).map { "r42c\($0)" }
    #expect(grid.sink.laidOutViews.count == 10)
    #expect(Set(grid.sink.laidOutViews) == Set(row))
    #expect(Set(grid.log.views(receiving: "layoutSubviews")) == Set(row))
    #expect(grid.changedFrames == Set(row))
    for c in 0..<10 {
      #expect(
        grid.views[42][c].frame == CGRect(x: 60 + 100 * CGFloat(c), y: 1050, width: 95, height: 20)
      )
    }
    #expect(grid.views[41][3].frame == CGRect(x: 325, y: 1025, width: 100, height: 20))
    #expect(grid.views[43][3].frame == CGRect(x: 325, y: 1075, width: 100, height: 20))
  }

  @Test func oneHeightConstantResizesOneView() {
    let grid = Grid()
    // Only r7c0's height: the other views of row 7 share its top, not its height.
    grid.heights[7].constant = 22
    grid.window.layoutIfNeeded()
    #expect(grid.sink.laidOutViews == ["r7c0"])
    #expect(grid.changedFrames == ["r7c0"])
    #expect(grid.views[7][0].frame == CGRect(x: 10, y: 175, width: 100, height: 22))
  }

  @Test func aMoveWithoutResizingLaysOutNothing() {
    let grid = Grid()
    grid.tops[42].constant = 1052
    grid.window.layoutIfNeeded()
    let row = (0..<10).map { "r42c\($0)" }
    #expect(grid.changedFrames == Set(row))
    #expect(grid.sink.laidOutViews.isEmpty)
    #expect(grid.views[42][9].frame == CGRect(x: 955, y: 1052, width: 100, height: 20))
  }

  @Test func nothingChangedNothingLaidOut() {
    let grid = Grid()
    grid.window.layoutIfNeeded()
    #expect(grid.sink.laidOutViews.isEmpty)
    #expect(grid.changedFrames.isEmpty)
  }
}
