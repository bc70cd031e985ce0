extension HTTPRequest {
  /// The most header fields a request may have.
  static let maximumFieldCount = 100

  /// The request whose head is `head`, or why it is refused.
  ///
  /// `head` is the request line and the field lines, each ended by LF or CRLF, without the
  /// empty line that ends the head (the last line's end may be missing). The request line is
  /// `METHOD SP TARGET SP HTTP/1.x`, with a token for a method and a target of visible ASCII;
  /// a field line is `name: value`, with a token for a name (no space before the colon) and a
  /// value without control characters. Folded lines, a bare CR, another version, an HTTP/1.1
  /// request without exactly one `Host` field and more than ``maximumFieldCount`` fields are
  /// refused (400, 505 or 431).
  ///
  /// - Complexity: O(n) in the length of `head`: each byte is looked at a fixed number of
  ///   times.
  static func parse(head: ArraySlice<UInt8>) -> Result<HTTPRequest, HTTPRefusal> {
    var lines: [ArraySlice<UInt8>] = []
    var lineStart = head.startIndex
    for index in head.indices where head[index] == ASCII.lineFeed {
      lines.append(head[lineStart..<index])
      lineStart = index + 1
    }
    if lineStart < head.endIndex || lines.isEmpty { lines.append(head[lineStart...]) }
    for (number, line) in lines.enumerated() {
      let body = line.last == ASCII.carriageReturn ? line.dropLast() : line
      if body.contains(ASCII.carriageReturn) {
        return .failure(HTTPRefusal(.badRequest, "line \(number + 1) holds a bare CR"))
      }
      lines[number] = body
    }
    let request: (method: String, target: String, version: HTTPVersion)
    switch requestLine(lines[0]) {
    case .success(let parts): request = parts
    case .failure(let refusal): return .failure(refusal)
    }
    guard lines.count - 1 <= maximumFieldCount else {
      return .failure(
        HTTPRefusal(
          .headerFieldsTooLarge,
          "the request has \(lines.count - 1) header fields; at most \(maximumFieldCount) are read"
        ))
    }
    var fields: [HTTPField] = []
    fields.reserveCapacity(lines.count - 1)
    for line in lines.dropFirst() {
      switch field(line) {
      case .success(let field): fields.append(field)
      case .failure(let refusal): return .failure(refusal)
      }
    }
    let hosts = fields.count(where: { $0.name.lowercased() == "host" })
    if hosts > 1 || (request.version == .http11 && hosts == 0) {
      return .failure(
        HTTPRefusal(.badRequest, "an HTTP/1.1 request needs exactly one Host field, not \(hosts)"))
    }
    return .success(
      HTTPRequest(
        method: request.method, target: request.target, version: request.version, fields: fields))
  }

  /// `METHOD SP TARGET SP VERSION`, or why not.
  private static func requestLine(
    _ line: ArraySlice<UInt8>
  ) -> Result<(method: String, target: String, version: HTTPVersion), HTTPRefusal> {
    let parts = line.split(separator: ASCII.space, omittingEmptySubsequences: false)
    guard parts.count == 3 else {
      return .failure(
        HTTPRefusal(
          .badRequest,
          "the request line should be METHOD TARGET HTTP/1.1, single spaces between them"))
    }
    guard !parts[0].isEmpty, parts[0].allSatisfy(ASCII.isTokenByte) else {
      return .failure(HTTPRefusal(.badRequest, "the method is not a token"))
    }
    guard !parts[1].isEmpty, parts[1].allSatisfy({ (0x21...0x7E).contains($0) }) else {
      return .failure(
        HTTPRefusal(.badRequest, "the target holds a byte other than visible ASCII"))
    }
    let versionText = String(decoding: parts[2], as: UTF8.self)
    guard let version = HTTPVersion(rawValue: versionText) else {
      let digits = Array(parts[2])
      let looksLikeHTTP =
        digits.count == 8 && digits.starts(with: Array("HTTP/".utf8))
        && ASCII.isDigit(digits[5]) && digits[6] == UInt8(ascii: ".") && ASCII.isDigit(digits[7])
      return .failure(
        looksLikeHTTP
          ? HTTPRefusal(.versionNotSupported, "the preview speaks HTTP/1.1 and HTTP/1.0 only")
          : HTTPRefusal(.badRequest, "the request line does not end with an HTTP version"))
    }
    return .success(
      (
        String(decoding: parts[0], as: UTF8.self), String(decoding: parts[1], as: UTF8.self),
        version
      ))
  }

  /// `name: value`, or why not.
  private static func field(_ line: ArraySlice<UInt8>) -> Result<HTTPField, HTTPRefusal> {
    if line.first == ASCII.space || line.first == ASCII.tab {
      return .failure(HTTPRefusal(.badRequest, "folded header lines are not accepted"))
    }
    guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
      return .failure(HTTPRefusal(.badRequest, "a header line has no colon"))
    }
    let name = line[..<colon]
    guard !name.isEmpty, name.allSatisfy(ASCII.isTokenByte) else {
      return .failure(
        HTTPRefusal(.badRequest, "a header name is not a token (or a space precedes its colon)"))
    }
    var value = line[(colon + 1)...]
    while let first = value.first, first == ASCII.space || first == ASCII.tab {
      value = value.dropFirst()
    }
    while let last = value.last, last == ASCII.space || last == ASCII.tab {
      value = value.dropLast()
    }
    guard value.allSatisfy({ $0 == ASCII.tab || ($0 >= 0x20 && $0 != 0x7F) }) else {
      return .failure(HTTPRefusal(.badRequest, "a header value holds a control character"))
    }
    return .success(
      HTTPField(
        name: String(decoding: name, as: UTF8.self), value: String(decoding: value, as: UTF8.self)
      ))
  }
}
