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

// MARK: arduino/Arduino-Science-Journal-iOS (StackViewController, ClaimOnboardingViewController)

// The project's files are Apache-2.0 (text in Licenses/Arduino-Science-Journal-iOS-LICENSE.txt).
// Throughout, the project's force-unwrapped palette tints (`tint700!`) read `?? .black` here,
// as this file's format rules forbid `!`; the tints exist, so nothing changes.

// From ScienceJournal/Extensions/UIView+ScienceJournal.swift at
// 5775a0c82d4e3b287a99a5786f467833318ec99e (Copyright 2019 Google LLC, Apache-2.0): the edge
// set and the two pinning helpers.
extension UIView {

  struct Edge: OptionSet {
    let rawValue: Int

    static let top = Edge(rawValue: 1 << 0)
    static let trailing = Edge(rawValue: 1 << 1)
    static let leading = Edge(rawValue: 1 << 2)
    static let bottom = Edge(rawValue: 1 << 3)
  }

  func pinToEdgesOfView(
    _ toView: UIView,
    andEdges edges: [Edge] = [.top, .trailing, .leading, .bottom],
    withInsets insets: UIEdgeInsets = .zero
  ) {
    if edges.contains(.top) {
      topAnchor.constraint(
        equalTo: toView.topAnchor,
        constant: insets.top
      ).isActive = true
    }
    if edges.contains(.leading) {
      leadingAnchor.constraint(
        equalTo: toView.leadingAnchor,
        constant: insets.left
      ).isActive = true
    }
    if edges.contains(.trailing) {
      trailingAnchor.constraint(
        equalTo: toView.trailingAnchor,
        constant: -insets.right
      ).isActive = true
    }
    if edges.contains(.bottom) {
      bottomAnchor.constraint(
        equalTo: toView.bottomAnchor,
        constant: -insets.bottom
      ).isActive = true
    }
  }

  func pinToEdgesOfLayoutGuide(
    _ toLayoutGuide: UILayoutGuide,
    andEdges edges: [Edge] = [.top, .trailing, .leading, .bottom],
    withInsets insets: UIEdgeInsets = .zero
  ) {
    if edges.contains(.top) {
      topAnchor.constraint(
        equalTo: toLayoutGuide.topAnchor,
        constant: insets.top
      ).isActive = true
    }
    if edges.contains(.leading) {
      leadingAnchor.constraint(
        equalTo: toLayoutGuide.leadingAnchor,
        constant: insets.left
      ).isActive = true
    }
    if edges.contains(.trailing) {
      trailingAnchor.constraint(
        equalTo: toLayoutGuide.trailingAnchor,
        constant: -insets.right
      ).isActive = true
    }
    if edges.contains(.bottom) {
      bottomAnchor.constraint(
        equalTo: toLayoutGuide.bottomAnchor,
        constant: -insets.bottom
      ).isActive = true
    }
  }
}

// From ScienceJournal/UI/ArduinoTypography.swift at the same commit: the sizes and the two
// faces the screen uses. The app bundles Open Sans (Resources/Fonts, listed in its
// Info.plist); Truss has no font files, so the tests register "OpenSans" and "OpenSans-Bold"
// with `UIFont.registerAppFont(named:measuredAs:)` before the screen loads (see
// ClaimOnboardingScreenTests), and `UIFont(name:size:)` finds them as UIKit finds a bundled
// font.
class ArduinoTypography {

  // swift-format-ignore: AlwaysUseLowerCamelCase
  public enum FontSize: CGFloat {
    case XXSmall = 12.0
    case XSmall = 14.0
    case Small = 16.0
    case Medium = 20.0
    case MediumLarge = 24.0
    case Large = 28.0
    case XLarge = 36.0
    case XXLarge = 48.0
  }

  public static func regularFont(forSize size: CGFloat) -> UIFont {
    guard let customFont = UIFont(name: "OpenSans", size: size) else {
      fatalError(
        """
        Failed to load the "OpenSans" font.
        Make sure the font file is included in the project and the font name is spelled correctly.
        """
      )
    }
    return UIFontMetrics.default.scaledFont(for: customFont)
  }

