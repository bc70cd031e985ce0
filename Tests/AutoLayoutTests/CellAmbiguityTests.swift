import Foundation
import Testing
import Truss

/// SPEC §9.2–9.3: a self-sizing cell whose title is pinned top, leading and trailing inside
/// the content view but not at the bottom, so nothing decides the content view's height.
@Suite struct CellAmbiguityTests {
  /// window (320 × 480) > cell (top, leading, trailing to the window; no height) > content
  /// (all four edges to the cell) > title (intrinsic height 44; top, leading, trailing to
  /// the content view's 8-point margins).
  struct Cell {
    let window = Window(size: CGSize(width: 320, height: 480))
    let cell = constrainedView("cell")
    let content = constrainedView("content")
    let title = IntrinsicView("title", size: CGSize(width: View.noIntrinsicMetric, height: 44))

    init() {
      window.addSubview(cell)
      cell.addSubview(content)
      content.addSubview(title)
      let margins = content.layoutMarginsGuide
      LayoutConstraint.activate([
        cell.topAnchor.constraint(equalTo: window.topAnchor),
        cell.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        cell.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        content.topAnchor.constraint(equalTo: cell.topAnchor),
        content.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
        content.trailingAnchor.constraint(equalTo: cell.trailingAnchor),
        content.bottomAnchor.constraint(equalTo: cell.bottomAnchor),
        title.topAnchor.constraint(equalTo: margins.topAnchor),
        title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        title.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      ])
      window.layoutIfNeeded()
    }

    /// The missing constraint.
    func fix() {
      title.bottomAnchor.constraint(equalTo: content.layoutMarginsGuide.bottomAnchor)
        .isActive = true
      window.layoutIfNeeded()
    }
  }

  @Test func missingBottomLeavesTheHeightsAmbiguous() {
    let scene = Cell()
    #expect(scene.window.hasAmbiguousLayout)
    #expect(scene.content.hasAmbiguousLayout)
    #expect(scene.cell.hasAmbiguousLayout)
    #expect(!scene.title.hasAmbiguousLayout)
    // The content view's top is pinned (minY = 0 in the cell) and its width follows the
    // cell's, which follows the window's; only its height (and with it the cell's) is free.
    #expect(scene.content.ambiguousLayoutVariables == ["Height"])
    #expect(scene.cell.ambiguousLayoutVariables == ["Height"])
    #expect(scene.title.ambiguousLayoutVariables.isEmpty)
    #expect(scene.window.ambiguousLayoutVariables.isEmpty)
    // The title is still placed: 8-point margins, its intrinsic height.
    #expect(scene.title.frame == CGRect(x: 8, y: 8, width: 304, height: 44))
  }

  @Test func traceMarksTheAmbiguousViews() {
    let scene = Cell()
    let lines = scene.window.autolayoutTrace().split(separator: "\n").map(String.init)
    #expect(lines.count >= 4)
    guard lines.count >= 4 else { return }
    #expect(lines[0] == "•Window:Window")
    #expect(lines[1].hasPrefix("|   *View:cell- AMBIGUOUS LAYOUT for cell.Height{id: "))
    #expect(lines[2].hasPrefix("|   |   *View:content- AMBIGUOUS LAYOUT for content.Height{id: "))
    #expect(lines[1].hasSuffix("}") && lines[2].hasSuffix("}"))
    #expect(lines[3] == "|   |   |   *IntrinsicView:title")
    #expect(!lines[1].contains(",") && !lines[2].contains(","))
    #expect(lines.contains("Legend:"))
    #expect(lines.contains("\t* - is laid out with auto layout"))
    #expect(lines.contains("\t• - layout engine host"))
  }

  @Test func traceOfASubtreeStartsAtTheView() {
    let scene = Cell()
    let first = scene.content.autolayoutTrace().split(separator: "\n").first.map(String.init)
    #expect(first?.hasPrefix("*View:content- AMBIGUOUS LAYOUT for content.Height{id: ") == true)
  }

  @Test func bottomConstraintFixesIt() {
    let scene = Cell()
    scene.fix()
    #expect(!scene.window.hasAmbiguousLayout)
    #expect(scene.content.ambiguousLayoutVariables.isEmpty)
    #expect(!scene.window.autolayoutTrace().contains("AMBIGUOUS"))
    // 8 (top margin) + 44 (title) + 8 (bottom margin).
    #expect(scene.cell.frame == CGRect(x: 0, y: 0, width: 320, height: 60))
    #expect(scene.content.frame == CGRect(x: 0, y: 0, width: 320, height: 60))
    #expect(scene.title.frame == CGRect(x: 8, y: 8, width: 304, height: 44))
  }

  @Test func fittingSizeOfTheFixedCell() {
    let scene = Cell()
    scene.fix()
    let size = scene.cell.systemLayoutSizeFitting(
      CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(size == CGSize(width: 320, height: 8 + 44 + 8))
    // A narrower width gives the same height; nothing in the live layout moved.
    let narrow = scene.cell.systemLayoutSizeFitting(
      CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(narrow == CGSize(width: 200, height: 60))
    #expect(scene.cell.frame == CGRect(x: 0, y: 0, width: 320, height: 60))
    #expect(scene.title.frame == CGRect(x: 8, y: 8, width: 304, height: 44))
  }
}
