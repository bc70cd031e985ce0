import AutoLayout
import Foundation

// Realising what the collection view shows: preparing the layout, asking the data source for
// the cells and supplementary views in the visible part and its overscan, measuring the cells a
// layout estimates, and putting the rest back to wait for reuse.

extension CollectionView {
  /// The part of the content realised: the bounds, widened by the layout (a flow layout adds
  /// one line before and one after).
  var realisationRect: CGRect {
    collectionViewLayout.realisationRect(around: bounds)
  }

  /// Whether the layout's frames are mirrored for this view (a layout that flips in the
  /// opposite direction, in that direction).
  var flipsLayout: Bool {
    let layout = collectionViewLayout
    return layout.flipsHorizontallyInOppositeLayoutDirection
      && effectiveUserInterfaceLayoutDirection != layout.developmentLayoutDirection
  }

  /// `attributes` as the view uses them: mirrored across the content width when the layout
  /// flips.
  func flipped(_ attributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
    guard flipsLayout else { return attributes }
    let width = collectionViewLayout.collectionViewContentSize.width
    attributes.frame.origin.x = width - attributes.frame.maxX
    return attributes
  }

  /// The layout's elements in `rect` (view content coordinates).
  func layoutAttributes(in rect: CGRect) -> [CollectionViewLayoutAttributes] {
    var query = rect
    if flipsLayout {
      query.origin.x = collectionViewLayout.collectionViewContentSize.width - rect.maxX
    }
    return (collectionViewLayout.layoutAttributesForElements(in: query) ?? []).map(flipped)
  }

  /// Reads the counts and prepares the layout, if needed.
  func prepareLayoutIfNeeded() {
    loadCountsIfNeeded()
    guard !layoutIsPrepared else { return }
    layoutIsPrepared = true
    collectionViewLayout.prepare()
  }

  /// Realises the elements in the visible part and its overscan, measures the cells the layout
  /// estimates, puts the others back to wait for reuse, and gives the content guide the
  /// layout's content size.
  func updateVisibleElements() {
    noteBoundsChange()
    prepareLayoutIfNeeded()
    let rect = realisationRect
    var attributes = layoutAttributes(in: rect)
    // What left goes back to wait first, so what comes can reuse it.
    recycleElements(notIn: attributes)
    // Elements are realised in order, and a cell measured at a new size moves the items after
    // it: then the elements are asked for again before any of those is realised, so what a
    // measurement pushes out is never realised (each measurement is of an item that stays in
    // view, as a table measures its rows top to bottom). Every restart follows a measurement,
    // and an item is measured once, so this ends; the bound is a guard.
    var restarts = 0
    realising: while true {
      for element in attributes {
        if element.representedElementCategory == .cell {
          if cells[element.indexPath] == nil { realiseCell(element) }
          if collectionViewLayout.needsMeasurement(at: element.indexPath),
            let cell = cells[element.indexPath], measure(cell, element), restarts < 10_000
          {
            restarts += 1
            attributes = layoutAttributes(in: realisationRect)
            continue realising
          }
        } else if let kind = element.representedElementKind {
          let key = SupplementaryKey(kind: kind, indexPath: element.indexPath)
          if supplementaries[key] == nil { realiseSupplementary(element, key: key) }
        }
      }
      break
    }
    recycleElements(notIn: attributes)
    for element in attributes {
      if element.representedElementCategory == .cell {
        if let cell = cells[element.indexPath] { apply(element, to: cell) }
      } else if let kind = element.representedElementKind,
        let view = supplementaries[SupplementaryKey(kind: kind, indexPath: element.indexPath)]
      {
        apply(element, to: view)
      }
    }
    putBackUnreturnedViews()
    realisedWindow = collectionViewLayout.elementWindow(in: bounds)
    updateContentSize()
  }

  /// Notes that the data source returned `view`, which it dequeued.
  func returned(_ view: CollectionReusableView) {
    if let i = dequeuedViews.lastIndex(where: { $0.view === view }) { dequeuedViews.remove(at: i) }
  }

  /// Puts back to wait for reuse the views dequeued and not returned (by a data source that
  /// dequeued two for one item, or dequeued without being asked), unless they were put in
  /// another view. UIKit (iOS 18) raises "Expected dequeued view to be returned to the
  /// collection view in preparation for display…" from `-[UICollectionView
  /// _updateVisibleCellsNow:]` (NSInternalInconsistencyException, as reported in
  /// Juanpe/SkeletonView#580 and Instabug/Instabug-iOS#503); Truss logs the same words and
  /// keeps the view for reuse.
  func putBackUnreturnedViews() {
    guard !dequeuedViews.isEmpty else { return }
    let unreturned = dequeuedViews
    dequeuedViews = []
    for (view, identifier) in unreturned {
      report(
        "Expected dequeued view to be returned to the collection view in preparation for "
          + "display. When the collection view's data source is asked to provide a view for a "
          + "given index path, ensure that a single view is dequeued and returned to the "
          + "collection view. Avoid dequeuing views without a request from the collection "
          + "view. For retrieving an existing view in the collection view, use "
          + "cellForItem(at:) or supplementaryView(forElementKind:at:). Dequeued view: "
          + "\(view.layoutName). Truss keeps it for reuse.")
      guard view.superview === self || view.superview == nil else { continue }
      if view.superview == nil { addSubview(view) }
      if let cell = view as? CollectionViewCell {
        cellPool.putAway(cell, identifier: identifier)
      } else {
        supplementaryPool.putAway(view, identifier: identifier)
      }
    }
  }