  public static func boldFont(forSize size: CGFloat) -> UIFont {
    guard let customFont = UIFont(name: "OpenSans-Bold", size: size) else {
      fatalError(
        """
        Failed to load the "OpenSans-Bold" font.
        Make sure the font file is included in the project and the font name is spelled correctly.
        """
      )
    }
    return UIFontMetrics.default.scaledFont(for: customFont)
  }
}

// From ScienceJournal/UI/ArduinoColorPalette.swift at the same commit: the palette type with
// the two palettes and three tints the screen uses (the tint keys are the project's
// `PaletteTint…Name` constants, "700", "800" and "900").
class ArduinoColorPalette: Equatable {
  private var tints: [String: UIColor]
  private var accents: [String: UIColor]?

  init(withTints tints: [String: UIColor], accents: [String: UIColor]?) {
    self.tints = tints
    self.accents = accents
  }

  static func == (lhs: ArduinoColorPalette, rhs: ArduinoColorPalette) -> Bool {
    return lhs.tints == rhs.tints && lhs.accents == rhs.accents
  }

  public static var tealPalette: ArduinoColorPalette {
    return ArduinoColorPalette(
      withTints: [
        // Teal3
        "800": UIColor(red: 0 / 255.0, green: 129 / 255.0, blue: 132 / 255.0, alpha: 1),
        // Teal5
        "900": UIColor(red: 0 / 255.0, green: 92 / 255.0, blue: 95 / 255.0, alpha: 1),
      ],
      accents: ["A400": UIColor.white]
    )
  }

  public static var grayPalette: ArduinoColorPalette {
    return ArduinoColorPalette(
      withTints: [
        // Jet
        "700": UIColor(red: 55 / 255.0, green: 65 / 255.0, blue: 70 / 255.0, alpha: 1),
        // Charcoal
        "800": UIColor(red: 44 / 255.0, green: 53 / 255.0, blue: 58 / 255.0, alpha: 1),
        // Onyx
        "900": UIColor(red: 23 / 255.0, green: 30 / 255.0, blue: 33 / 255.0, alpha: 1),
      ],
      accents: nil)
  }

  var tint700: UIColor? {
    return tints["700"]
  }

  var tint800: UIColor? {
    return tints["800"]
  }

  var tint900: UIColor? {
    return tints["900"]
  }
}

// From ScienceJournal/Strings/ScienceJournalStrings.swift at the same commit, each
// `"key".localized` replaced by the key's English text in
// ScienceJournal/Resources/Strings.bundle/en.lproj/Localizable.strings (lines 349–355): the
// test bundle has no strings bundle, and the project falls back to English.
extension String {
  static public var claimExperimentOnboardingButton: String { return "START COLLECTING" }
  static public var claimExperimentOnboardingHint1: String {
    return "Add an experiment to <b>%@’s Lab</b>"
  }
  static public var claimExperimentOnboardingHint2: String {
    return "Export or download an experiment"
  }
  static public var claimExperimentOnboardingHint3: String {
    return "Delete an experiment from the device"
  }
  static public var claimExperimentOnboardingText1: String {
    return
      "If you would like to assign previous experiments to <b>%@'s Lab</b> you can collect them here."
  }
  static public var claimExperimentOnboardingText2: String {
    return "You may use the following actions to collect, export or discard those experiments:"
  }
  static public var claimExperimentOnboardingTitle: String { return "Collect Experiments" }
}

// From ScienceJournal/UI/Onboarding/OnboardingPageView.swift at the same commit (Copyright ©
// 2020 Arduino): the container, and the two labels the screen uses.
class OnboardingContainer: UIView {
  convenience init(
    content: UIView,
    anchoredTo edges: [Edge] = [.top, .bottom],
    width: CGFloat? = nil,
    centered: Bool = true
  ) {
    self.init()
    addSubview(content)
    content.translatesAutoresizingMaskIntoConstraints = false
    content.pinToEdgesOfView(self, andEdges: edges, withInsets: .zero)
    if let width = width {
      content.widthAnchor.constraint(equalToConstant: width).isActive = true
    }
    if centered {
      content.centerXAnchor.constraint(equalTo: centerXAnchor).isActive = true
    }
  }
}

