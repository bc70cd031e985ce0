import Foundation

/// A bar showing progress (UIKit's `UIProgressView`): 4 points tall with no intrinsic width,
/// hugging vertically at 750.
///
/// Sources: storyboards' progress views are 4 points tall on iOS 13 and later
/// (`placeholderIntrinsicHeight="4"`; 2 on iOS 8–9, "2 pairs of pixels on iPhone 6" in Mark
/// Meretzky's notes), objc.io: "A UIProgressView only has a preferred height based on its
/// artwork, but no preferred width", and Interface Builder's priority table (vertical hugging
/// 750). The bar style's height was not found; Truss gives it the same.
open class ProgressView: View {
  /// The look (UIKit's `UIProgressView.Style`).
  public enum Style: Int, Hashable, Sendable {
    /// The standard bar.
    case `default`
    /// The toolbar style.
    case bar
  }

  /// The look.
  open var progressViewStyle = Style.default
  /// The progress, 0...1.
  open var progress: Float = 0 {
    didSet { progress = min(max(progress, 0), 1) }
  }
  /// The filled part's color.
  open var progressTintColor: Color?
  /// The track's color.
  open var trackTintColor: Color?

  /// A default-style progress view.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setContentHuggingPriority(.defaultHigh, for: .vertical)
  }

  /// A progress view of the given style.
  public convenience init(progressViewStyle style: Style) {
    self.init(frame: .zero)
    progressViewStyle = style
  }

  /// A progress view decoded from an archive (Truss has no nibs: an empty default bar).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setContentHuggingPriority(.defaultHigh, for: .vertical)
  }

  /// Sets the progress (without animation in Truss).
  open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

  /// No intrinsic width; 4 points tall.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: 4)
  }
}
