import AutoLayout
import Foundation

/// A layout that flows items into lines, then lines into sections (UIKit's
/// `UICollectionViewFlowLayout`): vertically scrolling rows, or horizontally scrolling columns.
///
/// Defaults are UIKit's (`UICollectionViewFlowLayoutCommonInit` and `-encodeWithCoder:`, iOS
/// 26.1, decompiled in EthanArbuckle/iPhone18-3_26.1_23B85_Restore): items 50 × 50, 10 points
/// between lines and between items, no insets, headers or footers, insets from the content
/// inset, vertical scrolling.
///
/// How a section is laid out (vertical scrolling; horizontal swaps the axes):
/// - the header, as wide as the content, then the section inset's top;
/// - lines of items, filled greedily from the leading edge: an item joins a line while the
///   line's items and the minimum interitem spacing after each fit the width less the left
///   and right insets. In a full line the spare width goes between the items (the spacing
///   grows, the first item at the left inset and the last at the right), a line holding one
///   item centers it, and the last line starts at the left inset with the minimum spacing
///   (keeping the columns of the lines above when every item is ``itemSize``). Items are
///   centered vertically in their line, which is as tall as its tallest item. Lines are
///   ``minimumLineSpacing`` apart. (See ``FlowSection`` for the decompiled sources.)
/// - the section inset's bottom, then the footer.
///
/// Item sizes come from the delegate's `collectionView(_:layout:sizeForItemAt:)` when it has
/// one, else from ``itemSize``, or — when ``estimatedItemSize`` is not zero — from the cells
/// themselves: items start at the estimate (50 × 50 for ``automaticSize``) and each cell
/// is asked for its `preferredLayoutAttributesFitting(_:)` when it is first shown; the layout
/// keeps what it answers until the item is reloaded, the width or the traits change, or the
/// data is reloaded. A delegate's size is then the starting size, as UIKit's sizing pass uses
/// it (`_getSizingInfosWithExistingSizingDictionary:`), and the cell still sizes itself, as
/// IGListKit's self-sizing example relies on (Examples-iOS SelfSizingCellsViewController:
/// an estimated item size with the delegate's full width and a cell that keeps that width).
///
/// Right to left, the layout mirrors itself, as UIKit's does (`-[_UIFlowLayoutRow layoutRow]`
/// places items from the right edge when the layout is not left to right), while
/// ``CollectionViewLayout/flipsHorizontallyInOppositeLayoutDirection`` stays false: vertical
/// lines start at the right (the section inset's left is then on the right), and horizontal
/// content runs from the right end. Truss does not move the initial content offset for it:
/// a right-to-left horizontal flow opens at offset zero, on its last items, as UIKit's does
/// (HeshamMegid/CollectionView-RTL-Bug reproduces it).
///
/// Item and supplementary origins are rounded to the window's pixels, as UIKit's
/// `_roundsToScreenScale` (on by default) rounds them; sizes are not.
open class CollectionViewFlowLayout: CollectionViewLayout {
  /// What section insets are measured from (UIKit's
  /// `UICollectionViewFlowLayout.SectionInsetReference`).
  public enum SectionInsetReference: Int, Hashable, Sendable {
    /// The content inset: the insets are used as they are.
    case fromContentInset
    /// The safe area: each inset across the lines grows by the safe area's inset beyond the
    /// adjusted content inset, and the content gains the same beyond the adjusted content
    /// inset before its first section and after its last.
    case fromSafeArea
    /// The layout margins, as the safe area.
    case fromLayoutMargins
  }