class OnboardingHTMLText: UILabel {
  convenience init(text: String, lineHeight: Float? = 24, font: UIFont? = nil) {
    self.init()

    numberOfLines = 0

    let textFont =
      font ?? ArduinoTypography.regularFont(forSize: ArduinoTypography.FontSize.XSmall.rawValue)
    let textColor = ArduinoColorPalette.grayPalette.tint700 ?? .black

    attributedText = NSAttributedString(
      htmlBody: text,
      font: textFont,
      color: textColor,
      lineHeight: lineHeight,
      layoutDirection: traitCollection.layoutDirection)
  }
}

class OnboardingText: UILabel {
  convenience init(text: String) {
    self.init()

    numberOfLines = 0

    font = ArduinoTypography.boldFont(forSize: ArduinoTypography.FontSize.XSmall.rawValue)
    textColor = ArduinoColorPalette.grayPalette.tint700 ?? .black
    self.text = text
  }
}

// From ScienceJournal/Extensions/NSAttributedString+ScienceJournal.swift at the same commit.
// The project writes an HTML document (the body, with CSS for the font family and size, the
// color, `line-height` and direction) and has UIKit convert it with
// `NSAttributedString(data:options: [.documentType: .html])`, which runs WebKit; Linux's
// Foundation has no HTML import. This stand-in builds what that import gives for these
// bodies: the text with its tags removed and white space collapsed, the font and color on
// every character, and `<b>` runs in the bold face of the font. WebKit's converter
// (Source/WebCore/editing/cocoa/HTMLConverter.mm) turns text-align, direction and margins
// into a paragraph style but not `line-height`, so the project's 24-pixel line height does
// not reach the label on iOS either, and the stand-in ignores it.
extension NSAttributedString {
  public convenience init?(
    htmlBody: String?,
    font: UIFont,
    color: UIColor,
    tintColor: UIColor? = nil,
    lineHeight: Float? = nil,
    alignment: NSTextAlignment? = nil,
    layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight
  ) {
    guard let body = htmlBody else { return nil }
    let bold = UIFont(name: "\(font.familyName)-Bold", size: font.pointSize) ?? font
    let result = NSMutableAttributedString(string: "")
    var isBold = false
    // White space collapses to one space, none at the start or the end, as HTML lays it out.
    var lastIsSpace = true
    var rest = Substring(body)
    while !rest.isEmpty {
      let tagStart = rest.firstIndex(of: "<") ?? rest.endIndex
      var piece = ""
      for character in rest[..<tagStart] {
        if !character.isWhitespace {
          piece.append(character)
          lastIsSpace = false
        } else if !lastIsSpace {
          piece.append(" ")
          lastIsSpace = true
        }
      }
      result.append(
        NSAttributedString(
          string: piece, attributes: [.font: isBold ? bold : font, .foregroundColor: color]))
      guard tagStart < rest.endIndex, let tagEnd = rest[tagStart...].firstIndex(of: ">") else {
        break
      }
      let tag = rest[rest.index(after: tagStart)..<tagEnd].lowercased()
      if tag == "b" || tag == "strong" { isBold = true }
      if tag == "/b" || tag == "/strong" { isBold = false }
      rest = rest[rest.index(after: tagEnd)...]
    }
    if lastIsSpace, result.length > 0 {
      result.deleteCharacters(in: NSRange(location: result.length - 1, length: 1))
    }
    self.init(attributedString: result)
  }
}

// From ScienceJournal/Extensions/UIImage+ScienceJournal.swift at the same commit: the project
// draws a rounded rectangle of the color with UIGraphicsBeginImageContextWithOptions; Truss
// has no pixels, so the images are placeholders of the requested size named after the color
// (`static`, as `UIImage` is a struct in Truss).
extension UIImage {
  static func stroke(
    color: UIColor,
    size: CGSize = CGSize(width: 1, height: 1),
    lineWidth: CGFloat = 1,
    cornerRadius: CGFloat = 0
  ) -> UIImage? {
    UIImage(named: "stroke \(color)", size: size)
  }

  static func fill(
    color: UIColor,
    size: CGSize = CGSize(width: 1, height: 1),
    cornerRadius: CGFloat = 0
  ) -> UIImage? {
    UIImage(named: "fill \(color)", size: size)
  }
}

