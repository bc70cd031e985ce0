import AutoLayout
import Foundation

/// Where a collection view element goes (UIKit's `UICollectionViewLayoutAttributes`, reduced to
/// layout): its frame, z-index, alpha and visibility, and which element it describes.
///
/// A layout makes one per element it places; a self-sizing cell receives a copy in
/// ``CollectionReusableView/preferredLayoutAttributesFitting(_:)`` and returns it with the size
/// it wants. It is a class with value copies through `copy()`, as UIKit's is (`NSCopying`), so
/// code written for UIKit — `layoutAttributes.frame = newFrame; return layoutAttributes`, or
/// `attributes.copy() as! UICollectionViewLayoutAttributes` — works unchanged.
open class CollectionViewLayoutAttributes: NSObject, NSCopying {
  /// What kind of element the attributes describe (UIKit's `UICollectionView.ElementCategory`).
  public enum ElementCategory: UInt, Hashable, Sendable {
    /// A cell.
    case cell
    /// A supplementary view (a header or a footer).
    case supplementaryView
    /// A decoration view (Truss's flow layout makes none).
    case decorationView
  }

  /// The element's frame in the collection view's content coordinates.
  open var frame: CGRect = .zero
  /// The element's z-index (a flow layout gives headers and footers 10, as UIKit's does).
  open var zIndex = 0
  /// The element's opacity.
  open var alpha: CGFloat = 1
  /// Whether the element is hidden.
  open var isHidden = false
  /// The element's index path.
  open var indexPath = IndexPath()
  /// Whether the attributes describe a cell, a supplementary view or a decoration view.
  public internal(set) var representedElementCategory = ElementCategory.cell
  /// The kind of supplementary view (`nil` for a cell).
  public internal(set) var representedElementKind: String?

  /// Attributes of a cell with no index path yet.
  public override init() {
    super.init()
  }

  // The initializers below are `required` so a layout can make its `layoutAttributesClass`,
  // and convenience so that subclasses inherit them (a subclass that overrides `init()` or
  // declares no initializer has them, as subclasses of UIKit's attributes do).

  /// Attributes for the cell at `indexPath`.
  public required convenience init(forCellWith indexPath: IndexPath) {
    self.init()
    self.indexPath = indexPath
  }

  /// Attributes for the supplementary view of `elementKind` at `indexPath`.
  public required convenience init(
    forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath
  ) {
    self.init()
    self.indexPath = indexPath
    representedElementCategory = .supplementaryView
    representedElementKind = elementKind
  }

  /// A copy of `other`'s attributes (a subclass that adds properties copies them in
  /// `copy(with:)` after calling `super`).
  public required convenience init(copying other: CollectionViewLayoutAttributes) {
    self.init()
    indexPath = other.indexPath
    representedElementCategory = other.representedElementCategory
    representedElementKind = other.representedElementKind
    frame = other.frame
    zIndex = other.zIndex
    alpha = other.alpha
    isHidden = other.isHidden
  }

  /// The frame's size; setting it keeps the center, as UIKit's does.
  open var size: CGSize {
    get { frame.size }
    set {
      let c = center
      frame = CGRect(
        x: c.x - newValue.width / 2, y: c.y - newValue.height / 2, width: newValue.width,
        height: newValue.height)
    }
  }

  /// The frame's center.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }

  /// The element's bounds: its size at the origin zero; setting it changes the size.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { size = newValue.size }
  }

  /// A copy of the attributes, of the same class.
  open func copy(with zone: NSZone? = nil) -> Any {
    type(of: self).init(copying: self)
  }

  /// Whether `object` holds the same attributes.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? CollectionViewLayoutAttributes else { return false }
    return indexPath == other.indexPath
      && representedElementCategory == other.representedElementCategory
      && representedElementKind == other.representedElementKind && frame == other.frame
      && zIndex == other.zIndex && alpha == other.alpha && isHidden == other.isHidden
  }

  /// A hash agreeing with ``isEqual(_:)``.
  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(indexPath)
    hasher.combine(representedElementKind)
    return hasher.finalize()
  }

  /// `<UICollectionViewLayoutAttributes: index path: (0-3); frame = (0 10; 375 44)>`, as UIKit
  /// describes them.
  open override var description: String {
    let path = indexPath.count == 2 ? "\(indexPath[0])-\(indexPath[1])" : "\(Array(indexPath))"
    let kind = representedElementKind.map { "element kind: (\($0)); " } ?? ""
    let f = [frame.minX, frame.minY, frame.width, frame.height].map { LengthText.format($0) }
    return
      "<UICollectionViewLayoutAttributes: index path: (\(path)); \(kind)frame = "
      + "(\(f[0]) \(f[1]); \(f[2]) \(f[3]))>"
  }
}
