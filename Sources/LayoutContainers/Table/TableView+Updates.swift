import AutoLayout
import Foundation

extension TableView {
  // MARK: Reloading

  /// Asks the data source for everything again at the next layout: the sections and rows, a
  /// cell for each row shown, every height. The cells on screen wait for reuse (the data
  /// source usually gets them back when it dequeues).
  public func reloadData() {
    if isLayingOutRows {
      reloadRequestedDuringLayout = true
      return
    }
    for index in realisedCells.keys.sorted() { unrealiseRow(index) }
    for index in realisedAccessories.keys.sorted() { unrealiseAccessory(index) }
    needsReload = true
    pendingUpdates = TableUpdates()
    rowsToRemeasure = []
    visibleItems = nil
    placed = nil
    setNeedsLayout()
  }

  /// Asks the data source for the cells of these rows again and measures them again (only
  /// them: the other rows keep their heights and cells).
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record { $0.reloadedRows += indexPaths }
  }

  /// Inserts rows at these index paths (after the update); the data source must count them.
  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record { $0.insertedRows += indexPaths }
  }

  /// Deletes the rows at these index paths (before the update); the data source must no
  /// longer count them.
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record { $0.deletedRows += indexPaths }
  }

  /// Moves a row, keeping its cell and height.
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record { $0.movedRows.append((indexPath, newIndexPath)) }
  }

  /// Inserts sections at these indexes (after the update).
  public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    record { $0.insertedSections.formUnion(sections) }
  }

  /// Deletes the sections at these indexes (before the update).
  public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    record { $0.deletedSections.formUnion(sections) }
  }

  /// Asks for these sections' rows, headers and footers again.
  public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    record { $0.reloadedSections.formUnion(sections) }
  }

  /// Moves a section, keeping its rows' cells and heights.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    record { $0.movedSections.append((section, newSection)) }
  }

  // MARK: Batches

  /// Makes the changes `updates` records as one update, then lays the table out and calls
  /// `completion` with `true` (no animation in Truss). Besides asking for the inserted and
  /// reloaded rows, an update measures the rows on screen again, so a cell whose content
  /// changed takes its new height; it never asks for a surviving row's cell again.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    beginUpdates()
    updates?()
    endUpdates()
    layoutIfNeeded()
    completion?(true)
  }

  /// Starts recording changes to make as one update at the matching ``endUpdates()``.
  public func beginUpdates() {
    reloadIfNeeded()
    updateDepth += 1
  }

  /// Makes the changes recorded since the matching ``beginUpdates()`` as one update, and
  /// measures the rows on screen again (with no changes recorded, that alone lets cells whose
  /// content changed take their new heights, UIKit's idiom for expanding a cell).
  public func endUpdates() {
    guard updateDepth > 0 else {
      report("endUpdates() was called without beginUpdates(); it is ignored")
      return
    }
    updateDepth -= 1
    guard updateDepth == 0 else { return }
    let updates = pendingUpdates
    pendingUpdates = TableUpdates()
    apply(updates)
    rowsToRemeasure.formUnion(realisedCells.keys)
    setNeedsLayout()
  }

  /// Records a change in the open update, or makes it at once as its own update.
  private func record(_ change: (inout TableUpdates) -> Void) {
    reloadIfNeeded()
    if updateDepth > 0 {
      change(&pendingUpdates)
    } else {
      var updates = TableUpdates()
      change(&updates)
      apply(updates)
    }
  }

  // MARK: Applying

  /// Makes an update: checks it against the data source's new counts (a mismatch is reported
  /// with UIKit's message and the table reloads instead), carries the surviving rows' heights
  /// and cells to their new places, puts away the cells of deleted and reloaded rows, and
  /// gives new and reloaded rows their estimates.
  func apply(_ updates: TableUpdates) {
    guard !updates.isEmpty, !needsReload else { return }
    if isLayingOutRows {
      reloadRequestedDuringLayout = true
      return
    }
    let oldCounts = rowCounts
    guard let plan = plan(updates, oldCounts: oldCounts) else { return }
    // The items after the update: each carried from its place before it (with its height,
    // source and realised cell or view) or new.
    var carried: [Int: TableViewCell] = [:]
    var carriedAccessories: [Int: View?] = [:]
    var pixels: [Int] = []
    var sources: [TableHeights.Source] = []
    var newCounts: [Int] = []
    var fresh: [Int] = []
    func carry(_ index: Int) {
      if let cell = realisedCells.removeValue(forKey: index) { carried[pixels.count] = cell }
      if let view = realisedAccessories.removeValue(forKey: index) {
        carriedAccessories[pixels.count] = .some(view)
      }
      pixels.append(heights.pixels[index])
      sources.append(heights.sources[index])
    }
    func addNew() {
      fresh.append(pixels.count)
      pixels.append(0)
      sources.append(.estimated)
    }
    for entry in plan {
      let old = entry.oldSection.flatMap { updates.reloadedSections.contains($0) ? nil : $0 }
      if let old { carry(headerIndex(of: old)) } else { addNew() }
      for source in entry.rows {
        if let source, let index = itemIndex(of: source), !updates.reloadedRows.contains(source) {
          carry(index)
        } else {
          addNew()
        }
      }
      newCounts.append(entry.rows.count)
      if let old { carry(footerIndex(of: old)) } else { addNew() }
    }
    // What is left realised belongs to deleted or reloaded rows and sections.
    for index in realisedCells.keys.sorted() { unrealiseRow(index) }
    for index in realisedAccessories.keys.sorted() { unrealiseAccessory(index) }
    rowCounts = newCounts
    sectionStarts = TableView.sectionStarts(of: newCounts)
    heights = TableHeights(pixels: pixels, sources: sources)
    realisedCells = carried
    realisedAccessories = carriedAccessories
    rowsToRemeasure = []
    visibleItems = nil
    placed = nil
    // New items take their estimates (now that the structure answers `item(at:)`).
    for index in fresh {
      let (value, source) = estimate(ofItem: index)
      heights.set(index, pixels: value, source: source)
    }
    setNeedsLayout()
  }

  /// One section after an update: the section it was (`nil`: new) and where each of its rows
  /// comes from (`nil`: new or reloaded).
  struct SectionPlan {
    var oldSection: Int?
    var rows: [IndexPath?]
  }

  /// Works out where every section and row of the update comes from, checking the changes
  /// against themselves and against the data source's counts. `nil` (reported, and the table
  /// reloads) when they do not add up.
  private func plan(_ updates: TableUpdates, oldCounts: [Int]) -> [SectionPlan]? {
    let named =
      updates.insertedRows + updates.deletedRows + updates.reloadedRows
      + updates.movedRows.flatMap { [$0.from, $0.to] }
    if let malformed = named.first(where: { $0.count != 2 }) {
      return fail("the update names \(malformed), which is not a row's index path.")
    }
    let invalid = (updates.deletedRows + updates.reloadedRows + updates.movedRows.map(\.from))
      .first { itemIndex(of: $0) == nil }
    if let invalid {
      return fail("the update names \(describe(invalid)), which does not exist before it.")
    }
    if let section =
      (updates.deletedSections.union(updates.reloadedSections)
      .union(IndexSet(updates.movedSections.map(\.from)))).first(where: { $0 >= oldCounts.count })
    {
      return fail("the update names section \(section) of \(oldCounts.count) before it.")
    }
    guard let sections = updates.newSections(oldCount: oldCounts.count) else {
      return fail("the update's sections contradict each other.")
    }
    let count = dataSource.map { max(0, $0.numberOfSections(in: self)) } ?? 0
    guard count == sections.count else {
      return fail(
        "Invalid update: invalid number of sections. The number of sections contained in the "
          + "table view after the update (\(count)) must be equal to the number of sections "
          + "contained in the table view before the update (\(oldCounts.count)), plus or minus "
          + "the number of sections inserted or deleted (\(updates.insertedSections.count) "
          + "inserted, \(updates.deletedSections.count) deleted).")
    }
    var plan: [SectionPlan] = []
    for (section, old) in sections.enumerated() {
      let rows = dataSource.map { max(0, $0.tableView(self, numberOfRowsInSection: section)) } ?? 0
      guard
        let sources = updates.newRows(
          ofSection: section, from: old, oldRowCount: old.map { oldCounts[$0] } ?? 0, count: rows)
      else {
        guard let old else {
          return fail("the update's rows in new section \(section) contradict each other.")
        }
        return fail(
          updates.rowCountMessage(
            section: section, oldSection: old, after: rows, before: oldCounts[old]))
      }
      plan.append(SectionPlan(oldSection: old, rows: sources))
    }
    return plan
  }

  /// Reports an update that cannot be made and reloads the table instead; `nil`.
  private func fail(_ message: String) -> [SectionPlan]? {
    report(message + " The table reloads its data instead.")
    reloadData()
    return nil
  }
}
