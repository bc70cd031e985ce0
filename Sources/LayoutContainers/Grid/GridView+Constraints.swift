import AutoLayout
import Foundation

// The constraints a grid view keeps: the bands of its rows and columns (as layout guides),
// the guides of merged regions and of baseline-aligned groups, and the placement of every
// content view. GridView.swift lists their names.

extension GridView {
  /// The attributes of one axis: its two edges, its length and its center.
  struct Edges {
    let start: LayoutConstraint.Attribute
    let end: LayoutConstraint.Attribute
    let length: LayoutConstraint.Attribute
    let center: LayoutConstraint.Attribute

    static let horizontal = Edges(
      start: .leading, end: .trailing, length: .width, center: .centerX)
    static let vertical = Edges(start: .top, end: .bottom, length: .height, center: .centerY)
  }

  /// A row or column as the constraints see it.
  struct Band {
    let guide: LayoutGuide
    /// `NSGridView-row-2`.
    let name: String
    let isHidden: Bool
    /// The fixed length, or `nil` for one sized by content.
    let fixedLength: CGFloat?
    let startPadding: CGFloat
    let endPadding: CGFloat
  }

  /// One content view of a row whose cells line up on baselines.
  struct AlignedContent {
    let view: View
    let baseline: LayoutConstraint.Attribute
    /// `NSGridView-cell-1-2`.
    let name: String
    /// The cell's y placement (cell, row, then grid).
    let placement: GridCell.Placement
  }

  /// The priority at which automatic bands hug their content on `axis`: the grid's own
  /// content hugging priority, below the default compression resistance so that hugging never
  /// squeezes content.
  func bandHugging(_ axis: LayoutConstraint.Axis) -> LayoutPriority {
    min(contentHuggingPriority(for: axis), LayoutPriority.defaultHigh - 1)
  }

  /// The priority of the ends of content that spans several bands: one step below the last
  /// band's hugging, so that such content overflows its region rather than widen the bands.
  func overflowPriority(_ axis: LayoutConstraint.Axis) -> LayoutPriority {
    LayoutPriority(max(1, bandHugging(axis).rawValue - 2))
  }

  /// A constraint named as the grid names its constraints.
  func make(
    _ identifier: String, _ item: AnyObject, _ attribute: LayoutConstraint.Attribute,
    _ other: AnyObject?, _ otherAttribute: LayoutConstraint.Attribute,
    relation: LayoutConstraint.Relation = .equal, constant: CGFloat = 0,
    priority: LayoutPriority = .required
  ) -> LayoutConstraint {
    let c = LayoutConstraint(
      item: item, attribute: attribute, relatedBy: relation, toItem: other,
      attribute: otherAttribute, multiplier: 1, constant: constant)
    c.identifier = identifier
    c.priority = priority
    return c
  }

  /// Makes the grid's constraints again, activates the custom placement constraints of the
  /// visible cells and deactivates the others.
  ///
  /// The constraints are made anew as values, then matched against the active ones: a
  /// constraint between the same items and attributes, with the same relation, is kept (its
  /// constant, optional priority and name updated in place), so that a change touches only
  /// the constraints it changes in the solver. Hiding one row of a 100 × 10 grid of labels
  /// replaces a handful of its 4,442 constraints instead of all of them (measured in a debug
  /// build: 2.3 s to deactivate and add the whole set again, 46 ms this way).
  func rebuildConstraints() {
    needsArrangement = false
    syncBandGuides()
    spareRegionGuides = regionGuides
    regionGuides.removeAll()
    var custom: [LayoutConstraint] = []
    let made = makeConstraints(custom: &custom)
    // Only active constraints can be kept: the engine deactivates those of a content view
    // that left the grid, and removing a guide deactivates its constraints.
    var active: [ConstraintKey: [LayoutConstraint]] = [:]
    for c in gridConstraints where c.isActive { active[ConstraintKey(c), default: []].append(c) }
    var kept: [LayoutConstraint] = []
    var added: [LayoutConstraint] = []
    var updates: [(old: LayoutConstraint, new: LayoutConstraint)] = []
    kept.reserveCapacity(made.count)
    for c in made {
      if let old = active[ConstraintKey(c)]?.popLast() {
        updates.append((old, c))
        kept.append(old)
      } else {
        added.append(c)
        kept.append(c)
      }
    }
    // The constraints left unmatched go first, in the order they were made (deterministic),
    // so that the kept ones never meet a stale one: the set only shrinks, then grows.
    let unmatched = Set(active.values.joined().map(ObjectIdentifier.init))
    LayoutConstraint.deactivate(gridConstraints.filter { unmatched.contains(ObjectIdentifier($0)) })
    for (old, new) in updates {
      if old.constant != new.constant { old.constant = new.constant }
      if old.priority != new.priority { old.priority = new.priority }
      old.identifier = new.identifier
    }
    for guide in spareRegionGuides { removeLayoutGuide(guide) }
    spareRegionGuides.removeAll()
    gridConstraints = kept
    // Held by the grid, as a stack view holds its constraints.
    addConstraints(added)
    let wanted = Set(custom.map(ObjectIdentifier.init))
    LayoutConstraint.deactivate(
      activeCustomConstraints.filter { !wanted.contains(ObjectIdentifier($0)) })
    LayoutConstraint.activate(custom.filter { !$0.isActive })
    activeCustomConstraints = custom
  }

