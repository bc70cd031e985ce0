import Foundation

/// What a text field asks its delegate (UIKit's `UITextFieldDelegate`). Every method is
/// optional: the defaults allow everything.
public protocol TextFieldDelegate: AnyObject {
  /// Whether editing may begin.
  func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
  /// Whether the characters in `range` may be replaced by `string`.
  func textField(
    _ textField: TextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool
  /// Whether return should be processed.
  func textFieldShouldReturn(_ textField: TextField) -> Bool
}

extension TextFieldDelegate {
  /// Allows editing.
  public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
  /// Allows the change.
  public func textField(
    _ textField: TextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool { true }
  /// Processes return.
  public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
}

/// A single line of editable text (UIKit's `UITextField`, reduced to layout): its intrinsic
/// size is its text's — or its placeholder's when empty — plus its border style's padding and
/// its left and right views.
///
/// Sizes (iOS 13–17). A rounded-rect field is 34 points tall at Interface Builder's 14-point
/// font (storyboards made with iOS 13 and later; 30 in older ones), with its text 7 points in
/// from each side (a measured field-editor frame of (7 2; 238 26) in a 252 × 30 field); Truss
/// keeps the 34 − 14-point line height of padding for other fonts. A field with no border is
/// its text's line, with no padding. The line and bezel styles' padding was not found
/// measured: Truss uses 4 points above and below and 6 on each side (a 1-point border plus
/// the inset of the text), and says so. The default font of a field made in code was not
/// found either; Truss uses the 17-point system font, UIKit's body size. Hugging and
/// compression resistance are the defaults (250, 750).
open class TextField: Control {
  /// The border (UIKit's `UITextField.BorderStyle`).
  public enum BorderStyle: Int, Hashable, Sendable {
    /// No border: what `UITextField()` has.
    case none
    /// A thin line.
    case line
    /// A bezel.
    case bezel
    /// A rounded rectangle: what Interface Builder gives a new field.
    case roundedRect
  }

  /// When an overlay view shows (UIKit's `UITextField.ViewMode`).
  public enum ViewMode: Int, Hashable, Sendable {
    /// Never.
    case never
    /// While editing.
    case whileEditing
    /// While not editing.
    case unlessEditing
    /// Always.
    case always
  }

  let textLabel = Label()

  /// The text.
  open var text: String? { didSet { if text != oldValue { contentChanged() } } }
  /// The text shown, dimmed, while ``text`` is empty.
  open var placeholder: String? { didSet { if placeholder != oldValue { contentChanged() } } }
  /// The font (the 17-point system font by default).
  open var font: Font? = .systemFont(ofSize: 17) {
    didSet {
      contentChanged()
      if adjustsFontForContentSizeCategory { adjustForContentSizeCategory() }
    }
  }
  /// Whether the field replaces a preferred (or ``FontMetrics``-scaled) font when its
  /// preferred content size category changes, as UIKit's `UITextField` does
  /// (`UIContentSizeCategoryAdjusting`; off by default).
  open var adjustsFontForContentSizeCategory = false {
    didSet { if adjustsFontForContentSizeCategory, !oldValue { adjustForContentSizeCategory() } }
  }
  /// The text color.
  open var textColor: Color? = .black { didSet { contentChanged() } }
  /// How the text is aligned.
  open var textAlignment = Label.TextAlignment.natural { didSet { contentChanged() } }
  /// The border.
  open var borderStyle = BorderStyle.none { didSet { contentChanged() } }
  /// A view before the text (its frame's size counts, as UIKit lays overlay views out by
  /// frame).
  open var leftView: View? {
    didSet {
      oldValue?.removeFromSuperview()
      if let leftView { addSubview(leftView) }
      contentChanged()
    }
  }
  /// When the left view shows.
  open var leftViewMode = ViewMode.never { didSet { contentChanged() } }
  /// A view after the text.
  open var rightView: View? {
    didSet {
      oldValue?.removeFromSuperview()
      if let rightView { addSubview(rightView) }
      contentChanged()
    }
  }
  /// When the right view shows.
  open var rightViewMode = ViewMode.never { didSet { contentChanged() } }
  /// When the clear button shows (stored; Truss draws no clear button).
  open var clearButtonMode = ViewMode.never
  /// Whether the text is hidden as dots.
  open var isSecureTextEntry = false
  /// The keyboard.
  open var keyboardType = KeyboardType.default
  /// The return key.
  open var returnKeyType = ReturnKeyType.default
  /// Automatic capitalization.
  open var autocapitalizationType = TextAutocapitalizationType.sentences
  /// Autocorrection.
  open var autocorrectionType = TextAutocorrectionType.default
  /// Spell checking.
  open var spellCheckingType = TextSpellCheckingType.default
  /// What the field holds, for AutoFill.
  open var textContentType: TextContentType?
  /// Whether return is disabled while the text is empty.
  open var enablesReturnKeyAutomatically = false
  /// Whether editing clears the text.
  open var clearsOnBeginEditing = false
  /// Whether the font shrinks to fit the width (stored; the intrinsic size is the full text's,
  /// as in UIKit).
  open var adjustsFontSizeToFitWidth = false
  /// The smallest font size when shrinking.
  open var minimumFontSize: CGFloat = 0
  /// The delegate.
  open weak var delegate: (any TextFieldDelegate)?

