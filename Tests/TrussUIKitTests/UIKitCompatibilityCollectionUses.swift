import Foundation
import TrussUIKit

// One use of each collection view API in Docs/UIKitCompatibility.md, each after its `// api:`
// line (UIKitCompatibilityTableTests reads this file with its own).

/// A data source and flow delegate written as for UIKit: optional methods implemented where
/// the app needs them, the rest left to the protocols' defaults.
private final class Source: NSObject, UICollectionViewDataSource,
  UICollectionViewDelegateFlowLayout
{
  func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  )
    -> Int
  {
    3
  }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "header", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    CGSize(width: 100, height: 40)
  }
}

/// A cell that sizes itself as UIKit code often does: the proposed width, the fitted height.
private final class Cell: UICollectionViewCell {
  override func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
    attributes.frame.size.width = layoutAttributes.frame.width
    return attributes
  }

  override func prepareForReuse() {
    super.prepareForReuse()
  }

  override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    alpha = layoutAttributes.alpha
  }
}

extension UIKitCompatibilityTableTests {
  func collectionUses() {
    let window = UIWindow(size: CGSize(width: 320, height: 480), scale: 2)
    // api: `UICollectionViewFlowLayout`
    let layout = UICollectionViewFlowLayout()
    // api: `UICollectionViewFlowLayout.scrollDirection`
    layout.scrollDirection = .vertical
    // api: `UICollectionViewFlowLayout.itemSize`
    layout.itemSize = CGSize(width: 100, height: 40)
    // api: `UICollectionViewFlowLayout.estimatedItemSize`
    // api: `UICollectionViewFlowLayout.automaticSize`
    layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
    // api: `UICollectionViewFlowLayout.minimumLineSpacing`
    layout.minimumLineSpacing = 8
    // api: `UICollectionViewFlowLayout.minimumInteritemSpacing`
    layout.minimumInteritemSpacing = 8
    // api: `UICollectionViewFlowLayout.sectionInset`
    layout.sectionInset = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
    // api: `UICollectionViewFlowLayout.sectionInsetReference`
    layout.sectionInsetReference = .fromSafeArea
    // api: `UICollectionViewFlowLayout.headerReferenceSize`
    layout.headerReferenceSize = CGSize(width: 0, height: 30)
    // api: `UICollectionViewFlowLayout.footerReferenceSize`
    layout.footerReferenceSize = .zero
    // api: `UICollectionView`
    // api: `UICollectionView.init(frame:collectionViewLayout:)`
    let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    // api: `UICollectionView.collectionViewLayout`
    _ = collection.collectionViewLayout as? UICollectionViewFlowLayout
    // api: `UICollectionView.register(_:forCellWithReuseIdentifier:)`
    collection.register(Cell.self, forCellWithReuseIdentifier: "cell")
    // api: `UICollectionView.register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`
    // api: `UICollectionView.elementKindSectionHeader`
    collection.register(
      UICollectionReusableView.self,
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "header")
    let source = Source()
    // api: `UICollectionViewDataSource`
    // api: `UICollectionView.dataSource`
    collection.dataSource = source
    // api: `UICollectionViewDelegateFlowLayout`
    // api: `UICollectionViewDelegate`
    // api: `UICollectionView.delegate`
    collection.delegate = source
    window.addSubview(collection)
    window.layoutIfNeeded()
    // api: `UICollectionView.visibleCells`
    _ = collection.visibleCells
    // api: `UICollectionView.indexPathsForVisibleItems`
    let first = collection.indexPathsForVisibleItems.first ?? IndexPath(item: 0, section: 0)
    // api: `UICollectionView.cellForItem(at:)`
    _ = collection.cellForItem(at: first)
    // api: `UICollectionView.layoutAttributesForItem(at:)`
    // api: `UICollectionViewLayoutAttributes`
    let attributes: UICollectionViewLayoutAttributes? = collection.layoutAttributesForItem(
      at: first)
    _ = attributes?.representedElementCategory == .cell
    // api: `UICollectionView.indexPathForItem(at:)`
    _ = collection.indexPathForItem(at: CGPoint(x: 10, y: 40))
    // api: `UICollectionView.ScrollPosition`
    // api: `UICollectionView.scrollToItem(at:at:animated:)`
    collection.scrollToItem(at: first, at: .centeredVertically, animated: true)
    // api: `UICollectionView.elementKindSectionFooter`
    _ = UICollectionView.elementKindSectionFooter
    // api: `UICollectionView.performBatchUpdates(_:completion:)`
    // api: `UICollectionView.insertItems(at:)`
    // api: `UICollectionView.deleteItems(at:)`
    collection.performBatchUpdates {
      collection.deleteItems(at: [first])
      collection.insertItems(at: [first])
    }
    // api: `UICollectionView.moveItem(at:to:)`
    collection.moveItem(at: first, to: first)
    // api: `UICollectionView.reloadItems(at:)`
    collection.reloadItems(at: [first])
    // api: `UICollectionView.reloadData()`
    collection.reloadData()
    // api: `UICollectionViewFlowLayout.invalidateLayout()`
    layout.invalidateLayout()
    // api: `UICollectionViewLayout`
    let base: UICollectionViewLayout = layout
    _ = base.collectionViewContentSize
    // api: `UICollectionReusableView.preferredLayoutAttributesFitting(_:)`
    // api: `UICollectionReusableView.prepareForReuse()`
    // api: `UICollectionReusableView.apply(_:)`
    let cell = Cell(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    _ = cell.preferredLayoutAttributesFitting(
      UICollectionViewLayoutAttributes(forCellWith: first))
    // api: `UICollectionReusableView.reuseIdentifier`
    _ = cell.reuseIdentifier
  }
}
