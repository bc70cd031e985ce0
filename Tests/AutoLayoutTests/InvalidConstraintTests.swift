import Foundation
import Testing
import Truss

/// SPEC §2.4: invalid constraints are reported with UIKit's message and leave the layout
/// untouched — no crash, the constraint stays inactive, the frames stay.
@Suite struct InvalidConstraintTests {
  /// A laid-out window with `a` at (10 20; 100 50) and `b` at (10 100; 100 50).
  struct Scene {
    let window = Window(size: CGSize(width: 320, height: 480))
    let recorder: LogRecorder
    let a = constrainedView("a")
    let b = constrainedView("b")
    let aWidth: LayoutConstraint

    init() {
      recorder = LogRecorder(window)
      window.addSubview(a)
      window.addSubview(b)
      aWidth = a.widthAnchor.constraint(equalToConstant: 100)
      LayoutConstraint.activate([
        a.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
        a.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
        aWidth,
        a.heightAnchor.constraint(equalToConstant: 50),
        b.leadingAnchor.constraint(equalTo: a.leadingAnchor),
        b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 30),
        b.widthAnchor.constraint(equalTo: a.widthAnchor),
        b.heightAnchor.constraint(equalTo: a.heightAnchor),
      ])
      window.layoutIfNeeded()
    }

    static let aFrame = CGRect(x: 10, y: 20, width: 100, height: 50)
    static let bFrame = CGRect(x: 10, y: 100, width: 100, height: 50)

    /// Lays out again and checks that nothing moved and nothing else was logged.
    func expectUntouched(messages: Int = 1, sourceLocation: SourceLocation = #_sourceLocation) {
      window.layoutIfNeeded()
      #expect(a.frame == Scene.aFrame, sourceLocation: sourceLocation)
      #expect(b.frame == Scene.bFrame, sourceLocation: sourceLocation)
      #expect(recorder.messages.count == messages, sourceLocation: sourceLocation)
      #expect(recorder.reports.isEmpty, sourceLocation: sourceLocation)
      #expect(!window.hasAmbiguousLayout, sourceLocation: sourceLocation)
    }

