import Foundation

/// A spinning activity indicator (UIKit's `UIActivityIndicatorView`): 20 × 20 points in the
/// medium style, 37 × 37 in the large one, hugging at 750 on both axes, hidden while stopped
/// (``hidesWhenStopped`` is true by default, as in UIKit).
///
/// Sources: "It assumes a default size of 20 × 20 or 37 × 37, depending on its style" (Mark
/// Meretzky's iOS course notes), storyboards (`style="gray"` and `"white"` 20 × 20, `"large"`
/// 37 × 37, hugging 750/750), and Interface Builder's priority table.
open class ActivityIndicatorView: View {
  /// The size and color scheme (UIKit's `UIActivityIndicatorView.Style`).
  public enum Style: Int, Hashable, Sendable {
    /// 37 × 37, white (iOS 12 and earlier).
    case whiteLarge
    /// 20 × 20, white (iOS 12 and earlier).
    case white
    /// 20 × 20, gray (iOS 12 and earlier).
    case gray
    /// 20 × 20 (iOS 13).
    case medium = 100
    /// 37 × 37 (iOS 13).
    case large = 101
  }

  /// The style; it sets the size.
  open var style: Style {
    didSet { if style != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// The spinner's color.
  open var color: Color?
  /// Whether the indicator hides itself when stopped (true by default).
  open var hidesWhenStopped = true {
    didSet { if hidesWhenStopped && !isAnimating { isHidden = true } }
  }
  /// Whether it is spinning.
  public private(set) var isAnimating = false

  /// An indicator of the given style, stopped (and so hidden).
  public init(style: Style) {
    self.style = style
    super.init(frame: .zero)
    setUp()
  }

  /// A medium indicator (what `UIActivityIndicatorView(frame:)` makes).
  public override init(frame: CGRect) {
    style = .medium
    super.init(frame: frame)
    setUp()
  }

  /// An indicator decoded from an archive (Truss has no nibs: a medium one).
  public required init?(coder: NSCoder) {
    style = .medium
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    setContentHuggingPriority(.defaultHigh, for: .horizontal)
    setContentHuggingPriority(.defaultHigh, for: .vertical)
    isHidden = hidesWhenStopped
  }

  /// Starts spinning (and shows the indicator).
  open func startAnimating() {
    isAnimating = true
    if hidesWhenStopped { isHidden = false }
  }

  /// Stops spinning (and hides the indicator when ``hidesWhenStopped``).
  open func stopAnimating() {
    isAnimating = false
    if hidesWhenStopped { isHidden = true }
  }

  /// 20 × 20 or 37 × 37 by style.
  open override var intrinsicContentSize: CGSize {
    switch style {
    case .large, .whiteLarge: CGSize(width: 37, height: 37)
    case .medium, .white, .gray: CGSize(width: 20, height: 20)
    }
  }
}
