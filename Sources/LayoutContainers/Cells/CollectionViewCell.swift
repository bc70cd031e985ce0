import AutoLayout
import Foundation

/// A cell of a collection view (UIKit's `UICollectionViewCell`): its subviews go in
/// ``contentView``, which fills the cell through its autoresizing mask (flexible width and
/// height), as in UIKit.
///
/// A self-sizing cell gets its size from its content's constraints: in a collection view
/// whose layout estimates sizes, through ``CollectionReusableView/preferredLayoutAttributesFitting(_:)``
/// (UIKit's fitting, both axes at `fittingSizeLevel`); on its own, through
/// ``preferredSize(fittingWidth:)`` (width required, height at `fittingSizeLevel`).
open class CollectionViewCell: CollectionReusableView {
  /// Where subviews go.
  public let contentView = View()
  /// A view behind the content.
  open var backgroundView: View? {
    didSet { install(backgroundView, replacing: oldValue) }
  }
  /// A view behind the content while the cell is selected.
  open var selectedBackgroundView: View? {
    didSet { install(selectedBackgroundView, replacing: oldValue) }
  }
  /// Whether the cell is selected.
  open var isSelected = false {
    didSet { selectedBackgroundView?.isHidden = !isSelected }
  }
  /// Whether the cell is highlighted.
  open var isHighlighted = false

  /// A cell with the given frame; its content view fills it.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpContentView()
  }

  /// A cell decoded from an archive (Truss has no nibs: an empty cell).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpContentView()
  }

  private func setUpContentView() {
    addFillingSubview(contentView)
  }

  /// Puts a background view behind the content view, filling the cell.
  private func install(_ view: View?, replacing old: View?) {
    old?.removeFromSuperview()
    if let view { addFillingSubview(view, at: 0) }
  }

  /// The size the cell's constraints give it at `width`: what a collection view with
  /// estimated sizes asks a self-sizing cell for.
  public func preferredSize(fittingWidth width: CGFloat) -> CGSize {
    systemLayoutSizeFitting(
      CGSize(width: width, height: View.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
  }
}
