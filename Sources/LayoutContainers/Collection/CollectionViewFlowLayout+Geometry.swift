import AutoLayout
import Foundation

// The flow layout's sections computed from the collection view, and its frames: flow
// coordinates (along the scrolling axis, across the lines) turned into the collection view's,
// mirrored right to left and rounded to pixels.

extension CollectionViewFlowLayout {
  var isVertical: Bool { scrollDirection == .vertical }

  /// A size as (across, along) lengths.
  func flowLengths(_ size: CGSize) -> (CGFloat, CGFloat) {
    isVertical ? (size.width, size.height) : (size.height, size.width)
  }

  /// The size items take before their cells are measured.
  var effectiveEstimatedItemSize: CGSize {
    estimatedItemSize == Self.automaticSize ? CGSize(width: 50, height: 50) : estimatedItemSize
  }

  /// Computes every section again from the collection view (its data, its size and insets,
  /// the delegate's metrics and the measured sizes kept), if anything invalidated them.
  func rebuildIfNeeded() {
    guard needsRebuild else { return }
    needsRebuild = false
    guard let collectionView else {
      sections = []
      contentLength = 0
      return
    }
    let bounds = collectionView.bounds
    laidOutBounds = bounds
    let adjusted = collectionView.adjustedContentInset
    dimension = max(
      0,
      isVertical
        ? bounds.width - adjusted.left - adjusted.right
        : bounds.height - adjusted.top - adjusted.bottom)
    mirrored = collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft
    scale = max(1, collectionView.window?.scale ?? 1)
    let reference = insetReference(of: collectionView)
    // What the inset reference adds along, once before the content and once after it.
    let extra = adjustedInset(.zero, reference: reference, adjusted: adjusted, along: true)
    extraBefore = isVertical ? extra.top : extra.left
    extraAfter = isVertical ? extra.bottom : extra.right
    let delegate = collectionView.delegate as? any CollectionViewDelegateFlowLayout
    var oversized = false
    var negative = false
    var built: [FlowSection] = []
    let sectionCount = collectionView.numberOfSections
    built.reserveCapacity(sectionCount)
    if measuredSizes.count != sectionCount {
      measuredSizes = Array(repeating: [], count: sectionCount)
    }
    // Whether the delegate gives item sizes: its default `sizeForItemAt` says it does not.
    var delegateSizes = delegate != nil
    for s in 0..<sectionCount {
      let count = collectionView.numberOfItems(inSection: s)
      if measuredSizes[s].count != count { measuredSizes[s] = Array(repeating: nil, count: count) }
      var section = FlowSection()
      let inset = adjustedInset(
        delegate?.collectionView(collectionView, layout: self, insetForSectionAt: s)
          ?? sectionInset, reference: reference, adjusted: adjusted, along: false)
      if isVertical {
        (section.insetBefore, section.insetAfter) = (inset.top, inset.bottom)
        (section.insetStart, section.insetEnd) = (inset.left, inset.right)
      } else {
        (section.insetBefore, section.insetAfter) = (inset.left, inset.right)
        (section.insetStart, section.insetEnd) = (inset.top, inset.bottom)
      }
      section.lineSpacing =
        delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: s)
        ?? minimumLineSpacing
      section.interitemSpacing =
        delegate?.collectionView(
          collectionView, layout: self, minimumInteritemSpacingForSectionAt: s)
        ?? minimumInteritemSpacing
      let header =
        delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: s)
        ?? headerReferenceSize
      let footer =
        delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: s)
        ?? footerReferenceSize
      section.header = max(0, isVertical ? header.height : header.width)
      section.footer = max(0, isVertical ? footer.height : footer.width)
      section.available = dimension - section.insetStart - section.insetEnd
      section.measured = Array(repeating: false, count: count)
      // The layout's own size for every item first (the estimate, or the item size), then
      // what the delegate or the measurements say: one pass over plain arrays.
      let estimates = estimatesSizes
      let (ownAcross, ownAlong) = flowLengths(
        usable(estimates ? effectiveEstimatedItemSize : itemSize, negative: &negative))
      section.across = Array(repeating: ownAcross, count: count)
      section.along = Array(repeating: ownAlong, count: count)
      if count > 0, ownAcross > section.available { oversized = true }
      let measured = measuredSizes[s]
      for item in 0..<count {
        var size: CGSize?
        if delegateSizes, let delegate {
          sizeQueryFellBack = false
          let asked = delegate.collectionView(
            collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: s))
          if sizeQueryFellBack { delegateSizes = false } else { size = asked }
        }
        if size == nil, estimates, let known = measured[item] {
          size = known
          section.measured[item] = true
        }
        guard let size else {
          // Neither the delegate nor a measurement: the layout's own size stays. With no
          // delegate sizes, nothing else can come for the rest of the section.
          if !estimates, !delegateSizes { break }
          continue
        }
        let (across, along) = flowLengths(usable(size, negative: &negative))
        if across > section.available { oversized = true }
        section.across[item] = across
        section.along[item] = along
      }
      section.fixedItemSize = !delegateSizes && !estimatesSizes
      section.breakAllLines()
      built.append(section)
    }
    sections = built
    placeSections(from: 0)
    if negative {
      reportLayoutIssue(
        "Negative sizes are not supported by flow layout: an item size was taken as 0. "
          + "Collection view: \(collectionView.layoutName)", near: collectionView)
    }
    if oversized {
      // UIKit's words (-[_UIFlowLayoutSection logInvalidSizesForHorizontalDirection:…]).
      let axis = isVertical ? "width" : "height"
      let sides = isVertical ? "left and right" : "top and bottom"
      reportLayoutIssue(
        "The behavior of the UICollectionViewFlowLayout is not defined because: the item "
          + "\(axis) must be less than the \(axis) of the UICollectionView minus the section "
          + "insets \(sides) values, minus the content insets \(sides) values. Truss puts such "
          + "an item alone on its line. Collection view: \(collectionView.layoutName)",
        near: collectionView)
    }
  }

  /// `size` with negative or infinite lengths taken as 0, noting that there were some.
  func usable(_ size: CGSize, negative: inout Bool) -> CGSize {
    guard size.width < 0 || size.height < 0 || !size.width.isFinite || !size.height.isFinite
    else { return size }
    negative = true
    return CGSize(
      width: size.width.isFinite ? max(0, size.width) : 0,
      height: size.height.isFinite ? max(0, size.height) : 0)
  }

  /// The insets ``sectionInsetReference`` measures from, or `nil` for the content inset.
  func insetReference(of collectionView: CollectionView) -> EdgeInsets? {
    switch sectionInsetReference {
    case .fromContentInset: nil
    case .fromSafeArea: collectionView.safeAreaInsets
    case .fromLayoutMargins: collectionView.layoutMargins
    }
  }

  /// A section inset measured from `reference` rather than the content inset, as UIKit's
  /// `-_adjustedSectionInsetForSectionInset:forAxis:` measures it: on each side of the axis
  /// the lines fill (or, with `along`, of the scrolling axis), the inset plus the reference's,
  /// less the adjusted content inset already there, at least 0.
  func adjustedInset(
    _ inset: EdgeInsets, reference: EdgeInsets?, adjusted: EdgeInsets, along: Bool
  ) -> EdgeInsets {
    guard let reference else { return along ? .zero : inset }
    var result = inset
    if isVertical != along {
      result.left = max(inset.left + reference.left - adjusted.left, 0)
      result.right = max(inset.right + reference.right - adjusted.right, 0)
    } else {
      result.top = max(inset.top + reference.top - adjusted.top, 0)
      result.bottom = max(inset.bottom + reference.bottom - adjusted.bottom, 0)
    }
    return result
  }

  /// Places the sections from `first` on one after another, and measures the content.
  func placeSections(from first: Int) {
    var start = first == 0 ? extraBefore : sections[first - 1].start + sections[first - 1].length
    for s in first..<sections.count {
      sections[s].start = start
      start += sections[s].length
    }
    contentLength = start + extraAfter
  }

  // MARK: Bands and frames

  /// The range along the scrolling axis `rect` covers, in flow coordinates (a right-to-left
  /// horizontal flow runs from the content's right end).
  func alongRange(of rect: CGRect) -> (CGFloat, CGFloat) {
    if isVertical { return (rect.minY, rect.maxY) }
    return mirrored
      ? (contentLength - rect.maxX, contentLength - rect.minX) : (rect.minX, rect.maxX)
  }

  /// `rect` with its extent along the scrolling axis replaced by `low..<high` (flow
  /// coordinates).
  func physicalRect(of rect: CGRect, along low: CGFloat, _ high: CGFloat) -> CGRect {
    if isVertical { return CGRect(x: rect.minX, y: low, width: rect.width, height: high - low) }
    let x = mirrored ? contentLength - high : low
    return CGRect(x: x, y: rect.minY, width: high - low, height: rect.height)
  }

  /// Where a band starts along (content flow coordinates) and its length.
  func bandExtent(_ index: FlowBandIndex) -> (start: CGFloat, length: CGFloat) {
    let section = sections[index.section]
    if index.band == 0 { return (section.start, section.header) }
    if index.band <= section.lines.count {
      let line = section.lines[index.band - 1]
      return (section.start + line.offset, line.thickness)
    }
    return (section.start + section.length - section.footer, section.footer)
  }

  /// The line band before `index` (in an earlier section if need be), or `nil`.
  func lineBand(before index: FlowBandIndex) -> FlowBandIndex? {
    var s = index.section
    // The lines before the band: lines 1..<band of its section (all of them for a footer).
    var line = min(index.band, sections[s].lines.count + 1) - 1
    while true {
      if line >= 1 { return FlowBandIndex(section: s, band: line) }
      s -= 1
      guard s >= 0 else { return nil }
      line = sections[s].lines.count
    }
  }

  /// The line band after `index` (in a later section if need be), or `nil`.
  func lineBand(after index: FlowBandIndex) -> FlowBandIndex? {
    var s = index.section
    var line = index.band + 1
    while true {
      if line >= 1, line <= sections[s].lines.count { return FlowBandIndex(section: s, band: line) }
      s += 1
      guard s < sections.count else { return nil }
      line = 1
    }
  }

  /// Calls `body` with each band (header, line, footer) overlapping `low..<high` along, in
  /// order: its index and its section-relative line index (`nil` for a header or footer).
  func forEachBand(
    from low: CGFloat, to high: CGFloat, _ body: (FlowBandIndex, Int?) -> Void
  ) {
    guard low < high else { return }
    // The first section ending past `low`.
    var s = 0
    var upper = sections.count
    while s < upper {
      let mid = (s + upper) / 2
      if sections[mid].start + sections[mid].length > low { upper = mid } else { s = mid + 1 }
    }
    while s < sections.count, sections[s].start < high {
      let section = sections[s]
      func overlaps(_ start: CGFloat, _ length: CGFloat) -> Bool {
        length > 0 && start < high && start + length > low
      }
      if overlaps(section.start, section.header) { body(FlowBandIndex(section: s, band: 0), nil) }
      var l = section.firstLine(endingAfter: low - section.start)
      while l < section.lines.count, section.start + section.lines[l].offset < high {
        if overlaps(section.start + section.lines[l].offset, section.lines[l].thickness) {
          body(FlowBandIndex(section: s, band: l + 1), l)
        }
        l += 1
      }
      if overlaps(section.start + section.length - section.footer, section.footer) {
        body(FlowBandIndex(section: s, band: section.lines.count + 1), nil)
      }
      s += 1
    }
  }

  /// Calls `body` with the attributes of every element whose frame overlaps `rect`.
  func forEachElement(in rect: CGRect, _ body: (CollectionViewLayoutAttributes) -> Void) {
    let (low, high) = alongRange(of: rect)
    forEachBand(from: low, to: high) { index, line in
      let candidate: CollectionViewLayoutAttributes?
      guard let line else {
        candidate =
          index.band == 0 ? headerAttributes(index.section) : footerAttributes(index.section)
        if let candidate, overlaps(candidate.frame, rect) { body(candidate) }
        return
      }
      let section = sections[index.section]
      let placement = section.acrossPlacement(of: line)
      var across = placement.start
      let flowLine = section.lines[line]
      for item in flowLine.first..<(flowLine.first + flowLine.count) {
        let attributes = itemAttributes(
          section: index.section, item: item, line: flowLine, across: across)
        if overlaps(attributes.frame, rect) { body(attributes) }
        across += section.across[item] + placement.spacing
      }
    }
  }

  /// Whether two rectangles share area (touching edges do not).
  func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
    a.minX < b.maxX && a.maxX > b.minX && a.minY < b.maxY && a.maxY > b.minY
  }

  /// A new attributes object of the layout's class (UIKit's `layoutAttributesClass`).
  func makeAttributes(kind: String?, indexPath: IndexPath) -> CollectionViewLayoutAttributes {
    let type =
      Self.layoutAttributesClass as? CollectionViewLayoutAttributes.Type
      ?? CollectionViewLayoutAttributes.self
    guard let kind else { return type.init(forCellWith: indexPath) }
    return type.init(forSupplementaryViewOfKind: kind, with: indexPath)
  }

  /// The attributes of an item `across` from the content's leading edge in `line`.
  func itemAttributes(
    section s: Int, item: Int, line: FlowLine, across: CGFloat
  ) -> CollectionViewLayoutAttributes {
    let section = sections[s]
    // Centered along in its line, as UIKit's rows center their items by default.
    let along = section.start + line.offset + (line.thickness - section.along[item]) / 2
    let attributes = makeAttributes(kind: nil, indexPath: IndexPath(item: item, section: s))
    attributes.frame = frame(
      along: along, across: across, alongLength: section.along[item],
      acrossLength: section.across[item])
    return attributes
  }

  /// The header of section `s`, as long across as the content, or `nil` when it has none.
  func headerAttributes(_ s: Int) -> CollectionViewLayoutAttributes? {
    boundaryAttributes(CollectionView.elementKindSectionHeader, s)
  }

  /// The footer of section `s`, or `nil` when it has none.
  func footerAttributes(_ s: Int) -> CollectionViewLayoutAttributes? {
    boundaryAttributes(CollectionView.elementKindSectionFooter, s)
  }

  /// The header or footer (`kind`) of section `s`: at the section's start or end, as long
  /// across as the content, above the items; `nil` when the section has none.
  private func boundaryAttributes(_ kind: String, _ s: Int) -> CollectionViewLayoutAttributes? {
    let section = sections[s]
    let isHeader = kind == CollectionView.elementKindSectionHeader
    let length = isHeader ? section.header : section.footer
    guard length > 0 else { return nil }
    let attributes = makeAttributes(kind: kind, indexPath: IndexPath(item: 0, section: s))
    attributes.frame = frame(
      along: isHeader ? section.start : section.start + section.length - length, across: 0,
      alongLength: length, acrossLength: dimension)
    attributes.zIndex = 10
    return attributes
  }

  /// A frame in the collection view's content coordinates from flow coordinates: mirrored
  /// right to left, its origin rounded to pixels.
  func frame(
    along: CGFloat, across: CGFloat, alongLength: CGFloat, acrossLength: CGFloat
  ) -> CGRect {
    var x: CGFloat
    var y: CGFloat
    let width: CGFloat
    let height: CGFloat
    if isVertical {
      (x, y, width, height) = (across, along, acrossLength, alongLength)
      if mirrored { x = dimension - x - width }
    } else {
      (x, y, width, height) = (along, across, alongLength, acrossLength)
      if mirrored { x = contentLength - x - width }
    }
    x = (x * scale).rounded() / scale
    y = (y * scale).rounded() / scale
    return CGRect(x: x, y: y, width: width, height: height)
  }
}
