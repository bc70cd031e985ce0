import AutoLayout
import Foundation

/// A view a collection view reuses (UIKit's `UICollectionReusableView`): a cell or a
/// supplementary view, identified by its reuse identifier.
open class CollectionReusableView: View {
  /// The identifier the view was registered under (set by the collection view that makes it).
  public internal(set) var reuseIdentifier: String?

  /// A view with the given frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// A view decoded from an archive (Truss has no nibs: an empty view).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// How a collection view makes a view of a registered class: through the class's
  /// `init(frame:)` (UIKit makes registered classes with `initWithFrame:`), dispatched to the
  /// subclass's override. Not for your code.
  ///
  /// Swift constructs a class from its metatype only through a `required` initializer, and
  /// making `init(frame:)` itself required would force `required` onto every override of it
  /// written for UIKit. A required convenience initializer is inherited by every subclass that
  /// overrides `init(frame:)` (with the `required init?(coder:)` UIKit already demands) or
  /// declares no initializer, which covers the cells UIKit code registers.
  public required convenience init(registeredWithFrame frame: CGRect) {
    self.init(frame: frame)
  }

  /// Called before the view is reused for other content. Override to reset it; the default
  /// does nothing.
  open func prepareForReuse() {}

  /// Called with the attributes the layout gives the view, after its frame is set (UIKit's
  /// `apply(_:)`). Override to use custom attributes; the default does nothing.
  open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {}

  /// The attributes the view wants, given the ones its layout proposes (UIKit's
  /// `preferredLayoutAttributesFitting(_:)`); a layout that estimates sizes asks every view it
  /// shows. Override to size the view yourself.
  ///
  /// The default is UIKit's for a flow layout: `systemLayoutSizeFitting` at the proposed size,
  /// width and height both at ``LayoutPriority/fittingSizeLevel`` (50), and the attributes
  /// themselves when that is their size, or a copy with the fitted size. UIKit's implementation
  /// (iOS 26.1, decompiled `-[UICollectionReusableView preferredLayoutAttributesFittingAttributes:]`
  /// in EthanArbuckle/iPhone18-3_26.1_23B85_Restore) fits at `layoutAttributes.size` with
  /// priority 1000 only in an axis the layout constrains (`_shouldConstrainWidth`, set by the
  /// compositional layout for absolute dimensions) and 50 otherwise; a flow layout constrains
  /// neither. So a cell whose content does not fix its width gets the width its content wants,
  /// which is why UIKit code pins a width constraint or overrides this method to keep the
  /// proposed width.
  open func preferredLayoutAttributesFitting(
    _ layoutAttributes: CollectionViewLayoutAttributes
  ) -> CollectionViewLayoutAttributes {
    let size = systemLayoutSizeFitting(
      layoutAttributes.size, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
    guard size != layoutAttributes.size else { return layoutAttributes }
    let preferred = layoutAttributes.copy() as? CollectionViewLayoutAttributes ?? layoutAttributes
    preferred.size = size
    return preferred
  }
}
