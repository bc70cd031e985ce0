import Foundation

extension Button {
  /// A button's iOS 15 configuration (UIKit's `UIButton.Configuration`, reduced to what sizes
  /// and draws it): its style, title, image, colors and content insets.
  ///
  /// Every style's content insets at the medium size are 7 points top and bottom and 12
  /// leading and trailing (an Apple engineer's answer on the developer forums, thread 733541:
  /// "(top = 7, leading = 12, bottom = 7, trailing = 12)"); the small and large sizes are not
  /// published, and Truss uses the medium insets for them too.
  public struct Configuration: Hashable, Sendable {
    /// The look of a configured button.
    public enum Style: Hashable, Sendable {
      /// No background.
      case plain
      /// A gray background.
      case gray
      /// A tinted translucent background.
      case tinted
      /// A filled tinted background.
      case filled
      /// No background, no border (iOS 15's `borderless`).
      case borderless
      /// A bordered look (iOS 15's `bordered`).
      case bordered
      /// A bordered tinted look.
      case borderedTinted
      /// A bordered prominent look.
      case borderedProminent
    }

    /// How big the button is (`UIButton.Configuration.Size`).
    public enum Size: Hashable, Sendable {
      /// Mini.
      case mini
      /// Small.
      case small
      /// Medium: the default.
      case medium
      /// Large.
      case large
    }

    /// The look.
    public var style: Style
    /// The title.
    public var title: String?
    /// The subtitle (not drawn by Truss; no effect on the size).
    public var subtitle: String?
    /// The image, before the title.
    public var image: ImageView.Image?
    /// The space between the image and the title.
    public var imagePadding: CGFloat = 0
    /// The space between the title and the subtitle.
    public var titlePadding: CGFloat = 0
    /// The space around the content.
    public var contentInsets = DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    /// The title and image color.
    public var baseForegroundColor: Color?
    /// The background color.
    public var baseBackgroundColor: Color?
    /// The size.
    public var buttonSize = Size.medium

    /// A configuration of the given style.
    public init(style: Style) {
      self.style = style
      switch style {
      case .filled, .borderedProminent:
        baseForegroundColor = .white
        baseBackgroundColor = .systemBlue
      case .gray:
        baseForegroundColor = .systemBlue
        baseBackgroundColor = .systemGray5
      case .tinted, .borderedTinted:
        baseForegroundColor = .systemBlue
        baseBackgroundColor = Color.systemBlue.withAlphaComponent(0.15)
      case .plain, .borderless, .bordered:
        baseForegroundColor = .systemBlue
      }
    }

    /// A plain configuration.
    public static func plain() -> Configuration { Configuration(style: .plain) }
    /// A gray configuration.
    public static func gray() -> Configuration { Configuration(style: .gray) }
    /// A tinted configuration.
    public static func tinted() -> Configuration { Configuration(style: .tinted) }
    /// A filled configuration.
    public static func filled() -> Configuration { Configuration(style: .filled) }
    /// A borderless configuration.
    public static func borderless() -> Configuration { Configuration(style: .borderless) }
    /// A bordered configuration.
    public static func bordered() -> Configuration { Configuration(style: .bordered) }
    /// A bordered tinted configuration.
    public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
    /// A bordered prominent configuration.
    public static func borderedProminent() -> Configuration {
      Configuration(style: .borderedProminent)
    }
  }
}
