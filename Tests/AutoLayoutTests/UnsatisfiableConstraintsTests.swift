import Foundation
import Testing
import Truss

/// SPEC §9.1: two required widths that cannot both hold.
@Suite struct UnsatisfiableConstraintsTests {
  /// The quoted constraint descriptions between `(` and `)` of an unsatisfiable log.
  static func listedConstraints(in log: String) -> [String] {
    log.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { $0.hasPrefix("    \"") }
      .map { line in
        var text = line.dropFirst(5)
        if text.hasSuffix(",") { text = text.dropLast() }
        if text.hasSuffix("\"") { text = text.dropLast() }
        return String(text)
      }
  }

  @Test func conflictingWidthsAreLoggedAndTheNewestIsBroken() {
    let window = Window(size: CGSize(width: 320, height: 480))
    let recorder = LogRecorder(window)
    let a = constrainedView("a")
    window.addSubview(a)
    LayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      a.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
      a.heightAnchor.constraint(equalToConstant: 50),
    ])
    let narrow = a.widthAnchor.constraint(equalToConstant: 100)
    let wide = a.widthAnchor.constraint(equalToConstant: 200)
    #expect(narrow.line == #line - 2 && wide.line == #line - 1)
    #expect(narrow.fileID == "AutoLayoutTests/UnsatisfiableConstraintsTests.swift")
    narrow.isActive = true
    #expect(recorder.messages.isEmpty)
    wide.isActive = true
    window.layoutIfNeeded()

    let file = "AutoLayoutTests/UnsatisfiableConstraintsTests.swift"
    let narrowText = "<LayoutConstraint a.width == 100   (active, \(file):\(narrow.line))>"
    let wideText = "<LayoutConstraint a.width == 200   (active, broken, \(file):\(wide.line))>"
    #expect(recorder.messages.count == 1)
    let log = recorder.messages.first ?? ""
    #expect(log.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"))
    #expect(Self.listedConstraints(in: log) == [narrowText, wideText])
    #expect(log.contains("\n\nWill attempt to recover by breaking constraint \n\(wideText)\n"))
    #expect(!log.contains("translatesAutoresizingMaskIntoConstraints)"))

    #expect(recorder.reports.count == 1)
    let report = recorder.reports.first
    #expect(
      report?.conflicts.map(ObjectIdentifier.init) == [narrow, wide].map(ObjectIdentifier.init))
    #expect(report?.broken === wide)
    #expect(report?.message == log)

    // The broken constraint stays active (as in UIKit); layout goes on with the others.
    #expect(wide.isActive && narrow.isActive)
    #expect(a.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(!window.hasAmbiguousLayout)
  }

  @Test func conflictBetweenDistantConstraintsListsOnlyTheMinimalSet() {
    // a.width == 100 and b.width == 2 * a.width are fine; b.width == 150 then contradicts
    // them both, while a.height and the positions take no part.
    let window = Window(size: CGSize(width: 320, height: 480))
    let recorder = LogRecorder(window)
    let a = constrainedView("a")
    let b = constrainedView("b")
    window.addSubview(a)
    window.addSubview(b)
    let aWidth = a.widthAnchor.constraint(equalToConstant: 100)
    let ratio = b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 2)
    let bWidth = b.widthAnchor.constraint(equalToConstant: 150)
    LayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      a.topAnchor.constraint(equalTo: window.topAnchor),
      a.heightAnchor.constraint(equalToConstant: 10),
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
      b.topAnchor.constraint(equalTo: a.bottomAnchor),
      b.heightAnchor.constraint(equalToConstant: 10),
      aWidth, ratio,
    ])
    #expect(recorder.messages.isEmpty)
    bWidth.isActive = true
    window.layoutIfNeeded()

    #expect(recorder.reports.count == 1)
    let report = recorder.reports.first
    #expect(
      report?.conflicts.map(ObjectIdentifier.init)
        == [aWidth, ratio, bWidth].map(ObjectIdentifier.init))
    #expect(report?.broken === bWidth)
    let file = "AutoLayoutTests/UnsatisfiableConstraintsTests.swift"
    #expect(
      Self.listedConstraints(in: recorder.messages.first ?? "") == [
        "<LayoutConstraint a.width == 100   (active, \(file):\(aWidth.line))>",
        "<LayoutConstraint b.width == 2*a.width   (active, \(file):\(ratio.line))>",
        "<LayoutConstraint b.width == 150   (active, broken, \(file):\(bWidth.line))>",
      ])
    #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
    #expect(b.frame == CGRect(x: 100, y: 10, width: 200, height: 10))
  }

  @Test func constantChangeThatConflictsBreaksTheChangedConstraint() {
    let window = Window(size: CGSize(width: 320, height: 480))
    let recorder = LogRecorder(window)
    let a = constrainedView("a")
    window.addSubview(a)
    let minimum = a.widthAnchor.constraint(greaterThanOrEqualToConstant: 50)
    let exact = a.widthAnchor.constraint(equalToConstant: 100)
    LayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      a.topAnchor.constraint(equalTo: window.topAnchor),
      a.heightAnchor.constraint(equalToConstant: 10),
      minimum, exact,
    ])
    window.layoutIfNeeded()
    #expect(a.frame.width == 100)

    exact.constant = 30
    window.layoutIfNeeded()
    #expect(recorder.reports.count == 1)
    #expect(
      recorder.reports.first?.conflicts.map(ObjectIdentifier.init)
        == [minimum, exact].map(ObjectIdentifier.init))
    #expect(recorder.reports.first?.broken === exact)
    // With `exact` broken, `a.width >= 50` still holds.
    #expect(a.frame.width >= 50)
  }
}

