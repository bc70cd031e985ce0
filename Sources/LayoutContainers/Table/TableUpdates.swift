import Foundation

/// The changes of one table update, as UIKit takes them: deletions, reloads and the sources of
/// moves name index paths before the update; insertions and the destinations of moves, after.
struct TableUpdates {
  var deletedRows: [IndexPath] = []
  var insertedRows: [IndexPath] = []
  var reloadedRows: [IndexPath] = []
  var movedRows: [(from: IndexPath, to: IndexPath)] = []
  var deletedSections = IndexSet()
  var insertedSections = IndexSet()
  var reloadedSections = IndexSet()
  var movedSections: [(from: Int, to: Int)] = []

  /// Whether there is nothing to do.
  var isEmpty: Bool {
    deletedRows.isEmpty && insertedRows.isEmpty && reloadedRows.isEmpty && movedRows.isEmpty
      && deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty
      && movedSections.isEmpty
  }

  /// Where each section after the update comes from: a section before it, or nowhere (new).
  /// `nil` when the changes contradict each other (a destination twice or out of range).
  func newSections(oldCount: Int) -> [Int?]? {
    let movedFrom = Set(movedSections.map(\.from))
    let newCount = oldCount - deletedSections.count + insertedSections.count
    guard newCount >= 0 else { return nil }
    var result = [Int??](repeating: nil, count: newCount)
    for section in insertedSections {
      guard section < newCount, result[section] == nil else { return nil }
      result[section] = .some(nil)
    }
    for move in movedSections {
      guard move.to >= 0, move.to < newCount, result[move.to] == nil else { return nil }
      result[move.to] = .some(move.from)
    }
    var survivors = (0..<oldCount).filter {
      !deletedSections.contains($0) && !movedFrom.contains($0)
    }[...]
    for slot in result.indices where result[slot] == nil {
      guard let next = survivors.popFirst() else { return nil }
      result[slot] = .some(next)
    }
    return result.map { $0 ?? nil }
  }

  /// The rows of a section after the update that comes from `oldSection` (`nil`: a new
  /// section), each the row it was before (`nil`: inserted), for `count` rows. `nil` when the
  /// changes do not fit in `count` rows.
  func newRows(
    ofSection section: Int, from oldSection: Int?, oldRowCount: Int, count: Int
  ) -> [IndexPath?]? {
    guard let oldSection, !reloadedSections.contains(oldSection) else {
      return [IndexPath?](repeating: nil, count: count)
    }
    let leaving = Set(
      deletedRows.filter { $0.section == oldSection }.map(\.row)
        + movedRows.filter { $0.from.section == oldSection }.map(\.from.row))
    var survivors = (0..<oldRowCount).filter { !leaving.contains($0) }.map {
      IndexPath(row: $0, section: oldSection)
    }[...]
    var result = [IndexPath??](repeating: nil, count: count)
    for path in insertedRows where path.section == section {
      guard path.row >= 0, path.row < count, result[path.row] == nil else { return nil }
      result[path.row] = .some(nil)
    }
    for move in movedRows where move.to.section == section {
      guard move.to.row >= 0, move.to.row < count, result[move.to.row] == nil else { return nil }
      result[move.to.row] = .some(move.from)
    }
    for slot in result.indices where result[slot] == nil {
      guard let next = survivors.popFirst() else { return nil }
      result[slot] = .some(next)
    }
    guard survivors.isEmpty else { return nil }
    return result.map { $0 ?? nil }
  }

  /// UIKit's complaint when the data source's count for a section that existed before the
  /// update does not match the changes.
  func rowCountMessage(
    section: Int, oldSection: Int, after: Int, before: Int
  ) -> String {
    let inserted = insertedRows.filter { $0.section == section }.count
    let deleted = deletedRows.filter { $0.section == oldSection }.count
    let movedIn = movedRows.filter { $0.to.section == section && $0.from.section != oldSection }
      .count
    let movedOut = movedRows.filter { $0.from.section == oldSection && $0.to.section != section }
      .count
    return "Invalid update: invalid number of rows in section \(section). The number of rows "
      + "contained in an existing section after the update (\(after)) must be equal to the "
      + "number of rows contained in that section before the update (\(before)), plus or minus "
      + "the number of rows inserted or deleted from that section (\(inserted) inserted, "
      + "\(deleted) deleted) and plus or minus the number of rows moved into or out of that "
      + "section (\(movedIn) moved in, \(movedOut) moved out)."
  }
}