  /// A guide for a merged region or a baseline group: one kept from the last rebuild if any is
  /// left (so that its constraints can be kept too), or a new one.
  func regionGuide(named name: String) -> LayoutGuide {
    let guide: LayoutGuide
    if spareRegionGuides.isEmpty {
      guide = LayoutGuide()
      addLayoutGuide(guide)
    } else {
      guide = spareRegionGuides.removeFirst()
    }
    guide.identifier = name
    regionGuides.append(guide)
    return guide
  }

  /// One guide per row and per column, kept from one rebuild to the next (only their number
  /// and names change).
  private func syncBandGuides() {
    func sync(_ guides: inout [LayoutGuide], count: Int, name: String) {
      while guides.count > count, let guide = guides.popLast() { removeLayoutGuide(guide) }
      while guides.count < count {
        let guide = LayoutGuide()
        addLayoutGuide(guide)
        guides.append(guide)
      }
      for (index, guide) in guides.enumerated() { guide.identifier = "NSGridView-\(name)-\(index)" }
    }
    sync(&rowGuides, count: rows.count, name: "row")
    sync(&columnGuides, count: columns.count, name: "column")
  }

  /// Every constraint the grid holds, for its current rows, columns, cells and settings;
  /// `custom` receives the custom placement constraints of the visible cells.
  func makeConstraints(custom: inout [LayoutConstraint]) -> [LayoutConstraint] {
    let rowBands = rows.enumerated().map { index, row in
      Band(
        guide: rowGuides[index], name: "NSGridView-row-\(index)", isHidden: row.isHidden,
        fixedLength: row.height == GridView.sizedForContent ? nil : max(0, row.height),
        startPadding: row.topPadding, endPadding: row.bottomPadding)
    }
    let columnBands = columns.enumerated().map { index, column in
      Band(
        guide: columnGuides[index], name: "NSGridView-column-\(index)",
        isHidden: column.isHidden,
        fixedLength: column.width == GridView.sizedForContent ? nil : max(0, column.width),
        startPadding: column.leadingPadding, endPadding: column.trailingPadding)
    }
    var made = bandConstraints(
      rowBands, along: .vertical, across: .horizontal, spacing: rowSpacing,
      hugging: bandHugging(.vertical), names: ("top", "bottom", "height"))
    made += bandConstraints(
      columnBands, along: .horizontal, across: .vertical, spacing: columnSpacing,
      hugging: bandHugging(.horizontal), names: ("leading", "trailing", "width"))
    var aligned: [[AlignedContent]] = Array(repeating: [], count: rows.count)
    for r in rows.indices {
      for c in columns.indices {
        let cell = rows[r].cells[c]
        if let head = cell.mergeHead, head !== cell { continue }
        made += cellConstraints(cell, column: c, row: r, aligned: &aligned[r], custom: &custom)
      }
    }
    for r in rows.indices where !aligned[r].isEmpty {
      made += groupConstraints(aligned[r], row: r)
    }
    return made
  }