extension UnsatisfiableConstraintsTests {
  /// A view's width and height are never negative, as in UIKit's engine, which does not list
  /// that bound in its logs. Three real logs only make sense with it: a lone
  /// `SWUtilityButtonView.width <= UITableViewCellContentView.width - 90` against the content
  /// view's autoresizing width 0 (CEWendel/SWTableViewCell#233, iOS 8); a label pinned
  /// `H:|-(15)-[label]` and `trailing == contentView.trailing - 15` against
  /// `'UIView-Encapsulated-Layout-Width' H:[UITableViewCellContentView(0)]`
  /// (smileyborg/TableViewCellWithAutoLayout#21); and the example of Apple's Auto Layout Guide,
  /// "Debugging Tricks and Tips", where a text field with no width constraint of its own is part
  /// of the conflict.
  @Test func sizesAreNeverNegative() {
    let window = Window(size: CGSize(width: 320, height: 480))
    let recorder = LogRecorder(window)
    let a = constrainedView("a")
    window.addSubview(a)
    let negative = a.widthAnchor.constraint(equalToConstant: -16)
    LayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      a.topAnchor.constraint(equalTo: window.topAnchor),
      a.heightAnchor.constraint(equalToConstant: 10), negative,
    ])
    window.layoutIfNeeded()
    // The conflict is the constraint alone (the bound is not listed), and it is broken.
    #expect(recorder.reports.count == 1)
    #expect(recorder.reports.first?.conflicts.count == 1)
    #expect(recorder.reports.first?.broken === negative)
    #expect(a.frame == CGRect(x: 10, y: 0, width: 0, height: 10))
  }

  /// One view's size bound can push another view below zero after that view was already
  /// checked in the same pass: it is checked again. The chat bar of a real log
  /// (chatkit-oc-19, replayed by `truss repro`): a button, a text view and two more buttons
  /// chained 10 points apart inside a container as wide as a bar that is 0 wide need negative
  /// widths; bounding some at zero pushes the others further below zero, until the chain
  /// conflicts (reported, one constraint broken) and no width is negative.
  @Test func aBoundThatPushesAnotherViewNegativeIsFollowed() {
    let window = Window(size: CGSize(width: 1000, height: 1000))
    let recorder = LogRecorder(window)
    let names = ["bar", "container", "button1", "text", "button2", "button3"]
    let views = names.map { constrainedView($0) }
    for view in views { window.addSubview(view) }
    let (bar, container, button1, text, button2, button3) = (
      views[0], views[1], views[2], views[3], views[4], views[5]
    )
    LayoutConstraint.activate(
      [
        button1.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 10),
        button3.rightAnchor.constraint(equalTo: container.rightAnchor, constant: -10),
        button2.rightAnchor.constraint(equalTo: button3.leftAnchor, constant: -10),
        text.leftAnchor.constraint(equalTo: button1.rightAnchor, constant: 10),
        text.rightAnchor.constraint(equalTo: button2.leftAnchor, constant: -10),
        container.leftAnchor.constraint(equalTo: bar.leftAnchor),
        container.rightAnchor.constraint(equalTo: bar.rightAnchor),
        bar.widthAnchor.constraint(equalToConstant: 0),
        bar.leftAnchor.constraint(equalTo: window.leftAnchor),
      ]
        + views.flatMap { view in
          [
            view.topAnchor.constraint(equalTo: window.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10),
          ]
        })
    window.layoutIfNeeded()
    for view in views {
      #expect(view.frame.width >= 0, "\(view.identifier ?? "") \(view.frame)")
    }
    #expect(!recorder.reports.isEmpty)
  }

  /// The classic cell log: content pinned 15 points from both sides of a container that is
  /// still 0 wide (its frame, translated by its autoresizing mask, as a cell's content view's
  /// encapsulated width is before the table sizes it) cannot be satisfied, and the log lists
  /// the container's width and both pins, as iOS's does.
  @Test func contentPinnedInsideAZeroWideContainerConflicts() {
    let window = Window(size: CGSize(width: 320, height: 480))
    let recorder = LogRecorder(window)
    let content = View(frame: .zero)
    content.identifier = "content"
    window.addSubview(content)
    let label = Label()
    label.identifier = "label"
    label.text = "The correct API to use is…"
    label.translatesAutoresizingMaskIntoConstraints = false
    content.addSubview(label)
    LayoutConstraint.activate(
      LayoutConstraint.constraints(
        withVisualFormat: "H:|-(15)-[label]-(15)-|", options: [], metrics: nil,
        views: ["label": label]))
    window.layoutIfNeeded()
    #expect(recorder.reports.count == 1)
    let listed = recorder.reports.first?.conflicts.map(\.description) ?? []
    #expect(listed.count == 3)
    #expect(listed.contains { $0.contains("content.width == 0") })
    #expect(listed.contains { $0.contains("H:|-(15)-[label]") })
    #expect(listed.contains { $0.contains("H:[label]-(15)-|") })
    // Once the container has a width, the broken pin is still broken (as in UIKit, until it is
    // activated again), and the label fits the other one.
    content.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    window.layoutIfNeeded()
    #expect(label.frame.minX == 15)
  }
}

