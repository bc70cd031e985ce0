import Foundation
import Testing
import Truss

@testable import LayoutContainers

/// Issue 15: what tables and collections share: UIKit's `IndexPath` additions, the reuse pool.
@Suite struct ListSupportTests {
  @Test func indexPathsHaveSectionsRowsAndItems() {
    var path = IndexPath(row: 3, section: 1)
    #expect(path.section == 1 && path.row == 3 && path.item == 3)
    #expect(path == IndexPath(item: 3, section: 1))
    #expect(Array(path) == [1, 3])
    path.row = 5
    path.section = 2
    #expect(path == IndexPath(indexes: [2, 5]))
    // Ordered section first, then row, as UIKit sorts them.
    #expect(IndexPath(row: 9, section: 0) < IndexPath(row: 0, section: 1))
  }

  @Test func thePoolMakesOnlyWhatItCannotReuse() {
    let pool = ReusePool<View>()
    #expect(pool.dequeue("cell") == nil)
    pool.register({ View() }, for: "cell")
    let first = pool.dequeue("cell")
    #expect(first?.reused == false && pool.madeCount == 1)
    guard let view = first?.view else { return }
    pool.enqueue(view, identifier: "cell")
    #expect(pool.waitingCount("cell") == 1)
    let again = pool.dequeue("cell")
    #expect(again?.view === view && again?.reused == true && pool.madeCount == 1)
    pool.enqueue(view, identifier: "cell")
    pool.removeWaiting()
    #expect(pool.dequeue("cell")?.reused == false && pool.madeCount == 2)
    pool.register(nil, for: "cell")
    #expect(!pool.isRegistered("cell") && pool.dequeue("cell") == nil)
  }
}