  /// The constraints of the bands of one axis: each band's start (after the previous visible
  /// band, its padding and the spacing), the last one's end, sizes, hugging, hidden bands'
  /// zero length, and each guide across the whole grid.
  private func bandConstraints(
    _ bands: [Band], along: Edges, across: Edges, spacing: CGFloat, hugging: LayoutPriority,
    names: (start: String, end: String, length: String)
  ) -> [LayoutConstraint] {
    var made: [LayoutConstraint] = []
    // The last visible automatic band takes what the grid is stretched by: it hugs one step
    // lower than the others, so no two bands tie for the extra space.
    let absorbing = bands.lastIndex { !$0.isHidden && $0.fixedLength == nil }
    var previous: Band?
    for (index, band) in bands.enumerated() {
      let guide = band.guide
      made.append(make("\(band.name)-span", guide, across.start, self, across.start))
      made.append(make("\(band.name)-span", guide, across.end, self, across.end))
      let start = "\(band.name)-\(names.start)"
      if band.isHidden {
        // Collapsed where the next visible band's spacing would start.
        made.append(make("\(band.name)-hidden", guide, along.length, nil, .notAnAttribute))
        made.append(
          previous.map {
            make(start, guide, along.start, $0.guide, along.end, constant: $0.endPadding)
          } ?? make(start, guide, along.start, self, along.start))
        continue
      }
      if let previous {
        made.append(
          make(
            start, guide, along.start, previous.guide, along.end,
            constant: previous.endPadding + spacing + band.startPadding))
      } else {
        made.append(make(start, guide, along.start, self, along.start, constant: band.startPadding))
      }
      if let length = band.fixedLength {
        made.append(
          make(
            "\(band.name)-\(names.length)", guide, along.length, nil, .notAnAttribute,
            constant: length))
      } else {
        made.append(
          make(
            "\(band.name)-hugging", guide, along.length, nil, .notAnAttribute,
            priority: index == absorbing ? LayoutPriority(max(1, hugging.rawValue - 1)) : hugging))
      }
      previous = band
    }
    if let last = previous {
      made.append(
        make(
          "\(last.name)-\(names.end)", self, along.end, last.guide, along.end,
          constant: last.endPadding))
    } else {
      // No visible band: the grid is as small as it can be on this axis.
      made.append(
        make(
          "NSGridView-empty-\(names.length)", self, along.length, nil, .notAnAttribute,
          priority: hugging))
    }
    return made
  }

  /// The constraints of one cell (a merged region's head): the region's guide, and the
  /// content's placement, unless its row aligns it on a baseline (then it joins `aligned`).
  private func cellConstraints(
    _ cell: GridCell, column c: Int, row r: Int, aligned: inout [AlignedContent],
    custom: inout [LayoutConstraint]
  ) -> [LayoutConstraint] {
    var made: [LayoutConstraint] = []
    let name = "NSGridView-cell-\(c)-\(r)"
    let span = regionSpan(ofHeadAt: c, r)
    var area: (x: AnyObject, y: AnyObject) = (columnGuides[c], rowGuides[r])
    if span.columns.count > 1 || span.rows.count > 1 {
      let guide = regionGuide(named: name)
      let last = (column: span.columns.upperBound - 1, row: span.rows.upperBound - 1)
      made.append(make("\(name)-merge", guide, .leading, columnGuides[c], .leading))
      made.append(make("\(name)-merge", guide, .trailing, columnGuides[last.column], .trailing))
      made.append(make("\(name)-merge", guide, .top, rowGuides[r], .top))
      made.append(make("\(name)-merge", guide, .bottom, rowGuides[last.row], .bottom))
      area = (guide, guide)
    }
    guard let content = cell.storedContentView else { return made }
    let row = rows[r]
    let column = columns[c]
    let visible =
      span.rows.contains { !rows[$0].isHidden } && span.columns.contains { !columns[$0].isHidden }
    let (customX, customY) = axes(of: cell.customPlacementConstraints, positioning: content)
    if visible { custom += cell.customPlacementConstraints }
    // A hidden cell's content sizes nothing (its far-edge constraints give way), and where its
    // custom constraints are inactive it waits at the cell's leading edge and top, so that it
    // is never left undetermined.
    let xPlacement =
      customX
      ? (visible ? .none : .leading)
      : resolved(cell.xPlacement, column.xPlacement, self.xPlacement, fallback: .leading)
    made += place(
      content, xPlacement, in: area.x, along: .horizontal, name: "\(name)-xPlacement",
      yields: span.columns.count > 1 || !visible, overflow: overflowPriority(.horizontal))
    let yPlacement =
      customY
      ? (visible ? .none : .top)
      : resolved(cell.yPlacement, row.yPlacement, self.yPlacement, fallback: .top)
    var alignment = cell.rowAlignment
    if alignment == .inherited { alignment = row.rowAlignment }
    if alignment == .inherited { alignment = rowAlignment }
    // Baselines line up across one visible row: a region merged across rows, or a hidden
    // cell, is placed by its y placement.
    if !customY, visible, span.rows.count == 1,
      alignment == .firstBaseline || alignment == .lastBaseline
    {
      aligned.append(
        AlignedContent(
          view: content, baseline: alignment == .firstBaseline ? .firstBaseline : .lastBaseline,
          name: name, placement: yPlacement))
      return made
    }
    made += place(
      content, yPlacement, in: area.y, along: .vertical, name: "\(name)-yPlacement",
      yields: span.rows.count > 1 || !visible, overflow: overflowPriority(.vertical))
    return made
  }