  /// A field with no border and the 17-point system font.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpText()
  }

  /// A field decoded from an archive (Truss has no nibs: an empty field).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpText()
  }

  private func setUpText() {
    addSubview(textLabel)
    updateText()
  }

  /// Text fields can be first responder.
  open override var canBecomeFirstResponder: Bool { true }

  /// Whether the field is being edited (it is first responder).
  open var isEditing: Bool { isFirstResponder }

  func contentChanged() {
    updateText()
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  var effectiveFont: Font { font ?? .systemFont(ofSize: 17) }

  /// The text shown: the text, or the placeholder in the placeholder color.
  func updateText() {
    let empty = text?.isEmpty ?? true
    textLabel.text = empty ? placeholder : text
    textLabel.font = effectiveFont
    textLabel.textColor = empty ? .placeholderText : (textColor ?? .black)
    textLabel.textAlignment = textAlignment
  }

  /// The padding of the border style: (horizontal on each side, vertical in all).
  var padding: (horizontal: CGFloat, vertical: CGFloat) {
    switch borderStyle {
    case .none: (0, 0)
    case .line, .bezel: (6, 8)
    case .roundedRect: (7, 34 - Font.systemFont(ofSize: 14).lineHeight)
    }
  }

  func showsOverlay(_ mode: ViewMode) -> Bool {
    switch mode {
    case .never: false
    case .always: true
    case .whileEditing: isEditing
    case .unlessEditing: !isEditing
    }
  }

  /// The widths of the left and right views that show.
  var overlayWidths: (left: CGFloat, right: CGFloat) {
    (
      leftView.map { showsOverlay(leftViewMode) ? $0.frame.width : 0 } ?? 0,
      rightView.map { showsOverlay(rightViewMode) ? $0.frame.width : 0 } ?? 0
    )
  }

  /// The text's (or placeholder's) width and line height, plus the padding and overlay views,
  /// rounded up to the window's pixel grid.
  open override var intrinsicContentSize: CGSize {
    let shown = textLabel.text ?? ""
    let width =
      shown.isEmpty ? 0 : CGFloat(textLabel.textMeasurer.width(of: shown, font: effectiveFont.spec))
    let overlays = overlayWidths
    let pad = padding
    var height = effectiveFont.lineHeight + pad.vertical
    for view in [leftView, rightView] {
      if let view, view.superview === self { height = max(height, view.frame.height) }
    }
    return roundedUpToPixels(
      CGSize(width: width + 2 * pad.horizontal + overlays.left + overlays.right, height: height))
  }

  /// The first baseline: the text's, centered vertically at the intrinsic height.
  open override var firstBaselineOffsetFromTop: CGFloat? {
    let height = intrinsicContentSize.height
    return (height - effectiveFont.lineHeight) / 2 + effectiveFont.ascender
  }

  /// The last baseline, from the bottom at the intrinsic height.
  open override var lastBaselineOffsetFromBottom: CGFloat? {
    guard let first = firstBaselineOffsetFromTop else { return nil }
    return intrinsicContentSize.height - first
  }

  /// Places the text between the overlay views, centered vertically; the overlay views keep
  /// their sizes and sit at the ends.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let overlays = overlayWidths
    let pad = padding
    if let leftView {
      leftView.isHidden = !showsOverlay(leftViewMode)
      leftView.frame.origin = CGPoint(x: 0, y: (bounds.height - leftView.frame.height) / 2)
    }
    if let rightView {
      rightView.isHidden = !showsOverlay(rightViewMode)
      rightView.frame.origin = CGPoint(
        x: bounds.width - rightView.frame.width, y: (bounds.height - rightView.frame.height) / 2)
    }
    let line = effectiveFont.lineHeight
    let x = overlays.left + pad.horizontal
    textLabel.frame = CGRect(
      x: x, y: (bounds.height - line) / 2,
      width: max(0, bounds.width - x - overlays.right - pad.horizontal), height: line)
  }
}

extension TextField: ContentSizeCategoryAdjusting {
  /// The same style (or scaling) at the field's category, when it adjusts.
  func adjustForContentSizeCategory() {
    guard adjustsFontForContentSizeCategory, let font,
      let resolved = font.resolved(compatibleWith: window == nil ? nil : traitCollection)
    else { return }
    if resolved != font || resolved.leading != font.leading { self.font = resolved }
  }
}
