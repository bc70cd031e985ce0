import AutoLayout
import Foundation

/// A view a collection view reuses (UIKit's `UICollectionReusableView`): a cell or a
/// supplementary view, identified by its reuse identifier.
open class CollectionReusableView: View {
  /// The identifier the view was registered under (set by the collection view that makes it).
  public internal(set) var reuseIdentifier: String?

  /// Called before the view is reused for other content. Override to reset it; the default
  /// does nothing.
  open func prepareForReuse() {}
}