// From ScienceJournal/UI/Wizard/WizardButton.swift at the same commit (Copyright © 2021
// Arduino, Apache-2.0).
class WizardButton: UIButton {

  enum Style {
    case system
    case solid
    case outlined
  }

  enum Size {
    case regular
    case big

    fileprivate var height: CGFloat {
      switch self {
      case .big: return 50
      case .regular: return 38
      }
    }

    fileprivate var inset: CGFloat {
      switch self {
      case .big: return 36
      case .regular: return 28
      }
    }
  }

  private var style = Style.system
  private var size = Size.regular

  convenience init(title: String? = nil, style: Style = .system, size: Size = .regular) {
    self.init(type: .system)
    self.style = style
    self.size = size

    let tealColor = ArduinoColorPalette.tealPalette.tint800 ?? .black

    let height = size.height
    let inset = size.inset

    switch style {
    case .system:
      tintColor = tealColor
      titleLabel?.font = ArduinoTypography.boldFont(
        forSize: ArduinoTypography.FontSize.XXSmall.rawValue)

    case .solid:
      tintColor = UIColor.white
      let backgroundImage = UIImage.fill(
        color: tealColor,
        size: CGSize(width: height + 1, height: height),
        cornerRadius: height / 2)?
        .resizableImage(
          withCapInsets: UIEdgeInsets(
            top: height / 2,
            left: height / 2,
            bottom: height / 2,
            right: height / 2))

      let disabledImage = UIImage.fill(
        color: tealColor.withAlphaComponent(0.4),
        size: CGSize(width: height + 1, height: height),
        cornerRadius: height / 2)?
        .resizableImage(
          withCapInsets: UIEdgeInsets(
            top: height / 2,
            left: height / 2,
            bottom: height / 2,
            right: height / 2))

      setBackgroundImage(backgroundImage, for: .normal)
      setBackgroundImage(disabledImage, for: .disabled)
      setTitleColor(UIColor.white, for: .normal)
      setTitleColor(UIColor.white, for: .disabled)
      titleLabel?.font = ArduinoTypography.boldFont(
        forSize: ArduinoTypography.FontSize.Small.rawValue)
      contentEdgeInsets = UIEdgeInsets(top: 0, left: inset, bottom: 0, right: inset)

    case .outlined:
      tintColor = tealColor
      let backgroundImage = UIImage.stroke(
        color: tealColor,
        size: CGSize(width: height + 1, height: height),
        cornerRadius: height / 2)?
        .resizableImage(
          withCapInsets: UIEdgeInsets(
            top: height / 2,
            left: height / 2,
            bottom: height / 2,
            right: height / 2))

      let disabledImage = UIImage.stroke(
        color: tealColor.withAlphaComponent(0.4),
        size: CGSize(width: height + 1, height: height),
        cornerRadius: height / 2)?
        .resizableImage(
          withCapInsets: UIEdgeInsets(
            top: height / 2,
            left: height / 2,
            bottom: height / 2,
            right: height / 2))

      setBackgroundImage(backgroundImage, for: .normal)
      setBackgroundImage(disabledImage, for: .disabled)
      setTitleColor(tealColor, for: .normal)
      setTitleColor(tealColor.withAlphaComponent(0.4), for: .disabled)
      titleLabel?.font = ArduinoTypography.boldFont(
        forSize: ArduinoTypography.FontSize.Small.rawValue)
      contentEdgeInsets = UIEdgeInsets(top: 0, left: inset, bottom: 0, right: inset)
    }

    setTitle(title, for: .normal)
  }

  override var intrinsicContentSize: CGSize {
    var size = super.intrinsicContentSize
    switch style {
    case .solid, .outlined:
      size.height = self.size.height
    default: break
    }
    return size
  }

}

// MARK: Instagram/IGListKit examples (FullWidthSelfSizingCell, ManuallySelfSizingCell)

// From Examples/Examples-iOS/IGListKitExamples/Extensions/UIColor+Extension.swift at
// e3facbed2772dcc98c9a85070b82b0361b8ddf2c: the one color the cells use. The project's
// `class var` is a `static var` here (Truss's UIColor is a value type), and its iOS 13 branch
// is the one taken.
extension UIColor {
  static var background: UIColor {
    return .systemBackground
  }
}
