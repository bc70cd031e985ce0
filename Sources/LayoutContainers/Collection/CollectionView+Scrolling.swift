import AutoLayout
import Foundation

extension CollectionView {
  /// Scrolls so the item at `indexPath` is at `scrollPosition`, within the content and its
  /// adjusted insets (without animation in Truss). For an axis with no option the offset stays;
  /// with no option at all, the view scrolls as little as shows the whole item (UIKit leaves
  /// the empty position undocumented; Truss chooses). Out of range, UIKit raises; Truss logs
  /// it and does not scroll.
  ///
  /// With estimated sizes the item goes where its estimate puts it; cells measured when they
  /// show move only the items after them, so the item stays where it was scrolled to.
  public func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    guard let frame = layoutAttributesForItem(at: indexPath)?.frame else {
      let section = indexPath.isEmpty ? 0 : indexPath[0]
      report(
        "Attempted to scroll the collection view to an out-of-bounds item "
          + "(\(indexPath.count == 2 ? indexPath[1] : 0)) when there are only "
          + "\(numberOfItems(inSection: section)) items in section \(section).")
      return
    }
    let insets = adjustedContentInset
    let content = collectionViewLayout.collectionViewContentSize
    let size = bounds.size
    var offset = contentOffset
    if scrollPosition.isEmpty {
      scrollRectToVisible(frame, animated: animated)
      return
    }
    if scrollPosition.contains(.top) {
      offset.y = frame.minY - insets.top
    } else if scrollPosition.contains(.centeredVertically) {
      offset.y = frame.midY - (size.height + insets.top - insets.bottom) / 2
    } else if scrollPosition.contains(.bottom) {
      offset.y = frame.maxY - size.height + insets.bottom
    }
    if scrollPosition.contains(.left) {
      offset.x = frame.minX - insets.left
    } else if scrollPosition.contains(.centeredHorizontally) {
      offset.x = frame.midX - (size.width + insets.left - insets.right) / 2
    } else if scrollPosition.contains(.right) {
      offset.x = frame.maxX - size.width + insets.right
    }
    offset.x = min(
      max(offset.x, -insets.left), max(-insets.left, content.width + insets.right - size.width))
    offset.y = min(
      max(offset.y, -insets.top), max(-insets.top, content.height + insets.bottom - size.height))
    setContentOffset(offset, animated: animated)
  }
}
