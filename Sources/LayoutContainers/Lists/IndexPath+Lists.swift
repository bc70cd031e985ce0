import Foundation

// UIKit's additions to `IndexPath` for tables and collections: a section, then a row (a
// table's) or an item (a collection's). Foundation on Linux has `IndexPath` without them.

extension IndexPath {
  /// The index path of `row` in `section` (UIKit's `init(row:section:)`).
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// The index path of `item` in `section` (UIKit's `init(item:section:)`).
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// The section: the first index. As in UIKit, reading it from an index path of fewer than
  /// two indexes is a programmer error (it traps).
  public var section: Int {
    get {
      precondition(count == 2, "an index path of a table or collection has two indexes")
      return self[0]
    }
    set {
      precondition(count == 2, "an index path of a table or collection has two indexes")
      self[0] = newValue
    }
  }

  /// The row in its section: the second index (a table's).
  public var row: Int {
    get {
      precondition(count == 2, "an index path of a table or collection has two indexes")
      return self[1]
    }
    set {
      precondition(count == 2, "an index path of a table or collection has two indexes")
      self[1] = newValue
    }
  }

  /// The item in its section: the second index (a collection's).
  public var item: Int {
    get { row }
    set { row = newValue }
  }
}
