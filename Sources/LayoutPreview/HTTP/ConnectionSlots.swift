import Foundation

/// How many connections a server has open, against its bound: a slot is taken when a
/// connection is accepted and given back when it closes. The lock is held for an increment.
final class ConnectionSlots: @unchecked Sendable {
  /// The most connections at once.
  let limit: Int

  private let lock = NSLock()
  private var taken = 0

  /// Slots for `limit` connections.
  init(limit: Int) {
    self.limit = limit
  }

  /// How many connections are open now.
  var count: Int { lock.withLock { taken } }

  /// Takes a slot; `false` when all are taken.
  func take() -> Bool {
    lock.withLock {
      guard taken < limit else { return false }
      taken += 1
      return true
    }
  }

  /// Gives a slot back.
  func give() {
    lock.withLock { taken -= 1 }
  }
}
