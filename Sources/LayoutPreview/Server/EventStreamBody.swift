import FlyingSocks

/// An event stream as the bytes of a response body, for FlyingFox to send chunk by chunk as
/// events arrive (a chunked response that lasts as long as the page follows it).
struct EventStreamBody: AsyncBufferedSequence, Sendable {
  typealias Element = UInt8

  /// The events, each already encoded.
  let events: AsyncStream<[UInt8]>

  func makeAsyncIterator() -> Iterator {
    Iterator(events: events.makeAsyncIterator())
  }

  /// Hands out each event whole as one buffer.
  struct Iterator: AsyncBufferedIteratorProtocol {
    var events: AsyncStream<[UInt8]>.Iterator
    private var pending: [UInt8] = []

    init(events: AsyncStream<[UInt8]>.Iterator) {
      self.events = events
    }

    mutating func next() async throws -> UInt8? {
      while pending.isEmpty {
        guard let event = await events.next() else { return nil }
        pending = event
      }
      return pending.removeFirst()
    }

    mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
      if !pending.isEmpty {
        defer { pending = [] }
        return pending
      }
      // An event is small (a version number): sent whole, even past the suggested count.
      return await events.next()
    }
  }
}
