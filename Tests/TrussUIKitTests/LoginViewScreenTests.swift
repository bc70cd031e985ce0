import Foundation
import Testing
import TrussTesting
import TrussUIKit

/// The controller firebase/quickstart-ios shows LoginView in
/// (authentication/AuthenticationExample/ViewControllers/LoginController.swift at
/// e6583fb3d8c91c4dc2d0d0ca0be3f586ccf290e3), reduced to its layout lines: `loadView` makes
/// the view, and `viewWillTransition(to:with:)` moves the fields for the orientation.
private final class LoginController: UIViewController {
  // swift-format-ignore: NeverForceUnwrap
  var loginView: LoginView { view as! LoginView }

  override func loadView() {
    view = LoginView()
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    loginView.emailTopConstraint.constant = UIDevice.current.orientation.isLandscape ? 15 : 50
    loginView.passwordTopConstraint.constant = UIDevice.current.orientation.isLandscape ? 5 : 20
  }
}

/// Issue 12: the form of text fields and buttons (Screens/LoginView.swift) on two devices, and
/// rotated.
@Suite struct LoginViewScreenTests {
  /// Rounds to the window's pixel grid, as frames snap.
  func snap(_ x: CGFloat, _ scale: CGFloat) -> CGFloat { (x * scale).rounded() / scale }

  /// `UIButton()` is a custom button: its 18-point title plus 12 points of height, rounded up
  /// to whole points (see ControlsTests.legacyButtonsSizeAsUIKitsDo).
  func customButtonSize(_ title: String) -> CGSize {
    let font = UIFont.systemFont(ofSize: 18)
    let width = CGFloat(UILabel.standardMeasurer.width(of: title, font: font.spec))
    return CGSize(width: width.rounded(.up), height: (font.lineHeight + 12).rounded(.up))
  }

  func check(
    device: String, width w: CGFloat, height h: CGFloat, top: CGFloat, scale: CGFloat
  ) throws {
    let window = UIWindow(device: try #require(.named(device)), orientation: .portrait)
    var log: [String] = []
    window.logHandler = { log.append($0) }
    let controller = LoginController()
    window.rootViewController = controller
    window.layoutIfNeeded()
    let login = controller.loginView
    #expect(login.frame == CGRect(x: 0, y: 0, width: w, height: h), "\(device)")

    // The logo hangs off the bottom-left corner: leading −55, bottom + 55, 325 × 325.
    let logo = login.subviews.first { $0 is UIImageView }
    #expect(logo?.frame == CGRect(x: -55, y: h + 55 - 325, width: 325, height: 325), "\(device)")
    // The fields: 15 in from the safe area's sides, 45 tall; the email field 50 below the top
    // of the safe area (portrait), the password field 20 below it.
    #expect(
      login.emailTextField.frame == CGRect(x: 15, y: top + 50, width: w - 30, height: 45),
      "\(device)")
    #expect(
      login.passwordTextField.frame
        == CGRect(x: 15, y: top + 50 + 45 + 20, width: w - 30, height: 45), "\(device)")
    // The login button: 45 tall, centered 5 below the middle: y = h/2 + 5 − 22.5, snapped to
    // the pixel grid (852/2 − 17.5 = 408.5 is 408.667 at scale 3; its bottom 453.5, 453.667).
    #expect(
      login.loginButton.frame
        == CGRect(x: 15, y: snap(h / 2 - 17.5, scale), width: w - 30, height: 45),
      "\(device)")
    // "Create Account": its own size, centered, 5 below the login button.
    let size = customButtonSize("Create Account")
    let x = snap(w / 2 - size.width / 2, scale)
    #expect(
      login.createAccountButton.frame
        == CGRect(
          x: x, y: snap(h / 2 + 27.5 + 5, scale), width: snap(w / 2 + size.width / 2, scale) - x,
          height: size.height),
      "\(device)")
    // Each field's symbol sits in a 40 × 40 left view at the field's leading edge, centered.
    #expect(
      login.emailTextField.leftView?.frame == CGRect(x: 0, y: 2.5, width: 40, height: 40),
      "\(device)")
    expectNoAmbiguity(window, "\(device)")
    #expect(log.isEmpty, "\(device): \(log)")
  }

  /// iPhone 15 Pro: 393 × 852 points at scale 3, safe area 59 on top.
  @Test func iPhone15Pro() throws {
    try check(device: "iPhone 15 Pro", width: 393, height: 852, top: 59, scale: 3)
  }

  /// iPhone SE (1st generation): 320 × 568 at scale 2, the status bar's 20 on top.
  @Test func iPhoneSE() throws {
    try check(device: "iPhone SE (1st generation)", width: 320, height: 568, top: 20, scale: 2)
  }

  /// Rotated to landscape on an iPhone 15 Pro (852 × 393, safe area 59 left and right, 0 on
  /// top), with the device held on its side: the controller moves the fields up (15 and 5).
  @Test func rotatedToLandscape() throws {
    let window = UIWindow(device: try #require(.named("iPhone 15 Pro")), orientation: .portrait)
    let controller = LoginController()
    window.rootViewController = controller
    window.layoutIfNeeded()
    UIDevice.$current.withValue(UIDevice(orientation: .landscapeLeft)) {
      window.rotate(to: .landscape)
    }
    window.layoutIfNeeded()
    let login = controller.loginView
    #expect(login.frame.size == CGSize(width: 852, height: 393))
    // x = 59 + 15 = 74; width = 852 − 2 × 59 − 30 = 704; y = 0 + 15.
    #expect(login.emailTextField.frame == CGRect(x: 74, y: 15, width: 704, height: 45))
    // 15 + 45 + 5.
    #expect(login.passwordTextField.frame == CGRect(x: 74, y: 65, width: 704, height: 45))
    // 393 / 2 + 5 − 22.5 = 179.
    #expect(login.loginButton.frame == CGRect(x: 74, y: 179, width: 704, height: 45))
    expectNoAmbiguity(window)
  }
}