    /// Activates `c`, expects `message` alone in the log and `c` left inactive and
    /// uninstalled.
    func expectRejected(
      _ c: LayoutConstraint, message: (LayoutConstraint) -> String,
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      c.isActive = true
      #expect(!c.isActive, sourceLocation: sourceLocation)
      #expect(recorder.messages == [message(c)], sourceLocation: sourceLocation)
      for view in [window, a, b] {
        #expect(!view.constraints.contains { $0 === c }, sourceLocation: sourceLocation)
      }
      expectUntouched(sourceLocation: sourceLocation)
    }
  }

  @Test func scene() {
    let scene = Scene()
    scene.expectUntouched(messages: 0)
  }

  @Test func itemsWithNoCommonAncestor() {
    let scene = Scene()
    let other = Window(size: CGSize(width: 100, height: 100))
    let otherRecorder = LogRecorder(other)
    let c = constrainedView("c")
    other.addSubview(c)
    scene.expectRejected(scene.a.leadingAnchor.constraint(equalTo: c.leadingAnchor)) { c in
      "Unable to activate constraint with anchors <LayoutXAxisAnchor \"a.leading\"> and "
        + "<LayoutXAxisAnchor \"c.leading\"> because they have no common ancestor.  Does the "
        + "constraint or its anchors reference items in different view hierarchies?  "
        + "That's illegal. Constraint: \(c)"
    }
    #expect(otherRecorder.messages.isEmpty)
    #expect(other.constraints.isEmpty && c.constraints.isEmpty)
  }

  @Test func constraintDescriptionWhenRejected() {
    let scene = Scene()
    let line = #line + 1
    let c = LayoutConstraint(
      item: scene.a, attribute: .left, relatedBy: .equal, toItem: nil,
      attribute: .notAnAttribute, multiplier: 1, constant: 10)
    c.isActive = true
    #expect(c.line == line)
    #expect(
      c.description
        == "<LayoutConstraint a.left == 10   (inactive, "
        + "AutoLayoutTests/InvalidConstraintTests.swift:\(line))>")
  }

  @Test func locationEqualToAConstant() {
    let scene = Scene()
    let c = LayoutConstraint(
      item: scene.a, attribute: .left, relatedBy: .equal, toItem: nil,
      attribute: .notAnAttribute, multiplier: 1, constant: 10)
    scene.expectRejected(c) { c in
      "A multiplier of 0 or a nil second item together with a location for the first "
        + "attribute creates an illegal constraint of a location equal to a constant. Location "
        + "attributes must be specified in pairs. Constraint: \(c)"
    }
  }

  @Test func locationWithAZeroMultiplier() {
    let scene = Scene()
    let c = LayoutConstraint(
      item: scene.a, attribute: .top, relatedBy: .equal, toItem: scene.b, attribute: .top,
      multiplier: 0, constant: 10)
    scene.expectRejected(c) { c in
      "A multiplier of 0 or a nil second item together with a location for the first "
        + "attribute creates an illegal constraint of a location equal to a constant. Location "
        + "attributes must be specified in pairs. Constraint: \(c)"
    }
  }

  @Test func xLocationWithAYLocation() {
    let scene = Scene()
    let c = LayoutConstraint(
      item: scene.a, attribute: .centerX, relatedBy: .equal, toItem: scene.b,
      attribute: .centerY, multiplier: 1, constant: 0)
    scene.expectRejected(c) { c in
      "Invalid pairing of layout attributes: an X location and a Y location cannot be "
        + "related (a.centerX and b.centerY). Constraint: \(c)"
    }
  }

  @Test func widthWithLeft() {
    let scene = Scene()
    let c = LayoutConstraint(
      item: scene.a, attribute: .width, relatedBy: .equal, toItem: scene.b, attribute: .left,
      multiplier: 1, constant: 0)
    scene.expectRejected(c) { c in
      "Invalid pairing of layout attributes: a location and a dimension cannot be related "
        + "(a.width and b.left). Constraint: \(c)"
    }
  }

  @Test func leadingWithLeft() {
    let scene = Scene()
    let c = LayoutConstraint(
      item: scene.a, attribute: .leading, relatedBy: .equal, toItem: scene.b,
      attribute: .left, multiplier: 1, constant: 0)
    scene.expectRejected(c) { c in
      "A constraint cannot be made between a leading/trailing attribute and a right/left "
        + "attribute. Use leading/trailing for both or neither. Constraint: \(c)"
    }
  }

  @Test func leadingMarginWithRightMargin() {
    let scene = Scene()
    let c = LayoutConstraint(
      item: scene.a, attribute: .leadingMargin, relatedBy: .equal, toItem: scene.b,
      attribute: .rightMargin, multiplier: 1, constant: 0)
    scene.expectRejected(c) { c in
      "A constraint cannot be made between a leading/trailing attribute and a right/left "
        + "attribute. Use leading/trailing for both or neither. Constraint: \(c)"
    }
  }

  @Test func requiredToOptionalWhileActive() {
    let scene = Scene()
    let c = scene.aWidth
    c.priority = LayoutPriority(rawValue: 999)
    #expect(c.priority == .required)
    #expect(c.isActive)
    #expect(
      scene.recorder.messages == [
        "Mutating a priority from required to not on an installed constraint (or vice-versa) "
          + "is not supported.  You passed priority 999 and the existing priority was 1000. "
          + "Constraint: \(c)"
      ])
    #expect(!c.description.contains("@"))
    scene.expectUntouched()
  }

  @Test func optionalToRequiredWhileActive() {
    let scene = Scene()
    let c = scene.b.widthAnchor.constraint(equalToConstant: 300)
    c.priority = .defaultHigh
    c.isActive = true
    scene.window.layoutIfNeeded()
    c.priority = .required
    #expect(c.priority == .defaultHigh)
    #expect(
      scene.recorder.messages == [
        "Mutating a priority from not to required on an installed constraint (or vice-versa) "
          + "is not supported.  You passed priority 1000 and the existing priority was 750. "
          + "Constraint: \(c)"
      ])
    // The optional width loses to the required b.width == a.width.
    scene.expectUntouched()
  }

  @Test func priorityChangesThatAreAllowed() {
    let scene = Scene()
    // Between optional priorities while active: incremental, no message.
    let c = scene.b.widthAnchor.constraint(equalToConstant: 300)
    c.priority = .defaultHigh
    c.isActive = true
    c.priority = .defaultLow
    #expect(c.priority == .defaultLow)
    // Required to optional while inactive: allowed.
    c.isActive = false
    c.priority = .required
    #expect(c.priority == .required)
    scene.aWidth.isActive = false
    scene.aWidth.priority = .defaultHigh + 1
    scene.aWidth.isActive = true
    #expect(scene.aWidth.priority.rawValue == 751)
    #expect(scene.recorder.messages.isEmpty)
    scene.expectUntouched(messages: 0)
  }

  @Test func nonFiniteConstantOnAnActiveConstraint() {
    let scene = Scene()
    let c = scene.aWidth
    c.constant = .infinity
    c.constant = .nan
    #expect(c.constant == 100)
    #expect(
      scene.recorder.messages == [
        "constant is not finite! That's illegal. constant:inf constraint:\(c)",
        "constant is not finite! That's illegal. constant:nan constraint:\(c)",
      ])
    scene.expectUntouched(messages: 2)
  }

  @Test func nonFiniteConstantOnActivation() {
    let scene = Scene()
    let c = scene.b.widthAnchor.constraint(equalTo: scene.a.widthAnchor, constant: .infinity)
    c.isActive = true
    #expect(!c.isActive)
    #expect(scene.recorder.messages.count == 1)
    #expect(
      scene.recorder.messages.first?.hasPrefix(
        "constant is not finite! That's illegal. constant:inf multiplier:1.0 constraint:")
        == true)
    scene.expectUntouched()
  }

  @Test func invalidMembersOfABatchAreSkippedAndTheOthersActivate() {
    let scene = Scene()
    let c = constrainedView("c")
    scene.window.addSubview(c)
    let bad = LayoutConstraint(
      item: c, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
      multiplier: 1, constant: 5)
    let good = [
      c.leadingAnchor.constraint(equalTo: scene.b.trailingAnchor, constant: 10),
      c.topAnchor.constraint(equalTo: scene.b.topAnchor),
      c.widthAnchor.constraint(equalToConstant: 40),
      c.heightAnchor.constraint(equalToConstant: 40),
    ]
    LayoutConstraint.activate([bad] + good)
    #expect(!bad.isActive)
    #expect(good.allSatisfy { $0.isActive })
    scene.expectUntouched()
    #expect(c.frame == CGRect(x: 120, y: 100, width: 40, height: 40))
  }

  @Test func priorityOutOfRange() {
    let scene = Scene()
    let c = scene.b.widthAnchor.constraint(equalToConstant: 300)
    c.priority = LayoutPriority(rawValue: 0)
    c.priority = LayoutPriority(rawValue: 1001)
    #expect(c.priority == .required)
    #expect(
      scene.recorder.messages == [
        "Invalid priority 0 for \(c): a priority must be between 1 and 1000.",
        "Invalid priority 1001 for \(c): a priority must be between 1 and 1000.",
      ])
    scene.expectUntouched(messages: 2)
  }

  @Test func guideNotAddedToAView() {
    let scene = Scene()
    let guide = LayoutGuide()
    guide.identifier = "loose"
    scene.expectRejected(scene.a.topAnchor.constraint(equalTo: guide.topAnchor)) { c in
      "The layout guide loose must be added to a view with addLayoutGuide(_:) before it is "
        + "used in a constraint: \(c)"
    }
  }

  /// A constraint from `a` to a view that no longer exists.
  static func constraintToAFreedView(from a: View) -> LayoutConstraint {
    let gone = constrainedView("gone")
    return a.widthAnchor.constraint(equalTo: gone.widthAnchor)
  }

  @Test func itemThatNoLongerExists() {
    let scene = Scene()
    let c = Self.constraintToAFreedView(from: scene.a)
    #expect(c.secondItem == nil)
    scene.expectRejected(c) { c in
      "A constraint refers to an item that no longer exists: \(c)"
    }
  }
}

