import Foundation
import Testing
import Truss

/// A controller that writes down its appearance and transition calls.
private final class AppearanceRecorder: ViewController {
  let name: String
  let log: CallLog

  init(_ name: String, log: CallLog) {
    self.name = name
    self.log = log
    super.init()
  }

  required init?(coder: NSCoder) { nil }

  override func viewWillAppear(_ animated: Bool) { log.entries.append("viewWillAppear \(name)") }
  override func viewDidAppear(_ animated: Bool) { log.entries.append("viewDidAppear \(name)") }
  override func viewWillDisappear(_ animated: Bool) {
    log.entries.append("viewWillDisappear \(name)")
  }
  override func viewDidDisappear(_ animated: Bool) {
    log.entries.append("viewDidDisappear \(name)")
  }
  override func viewWillTransition(
    to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator
  ) {
    log.entries.append("viewWillTransition \(name) \(Int(size.width))x\(Int(size.height))")
    super.viewWillTransition(to: size, with: coordinator)
  }
}

/// Issue 13 (a real screen dismisses itself): `present(_:animated:completion:)` covers the
/// window with the presented controller's view, as `.overFullScreen` does, and
/// `dismiss(animated:completion:)` takes it away, from either side of the presentation.
@Suite struct PresentationTests {
  fileprivate func presentingWindow(_ log: CallLog) -> (Window, AppearanceRecorder) {
    let window = Window(size: CGSize(width: 375, height: 812), scale: 3)
    let root = AppearanceRecorder("root", log: log)
    window.rootViewController = root
    window.layoutIfNeeded()
    log.entries.removeAll()
    return (window, root)
  }

  @Test func aPresentedViewCoversTheWindowAsARootView() {
    let log = CallLog()
    let (window, root) = presentingWindow(log)
    let sheet = AppearanceRecorder("sheet", log: log)
    var completed = false
    root.present(sheet, animated: true) { completed = true }
    #expect(completed)
    #expect(root.presentedViewController === sheet)
    #expect(sheet.presentingViewController === root)
    // Above the root view, filling the window.
    #expect(window.subviews.last === sheet.view)
    window.layoutIfNeeded()
    #expect(sheet.view.frame == CGRect(x: 0, y: 0, width: 375, height: 812))
    // A root view's margins: 16 at compact width, as the root controller's view has.
    #expect(sheet.view.layoutMargins.left == 16)
    #expect(log.entries == ["viewWillAppear sheet", "viewDidAppear sheet"])
    // A child of the presented controller answers its presenter too.
    let child = ViewController()
    sheet.addChild(child)
    #expect(child.presentingViewController === root)
  }

  @Test func dismissingFromThePresentedControllerAsksItsPresenter() {
    let log = CallLog()
    let (window, root) = presentingWindow(log)
    let sheet = AppearanceRecorder("sheet", log: log)
    root.present(sheet, animated: false)
    window.layoutIfNeeded()
    log.entries.removeAll()
    var completed = false
    sheet.dismiss(animated: true) { completed = true }
    #expect(completed)
    #expect(root.presentedViewController == nil)
    #expect(sheet.presentingViewController == nil)
    #expect(sheet.view.superview == nil)
    #expect(window.subviews.count == 1)
    #expect(log.entries == ["viewWillDisappear sheet", "viewDidDisappear sheet"])
  }

  @Test func dismissingTakesAwayEverythingPresentedAbove() {
    let log = CallLog()
    let (window, root) = presentingWindow(log)
    let first = AppearanceRecorder("first", log: log)
    let second = AppearanceRecorder("second", log: log)
    root.present(first, animated: false)
    first.present(second, animated: false)
    window.layoutIfNeeded()
    #expect(window.subviews.count == 3)
    log.entries.removeAll()
    root.dismiss(animated: false)
    #expect(window.subviews.count == 1)
    #expect(root.presentedViewController == nil && first.presentedViewController == nil)
    #expect(
      log.entries == [
        "viewWillDisappear first", "viewWillDisappear second", "viewDidDisappear first",
        "viewDidDisappear second",
      ])
  }

  @Test func aControllerPresentsOneAtATimeAndOnlyFromAWindow() {
    let log = CallLog()
    let (window, root) = presentingWindow(log)
    var messages: [String] = []
    window.logHandler = { messages.append($0) }
    root.present(ViewController(), animated: false)
    let second = ViewController()
    var completed = false
    root.present(second, animated: false) { completed = true }
    #expect(!completed)
    #expect(second.presentingViewController == nil)
    #expect(messages.count == 1)
    #expect(messages.first?.contains("which is already presenting") == true)
    // Outside a window nothing is presented.
    let loose = ViewController()
    loose.present(second, animated: false) { completed = true }
    #expect(!completed)
    #expect(loose.presentedViewController == nil)
    // Nothing presented and not presented: nothing to dismiss, no completion.
    loose.dismiss(animated: false) { completed = true }
    #expect(!completed)
  }

  @Test func aRotationReachesThePresentedController() throws {
    let log = CallLog()
    let window = Window(device: try #require(.named("iPhone 15 Pro")), orientation: .portrait)
    let root = AppearanceRecorder("root", log: log)
    window.rootViewController = root
    window.layoutIfNeeded()
    let sheet = AppearanceRecorder("sheet", log: log)
    root.present(sheet, animated: false)
    window.layoutIfNeeded()
    log.entries.removeAll()
    window.rotate(to: .landscape)
    window.layoutIfNeeded()
    #expect(
      log.views(receiving: "viewWillTransition") == ["root 852x393", "sheet 852x393"])
    #expect(sheet.view.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
  }
}
