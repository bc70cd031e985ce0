/// Finds request heads in the bytes a connection receives, one after the other, and refuses a
/// head as soon as it is longer than ``limit``, before the rest of it has arrived.
///
/// Bytes are appended as they come; ``next()`` gives the next complete head, parsed, and
/// keeps what follows it (a pipelined request). The search for a head's end resumes where it
/// stopped, so a head that arrives a byte at a time costs no more than one that arrives at
/// once, and no more than ``limit`` plus one read's bytes are ever kept for a head.
struct HTTPHeadReader {
  /// The most bytes a head may take: its request line and field lines with their line ends,
  /// not the empty line that ends it.
  let limit: Int

  private var bytes: [UInt8] = []
  /// Where the next head begins in `bytes`.
  private var start = 0
  /// How far `bytes` has been searched for the next head's end without finding it.
  private var searched = 0

  /// A reader refusing heads longer than `limit` bytes.
  init(limit: Int) {
    self.limit = limit
  }

  /// Whether bytes of a next request have arrived (the empty lines a client may send between
  /// requests do not count).
  var hasPartialHead: Bool {
    bytes[start...].contains { $0 != ASCII.carriageReturn && $0 != ASCII.lineFeed }
  }

  /// Adds bytes read from the connection.
  mutating func append(_ chunk: some Collection<UInt8>) {
    if start > 0 {
      bytes.removeFirst(start)
      searched -= start
      start = 0
    }
    bytes.append(contentsOf: chunk)
  }

  /// The next request, once its whole head has arrived; why it is refused, once it is known
  /// to be too long or it is malformed; `nil` while more bytes are needed.
  ///
  /// After a refusal the reader should not be used again: the connection is to be closed.
  mutating func next() -> Result<HTTPRequest, HTTPRefusal>? {
    // Empty lines before a request line are ignored (RFC 9112, 2.2).
    while start < bytes.count,
      bytes[start] == ASCII.lineFeed || bytes[start] == ASCII.carriageReturn
    {
      start += 1
    }
    searched = max(searched, start)
    var index = searched
    while index < bytes.count {
      guard bytes[index] == ASCII.lineFeed else {
        index += 1
        continue
      }
      // A line ends here; an empty line (LF or CRLF) after it ends the head.
      guard index + 1 < bytes.count else { break }
      var end: Int?
      if bytes[index + 1] == ASCII.lineFeed {
        end = index + 2
      } else if bytes[index + 1] == ASCII.carriageReturn {
        guard index + 2 < bytes.count else { break }
        if bytes[index + 2] == ASCII.lineFeed { end = index + 3 }
      }
      guard let end else {
        index += 1
        continue
      }
      // The lines with their ends, not the empty line after them.
      if index + 1 - start > limit { return .failure(tooLong()) }
      let head = bytes[start..<index]
      start = end
      searched = end
      return HTTPRequest.parse(head: head)
    }
    searched = index
    // Past the limit and the CRLF that would end a head at the limit: too long, whatever
    // comes next.
    if bytes.count - start > limit + 2 { return .failure(tooLong()) }
    return nil
  }

  /// The refusal of a head past ``limit``: 414 when its request line alone is, else 431.
  private func tooLong() -> HTTPRefusal {
    let window = bytes[start..<min(bytes.count, start + limit + 1)]
    if let lineEnd = window.firstIndex(of: ASCII.lineFeed), lineEnd - start <= limit {
      return HTTPRefusal(
        .headerFieldsTooLarge, "the request's head is longer than \(limit) bytes")
    }
    return HTTPRefusal(.uriTooLong, "the request line is longer than \(limit) bytes")
  }
}
