import Foundation
import Testing
import Truss

/// Issue 16, item 8: a conflict inside `systemLayoutSizeFitting` (a self-sizing cell whose
/// required content cannot fit the required target) is logged as UIKit logs it, through the
/// window the cell is in, naming the cell's encapsulated size
/// (`UIView-Encapsulated-Layout-Width/Height`, the constraint of the famous self-sizing-cell
/// logs); the fitted size keeps the required target, and one of the content's own constraints
/// is broken, with a suggestion to lower it to 999.
@Suite struct FittingConflictTests {
  /// A cell in a window, not sized by the window's layout (its frame comes from its
  /// content), with a recorder on the window.
  struct Scene {
    let window = Window(size: CGSize(width: 375, height: 667))
    let recorder: LogRecorder
    let culprits = Culprits()
    let cell = constrainedView("cell")
    let label = constrainedView("label")

    init() {
      recorder = LogRecorder(window)
      window.addSubview(cell)
      cell.addSubview(label)
      LayoutConstraint.activate([
        cell.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        cell.topAnchor.constraint(equalTo: window.topAnchor),
      ])
    }

    /// Fits the cell to a width of 320 (required) and `height` at `vertical`, expects the
    /// fitted size and one conflict whose members are `members`, and returns it.
    func fit(
      height: CGFloat, _ vertical: LayoutPriority, expecting size: CGSize, members: [String],
      sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> UnsatisfiableConstraintsReport {
      let fitted = cell.systemLayoutSizeFitting(
        CGSize(width: 320, height: height), withHorizontalFittingPriority: .required,
        verticalFittingPriority: vertical)
      #expect(fitted == size, sourceLocation: sourceLocation)
      let report = try #require(recorder.reports.first, sourceLocation: sourceLocation)
      #expect(recorder.reports.count == 1, sourceLocation: sourceLocation)
      #expect(culprits.of(report.conflicts) == members, sourceLocation: sourceLocation)
      return report
    }
  }

  /// 15 + 400 + 15 points of required content in a required 320-point width: the fitted
  /// width is 320, and the log names exactly the label's three constraints and the
  /// encapsulated width.
  @Test func aRequiredWidthTheContentCannotFit() throws {
    let scene = Scene()
    let (cell, label, culprits) = (scene.cell, scene.label, scene.culprits)
    let width = culprits.name("label.width", label.widthAnchor.constraint(equalToConstant: 400))
    LayoutConstraint.activate([
      culprits.name(
        "label.leading", label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 15)),
      culprits.name(
        "label.trailing",
        label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -15)),
      width,
      label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
      label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -10),
      label.heightAnchor.constraint(equalToConstant: 24),
    ])
    scene.window.layoutIfNeeded()
    #expect(scene.recorder.messages.isEmpty)  // the live layout makes the cell 430 wide

    let report = try scene.fit(
      height: 0, .fittingSizeLevel, expecting: CGSize(width: 320, height: 44),
      members: [
        "label.width", "label.leading", "label.trailing", "UIView-Encapsulated-Layout-Width",
      ])
    #expect(culprits.of(report.broken) == "label.trailing")
    #expect(
      scene.recorder.messages.first?.contains(
        "Will attempt to recover by breaking constraint \n<LayoutConstraint label.trailing == "
          + "cell.trailing - 15   (active, broken, AutoLayoutTests/FittingConflictTests.swift:")
        == true)
    guard case .lowerForEncapsulatedSize(let lower, let encapsulated) = report.suggestion else {
      Issue.record("expected a constraint to lower, got \(report.message)")
      return
    }
    #expect(lower === width && encapsulated.identifier == "UIView-Encapsulated-Layout-Width")
    // Nothing changed in the live layout.
    scene.window.layoutIfNeeded()
    #expect(cell.frame.width == 430)
    #expect(!report.broken.description.contains("broken"))
  }

  /// A cell of 10 + 40 + 10 points of required height chain measured at a required height of
  /// 44 (the encapsulated height of a stale row): the fitted height is 44, and the suggestion
  /// is the threads' fix, the fixed height at 999.
  @Test func anEncapsulatedHeightAgainstARequiredHeightChain() throws {
    let scene = Scene()
    let (cell, label, culprits) = (scene.cell, scene.label, scene.culprits)
    let height = culprits.name("label.height", label.heightAnchor.constraint(equalToConstant: 40))
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 15),
      label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -15),
      culprits.name(
        "label.top", label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10)),
      culprits.name(
        "label.bottom", label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -10)),
      height,
    ])
    let report = try scene.fit(
      height: 44, .required, expecting: CGSize(width: 320, height: 44),
      members: [
        "label.height", "label.top", "label.bottom", "UIView-Encapsulated-Layout-Height",
      ])
    #expect(
      report.message.contains(
        "Suggestion: lower the priority of \(height) to 999: the cell's encapsulated height "))
    guard case .lowerForEncapsulatedSize(let lower, _) = report.suggestion else {
      Issue.record("expected a constraint to lower, got \(report.message)")
      return
    }
    #expect(lower === height)
  }

  /// Without a conflict nothing is logged, and a fitting that needs no target size is as
  /// before.
  @Test func aFittingThatFitsLogsNothing() {
    let scene = Scene()
    LayoutConstraint.activate([
      scene.label.leadingAnchor.constraint(equalTo: scene.cell.leadingAnchor, constant: 15),
      scene.label.trailingAnchor.constraint(equalTo: scene.cell.trailingAnchor, constant: -15),
      scene.label.topAnchor.constraint(equalTo: scene.cell.topAnchor, constant: 10),
      scene.label.bottomAnchor.constraint(equalTo: scene.cell.bottomAnchor, constant: -10),
      scene.label.heightAnchor.constraint(equalToConstant: 24),
    ])
    let size = scene.cell.systemLayoutSizeFitting(
      CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(size == CGSize(width: 320, height: 44))
    #expect(scene.recorder.messages.isEmpty)
  }
}
