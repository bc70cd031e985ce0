import Foundation

/// A tappable view with a title and an image (UIKit's `UIButton`, reduced to layout): its
/// intrinsic size is its content's, measured as UIKit measures it, and its title label and
/// image view are laid out inside it.
///
/// Sizes, from LinkedIn's LayoutKit (`ButtonLayout`, whose tests compare against real
/// `UIButton.intrinsicContentSize` on iOS 9–12) and Erica Sadun's measurement of a system
/// button titled "Hello World" on iOS 7 (78 × 30):
/// - a `.system` button's title is the 15-point system font, a `.custom` one's (what
///   `UIButton()` makes) the 18-point system font; the title is black for custom buttons and
///   the tint (system blue) for system ones;
/// - ``contentEdgeInsets`` are zero by default (Apple: "The default value is zero"), and with
///   zero insets and no image the button adds 12 points of height and is at least 30 points
///   wide: a 15-point title makes a 30-point-tall button, and an empty title still has a line's
///   height;
/// - the size is rounded up to whole points.
///
/// With a ``configuration`` (iOS 15), the content insets are the configuration's (7, 12, 7,
/// 12 for the medium size, confirmed by an Apple engineer on the developer forums, thread
/// 733541) and the title is the 17-point body font: a filled "Button" is 75 × 35 in Interface
/// Builder. Truss rounds a configured button's size up to its window's pixel grid.
///
/// Titles, colors and images are kept per ``Control/State``; the one shown is the current
/// state's, or the normal one's.
open class Button: Control {
  /// A button's kind (UIKit's `UIButton.ButtonType`).
  public enum ButtonType: Int, Hashable, Sendable {
    /// No system styling: `UIButton()` and `UIButton(frame:)`.
    case custom
    /// The standard system button: a tinted title.
    case system
    /// A detail disclosure button (an info symbol).
    case detailDisclosure
    /// An info button for light backgrounds.
    case infoLight
    /// An info button for dark backgrounds.
    case infoDark
    /// A plus button.
    case contactAdd
    /// A close button.
    case close
    /// UIKit's old name for ``system``.
    public static let roundedRect = ButtonType.system
  }

  /// The kind of button.
  public let buttonType: ButtonType
  let label = ButtonTitleLabel()
  let icon = ImageView(image: nil)
  var titles: [UInt: String] = [:]
  var titleColors: [UInt: Color] = [:]
  var images: [UInt: ImageView.Image] = [:]
  var backgroundImages: [UInt: ImageView.Image] = [:]

  /// The label showing the title (a subview). Optional, as UIKit types it.
  public var titleLabel: Label? { label }
  /// The view showing the image (a subview, hidden without an image). Optional, as UIKit
  /// types it.
  public var imageView: ImageView? { icon }

  /// Space around the content. Zero by default; with zero insets and no image the button
  /// adds UIKit's 12 points of height and 30-point minimum width.
  open var contentEdgeInsets = EdgeInsets.zero {
    didSet { if contentEdgeInsets != oldValue { contentChanged() } }
  }
  /// Offsets of the title from where the content puts it (drawing only, as in UIKit: they do
  /// not change the intrinsic size).
  open var titleEdgeInsets = EdgeInsets.zero { didSet { setNeedsLayout() } }
  /// Offsets of the image from where the content puts it (drawing only).
  open var imageEdgeInsets = EdgeInsets.zero { didSet { setNeedsLayout() } }

  /// The iOS 15 configuration: its content insets and title font replace the legacy sizing.
  open var configuration: Configuration? {
    didSet {
      label.font = defaultTitleFont
      if let configuration {
        if let title = configuration.title { titles[State.normal.rawValue] = title }
        if let image = configuration.image { images[State.normal.rawValue] = image }
      }
      contentChanged()
    }
  }

  /// A button of the given type with a zero frame.
  public init(type buttonType: ButtonType) {
    self.buttonType = buttonType
    super.init(frame: .zero)
    setUpContent()
  }

  /// A custom button (what `UIButton(frame:)` makes).
  public override init(frame: CGRect) {
    buttonType = .custom
    super.init(frame: frame)
    setUpContent()
  }

  /// A custom button decoded from an archive (Truss has no nibs: an empty custom button).
  public required init?(coder: NSCoder) {
    buttonType = .custom
    super.init(coder: coder)
    setUpContent()
  }

  /// A button of the given type whose tap runs `primaryAction`, titled with the action's
  /// title.
  public convenience init(type buttonType: ButtonType, primaryAction: Action?) {
    self.init(type: buttonType)
    if let primaryAction {
      if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
      addAction(primaryAction, for: .primaryActionTriggered)
    }
  }

