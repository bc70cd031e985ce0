import Foundation
import Testing

@testable import LayoutPreview

/// The request-head reader and parser on bytes alone, no sockets: whole, partial, pipelined,
/// malformed and oversized heads.
struct HTTPHeadReaderTests {
  /// A reader refusing heads longer than `limit`, fed `text`.
  static func reader(_ text: String, limit: Int = 16 * 1024) -> HTTPHeadReader {
    var reader = HTTPHeadReader(limit: limit)
    reader.append(Array(text.utf8))
    return reader
  }

  /// The one outcome of reading `text` whole.
  static func outcome(_ text: String, limit: Int = 16 * 1024) -> Result<HTTPRequest, HTTPRefusal>? {
    var reader = reader(text, limit: limit)
    return reader.next()
  }

  @Test func aWholeHeadIsReadAsWritten() throws {
    let request = try #require(
      try Self.outcome(
        "GET /snapshot?device=iPhone+8&rtl=1 HTTP/1.1\r\nHost: 127.0.0.1:8017\r\n"
          + "Accept:  text/event-stream \r\nX-Empty:\r\n\r\n")?.get())
    #expect(request.method == "GET")
    #expect(request.target == "/snapshot?device=iPhone+8&rtl=1")
    #expect(request.path == "/snapshot")
    #expect(request.query == "device=iPhone+8&rtl=1")
    #expect(request.version == .http11)
    #expect(request[field: "host"] == "127.0.0.1:8017")
    #expect(request[field: "ACCEPT"] == "text/event-stream")
    #expect(request[field: "X-Empty"] == "")
    #expect(request[field: "Cookie"] == nil)
    #expect(request.keepsAlive && !request.announcesBody)
  }

  @Test func nothingIsDecodedOrNormalised() throws {
    for target in ["/%2e%2e/Package.swift", "/../x", "//etc/passwd", "http://127.0.0.1/app.js"] {
      let request = try #require(
        try Self.outcome("GET \(target) HTTP/1.1\r\nHost: x\r\n\r\n")?.get())
      #expect(request.target == target)
      #expect(request.path == target[...])
    }
  }

  @Test func keepAliveFollowsTheVersionAndTheConnectionField() throws {
    let cases: [(String, Bool)] = [
      ("HTTP/1.1\r\nHost: x", true), ("HTTP/1.1\r\nHost: x\r\nConnection: close", false),
      ("HTTP/1.1\r\nHost: x\r\nConnection: Keep-Alive, Close", false), ("HTTP/1.0", false),
      ("HTTP/1.0\r\nConnection: keep-alive", true),
    ]
    for (rest, keepsAlive) in cases {
      let request = try #require(try Self.outcome("GET / \(rest)\r\n\r\n")?.get())
      #expect(request.keepsAlive == keepsAlive, "\(rest)")
    }
    let withBody = try #require(
      try Self.outcome("GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n{}")?.get())
    #expect(withBody.announcesBody)
    let chunked = try #require(
      try Self.outcome("GET / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n")?.get())
    #expect(chunked.announcesBody)
    let empty = try #require(
      try Self.outcome("GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n")?.get())
    #expect(!empty.announcesBody)
  }

  @Test func aPartialHeadWaitsForTheRest() throws {
    let text = Array("GET /devices HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
    var reader = HTTPHeadReader(limit: 1024)
    for (index, byte) in text.enumerated() {
      reader.append([byte])
      let outcome = reader.next()
      if index < text.count - 1 {
        #expect(outcome == nil, "after \(index + 1) of \(text.count) bytes")
        #expect(reader.hasPartialHead)
      } else {
        #expect(try outcome?.get().path == "/devices")
      }
    }
    #expect(!reader.hasPartialHead)
    #expect(reader.next() == nil)
  }

  @Test func pipelinedRequestsComeOneAfterTheOther() throws {
    var reader = Self.reader(
      "GET /devices HTTP/1.1\r\nHost: x\r\n\r\nGET /app.js HTTP/1.1\r\nHost: x\r\n\r\n"
        + "GET /app.css HTTP/1.1\r\nHo")
    #expect(try reader.next()?.get().path == "/devices")
    #expect(try reader.next()?.get().path == "/app.js")
    #expect(reader.next() == nil)
    #expect(reader.hasPartialHead)
    reader.append(Array("st: x\r\nConnection: close\r\n\r\n".utf8))
    let last = try #require(try reader.next()?.get())
    #expect(last.path == "/app.css" && !last.keepsAlive)
    #expect(reader.next() == nil)
  }

  @Test func bareLineFeedsAndLeadingEmptyLinesAreAccepted() throws {
    var reader = Self.reader("\r\n\r\nGET / HTTP/1.1\nHost: x\n\n\nGET /app.js HTTP/1.0\n\n")
    #expect(try reader.next()?.get()[field: "Host"] == "x")
    #expect(try reader.next()?.get().version == .http10)
    #expect(reader.next() == nil)
    var blank = Self.reader("\r\n\r\n")
    #expect(blank.next() == nil)
    #expect(!blank.hasPartialHead)
  }

  @Test(arguments: [
    ("GET /\r\n\r\n", 400),
    ("GET  / HTTP/1.1\r\nHost: x\r\n\r\n", 400),
    ("GET / HTTP/1.1 \r\nHost: x\r\n\r\n", 400),
    ("GET /a b HTTP/1.1\r\nHost: x\r\n\r\n", 400),
    ("G(T / HTTP/1.1\r\nHost: x\r\n\r\n", 400),
    ("GET /\u{7F} HTTP/1.1\r\nHost: x\r\n\r\n", 400),
    ("GET /é HTTP/1.1\r\nHost: x\r\n\r\n", 400),
    ("GET / HTTX/1.1\r\nHost: x\r\n\r\n", 400),
    ("GET / HTTP/1.1x\r\nHost: x\r\n\r\n", 400),
    ("GET / HTTP/2.0\r\nHost: x\r\n\r\n", 505),
    ("GET / HTTP/0.9\r\nHost: x\r\n\r\n", 505),
    ("GET / HTTP/1.1\r\n\r\n", 400),
    ("GET / HTTP/1.1\r\nHost: x\r\nHost: y\r\n\r\n", 400),
    ("GET / HTTP/1.1\r\nHost : x\r\n\r\n", 400),
    ("GET / HTTP/1.1\r\nHost: x\r\nNo colon here\r\n\r\n", 400),
    ("GET / HTTP/1.1\r\nHost: x\r\n: empty name\r\n\r\n", 400),
    ("GET / HTTP/1.1\r\nHost: x\r\nX-A: 1\r\n  folded\r\n\r\n", 400),
    ("GET / HTTP/1.1\r\nHost: x\r\nX-A: a\u{1}b\r\n\r\n", 400),
    ("GET / HTTP/1.1\r\nHost: x\r\nX-A: a\0b\r\n\r\n", 400),
    ("GET / HTTP/1.1\r\nHost: x\rX-A: b\r\n\r\n", 400),
    ("\u{16}\u{3}\u{1}\0\u{1}\u{1}\r\n\r\n", 400),
  ])
  func malformedHeadsAreRefused(head: String, status: Int) throws {
    switch Self.outcome(head) {
    case .failure(let refusal):
      #expect(refusal.status.code == status, "\(head.debugDescription): \(refusal.message)")
      #expect(!refusal.message.isEmpty)
    case .success(let request):
      Issue.record("\(head.debugDescription) should be refused, read as \(request)")
    case nil:
      Issue.record("\(head.debugDescription) should be refused, not waited on")
    }
  }

  @Test func anHTTP10RequestNeedsNoHost() throws {
    #expect(try Self.outcome("GET / HTTP/1.0\r\n\r\n")?.get().fields == [])
  }

  @Test func moreThanAHundredFieldsAreRefused() throws {
    let fields = (0..<101).map { "X-\($0): \($0)\r\n" }.joined()
    let refusal = Self.outcome("GET / HTTP/1.1\r\nHost: x\r\n\(fields)\r\n")
    #expect(refusal.flatMap { try? $0.get() } == nil)
    if case .failure(let error) = refusal { #expect(error.status == .headerFieldsTooLarge) }
    let hundred = (0..<99).map { "X-\($0): \($0)\r\n" }.joined()
    #expect(try Self.outcome("GET / HTTP/1.1\r\nHost: x\r\n\(hundred)\r\n")?.get() != nil)
  }

  @Test func aHeadAtTheLimitIsReadAndOnePastItIsRefused() throws {
    // The limit counts the request line and the field lines with their line ends.
    let head = "GET / HTTP/1.1\r\nHost: x\r\nX-Pad: "
    let fill = 62 - head.utf8.count
    let atLimit = head + String(repeating: "a", count: fill) + "\r\n"
    #expect(atLimit.utf8.count == 64)
    #expect(try Self.outcome(atLimit + "\r\n", limit: 64)?.get() != nil)
    // Arriving a byte at a time, it is not refused before its end is seen.
    var slow = HTTPHeadReader(limit: 64)
    for byte in Array((atLimit + "\r").utf8) {
      slow.append([byte])
      #expect(slow.next() == nil)
    }
    slow.append([ASCII.lineFeed])
    #expect(try slow.next()?.get() != nil)
    let past = Self.outcome(head + String(repeating: "a", count: fill + 1) + "\r\n\r\n", limit: 64)
    #expect(
      past
        == .failure(
          HTTPRefusal(.headerFieldsTooLarge, "the request's head is longer than 64 bytes")))
  }

  @Test func anOversizedHeadIsRefusedBeforeItsEndArrives() throws {
    // Fields: 431 once the limit is passed, though no end is in sight.
    var reader = Self.reader("GET / HTTP/1.1\r\nHost: x\r\nX-Pad: ", limit: 64)
    #expect(reader.next() == nil)
    // 66 bytes could still be a 64-byte head and the CRLF that ends it.
    reader.append(Array(repeating: UInt8(ascii: "a"), count: 34))
    #expect(reader.next() == nil, "66 bytes without an end: not known to be past the limit")
    reader.append([UInt8(ascii: "a")])
    if case .failure(let refusal) = reader.next() {
      #expect(refusal.status == .headerFieldsTooLarge)
    } else {
      Issue.record("67 bytes of a head limited to 64, no end yet, should be refused")
    }
    // The request line: 414.
    var long = Self.reader("GET /" + String(repeating: "x", count: 100), limit: 64)
    if case .failure(let refusal) = long.next() {
      #expect(refusal.status == .uriTooLong)
    } else {
      Issue.record("a request line past the limit should be refused")
    }
  }

  @Test func readingIsLinearInTheHeadsLength() throws {
    // 261 KB of fields arriving a byte at a time: a reader that searched from the head's start
    // on every byte would look at 34 billion bytes.
    let line = "X-Pad: " + String(repeating: "a", count: 2_900) + "\r\n"
    let fields = Array(String(repeating: line, count: 90).utf8)
    var reader = HTTPHeadReader(limit: 1 << 20)
    var early = 0
    let elapsed = ContinuousClock().measure {
      reader.append(Array("GET / HTTP/1.0\r\n".utf8))
      for byte in fields {
        reader.append(CollectionOfOne(byte))
        if reader.next() != nil { early += 1 }
      }
      reader.append(Array("\r\n".utf8))
    }
    #expect(early == 0)
    #expect(try reader.next()?.get().fields.count == 90)
    #expect(elapsed < .seconds(10), "reading 261 KB a byte at a time took \(elapsed)")
  }
}
