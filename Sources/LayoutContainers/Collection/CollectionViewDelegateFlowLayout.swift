import AutoLayout
import Foundation

/// The sizes and spacings a flow layout asks its collection view's delegate for (UIKit's
/// `UICollectionViewDelegateFlowLayout`). Every method is optional: the defaults answer with
/// the layout's own properties, so implement only what varies by item or section.
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
  /// The size of the item at `indexPath` (the layout's ``CollectionViewFlowLayout/itemSize``,
  /// or its estimate, by default). With an estimated item size it is where the cell's own
  /// sizing starts.
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize
  /// The insets of `section`'s items.
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    insetForSectionAt section: Int
  ) -> EdgeInsets
  /// The least spacing between `section`'s lines.
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat
  /// The least spacing between items in a line of `section`.
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat
  /// The size of `section`'s header (its height when scrolling vertically, its width
  /// horizontally; zero for none).
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize
  /// The size of `section`'s footer.
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize
}

extension CollectionViewDelegateFlowLayout {
  /// The layout's item size. (It also tells a flow layout that the delegate gives no sizes,
  /// as UIKit's layout learns from `respondsToSelector:`.)
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    guard let flow = collectionViewLayout as? CollectionViewFlowLayout else { return .zero }
    flow.sizeQueryFellBack = true
    return flow.itemSize
  }

  /// The layout's section inset.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    insetForSectionAt section: Int
  ) -> EdgeInsets {
    (collectionViewLayout as? CollectionViewFlowLayout)?.sectionInset ?? .zero
  }

  /// The layout's minimum line spacing.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? CollectionViewFlowLayout)?.minimumLineSpacing ?? 0
  }

  /// The layout's minimum interitem spacing.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? CollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
  }

  /// The layout's header reference size.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    (collectionViewLayout as? CollectionViewFlowLayout)?.headerReferenceSize ?? .zero
  }

  /// The layout's footer reference size.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    (collectionViewLayout as? CollectionViewFlowLayout)?.footerReferenceSize ?? .zero
  }
}
