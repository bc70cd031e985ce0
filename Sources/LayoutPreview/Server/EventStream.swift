import FlyingFox
import FlyingSocks
import Foundation

/// A client's events as the bytes FlyingFox sends for a streamed response body (chunked).
///
/// The sequence and its iterator hold the ``EventSubscription``: when FlyingFox stops reading
/// (the client went away) and drops them, the subscription goes, and so does the client's
/// place in the hub.
struct EventStream: AsyncBufferedSequence {
  typealias Element = UInt8

  /// The client.
  let subscription: EventSubscription

  func makeAsyncIterator() -> Iterator {
    Iterator(subscription: subscription, events: subscription.stream.makeAsyncIterator())
  }

  /// Reads the client's events one after the other, handing out at most the count asked for.
  struct Iterator: AsyncBufferedIteratorProtocol {
    /// Kept so that the client stays while the iterator is in use.
    let subscription: EventSubscription
    var events: AsyncStream<Data>.Iterator
    /// What is left of the last event.
    var pending: [UInt8] = []

    mutating func next() async -> UInt8? {
      await nextBuffer(suggested: 1)?.first
    }

    mutating func nextBuffer(suggested count: Int) async -> [UInt8]? {
      while pending.isEmpty {
        guard let event = await events.next() else { return nil }
        pending = Array(event)
      }
      let taken = Array(pending.prefix(Swift.max(1, count)))
      pending.removeFirst(taken.count)
      return taken
    }
  }
}