  /// The placeholder estimated size that asks cells for their sizes (UIKit's `automaticSize`,
  /// `CGFLOAT_MAX` × `CGFLOAT_MAX`). Items not yet measured are 50 × 50: what UIKit's
  /// `-_effectiveEstimatedItemSize` gives while no cell has been measured since the layout's
  /// last invalidation, which is every time it sizes its items.
  public static let automaticSize = CGSize(
    width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

  /// The direction the content scrolls in.
  open var scrollDirection = CollectionView.ScrollDirection.vertical {
    didSet { if scrollDirection != oldValue { invalidateLayout() } }
  }
  /// The size of every item, unless the delegate gives one (50 × 50 by default).
  open var itemSize = CGSize(width: 50, height: 50) {
    didSet { if itemSize != oldValue { invalidateLayout() } }
  }
  /// The size of items not yet measured; not zero makes cells size themselves (zero by
  /// default). ``automaticSize`` estimates 50 × 50.
  open var estimatedItemSize = CGSize.zero {
    didSet {
      guard estimatedItemSize != oldValue else { return }
      measuredSizes.removeAll()
      invalidateLayout()
    }
  }
  /// The least spacing between lines (10 by default).
  open var minimumLineSpacing: CGFloat = 10 {
    didSet { if minimumLineSpacing != oldValue { invalidateLayout() } }
  }
  /// The least spacing between items in a line (10 by default); full lines share their spare
  /// room out as more.
  open var minimumInteritemSpacing: CGFloat = 10 {
    didSet { if minimumInteritemSpacing != oldValue { invalidateLayout() } }
  }
  /// The margins around each section's items (zero by default).
  open var sectionInset = EdgeInsets.zero {
    didSet { if sectionInset != oldValue { invalidateLayout() } }
  }
  /// What ``sectionInset`` is measured from (the content inset by default).
  open var sectionInsetReference = SectionInsetReference.fromContentInset {
    didSet { if sectionInsetReference != oldValue { invalidateLayout() } }
  }
  /// The size of each section's header: its height when scrolling vertically, its width
  /// horizontally (zero, no header, by default).
  open var headerReferenceSize = CGSize.zero {
    didSet { if headerReferenceSize != oldValue { invalidateLayout() } }
  }
  /// The size of each section's footer, as the header's.
  open var footerReferenceSize = CGSize.zero {
    didSet { if footerReferenceSize != oldValue { invalidateLayout() } }
  }

  /// The sections as last computed.
  var sections: [FlowSection] = []
  /// The sizes cells gave, by section and item (`nil`: not measured), kept across rebuilds.
  var measuredSizes: [[CGSize?]] = []
  /// Whether the sections must be computed again before the next query.
  var needsRebuild = true
  /// The collection's length across the lines (its width less the adjusted content inset,
  /// when scrolling vertically).
  var dimension: CGFloat = 0
  /// The content's length along, and what the inset reference adds before and after it.
  var contentLength: CGFloat = 0
  var extraBefore: CGFloat = 0
  var extraAfter: CGFloat = 0
  /// The collection view's bounds when the sections were last computed.
  var laidOutBounds = CGRect.zero
  /// Whether the layout is mirrored (right to left) and the pixel scale origins round to.
  var mirrored = false
  var scale: CGFloat = 1
  /// Set by the delegate protocol's default `sizeForItemAt`: the delegate gives no sizes.
  package var sizeQueryFellBack = false

  /// A flow layout with UIKit's defaults.
  public override init() {
    super.init()
  }

  /// A flow layout decoded from an archive (Truss has no nibs: UIKit's defaults).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Computes the sections if anything invalidated them. Override to set properties first
  /// (UIKit code often sets ``itemSize`` from the collection view's width here, after calling
  /// `super`); a change invalidates the layout again, and the next query uses it.
  open override func prepare() {
    super.prepare()
    rebuildIfNeeded()
  }

  /// Computes the sections again before the next query, and lays the collection view out
  /// again.
  open override func invalidateLayout() {
    needsRebuild = true
    super.invalidateLayout()
  }

  /// The content's size: as wide as the collection less its adjusted content inset and as
  /// tall as the sections (scrolling vertically; swapped horizontally).
  open override var collectionViewContentSize: CGSize {
    rebuildIfNeeded()
    let along = contentLength
    return scrollDirection == .vertical
      ? CGSize(width: dimension, height: along) : CGSize(width: along, height: dimension)
  }

  /// Whether the new bounds change the length lines fill (the width when scrolling
  /// vertically) from the bounds the layout last computed for: then item sizes and lines are
  /// computed again.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    scrollDirection == .vertical
      ? newBounds.width != laidOutBounds.width : newBounds.height != laidOutBounds.height
  }