  /// Puts back to wait for reuse the realised views `attributes` does not place, in order.
  func recycleElements(notIn attributes: [CollectionViewLayoutAttributes]) {
    var keptCells = Set<IndexPath>()
    var keptSupplementaries = Set<SupplementaryKey>()
    for element in attributes {
      if element.representedElementCategory == .cell {
        keptCells.insert(element.indexPath)
      } else if let kind = element.representedElementKind {
        keptSupplementaries.insert(SupplementaryKey(kind: kind, indexPath: element.indexPath))
      }
    }
    for path in cells.keys.sorted() where !keptCells.contains(path) {
      if let cell = cells[path] { recycle(cell, at: path) }
    }
    let leaving = supplementaries.keys.filter { !keptSupplementaries.contains($0) }
    for key in leaving.sorted(by: { ($0.indexPath, $0.kind) < ($1.indexPath, $1.kind) }) {
      if let view = supplementaries[key] { recycle(view, key: key) }
    }
  }

  /// Drops what the layout computed for another size when the size (or the insets the layout
  /// measures from) changed: every measured size, when the length lines fill changed.
  func noteBoundsChange() {
    let size = bounds.size
    let insets = adjustedContentInset
    defer {
      laidOutSize = size
      laidOutInsets = insets
    }
    guard let previous = laidOutSize, previous != size || laidOutInsets != insets else { return }
    let layout = collectionViewLayout
    guard layout.shouldInvalidateLayout(forBoundsChange: bounds) || laidOutInsets != insets
    else { return }
    if layout.estimatesSizes {
      layout.forgetAllMeasurements()
    } else {
      layout.invalidateLayout()
    }
    prepareLayoutIfNeeded()
  }

  /// Asks the data source for the cell of an item coming into view.
  func realiseCell(_ attributes: CollectionViewLayoutAttributes) {
    guard let dataSource else { return }
    let path = attributes.indexPath
    pendingAttributes = attributes
    let cell = dataSource.collectionView(self, cellForItemAt: path)
    pendingAttributes = nil
    returned(cell)
    if cell.reuseIdentifier == nil {
      report(
        "the cell returned from collectionView(_:cellForItemAt:) for \(Self.describe(path)) "
          + "does not have a reuseIdentifier - cells must be retrieved by calling "
          + "dequeueReusableCell(withReuseIdentifier:for:)")
    }
    if cell.superview !== self { addSubview(cell) }
    cell.isHidden = false
    apply(attributes, to: cell)
    cells[path] = cell
    delegate?.collectionView(self, willDisplay: cell, forItemAt: path)
  }

  /// Asks the data source for a header or footer coming into view.
  func realiseSupplementary(_ attributes: CollectionViewLayoutAttributes, key: SupplementaryKey) {
    guard let dataSource else { return }
    pendingAttributes = attributes
    let view = dataSource.collectionView(
      self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
    pendingAttributes = nil
    returned(view)
    if view.superview !== self { addSubview(view) }
    view.isHidden = false
    apply(attributes, to: view)
    supplementaries[key] = view
    delegate?.collectionView(
      self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
  }

  /// Asks `cell` for its preferred attributes (rounded to pixels, as UIKit rounds them) and
  /// gives them to the layout. Returns whether the layout's geometry changed.
  func measure(_ cell: CollectionViewCell, _ attributes: CollectionViewLayoutAttributes) -> Bool {
    // The cell's new frame reaches its content view through the engine: apply it first, so
    // the fitting starts from frames that agree (UIKit resizes subviews at once).
    cell.layoutIfNeeded()
    let proposed = attributes.copy() as? CollectionViewLayoutAttributes ?? attributes
    let preferred = cell.preferredLayoutAttributesFitting(proposed)
    let scale = max(1, window?.scale ?? 1)
    func round(_ x: CGFloat) -> CGFloat { x.isFinite ? (x * scale).rounded() / scale : 0 }
    let f = preferred.frame
    preferred.frame = CGRect(
      x: round(f.minX), y: round(f.minY), width: round(f.width), height: round(f.height))
    return collectionViewLayout.recordPreferredAttributes(preferred, original: attributes)
  }

  /// Puts a cell back to wait for reuse: hidden, still a subview (a cell without a reuse
  /// identifier cannot be reused and leaves).
  func recycle(_ cell: CollectionViewCell, at path: IndexPath) {
    cells[path] = nil
    cellPool.putAway(cell, identifier: cell.reuseIdentifier)
    delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
  }

  /// Puts a supplementary view back to wait for reuse.
  func recycle(_ view: CollectionReusableView, key: SupplementaryKey) {
    supplementaries[key] = nil
    supplementaryPool.putAway(
      view, identifier: view.reuseIdentifier.map { Self.supplementaryIdentifier(key.kind, $0) })
    delegate?.collectionView(
      self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
  }

  /// Gives the content layout guide the layout's content size, through two constraints the
  /// view owns (changed only when the size does).
  func updateContentSize() {
    let size = collectionViewLayout.collectionViewContentSize
    let width = size.width.isFinite ? max(0, size.width) : 0
    let height = size.height.isFinite ? max(0, size.height) : 0
    if contentSizeConstraints.isEmpty {
      let widthConstraint = contentLayoutGuide.widthAnchor.constraint(equalToConstant: width)
      widthConstraint.identifier = "UICollectionView-contentSize-width"
      let heightConstraint = contentLayoutGuide.heightAnchor.constraint(equalToConstant: height)
      heightConstraint.identifier = "UICollectionView-contentSize-height"
      contentSizeConstraints = [widthConstraint, heightConstraint]
      LayoutConstraint.activate(contentSizeConstraints)
      return
    }
    if contentSizeConstraints[0].constant != width { contentSizeConstraints[0].constant = width }
    if contentSizeConstraints[1].constant != height { contentSizeConstraints[1].constant = height }
  }
}
