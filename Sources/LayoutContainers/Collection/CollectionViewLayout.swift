import AutoLayout
import Foundation

/// What places a collection view's elements (UIKit's `UICollectionViewLayout`): subclass it,
/// or use ``CollectionViewFlowLayout``.
///
/// The collection view calls ``prepare()`` before it lays out after an invalidation, then asks
/// for ``collectionViewContentSize`` and ``layoutAttributesForElements(in:)`` for the part it
/// shows, as UIKit's does. A custom layout works as in UIKit: compute attributes in `prepare()`,
/// answer the queries, and call ``invalidateLayout()`` when they change.
///
/// Right to left: a layout written for left to right gets its frames mirrored across the
/// content width when ``flipsHorizontallyInOppositeLayoutDirection`` is true and the
/// collection view's direction differs from ``developmentLayoutDirection`` (Apple's
/// documentation of `flipsHorizontallyInOppositeLayoutDirection`, false by default).
/// ``CollectionViewFlowLayout`` leaves it false and mirrors its lines itself, as UIKit's does.
open class CollectionViewLayout {
  /// The collection view using the layout.
  public internal(set) weak var collectionView: CollectionView?

  /// A layout with nothing to place until subclassed.
  public init() {}

  /// A layout decoded from an archive (Truss has no nibs: a default layout).
  public required init?(coder: NSCoder) {}

  /// Computes what the queries answer; called before the collection view lays out after the
  /// layout was invalidated. The default does nothing.
  open func prepare() {}

  /// Asks the collection view to call ``prepare()`` and lay out again.
  open func invalidateLayout() {
    collectionView?.layoutDidInvalidate()
  }

  /// The size of the whole content. The default is zero.
  open var collectionViewContentSize: CGSize { .zero }

  /// The attributes of every element in `rect` (content coordinates). The default is `nil`:
  /// no elements.
  open func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    nil
  }

  /// The attributes of the item at `indexPath`. The default is `nil`.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    nil
  }

  /// The attributes of the supplementary view of `elementKind` at `indexPath`. The default is
  /// `nil`.
  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    nil
  }

  /// Whether a bounds change (a new size or origin) invalidates the layout. The default is
  /// false; a flow layout says yes when the length its lines fill changes.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

  /// Whether the attributes a self-sizing view prefers invalidate the layout. The default is
  /// false: the view keeps the layout's size.
  open func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
  ) -> Bool {
    false
  }

  /// The class of the attributes the layout makes (UIKit's `layoutAttributesClass`): override
  /// to return a subclass of ``CollectionViewLayoutAttributes`` with more properties.
  open class var layoutAttributesClass: AnyClass { CollectionViewLayoutAttributes.self }

  /// Whether the collection view mirrors the layout's frames in the opposite layout direction.
  /// False by default.
  open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

  /// The direction the layout was written for: left to right by default.
  open var developmentLayoutDirection: UserInterfaceLayoutDirection { .leftToRight }

  // MARK: Hooks for the collection view (not API)

  /// Whether the layout asks cells for their preferred size. Not API.
  package var estimatesSizes: Bool { false }

  /// Takes the attributes a self-sizing view prefers (the layout's
  /// ``shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`` decides
  /// whether they matter) and returns whether the layout's geometry changed. The default
  /// invalidates the layout when they matter (a custom layout recomputes in `prepare()`). Not
  /// API.
  package func recordPreferredAttributes(
    _ preferred: CollectionViewLayoutAttributes, original: CollectionViewLayoutAttributes
  ) -> Bool {
    guard
      shouldInvalidateLayout(
        forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    else { return false }
    invalidateLayout()
    return true
  }

  /// Whether the item at `indexPath` still needs measuring. Not API.
  package func needsMeasurement(at indexPath: IndexPath) -> Bool { estimatesSizes }

  /// Forgets every measured size (the width or the traits changed, or the data reloaded). Not
  /// API.
  package func forgetAllMeasurements() {
    invalidateLayout()
  }

  /// Moves what the layout keeps per item after a batch update. Not API.
  package func applyUpdate(_ update: CollectionViewUpdate) {
    invalidateLayout()
  }

  /// The part of the content to realise around the visible `rect`: `rect` itself by default.
  /// Not API.
  package func realisationRect(around rect: CGRect) -> CGRect { rect }

  /// An identity of the elements `rect` touches, equal for two rects that touch the same
  /// elements, or `nil` when the layout cannot tell without computing attributes (then every
  /// offset change lays the collection view out). Not API.
  package func elementWindow(in rect: CGRect) -> ElementWindow? { nil }
}

/// The elements a rect touches, as a range of bands (a header, a line, a footer) in order
/// along the scrolling axis. Not API.
package struct ElementWindow: Equatable, Sendable {
  /// The first and last bands touched, as (section, band) pairs; `nil` when none is.
  package var first: FlowBandIndex?
  package var last: FlowBandIndex?
}

/// A band of a flow section: 0 is the header, 1 through the line count the lines, the next the
/// footer. Not API.
package struct FlowBandIndex: Equatable, Sendable {
  package var section: Int
  package var band: Int
}
