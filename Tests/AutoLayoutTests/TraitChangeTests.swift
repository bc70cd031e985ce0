import Foundation
import Testing
import Truss

/// SPEC §3 and §5: `traitCollectionDidChange` fires where the traits really change — a
/// window resized across the 600-point width, a subtree flipped by
/// `semanticContentAttribute`.
@Suite struct TraitChangeTests {
  @Test func resizingAcross600PointsChangesTheHorizontalSizeClass() {
    let log = CallLog()
    let window = Window(size: CGSize(width: 500, height: 800))
    let view = RecordingView("view", log: log)
    let child = RecordingView("child", log: log)
    window.addSubview(view)
    view.addSubview(child)
    window.layoutIfNeeded()
    // Entering the window changed their traits (from unspecified); start counting now.
    log.entries.removeAll()
    view.previousTraits.removeAll()
    #expect(view.traitCollection.horizontalSizeClass == .compact)
    #expect(view.traitCollection.verticalSizeClass == .regular)

    window.resize(to: CGSize(width: 599, height: 800))
    #expect(log.views(receiving: "traits").isEmpty)

    window.resize(to: CGSize(width: 600, height: 800))
    #expect(log.views(receiving: "traits") == ["view", "child"])
    #expect(view.previousTraits.count == 1)
    #expect(view.previousTraits.first??.horizontalSizeClass == .compact)
    #expect(view.traitCollection.horizontalSizeClass == .regular)
    #expect(child.traitCollection.horizontalSizeClass == .regular)

    // Back to compact: once more, with regular as the previous class.
    window.resize(to: CGSize(width: 375, height: 800))
    #expect(log.views(receiving: "traits") == ["view", "child", "view", "child"])
    #expect(view.previousTraits.last??.horizontalSizeClass == .regular)
  }

  @Test func rotatingAPlusSizedPhoneChangesBothSizeClasses() {
    // 428 × 926 (an iPhone Plus): compact × regular in portrait, regular × compact in
    // landscape (414 points or more high).
    let log = CallLog()
    let window = Window(size: CGSize(width: 428, height: 926))
    let view = RecordingView("view", log: log)
    window.addSubview(view)
    log.entries.removeAll()
    view.previousTraits.removeAll()
    window.resize(to: CGSize(width: 926, height: 428))
    #expect(log.views(receiving: "traits") == ["view"])
    #expect(view.previousTraits.first??.horizontalSizeClass == .compact)
    #expect(view.previousTraits.first??.verticalSizeClass == .regular)
    #expect(view.traitCollection.horizontalSizeClass == .regular)
    #expect(view.traitCollection.verticalSizeClass == .compact)
  }

  @Test func fixedSizeClassesDoNotFollowTheSize() {
    let log = CallLog()
    let window = Window(size: CGSize(width: 500, height: 800), horizontalSizeClass: .compact)
    let view = RecordingView("view", log: log)
    window.addSubview(view)
    log.entries.removeAll()
    window.resize(to: CGSize(width: 700, height: 800))
    #expect(log.views(receiving: "traits").isEmpty)
    #expect(view.traitCollection.horizontalSizeClass == .compact)
  }

  /// window (200 wide) > container (0 0; 200 100) > child (leading 10, width 50); window >
  /// sibling.
  struct Flip {
    let log = CallLog()
    let window = Window(size: CGSize(width: 200, height: 300))
    let container: RecordingView
    let child: RecordingView
    let sibling: RecordingView

    init() {
      container = RecordingView("container", log: log)
      child = RecordingView("child", log: log)
      sibling = RecordingView("sibling", log: log)
      for view in [container, child] { view.translatesAutoresizingMaskIntoConstraints = false }
      window.addSubview(container)
      container.addSubview(child)
      window.addSubview(sibling)
      LayoutConstraint.activate([
        container.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        container.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        container.topAnchor.constraint(equalTo: window.topAnchor),
        container.heightAnchor.constraint(equalToConstant: 100),
        child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
        child.topAnchor.constraint(equalTo: container.topAnchor),
        child.widthAnchor.constraint(equalToConstant: 50),
        child.heightAnchor.constraint(equalToConstant: 20),
      ])
      window.layoutIfNeeded()
      log.entries.removeAll()
      for view in [container, child, sibling] { view.previousTraits.removeAll() }
    }
  }