/// Issue 16, item 8: invalid constraints are reported through the window of any item involved,
/// and a non-finite multiplier is named as UIKit names it.
@Suite struct InvalidConstraintRoutingTests {
  /// A multiplier of NaN: UIKit's `-[NSLayoutConstraint _setMultiplier:]` message
  /// ("Multiplier is not finite!  That's illegal.  multiplier:nan", artsy/energy-legacy#222),
  /// not a complaint about the constant.
  @Test(arguments: [CGFloat.nan, .infinity])
  func aNonFiniteMultiplierIsNamed(_ multiplier: CGFloat) {
    let scene = InvalidConstraintTests.Scene()
    let c = scene.b.widthAnchor.constraint(equalTo: scene.a.widthAnchor, multiplier: multiplier)
    c.isActive = true
    #expect(!c.isActive)
    #expect(
      scene.recorder.messages == [
        "Multiplier is not finite!  That's illegal.  multiplier:\(multiplier) constraint:\(c)"
      ])
    scene.expectUntouched()
  }

  /// A constraint activated before its new view is added: the view is in no window yet, the
  /// view it pins to is, and the message reaches that window's log and event sink (not
  /// standard error, where tests and CI cannot see it).
  @Test func activatedBeforeAddSubviewReachesTheOtherItemsWindow() throws {
    let scene = InvalidConstraintTests.Scene()
    let sink = InMemoryLayoutEventSink()
    scene.window.eventSink = sink
    let late = constrainedView("late")
    let c = late.leadingAnchor.constraint(equalTo: scene.a.leadingAnchor)
    c.isActive = true
    #expect(!c.isActive)
    let message = try #require(scene.recorder.messages.first)
    #expect(scene.recorder.messages.count == 1)
    #expect(message.hasPrefix("Unable to activate constraint with anchors"))
    let events = sink.events.compactMap {
      if case .invalidConstraint(let text) = $0 { text } else { nil }
    }
    #expect(events == [message])
    scene.expectUntouched()
  }

  /// A malformed visual format: the error, with its caret, goes to the log of the window its
  /// views are in.
  @Test func aMalformedVisualFormatReachesTheWindow() throws {
    let scene = InvalidConstraintTests.Scene()
    let made = LayoutConstraint.constraints(
      withVisualFormat: "H:|-[a]-(", views: ["a": scene.a, "b": scene.b])
    #expect(made.isEmpty)
    let message = try #require(scene.recorder.messages.first)
    #expect(scene.recorder.messages.count == 1)
    #expect(message.contains("H:|-[a]-("))
    scene.expectUntouched()
  }
}
