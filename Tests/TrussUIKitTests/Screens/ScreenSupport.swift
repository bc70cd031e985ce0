// The project code the real screens in this folder use besides UIKit: the parts of their own
// projects' helper files and model types that the screens touch, repeated here so the screen
// files stay verbatim. Each block names the file it comes from; where a helper needs
// something Linux lacks, the difference is said.
import TrussUIKit

// MARK: Apple sample "Implementing Modern Collection Views" (ConferenceVideoCell)

// From "Modern Collection Views/Compositional Layout/Basics View Controllers/
// ItemBadgeSupplementaryViewController.swift" (YamamotoDesu/ImplementingModernCollectionViews
// at a1d824ad2d4664e141880ee0f9cb3cfdefa7eb29).
extension UIColor {
  static var cornflowerBlue: UIColor {
    return UIColor(
      displayP3Red: 100.0 / 255.0, green: 149.0 / 255.0, blue: 237.0 / 255.0, alpha: 1.0)
  }
}

// MARK: firebase/quickstart-ios (LoginView)

// From authentication/AuthenticationExample/Utility/Extensions.swift at
// e6583fb3d8c91c4dc2d0d0ca0be3f586ccf290e3.
extension UITextField {
  func setImage(_ image: UIImage?) {
    guard let image = image else { return }
    let imageView = UIImageView(image: image)
    imageView.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
    imageView.contentMode = .scaleAspectFit

    let containerView = UIView()
    containerView.frame = CGRect(x: 20, y: 0, width: 40, height: 40)
    containerView.addSubview(imageView)
    leftView = containerView
    leftViewMode = .always
  }
}

extension UIColor {
  static let highlightedLabel = UIColor.label.withAlphaComponent(0.8)

  var highlighted: UIColor { withAlphaComponent(0.8) }

  // The project draws a 1 × 1 image of the color with UIGraphicsImageRenderer; Truss has no
  // pixels, so the image is a 1 × 1 placeholder named after the color.
  var image: UIImage {
    UIImage(named: "\(self)", size: CGSize(width: 1, height: 1))
  }
}

// MARK: wayfindrltd/wayfindr-demo-ios (LabeledSwitch)

// From "Wayfindr Demo/Classes/View/Shared/BaseView.swift" at
// fd7b0a201cf5c594fdc2eaeb2061ae82a62caac0 (its `awakeFromNib` override is left out: Truss has
// no nibs).
class BaseView: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)

    self.setup()
    self.setupAccessibility()
    self.setupConstraints()
  }

  required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)

    self.setup()
    self.setupAccessibility()
    self.setupConstraints()
  }

  func setup() {}

  func setupAccessibility() {}

  func setupConstraints() {}
}

// From "Wayfindr Demo/Classes/Constants/WAYConstants.swift" at the same commit (the project's
// names kept, so the screen's metrics dictionary reads as it does there).
// swift-format-ignore: AlwaysUseLowerCamelCase
struct WAYConstants {
  struct WAYLayout {
    static let DefaultMargin: CGFloat = 20.0
    static let HalfMargin = DefaultMargin / 2.0
    static let QuarterMargin = DefaultMargin / 4.0
    static let DoubleMargin = DefaultMargin * 2.0

    static let metrics = [
      "DefaultMargin": DefaultMargin, "HalfMargin": HalfMargin, "QuarterMargin": QuarterMargin,
      "DoubleMargin": DoubleMargin,
    ]
  }
}

// MARK: Apple sample "AdaptivePhotos" (ProfileViewController)

// The sample's model types (User.swift, Conversation.swift, Photo.swift at
// bqlin/Apple-Sample-Code 912374c73b58d9dc1a08f4431c17211546bdcb27), with the properties the
// profile screen reads; the sample loads them from a plist.
struct User {
  var name = ""
  var conversations = [Conversation]()
  var lastPhoto: Photo?
}

struct Conversation {
  var name = ""
  var photos = [Photo]()
}

struct Photo {
  var imageName = ""
  var comment = ""
  var rating = 0

  var image: UIImage? {
    return UIImage(named: imageName)
  }
}
