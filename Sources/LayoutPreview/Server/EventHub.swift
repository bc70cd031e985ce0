import Foundation

/// The page's server-sent event clients (`GET /events`): at most ``limit`` at once, each fed
/// the same events in order.
///
/// A client is a subscription made when its request is answered; it ends when its connection
/// ends (``HTTPConnection`` watches an event stream's connection and ends it as soon as the
/// client leaves), or when the hub finishes every stream at shutdown. The lock guards a dictionary only for as long as an insert, a
/// removal or a copy takes.
final class EventHub: @unchecked Sendable {
  /// How many clients may listen at once.
  let limit: Int
  /// How often, in seconds, a comment line keeps idle streams (and the proxies between) open.
  let keepAliveInterval: Double

  private let lock = NSLock()
  private var clients: [Int: AsyncStream<Data>.Continuation] = [:]
  private var nextID = 0
  private var isFinished = false
  private var keepAlive: Task<Void, Never>?

  /// A hub for `limit` clients, sending a keep-alive comment every `keepAliveInterval`
  /// seconds.
  init(limit: Int = 16, keepAliveInterval: Double = 15) {
    self.limit = limit
    self.keepAliveInterval = keepAliveInterval
  }

  /// How many clients listen now.
  var count: Int { lock.withLock { clients.count } }

  /// A new client's stream, which starts with a retry delay and a comment (so the browser
  /// sees the stream open at once), or `nil` when ``limit`` clients already listen or the hub
  /// has finished.
  func subscribe() -> EventSubscription? {
    let (stream, continuation) = AsyncStream<Data>.makeStream(
      bufferingPolicy: .bufferingNewest(64))
    let id: Int? = lock.withLock {
      guard !isFinished, clients.count < limit else { return nil }
      nextID += 1
      clients[nextID] = continuation
      return nextID
    }
    guard let id else { return nil }
    continuation.yield(Data("retry: 1000\n: connected\n\n".utf8))
    startKeepAlive()
    return EventSubscription(id: id, stream: stream, hub: self)
  }

  /// Sends `event` with `data` (one line of JSON) to every client.
  func send(event: String, data: String) {
    broadcast(Data("event: \(event)\ndata: \(data)\n\n".utf8))
  }

  /// Sends `bytes` to every client.
  func broadcast(_ bytes: Data) {
    let current = lock.withLock { Array(clients.values) }
    for client in current { client.yield(bytes) }
  }

  /// Forgets the client `id` (its stream was dropped).
  func remove(_ id: Int) {
    let client = lock.withLock { clients.removeValue(forKey: id) }
    client?.finish()
  }

  /// Ends every stream and refuses new clients: the server is shutting down.
  func finish() {
    let (current, task) = lock.withLock {
      isFinished = true
      let current = Array(clients.values)
      clients = [:]
      let task = keepAlive
      keepAlive = nil
      return (current, task)
    }
    task?.cancel()
    for client in current { client.finish() }
  }

  /// Starts the keep-alive comments, once.
  private func startKeepAlive() {
    let nanoseconds = UInt64(keepAliveInterval * 1_000_000_000)
    lock.withLock {
      guard keepAlive == nil, !isFinished else { return }
      keepAlive = Task { [weak self] in
        while !Task.isCancelled {
          try? await Task.sleep(nanoseconds: nanoseconds)
          guard let self, !Task.isCancelled else { return }
          self.broadcast(Data(": keep-alive\n\n".utf8))
        }
      }
    }
  }
}

/// One event client: its stream, and its place in the hub, given up when it is dropped.
final class EventSubscription: Sendable {
  /// The client's number in the hub.
  let id: Int
  /// The events for it, as bytes of the `text/event-stream` format.
  let stream: AsyncStream<Data>
  /// The hub it listens to.
  let hub: EventHub

  init(id: Int, stream: AsyncStream<Data>, hub: EventHub) {
    self.id = id
    self.stream = stream
    self.hub = hub
  }

  deinit { hub.remove(id) }
}