  /// A system button with a configuration, whose tap runs `primaryAction`.
  public convenience init(configuration: Configuration, primaryAction: Action? = nil) {
    self.init(type: .system)
    self.configuration = configuration
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  private func setUpContent() {
    label.button = self
    label.font = defaultTitleFont
    label.textAlignment = .center
    label.textColor = buttonType == .custom ? .white : .systemBlue
    icon.isHidden = true
    addSubview(icon)
    addSubview(label)
    updateContent()
  }

  /// The title font UIKit gives this kind of button.
  var defaultTitleFont: Font {
    if configuration != nil { return .systemFont(ofSize: 17) }
    return .systemFont(ofSize: buttonType == .custom ? 18 : 15)
  }

  // MARK: Per-state content

  /// Sets the title shown in `state` (and in states with no title of their own, for
  /// `.normal`).
  open func setTitle(_ title: String?, for state: State) {
    titles[state.rawValue] = title
    contentChanged()
  }

  /// The title set for `state`.
  open func title(for state: State) -> String? { titles[state.rawValue] }

  /// Sets the title color for `state`.
  open func setTitleColor(_ color: Color?, for state: State) {
    titleColors[state.rawValue] = color
    updateContent()
  }

  /// The title color set for `state`.
  open func titleColor(for state: State) -> Color? { titleColors[state.rawValue] }

  /// Sets the image shown in `state`; its size takes part in the intrinsic size.
  open func setImage(_ image: ImageView.Image?, for state: State) {
    images[state.rawValue] = image
    contentChanged()
  }

  /// The image set for `state`.
  open func image(for state: State) -> ImageView.Image? { images[state.rawValue] }

  /// Sets the background image for `state` (drawn stretched; no effect on the size).
  open func setBackgroundImage(_ image: ImageView.Image?, for state: State) {
    backgroundImages[state.rawValue] = image
  }

  /// The background image set for `state`.
  open func backgroundImage(for state: State) -> ImageView.Image? {
    backgroundImages[state.rawValue]
  }

  /// The title shown now.
  public var currentTitle: String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }
  /// The title color shown now.
  public var currentTitleColor: Color { label.textColor }
  /// The image shown now.
  public var currentImage: ImageView.Image? {
    images[state.rawValue] ?? images[State.normal.rawValue]
  }

  override func controlStateChanged() { contentChanged() }

  /// Puts the current state's title, color and image on the subviews.
  func updateContent() {
    label.text = currentTitle
    if let color = titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] {
      label.textColor = color
    } else if let color = configuration?.baseForegroundColor {
      label.textColor = color
    }
    icon.image = currentImage
    icon.isHidden = currentImage == nil
  }

  func contentChanged() {
    updateContent()
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  // MARK: Size and layout

  /// The title's measured size: an empty title keeps a line's height, as UIKit's buttons do.
  var titleSize: CGSize {
    let font: Font = label.font
    guard let text = label.text, !text.isEmpty else {
      return CGSize(width: 0, height: font.lineHeight)
    }
    let width = label.textMeasurer.width(of: text, font: font.spec)
    return CGSize(width: CGFloat(width), height: font.lineHeight)
  }

  /// The space around the content: the configuration's insets, or ``contentEdgeInsets``.
  var contentInsets: EdgeInsets {
    if let configuration {
      return configuration.contentInsets.resolved(for: effectiveUserInterfaceLayoutDirection)
    }
    return contentEdgeInsets
  }

  /// The content's size (image beside title) plus the insets, with UIKit's padding and minimum
  /// for a legacy button with zero insets and no image.
  open override var intrinsicContentSize: CGSize {
    let title = titleSize
    let image = currentImage?.size ?? .zero
    let insets = contentInsets
    let gap =
      configuration != nil && currentImage != nil && title.width > 0
      ? configuration?.imagePadding ?? 0 : 0
    var width = image.width + gap + title.width + insets.left + insets.right
    var height = max(image.height, title.height) + insets.top + insets.bottom
    if configuration != nil {
      return roundedUpToPixels(CGSize(width: width, height: height))
    }
    if currentImage == nil, insets == .zero {
      width = max(30, width)
      height += 12
    }
    // Legacy buttons round up to whole points (LayoutKit's tested model).
    return roundedUpToPixels(CGSize(width: width, height: height), scale: 1)
  }

  /// Where the title sits: centered with the image inside the insets.
  var titleFrame: CGRect {
    let insets = contentInsets
    let title = titleSize
    let image = currentImage?.size ?? .zero
    let inner = CGRect(
      x: insets.left, y: insets.top, width: max(0, bounds.width - insets.left - insets.right),
      height: max(0, bounds.height - insets.top - insets.bottom))
    let content = image.width + title.width
    let x = inner.minX + image.width + max(0, (inner.width - content) / 2)
    let width = min(title.width, max(0, inner.maxX - x))
    return CGRect(
      x: x + titleEdgeInsets.left - titleEdgeInsets.right,
      y: inner.minY + (inner.height - title.height) / 2 + titleEdgeInsets.top
        - titleEdgeInsets.bottom,
      width: width, height: title.height)
  }

  /// The title's first baseline, where the content centering puts it at the intrinsic height.
  open override var firstBaselineOffsetFromTop: CGFloat? {
    let height = intrinsicContentSize.height
    let insets = contentInsets
    let inner = height - insets.top - insets.bottom
    return insets.top + (inner - titleSize.height) / 2 + label.font.ascender
  }

  /// The title's last baseline, measured from the bottom at the intrinsic height.
  open override var lastBaselineOffsetFromBottom: CGFloat? {
    guard let first = firstBaselineOffsetFromTop else { return nil }
    return intrinsicContentSize.height - first
  }

  /// Places the title label and the image view inside the content insets, centered.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let title = titleFrame
    label.frame = title
    if let image = currentImage {
      let insets = contentInsets
      let innerHeight = max(0, bounds.height - insets.top - insets.bottom)
      icon.frame = CGRect(
        x: title.minX - image.size.width + imageEdgeInsets.left - imageEdgeInsets.right,
        y: insets.top + (innerHeight - image.size.height) / 2, width: image.size.width,
        height: image.size.height)
    }
  }
}

/// A button's title label: a font set on it (`button.titleLabel?.font = …`) resizes the
/// button, as in UIKit.
final class ButtonTitleLabel: Label {
  weak var button: Button?

  override var font: Font! {
    didSet { if font != oldValue { button?.invalidateIntrinsicContentSize() } }
  }
}
