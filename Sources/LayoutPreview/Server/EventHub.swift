/// The pages following the preview through server-sent events: at most ``capacity`` at a
/// time, each sent a `change` event with the new version on every save.
///
/// A page that goes away is noticed when writing to it fails (a comment is sent every
/// ``heartbeat`` for that), and its place is freed.
actor EventHub {
  /// The most pages followed at once; the next is refused (503).
  let capacity: Int
  private var clients: [Int: AsyncStream<[UInt8]>.Continuation] = [:]
  private var nextID = 0
  private var isClosed = false

  /// How often an idle stream gets a comment line, so a page that went away is noticed.
  static let heartbeat = Duration.seconds(10)

  /// A hub following at most `capacity` pages.
  init(capacity: Int) {
    self.capacity = capacity
  }

  /// The number of pages followed now.
  var count: Int { clients.count }

  /// A new page's stream, starting with a `version` event naming `version`, or `nil` when
  /// ``capacity`` pages are followed already or the hub is closed.
  func subscribe(version: Int) -> AsyncStream<[UInt8]>? {
    guard !isClosed, clients.count < capacity else { return nil }
    let id = nextID
    nextID += 1
    // A slow page keeps only its newest events: a version is all it needs.
    let (stream, continuation) = AsyncStream<[UInt8]>.makeStream(
      bufferingPolicy: .bufferingNewest(8))
    continuation.onTermination = { [weak self] _ in
      Task { await self?.remove(id) }
    }
    clients[id] = continuation
    // `retry` makes a browser reconnect half a second after losing the stream (a restart).
    continuation.yield(Array("retry: 500\nevent: version\ndata: \(version)\n\n".utf8))
    return stream
  }

  /// Sends every page a `change` event with `version`.
  func broadcast(version: Int) {
    let event = Array("event: change\ndata: \(version)\n\n".utf8)
    for continuation in clients.values { continuation.yield(event) }
  }

  /// Sends every page a comment line, which they ignore: a write to a page that went away
  /// fails and frees its place.
  func ping() {
    let comment = Array(": ping\n\n".utf8)
    for continuation in clients.values { continuation.yield(comment) }
  }

  /// Ends every stream and refuses new ones (the server is stopping).
  func close() {
    isClosed = true
    let all = clients.values
    clients.removeAll()
    for continuation in all { continuation.finish() }
  }

  private func remove(_ id: Int) {
    clients[id] = nil
  }
}