  /// The constraints of a row's baseline-aligned group: each view on the first one's
  /// baseline, and the group placed in the row by its first cell's y placement that is not
  /// `.none`. A group of several views is placed through a guide around it (the guide hugs the
  /// group at priority 1, so it is exactly the group's extent): `.top` puts the guide's top at
  /// the row's, `.bottom` its bottom, `.center` its center; `.fill` counts as `.top`, because
  /// views lined up on baselines cannot all stretch.
  private func groupConstraints(_ group: [AlignedContent], row r: Int) -> [LayoutConstraint] {
    guard let reference = group.first else { return [] }
    var made: [LayoutConstraint] = []
    for member in group.dropFirst() {
      made.append(
        make(
          "\(member.name)-baseline", member.view, member.baseline, reference.view,
          reference.baseline))
    }
    var placement = group.first { $0.placement != .none }?.placement ?? .none
    if placement == .fill || placement == .inherited { placement = .top }
    guard placement != .none else { return made }
    let band = rowGuides[r]
    if group.count == 1 {
      return made
        + place(
          reference.view, placement, in: band, along: .vertical,
          name: "\(reference.name)-yPlacement", yields: false,
          overflow: overflowPriority(.vertical))
    }
    let name = "NSGridView-row-\(r)-baselineGroup"
    let box = regionGuide(named: "NSGridView-row-\(r)-baseline")
    made.append(make(name, box, .leading, self, .leading))
    made.append(make(name, box, .trailing, self, .trailing))
    made.append(make(name, box, .height, nil, .notAnAttribute, priority: LayoutPriority(1)))
    for member in group {
      made.append(make(name, member.view, .top, box, .top, relation: .greaterThanOrEqual))
      made.append(make(name, member.view, .bottom, box, .bottom, relation: .lessThanOrEqual))
    }
    made.append(make(name, box, .top, band, .top, relation: .greaterThanOrEqual))
    made.append(make(name, box, .bottom, band, .bottom, relation: .lessThanOrEqual))
    switch placement {
    case .trailing: made.append(make(name, box, .bottom, band, .bottom))
    case .center: made.append(make(name, box, .centerY, band, .centerY))
    default: made.append(make(name, box, .top, band, .top))
    }
    return made
  }

  /// A content view placed in its area on one axis: at the start (and no further than the
  /// end), at the end, centered, or stretched. When `yields` (the area spans several bands,
  /// or the cell is hidden), the constraint that keeps the content inside gives way (at
  /// `overflow`), so that the content does not size the bands.
  private func place(
    _ content: View, _ placement: GridCell.Placement, in area: AnyObject, along axis: Edges,
    name: String, yields: Bool, overflow: LayoutPriority
  ) -> [LayoutConstraint] {
    let inside: LayoutPriority = yields ? overflow : .required
    switch placement {
    case .leading:
      return [
        make(name, content, axis.start, area, axis.start),
        make(name, content, axis.end, area, axis.end, relation: .lessThanOrEqual, priority: inside),
      ]
    case .trailing:
      return [
        make(name, content, axis.end, area, axis.end),
        make(
          name, content, axis.start, area, axis.start, relation: .greaterThanOrEqual,
          priority: inside),
      ]
    case .center:
      return [
        make(name, content, axis.center, area, axis.center),
        make(
          name, content, axis.start, area, axis.start, relation: .greaterThanOrEqual,
          priority: inside),
      ]
    case .fill:
      guard yields else {
        return [
          make(name, content, axis.start, area, axis.start),
          make(name, content, axis.end, area, axis.end),
        ]
      }
      return [
        make(name, content, axis.start, area, axis.start),
        make(name, content, axis.end, area, axis.end, relation: .greaterThanOrEqual),
        make(name, content, axis.end, area, axis.end, relation: .lessThanOrEqual, priority: inside),
      ]
    case .none, .inherited:
      return []
    }
  }

  /// The first placement that is not `.inherited`, or `fallback`.
  private func resolved(
    _ placements: GridCell.Placement..., fallback: GridCell.Placement
  ) -> GridCell.Placement {
    placements.first { $0 != .inherited } ?? fallback
  }

  /// Whether `constraints` relate the horizontal and the vertical position of `view`.
  private func axes(
    of constraints: [LayoutConstraint], positioning view: View
  ) -> (x: Bool, y: Bool) {
    var x = false
    var y = false
    for c in constraints {
      for (item, attribute) in [(c.firstItem, c.firstAttribute), (c.secondItem, c.secondAttribute)]
      where item === view {
        switch attribute {
        case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin,
          .leadingMargin, .trailingMargin, .centerXWithinMargins:
          x = true
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin,
          .centerYWithinMargins:
          y = true
        default:
          break
        }
      }
    }
    return (x, y)
  }
}
