import TrussUIKit

// A sign-in screen as a view controller, previewed with
// `swift run truss preview Examples/swift/SignIn.swift`. Try it in landscape and
// right-to-left from the page's device bar: the form stays centred and at most 400 wide.

/// A sign-in form: a title, two fields and a button in a vertical stack, centred on the
/// screen, filling the readable width up to 400 points.
final class SignInViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white

    let title = UILabel()
    title.identifier = "title"
    title.text = "Welcome back"
    title.font = .preferredFont(forTextStyle: .largeTitle)
    let email = UITextField()
    email.identifier = "email"
    email.placeholder = "Email"
    email.borderStyle = .roundedRect
    let password = UITextField()
    password.identifier = "password"
    password.placeholder = "Password"
    password.borderStyle = .roundedRect
    let signIn = UIButton(type: .system)
    signIn.identifier = "signIn"
    signIn.setTitle("Sign In", for: .normal)

    let form = UIStackView(arrangedSubviews: [title, email, password, signIn])
    form.identifier = "form"
    form.axis = .vertical
    form.spacing = 16
    form.setCustomSpacing(32, after: title)
    form.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(form)

    // The form fills the margins, but no wider than 400 points.
    let fill = form.widthAnchor.constraint(equalTo: view.layoutMarginsGuide.widthAnchor)
    fill.priority = .defaultHigh
    NSLayoutConstraint.activate([
      form.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      form.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
      form.widthAnchor.constraint(lessThanOrEqualToConstant: 400),
      form.widthAnchor.constraint(lessThanOrEqualTo: view.layoutMarginsGuide.widthAnchor),
      fill,
    ])
  }
}

/// The screen the page shows: the controller becomes the window's root view controller.
func preview() -> UIViewController {
  SignInViewController()
}