extension UnsatisfiableConstraintsTests {
  /// A size bound, once added, takes part in later conflicts without being listed or broken:
  /// a width pulled negative, then a required constraint that can only hold with it negative.
  @Test func aSizeBoundInALaterConflictIsNeverListed() {
    let window = Window(size: CGSize(width: 320, height: 480))
    let recorder = LogRecorder(window)
    let a = constrainedView("a")
    window.addSubview(a)
    LayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 100),
      a.topAnchor.constraint(equalTo: window.topAnchor),
      a.heightAnchor.constraint(equalToConstant: 10),
    ])
    // An optional pull below zero: the bound is added, nothing is logged, the width is 0.
    let pull = a.trailingAnchor.constraint(equalTo: window.leadingAnchor, constant: 50)
    pull.priority = .defaultLow
    pull.isActive = true
    window.layoutIfNeeded()
    #expect(a.frame.width == 0)
    #expect(recorder.reports.isEmpty)
    // A required one: the conflict is the new constraint and the leading pin, not the bound.
    let required = a.trailingAnchor.constraint(equalTo: window.leadingAnchor, constant: 60)
    required.isActive = true
    window.layoutIfNeeded()
    #expect(recorder.reports.count == 1)
    #expect(recorder.reports.first?.broken === required)
    #expect(recorder.reports.first?.conflicts.count == 2)
    #expect(a.frame == CGRect(x: 100, y: 0, width: 0, height: 10))
  }
}
