import AutoLayout
import Foundation

// Changes to the data: reloading it all, and batch updates (insert, delete, move and reload
// items) that keep the cells and measured sizes of the items that survive.

/// Where each item of the data after a batch update was before it: per new section, per new
/// item, its old index path, or `nil` for an item inserted or reloaded. Not API: what a layout
/// needs to move what it keeps per item.
package struct CollectionViewUpdate {
  package var sources: [[IndexPath?]]
}

extension CollectionView {
  /// Item changes collected by ``performBatchUpdates(_:completion:)``.
  struct Batch {
    var inserts: [IndexPath] = []
    var deletes: [IndexPath] = []
    var moves: [(from: IndexPath, to: IndexPath)] = []
    var reloads: [IndexPath] = []
    var completions: [(Bool) -> Void] = []
  }

  /// Applies the inserts, deletes, moves and reloads `updates` makes as one change, after which
  /// the data source's counts must match: each section's count before, less what was deleted
  /// and moved out, plus what was inserted and moved in. Items that survive keep their cells
  /// (the data source is not asked for them again) and their measured sizes; inserted and
  /// reloaded items are asked for when they show. Truss does not animate: the layout is updated
  /// and `completion` runs before this returns. Counts that do not match are logged with
  /// UIKit's message (UIKit raises) and the data is reloaded.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    if batch != nil {
      // Nested: part of the outer update.
      updates?()
      if let completion { batch?.completions.append(completion) }
      return
    }
    batch = Batch()
    updates?()
    guard var collected = batch else { return }
    batch = nil
    if let completion { collected.completions.append(completion) }
    finish(collected)
  }

  /// Applies a collected batch, lays out, and runs its completions.
  private func finish(_ collected: Batch) {
    let applied = apply(collected)
    layoutIfNeeded()
    for completion in collected.completions { completion(applied) }
  }

  /// Inserts items (index paths after the update).
  public func insertItems(at indexPaths: [IndexPath]) {
    collect { $0.inserts += indexPaths }
  }

  /// Deletes items (index paths before the update).
  public func deleteItems(at indexPaths: [IndexPath]) {
    collect { $0.deletes += indexPaths }
  }

  /// Moves an item from `indexPath` (before the update) to `newIndexPath` (after it).
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    collect { $0.moves.append((indexPath, newIndexPath)) }
  }

  /// Asks the data source again for the cells of these items (index paths before the update),
  /// and measures them again: only them.
  public func reloadItems(at indexPaths: [IndexPath]) {
    collect { $0.reloads += indexPaths }
  }

  /// Adds to the batch being collected, or applies the change as a batch of its own.
  private func collect(_ change: (inout Batch) -> Void) {
    if var current = batch {
      change(&current)
      batch = current
    } else {
      var single = Batch()
      change(&single)
      finish(single)
    }
  }

  /// Applies a batch; returns whether it was valid.
  private func apply(_ batch: Batch) -> Bool {
    guard let old = counts else {
      // Nothing read yet: the next layout reads everything.
      collectionViewLayout.invalidateLayout()
      return true
    }
    let new = readCounts()
    guard let sources = sources(of: batch, old: old, new: new) else {
      reloadData()
      return false
    }
    let reloaded = Set(batch.reloads)
    var moved: [IndexPath: IndexPath] = [:]
    var layoutSources = sources
    for (s, items) in sources.enumerated() {
      for (i, source) in items.enumerated() {
        guard let source else { continue }
        if reloaded.contains(source) {
          layoutSources[s][i] = nil
        } else {
          moved[source] = IndexPath(item: i, section: s)
        }
      }
    }
    var kept: [IndexPath: CollectionViewCell] = [:]
    for path in cells.keys.sorted() {
      guard let cell = cells[path] else { continue }
      if let destination = moved[path] {
        kept[destination] = cell
      } else {
        recycle(cell, at: path)
      }
    }
    cells = kept
    counts = new
    collectionViewLayout.applyUpdate(CollectionViewUpdate(sources: layoutSources))
    return true
  }

  /// Where each new item comes from, or `nil` (logged with UIKit's words) when the batch does
  /// not fit the counts before and after it.
  private func sources(of batch: Batch, old: [Int], new: [Int]) -> [[IndexPath?]]? {
    guard new.count == old.count else {
      report(
        "Invalid update: invalid number of sections. The number of sections contained in the "
          + "collection view after the update (\(new.count)) must be equal to the number of "
          + "sections contained in the collection view before the update (\(old.count)), plus "
          + "or minus the number of sections inserted or deleted (0 inserted, 0 deleted).")
      return nil
    }
    func valid(_ path: IndexPath, in counts: [Int]) -> Bool {
      path.count == 2 && counts.indices.contains(path.section)
        && (0..<counts[path.section]).contains(path.item)
    }
    let before = batch.deletes + batch.reloads + batch.moves.map(\.from)
    let after = batch.inserts + batch.moves.map(\.to)
    for path in before where !valid(path, in: old) {
      report("Invalid update: attempt to update item \(Self.describe(path)), which does not exist")
      return nil
    }
    for path in after where !valid(path, in: new) {
      // An index path of other than two indexes has no section (reading one traps).
      let section = path.count == 2 ? path.section : -1
      report(
        "Invalid update: attempt to insert item \(Self.describe(path)), but there are only "
          + "\(new.indices.contains(section) ? new[section] : 0) items after the update")
      return nil
    }
    let leaving = batch.deletes + batch.moves.map(\.from)
    guard Set(leaving).count == leaving.count, Set(after).count == after.count else {
      report("Invalid update: an item is deleted, moved or inserted more than once")
      return nil
    }
    for s in old.indices {
      let deleted = batch.deletes.filter { $0.section == s }.count
      let inserted = batch.inserts.filter { $0.section == s }.count
      let movedOut = batch.moves.filter { $0.from.section == s && $0.to.section != s }.count
      let movedIn = batch.moves.filter { $0.to.section == s && $0.from.section != s }.count
      guard new[s] == old[s] - deleted + inserted - movedOut + movedIn else {
        report(
          "Invalid update: invalid number of items in section \(s). The number of items "
            + "contained in an existing section after the update (\(new[s])) must be equal to "
            + "the number of items contained in that section before the update (\(old[s])), "
            + "plus or minus the number of items inserted or deleted from that section "
            + "(\(inserted) inserted, \(deleted) deleted) and plus or minus the number of items "
            + "moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out).")
        return nil
      }
    }
    // Inserted items and moves' destinations take their places; the items that stay fill the
    // other places of their section in their old order.
    var sources: [[IndexPath?]] = new.map { Array(repeating: nil, count: $0) }
    var taken: [[Bool]] = new.map { Array(repeating: false, count: $0) }
    for path in batch.inserts { taken[path.section][path.item] = true }
    for move in batch.moves {
      sources[move.to.section][move.to.item] = move.from
      taken[move.to.section][move.to.item] = true
    }
    let gone = Set(leaving)
    for s in old.indices {
      var slot = 0
      for item in 0..<old[s] where !gone.contains(IndexPath(item: item, section: s)) {
        while slot < new[s], taken[s][slot] { slot += 1 }
        guard slot < new[s] else { break }
        sources[s][slot] = IndexPath(item: item, section: s)
        slot += 1
      }
    }
    return sources
  }
}
