import Foundation
import Testing
import Truss

/// A controller that writes down every lifecycle call it receives.
private final class RecordingController: ViewController {
  let name: String
  let log: CallLog
  var onViewDidLoad: ((RecordingController) -> Void)?

  init(_ name: String, log: CallLog) {
    self.name = name
    self.log = log
    super.init()
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() {
    log.entries.append("loadView \(name)")
    super.loadView()
    view.identifier = name
  }
  override func viewDidLoad() {
    log.entries.append("viewDidLoad \(name)")
    onViewDidLoad?(self)
  }
  override func viewWillAppear(_ animated: Bool) { log.entries.append("viewWillAppear \(name)") }
  override func viewDidAppear(_ animated: Bool) { log.entries.append("viewDidAppear \(name)") }
  override func updateViewConstraints() {
    log.entries.append("updateViewConstraints \(name)")
    super.updateViewConstraints()
  }
  override func viewWillLayoutSubviews() { log.entries.append("viewWillLayoutSubviews \(name)") }
  override func viewDidLayoutSubviews() { log.entries.append("viewDidLayoutSubviews \(name)") }
  override func willTransition(
    to newCollection: TraitCollection, with coordinator: any ViewControllerTransitionCoordinator
  ) {
    log.entries.append("willTransition \(name)")
    super.willTransition(to: newCollection, with: coordinator)
  }
  override func viewWillTransition(
    to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator
  ) {
    log.entries.append("viewWillTransition \(name) \(Int(size.width))x\(Int(size.height))")
    coordinator.animate(
      alongsideTransition: { _ in self.log.entries.append("alongside \(self.name)") },
      completion: { _ in self.log.entries.append("completion \(self.name)") })
    super.viewWillTransition(to: size, with: coordinator)
  }
  override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    log.entries.append("traitCollectionDidChange \(name)")
  }
}

/// SPEC §11 (issue 12): `ViewController`'s layout lifecycle in UIKit's order, its root view's
/// margins and safe area, and child controllers.
@Suite struct ViewControllerTests {
  @Test func theViewLoadsOnFirstAccessOnce() {
    let log = CallLog()
    let controller = RecordingController("root", log: log)
    #expect(!controller.isViewLoaded)
    #expect(controller.viewIfLoaded == nil)
    _ = controller.view
    _ = controller.view
    #expect(log.entries == ["loadView root", "viewDidLoad root"])
    #expect(controller.isViewLoaded)
  }

  @Test func aRootControllerFillsTheWindowAndGetsItsCallbacksInUIKitsOrder() {
    let log = CallLog()
    let window = Window(size: CGSize(width: 375, height: 812), scale: 3)
    let controller = RecordingController("root", log: log)
    window.rootViewController = controller
    window.layoutIfNeeded()
    #expect(controller.view.superview === window)
    #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 375, height: 812))
    #expect(
      log.entries == [
        "loadView root", "viewDidLoad root", "viewWillAppear root",
        // Entering the window gives the view its traits, as for any view in Truss.
        "traitCollectionDidChange root", "updateViewConstraints root",
        "viewWillLayoutSubviews root", "viewDidLayoutSubviews root", "viewDidAppear root",
      ])
  }

  @Test func rotationTellsTheControllerBeforeTheTraitsChange() {
    let log = CallLog()
    let window = Window(device: .named("iPhone 15 Pro")!, orientation: .portrait)
    let controller = RecordingController("root", log: log)
    window.rootViewController = controller
    window.layoutIfNeeded()
    log.entries.removeAll()
    window.rotate(to: .landscape)
    // UIKit: willTransition(to:with:) for the new traits, viewWillTransition(to:with:) for the
    // new size, then traitCollectionDidChange, then the alongside blocks and completions.
    #expect(
      log.entries == [
        "willTransition root", "viewWillTransition root 852x393", "traitCollectionDidChange root",
        "alongside root", "completion root",
      ])
    window.layoutIfNeeded()
    #expect(controller.view.frame.size == CGSize(width: 852, height: 393))
  }

  @Test func theRootViewCarriesTheSystemMinimumMarginsAndTheSafeArea() {
    let window = Window(
      size: CGSize(width: 375, height: 812), scale: 3,
      safeAreaInsets: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    let controller = ViewController()
    window.rootViewController = controller
    let card = View()
    card.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(card)
    LayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
      card.trailingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.trailingAnchor),
      card.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
      card.heightAnchor.constraint(equalToConstant: 100),
    ])
    window.layoutIfNeeded()
    // Compact width: 16 points leading and trailing, 0 top and bottom, from the safe area.
    #expect(controller.view.directionalLayoutMargins.leading == 16)
    #expect(controller.view.layoutMargins.top == 44)
    #expect(card.frame == CGRect(x: 16, y: 44, width: 343, height: 100))

    // Smaller margins stay at the minimum until the controller lets them go below it.
    controller.view.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 0, leading: 4, bottom: 0, trailing: 4)
    window.layoutIfNeeded()
    #expect(card.frame.minX == 16)
    controller.viewRespectsSystemMinimumLayoutMargins = false
    window.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 4, y: 44, width: 367, height: 100))

    // A regular-width window: 20 points.
    controller.viewRespectsSystemMinimumLayoutMargins = true
    window.resize(to: CGSize(width: 768, height: 1024), safeAreaInsets: .zero)
    window.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 20, y: 0, width: 728, height: 100))
  }

  @Test func additionalSafeAreaInsetsReachEveryDescendant() {
    let window = Window(
      size: CGSize(width: 375, height: 812), scale: 3,
      safeAreaInsets: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    let controller = ViewController()
    window.rootViewController = controller
    let content = View(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
    content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    controller.view.addSubview(content)
    // A stand-in for a navigation bar (44 points) and a tab bar (49 points).
    controller.additionalSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 49, right: 0)
    window.layoutIfNeeded()
    #expect(controller.view.safeAreaInsets == EdgeInsets(top: 88, left: 0, bottom: 83, right: 0))
    #expect(content.safeAreaInsets == EdgeInsets(top: 88, left: 0, bottom: 83, right: 0))
  }

  @Test func childControllersNestWithTheirViewsSafeAreas() {
    let log = CallLog()
    let window = Window(
      size: CGSize(width: 375, height: 812), scale: 3,
      safeAreaInsets: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    let parent = RecordingController("parent", log: log)
    let child = RecordingController("child", log: log)
    window.rootViewController = parent
    parent.addChild(child)
    child.view.frame = CGRect(x: 0, y: 400, width: 375, height: 412)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    #expect(parent.children.count == 1)
    #expect(child.parent === parent)
    window.layoutIfNeeded()
    // The child's view covers the bottom of the screen: its safe area has only the bottom
    // inset, and its own additional insets add to that.
    #expect(child.view.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    child.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    window.layoutIfNeeded()
    #expect(child.view.safeAreaInsets == EdgeInsets(top: 10, left: 0, bottom: 34, right: 0))
    // The child view's layout passes go through the child controller.
    #expect(log.views(receiving: "viewDidLayoutSubviews").contains("child"))

    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    #expect(parent.children.isEmpty)
    #expect(child.parent == nil)
  }

  @Test func setNeedsUpdateConstraintsReachesTheController() {
    let log = CallLog()
    let window = Window(size: CGSize(width: 320, height: 480))
    let controller = RecordingController("root", log: log)
    window.rootViewController = controller
    window.layoutIfNeeded()
    log.entries.removeAll()
    controller.view.setNeedsUpdateConstraints()
    window.layoutIfNeeded()
    #expect(log.entries.first == "updateViewConstraints root")
  }
}
