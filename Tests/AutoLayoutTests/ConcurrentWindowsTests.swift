import Foundation
import Testing
import Truss

/// Separate windows used from several threads at once: each window and its views live in one
/// isolation domain (a child task, an actor), which is what Swift 6's strict concurrency
/// allows for types that are not `Sendable`; only `Sendable` values (frames, numbers) cross
/// between domains. Run under ThreadSanitizer (`Scripts/sanitize.sh thread`) this finds any
/// state the windows share without a lock: fonts, text measuring, image sizes, call sites,
/// the layout loop threshold.
@Suite struct ConcurrentWindowsTests {
  /// How many windows are in use at once, and how many times each is rebuilt.
  static let windows = 8
  static let rounds = 12

  @Test func windowsInChildTasksAreLaidOutAtOnce() async {
    let results = await withTaskGroup(of: (Int, [CGRect]).self) { group in
      for index in 0..<Self.windows {
        // The child task is nonisolated: the window it makes never leaves it.
        group.addTask { (index, Self.layOutScreen(index: index, rounds: Self.rounds)) }
      }
      var results: [Int: [CGRect]] = [:]
      for await (index, frames) in group { results[index] = frames }
      return results
    }
    #expect(results.count == Self.windows)
    for index in 0..<Self.windows {
      #expect(results[index] == Self.expectedFrames(index: index), "window \(index)")
    }
  }

  @Test func windowsOwnedByActorsAreLaidOutAtOnce() async {
    let hosts = (0..<Self.windows).map { WindowHost(index: $0) }
    let results = await withTaskGroup(of: (Int, [CGRect]).self) { group in
      for (index, host) in hosts.enumerated() {
        group.addTask { (index, await host.relayOut(rounds: Self.rounds)) }
      }
      var results: [Int: [CGRect]] = [:]
      for await (index, frames) in group { results[index] = frames }
      return results
    }
    for index in 0..<Self.windows {
      #expect(results[index] == Self.expectedFrames(index: index), "window \(index)")
    }
  }
}

extension ConcurrentWindowsTests {
  /// The screen of window `index`: a window `400 + 10 × index` points wide, two boxes, a
  /// label in the box test font and a stack of three rows, laid out, then resized to
  /// `600 + 10 × index` by 400 and laid out again. Built `rounds` times; returns the last
  /// round's frames (``expectedFrames(index:)`` says what they are).
  nonisolated static func layOutScreen(index: Int, rounds: Int) -> [CGRect] {
    var frames: [CGRect] = []
    for _ in 0..<rounds {
      let window = Window(size: CGSize(width: 400 + 10 * CGFloat(index), height: 300), scale: 2)
      frames = Screen(in: window).layOut(index: index)
    }
    return frames
  }

  /// The frames ``layOutScreen(index:rounds:)`` must give, by hand: the top box is half the
  /// window wide, the one below it spans the window less 10 points each side, the label
  /// ("abc" at 10 points, 1 em a glyph) sits at the trailing edge, and the stack's rows are
  /// 10 tall with 4 between them.
  static func expectedFrames(index: Int) -> [CGRect] {
    let width = 600 + 10 * CGFloat(index)
    return [
      CGRect(x: 10, y: 20, width: width / 2, height: 40),
      CGRect(x: 10, y: 68, width: width - 20, height: 40),
      CGRect(x: width - 40, y: 116, width: 30, height: 10),
      CGRect(x: 10, y: 116, width: 100, height: 38),
      CGRect(x: 0, y: 0, width: 100, height: 10),
      CGRect(x: 0, y: 14, width: 100, height: 10),
      CGRect(x: 0, y: 28, width: 100, height: 10),
    ]
  }
}

/// The views of one concurrent test screen (see ``ConcurrentWindowsTests/layOutScreen(index:rounds:)``).
struct Screen {
  let window: Window
  let top = View()
  let below = View()
  let label = Label()
  let rows = [View(), View(), View()]
  let stack: StackView

  init(in window: Window) {
    self.window = window
    stack = StackView(arrangedSubviews: rows)
    stack.axis = .vertical
    stack.spacing = 4
    label.font = .box(ofSize: 10)
    label.text = "abc"
    for view in [top, below, label, stack] {
      view.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(view)
    }
    LayoutConstraint.activate(
      [
        top.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
        top.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
        top.widthAnchor.constraint(equalTo: window.widthAnchor, multiplier: 0.5),
        top.heightAnchor.constraint(equalToConstant: 40),
        below.leadingAnchor.constraint(equalTo: top.leadingAnchor),
        below.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -10),
        below.topAnchor.constraint(equalTo: top.bottomAnchor, constant: 8),
        below.heightAnchor.constraint(equalTo: top.heightAnchor),
        label.trailingAnchor.constraint(equalTo: below.trailingAnchor),
        label.topAnchor.constraint(equalTo: below.bottomAnchor, constant: 8),
        stack.leadingAnchor.constraint(equalTo: below.leadingAnchor),
        stack.topAnchor.constraint(equalTo: label.topAnchor),
        stack.widthAnchor.constraint(equalToConstant: 100),
      ] + rows.map { $0.heightAnchor.constraint(equalToConstant: 10) })
  }

  /// Lays the window out, resizes it to `600 + 10 × index` by 400, lays it out again and
  /// returns the frames (top, below, label, stack, the stack's rows).
  func layOut(index: Int) -> [CGRect] {
    window.layoutIfNeeded()
    window.resize(to: CGSize(width: 600 + 10 * CGFloat(index), height: 400))
    window.layoutIfNeeded()
    return [top, below, label, stack].map(\.frame) + rows.map(\.frame)
  }
}

/// An actor owning one window: the window and its views are made in the actor's isolation
/// domain and never leave it; callers get frames back.
actor WindowHost {
  let index: Int
  private var screen: Screen

  init(index: Int) {
    self.index = index
    screen = Screen(in: Window(size: CGSize(width: 400 + 10 * CGFloat(index), height: 300)))
  }

  /// Rebuilds the screen `rounds` times in a fresh window (at scale 2), laying each out, and
  /// returns the last one's frames.
  func relayOut(rounds: Int) -> [CGRect] {
    var frames: [CGRect] = []
    for _ in 0..<rounds {
      screen = Screen(
        in: Window(size: CGSize(width: 400 + 10 * CGFloat(index), height: 300), scale: 2))
      frames = screen.layOut(index: index)
    }
    return frames
  }
}
