import AutoLayout
import Foundation

/// What a collection view shows (UIKit's `UICollectionViewDataSource`): how many items each
/// section has and the cell for each.
///
/// UIKit's optional methods are requirements here with default implementations below, so a
/// class that implements one is called through the protocol (a method only in an extension
/// would be dispatched statically and never reach your class's version).
public protocol CollectionViewDataSource: AnyObject {
  /// How many items `section` has.
  func collectionView(
    _ collectionView: CollectionView, numberOfItemsInSection section: Int
  )
    -> Int
  /// The cell for the item at `indexPath`, from
  /// ``CollectionView/dequeueReusableCell(withReuseIdentifier:for:)``.
  func collectionView(
    _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
  ) -> CollectionViewCell
  /// How many sections there are (1 by default).
  func numberOfSections(in collectionView: CollectionView) -> Int
  /// The header or footer (`kind`) of a section, from
  /// ``CollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``.
  /// The default gives none: UIKit then raises; Truss logs it and leaves the header's place
  /// empty.
  func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> CollectionReusableView
}

extension CollectionViewDataSource {
  /// One section.
  public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

  /// No view: logged, and the place stays empty.
  public func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> CollectionReusableView {
    collectionView.missingSupplementaryView(ofKind: kind, at: indexPath)
  }
}
