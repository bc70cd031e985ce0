import Foundation

/// A tappable view with a title (UIKit's `UIButton`, reduced to layout): its intrinsic size
/// is the title's plus the content insets, and its title label is laid out inside the insets.
open class Button: View {
  /// The label showing the title (a subview).
  public let titleLabel = Label()
  /// Space between the bounds and the title.
  public var contentEdgeInsets = EdgeInsets(top: 6, left: 12, bottom: 6, right: 12) {
    didSet { if contentEdgeInsets != oldValue { invalidateIntrinsicContentSize() } }
  }

  /// A button with no title.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    titleLabel.font = .systemFont(ofSize: 15, weight: .medium)
    titleLabel.textAlignment = .center
    addSubview(titleLabel)
  }

  /// Sets the title.
  public func setTitle(_ title: String?) {
    titleLabel.text = title
    invalidateIntrinsicContentSize()
  }

  /// The title.
  public var title: String? { titleLabel.text }

  /// The title's size plus the content insets.
  open override var intrinsicContentSize: CGSize {
    let title = titleLabel.intrinsicContentSize
    let i = contentEdgeInsets
    return CGSize(width: title.width + i.left + i.right, height: title.height + i.top + i.bottom)
  }

  /// The title's first baseline, inside the top inset.
  open override var firstBaselineOffsetFromTop: CGFloat? {
    contentEdgeInsets.top + (titleLabel.firstBaselineOffsetFromTop ?? 0)
  }

  /// The title's last baseline, inside the bottom inset.
  open override var lastBaselineOffsetFromBottom: CGFloat? {
    contentEdgeInsets.bottom + (titleLabel.lastBaselineOffsetFromBottom ?? 0)
  }

  /// Places the title label inside the content insets, centered vertically.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let i = contentEdgeInsets
    let height = titleLabel.intrinsicContentSize.height
    let inner = CGRect(
      x: i.left, y: i.top, width: max(0, bounds.width - i.left - i.right),
      height: max(0, bounds.height - i.top - i.bottom))
    titleLabel.frame = CGRect(
      x: inner.minX, y: inner.minY + (inner.height - height) / 2, width: inner.width,
      height: height)
  }
}