  @Test func semanticContentAttributeFlipsASubtree() {
    let flip = Flip()
    #expect(flip.child.frame == CGRect(x: 10, y: 0, width: 50, height: 20))
    flip.container.semanticContentAttribute = .forceRightToLeft
    #expect(flip.log.views(receiving: "traits") == ["container", "child"])
    #expect(flip.child.previousTraits.first??.layoutDirection == .leftToRight)
    #expect(flip.child.traitCollection.layoutDirection == .rightToLeft)
    #expect(flip.child.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(flip.sibling.traitCollection.layoutDirection == .leftToRight)
    flip.window.layoutIfNeeded()
    // Leading is now the container's right edge: x = 200 − 10 − 50.
    #expect(flip.child.frame == CGRect(x: 140, y: 0, width: 50, height: 20))
  }

  @Test func forcingTheDirectionAViewAlreadyHasChangesNothing() {
    let flip = Flip()
    flip.child.semanticContentAttribute = .forceLeftToRight
    #expect(flip.log.views(receiving: "traits").isEmpty)
    flip.container.semanticContentAttribute = .forceRightToLeft
    // The child keeps left to right by its own attribute.
    #expect(flip.log.views(receiving: "traits") == ["container"])
    #expect(flip.child.effectiveUserInterfaceLayoutDirection == .leftToRight)
    // Its position is set by a constraint installed on the container, which resolves leading
    // in the container's (right-to-left) direction: x = 200 − 10 − 50.
    flip.window.layoutIfNeeded()
    #expect(flip.child.frame == CGRect(x: 140, y: 0, width: 50, height: 20))
  }

  @Test func theWindowsLayoutDirectionFlipsEveryViewThatFollowsIt() {
    let flip = Flip()
    flip.child.semanticContentAttribute = .playback
    flip.window.setLayoutDirection(.rightToLeft)
    #expect(flip.log.views(receiving: "traits") == ["container", "sibling"])
    #expect(flip.child.effectiveUserInterfaceLayoutDirection == .leftToRight)
  }

  @Test
  func movingAViewUnderAFlippedSuperviewChangesItsTraits() {
    let flip = Flip()
    flip.container.semanticContentAttribute = .forceRightToLeft
    flip.log.entries.removeAll()
    flip.container.addSubview(flip.sibling)
    #expect(flip.log.views(receiving: "traits") == ["sibling"])
    #expect(flip.sibling.previousTraits.last??.layoutDirection == .leftToRight)
    #expect(flip.sibling.traitCollection.layoutDirection == .rightToLeft)
  }

  @Test
  func movingAViewBetweenSuperviewsWithTheSameTraitsNotifiesNothing() {
    let flip = Flip()
    flip.container.addSubview(flip.sibling)
    #expect(flip.log.views(receiving: "traits").isEmpty)
    #expect(flip.sibling.previousTraits.isEmpty)
  }

  @Test func enteringAWindowChangesTraitsFromUnspecified() {
    let log = CallLog()
    let window = Window(size: CGSize(width: 390, height: 844), scale: 3)
    let view = RecordingView("view", log: log)
    #expect(view.traitCollection.horizontalSizeClass == .unspecified)
    window.addSubview(view)
    #expect(log.views(receiving: "traits") == ["view"])
    #expect(view.previousTraits.first??.horizontalSizeClass == .unspecified)
    #expect(view.traitCollection.horizontalSizeClass == .compact)
    #expect(view.traitCollection.displayScale == 3)
  }
}