  /// Whether a measured cell's size differs from its item's: true when the layout estimates
  /// sizes and the sizes differ (UIKit's flow layout answers so for estimated sizes).
  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
  ) -> Bool {
    estimatesSizes && preferredAttributes.representedElementCategory == .cell
      && preferredAttributes.size != originalAttributes.size
  }

  // MARK: Queries

  /// The attributes of the items, headers and footers whose frames overlap `rect`.
  open override func layoutAttributesForElements(
    in rect: CGRect
  ) -> [CollectionViewLayoutAttributes]? {
    rebuildIfNeeded()
    var result: [CollectionViewLayoutAttributes] = []
    forEachElement(in: rect) { result.append($0) }
    return result
  }

  /// The attributes of the item at `indexPath`, or `nil` outside the data.
  open override func layoutAttributesForItem(
    at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    rebuildIfNeeded()
    guard indexPath.count == 2, sections.indices.contains(indexPath.section),
      (0..<sections[indexPath.section].count).contains(indexPath.item)
    else { return nil }
    let section = sections[indexPath.section]
    let line = section.line(of: indexPath.item)
    let placement = section.acrossPlacement(of: line)
    var across = placement.start
    for i in section.lines[line].first..<indexPath.item {
      across += section.across[i] + placement.spacing
    }
    return itemAttributes(
      section: indexPath.section, item: indexPath.item, line: section.lines[line], across: across)
  }

  /// The attributes of the header (``CollectionView/elementKindSectionHeader``) or footer of
  /// the section at `indexPath`, or `nil` when it has none.
  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    rebuildIfNeeded()
    guard !indexPath.isEmpty, sections.indices.contains(indexPath[0]) else { return nil }
    switch elementKind {
    case CollectionView.elementKindSectionHeader: return headerAttributes(indexPath[0])
    case CollectionView.elementKindSectionFooter: return footerAttributes(indexPath[0])
    default: return nil
    }
  }

  // MARK: Hooks for the collection view (not API)

  package override var estimatesSizes: Bool { estimatedItemSize != .zero }

  package override func needsMeasurement(at indexPath: IndexPath) -> Bool {
    rebuildIfNeeded()
    guard estimatesSizes, sections.indices.contains(indexPath.section) else { return false }
    let section = sections[indexPath.section]
    return section.measured.indices.contains(indexPath.item) && !section.measured[indexPath.item]
  }

  package override func recordPreferredAttributes(
    _ preferred: CollectionViewLayoutAttributes, original: CollectionViewLayoutAttributes
  ) -> Bool {
    rebuildIfNeeded()
    let path = original.indexPath
    guard preferred.representedElementCategory == .cell, path.count == 2,
      sections.indices.contains(path.section),
      sections[path.section].measured.indices.contains(path.item)
    else { return false }
    // The section is changed in place (a copy would copy its arrays at every measurement).
    sections[path.section].measured[path.item] = true
    let currentAcross = sections[path.section].across[path.item]
    let currentAlong = sections[path.section].along[path.item]
    let invalidates = shouldInvalidateLayout(
      forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    // A size that does not invalidate stays as it is, measured.
    let size =
      invalidates
      ? CGSize(width: max(0, preferred.size.width), height: max(0, preferred.size.height))
      : isVertical
        ? CGSize(width: currentAcross, height: currentAlong)
        : CGSize(width: currentAlong, height: currentAcross)
    if measuredSizes.indices.contains(path.section),
      measuredSizes[path.section].indices.contains(path.item)
    {
      measuredSizes[path.section][path.item] = size
    }
    let (across, along) = flowLengths(size)
    guard invalidates, across != currentAcross || along != currentAlong else { return false }
    sections[path.section].across[path.item] = across
    sections[path.section].along[path.item] = along
    let lengthChanged = sections[path.section].itemChanged(path.item)
    if lengthChanged { placeSections(from: path.section) }
    return true
  }

  package override func forgetAllMeasurements() {
    measuredSizes.removeAll()
    invalidateLayout()
  }

  package override func applyUpdate(_ update: CollectionViewUpdate) {
    let old = measuredSizes
    measuredSizes = update.sources.map { items in
      items.map { source -> CGSize? in
        guard let source, old.indices.contains(source.section),
          old[source.section].indices.contains(source.item)
        else { return nil }
        return old[source.section][source.item]
      }
    }
    invalidateLayout()
  }

  package override func realisationRect(around rect: CGRect) -> CGRect {
    rebuildIfNeeded()
    let (low, high) = alongRange(of: rect)
    var first: FlowBandIndex?
    var last: FlowBandIndex?
    forEachBand(from: low, to: high) { index, _ in
      if first == nil { first = index }
      last = index
    }
    guard let first, let last else { return rect }
    // One line more at each end (and the headers and footers on the way).
    let before = lineBand(before: first).map(bandExtent)?.start ?? low
    let after = lineBand(after: last).map(bandExtent).map { $0.start + $0.length } ?? high
    return physicalRect(of: rect, along: min(low, before), max(high, after))
  }

  package override func elementWindow(in rect: CGRect) -> ElementWindow? {
    rebuildIfNeeded()
    let (low, high) = alongRange(of: rect)
    var window = ElementWindow()
    forEachBand(from: low, to: high) { index, _ in
      if window.first == nil { window.first = index }
      window.last = index
    }
    return window
  }
}
