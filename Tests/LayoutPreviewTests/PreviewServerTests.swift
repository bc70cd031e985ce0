import Foundation
import Testing

@testable import LayoutPreview

/// The preview server over real HTTP on a free port: its routes, its answers to bad requests,
/// live changes and the event stream.
extension ServerTests {
  @Suite struct PreviewServerTests {
    /// A server previewing a fresh copy of the example `hello.yaml`, started on a free port.
    static func server(
      eventLimit: Int = 16
    ) async throws -> (server: PreviewServer, port: Int, file: URL) {
      let example = DocumentPreviewTests.examples.appendingPathComponent("hello.yaml")
      let file = try DocumentPreviewTests.document(
        try String(contentsOf: example, encoding: .utf8), name: "hello.yaml")
      let server = PreviewServer(
        source: DocumentPreviewSource(file: file), port: 0, eventLimit: eventLimit)
      let port = try await server.start()
      return (server, port, file)
    }

    /// `GET target` on `port`, as JSON.
    static func json(_ target: String, port: Int) throws -> [String: Any] {
      try RawHTTP.get(target, port: port).json
    }

    /// The snapshot answer's version, waiting up to 5 s for it to differ from `old`.
    static func answer(after old: Int, port: Int) async throws -> [String: Any] {
      for _ in 0..<100 {
        let answer = try json("/snapshot", port: port)
        if let version = answer["version"] as? Int, version != old { return answer }
        try await Task.sleep(for: .milliseconds(50))
      }
      throw RawHTTP.Failure(description: "the version did not change from \(old)")
    }

    @Test func thePageAndItsAssetsAreServed() async throws {
      let (server, port, _) = try await Self.server()
      defer { Task { await server.stop() } }
      let page = try RawHTTP.get("/", port: port)
      #expect(page.status == 200)
      #expect(page.headers["content-type"] == "text/html; charset=utf-8")
      for id in [
        "device", "orientation", "split", "rtl", "category", "scale", "drawing", "error",
        "findings", "inspector", "compare",
      ] {
        #expect(page.text.contains("id=\"\(id)\""), "#\(id)")
      }
      for overlay in [
        "safeArea", "margins", "constraints", "ambiguity", "misplaced", "gridBands",
        "scrollContent",
      ] {
        #expect(page.text.contains("data-overlay-toggle=\"\(overlay)\""), "\(overlay)")
      }
      #expect(
        try RawHTTP.get("/app.js", port: port).headers["content-type"]?.hasPrefix(
          "text/javascript") == true)
      #expect(try RawHTTP.get("/app.css", port: port).text.contains("data-overlay"))
      let devices = try Self.json("/devices", port: port)
      let list = try #require(devices["devices"] as? [[String: Any]])
      let iPad = try #require(list.first { $0["name"] as? String == "iPad Pro 11-inch" })
      #expect((iPad["splits"] as? [String])?.contains("oneThird") == true)
      #expect((devices["categories"] as? [String])?.contains("accessibilityExtraLarge") == true)
    }

    @Test func snapshotOptionsChangeTheDrawing() async throws {
      let (server, port, _) = try await Self.server()
      defer { Task { await server.stop() } }
      let plain = try Self.json("/snapshot", port: port)
      #expect(plain["version"] as? Int == 1)
      #expect(plain["failure"] is NSNull && plain["lastGood"] is NSNull)
      let snapshot = try #require(plain["snapshot"] as? [String: Any])
      #expect(snapshot["caption"] as? String == "iPhone 15 Pro, portrait, 393 × 852")
      let other = try Self.json("/snapshot?device=iPhone+8&rtl=1", port: port)
      let changed = try #require(other["snapshot"] as? [String: Any])
      #expect(changed["caption"] as? String == "iPhone 8, portrait, 375 × 667, RTL")
      #expect(changed["svg"] as? String != snapshot["svg"] as? String)
      let encoded = try Self.json(
        "/snapshot?device=iPad%20Pro%2011-inch&orientation=landscape&split=half", port: port)
      #expect(
        (encoded["snapshot"] as? [String: Any])?["caption"] as? String
          == "iPad Pro 11-inch, landscape, 1/2 split, 592 × 834")
    }

    @Test func badOptionsAreRefusedWith400() async throws {
      let (server, port, _) = try await Self.server()
      defer { Task { await server.stop() } }
      let unknown = try RawHTTP.get("/snapshot?device=iPhone+99", port: port)
      #expect(unknown.status == 400)
      let message = try #require(unknown.json["error"] as? String)
      #expect(message.hasPrefix("unknown device 'iPhone 99'; known devices: "))
      #expect(message.contains("iPhone 15 Pro"))
      for query in [
        "orientation=sideways", "category=huge", "split=quarter", "rtl=maybe",
        "scale=7", "colour=red", "device=%ZZ",
      ] {
        let answer = try RawHTTP.get("/snapshot?\(query)", port: port)
        #expect(answer.status == 400, "\(query)")
        #expect(answer.json["error"] is String, "\(query)")
      }
    }

    @Test func aBrokenSaveKeepsTheLastGoodDrawingAndAFixBringsItBack() async throws {
      let (server, port, file) = try await Self.server()
      defer { Task { await server.stop() } }
      let good = try String(contentsOf: file, encoding: .utf8)
      #expect(try Self.json("/snapshot", port: port)["snapshot"] is [String: Any])
      try Data(good.replacingOccurrences(of: "views:", with: "views: [").utf8).write(to: file)
      let broken = try await Self.answer(after: 1, port: port)
      let version = try #require(broken["version"] as? Int)
      #expect(version >= 2)
      #expect(broken["snapshot"] is NSNull)
      let failure = try #require(broken["failure"] as? [String: Any])
      #expect(failure["kind"] as? String == "load")
      #expect(failure["file"] as? String == "hello.yaml")
      #expect(failure["line"] as? Int != nil && failure["column"] as? Int != nil)
      let lastGood = try #require(broken["lastGood"] as? [String: Any])
      #expect(lastGood["caption"] as? String == "iPhone 15 Pro, portrait, 393 × 852")
      try Data(good.replacingOccurrences(of: "Hello, Truss", with: "Hi").utf8).write(to: file)
      let fixed = try await Self.answer(after: version, port: port)
      #expect((fixed["version"] as? Int ?? 0) > version)
      let snapshot = try #require(fixed["snapshot"] as? [String: Any])
      #expect((snapshot["svg"] as? String)?.contains(">Hi<") == true)
    }

    @Test func eventsAnnounceASave() async throws {
      let (server, port, file) = try await Self.server()
      defer { Task { await server.stop() } }
      let events = try RawHTTP(port: port)
      try events.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
      let head = try events.read(until: ": connected")
      #expect(head.hasPrefix("HTTP/1.1 200"))
      #expect(head.lowercased().contains("content-type: text/event-stream"))
      let text = try String(contentsOf: file, encoding: .utf8)
      try Data((text + "\n# saved again\n").utf8).write(to: file)
      let stream = try events.read(until: "event: change\ndata: {\"version\": 2}\n\n")
      #expect(stream.contains("event: change\ndata: {\"version\": 2}\n\n"))
      #expect(await server.version == 2)
    }

    @Test func theSeventeenthEventClientIsRefused() async throws {
      let (server, port, _) = try await Self.server()
      defer { Task { await server.stop() } }
      var clients: [RawHTTP] = []
      for _ in 0..<16 {
        let client = try RawHTTP(port: port)
        try client.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        #expect(try client.read(until: ": connected").hasPrefix("HTTP/1.1 200"))
        clients.append(client)
      }
      let refused = try RawHTTP.get("/events", port: port)
      #expect(refused.status == 503)
      #expect(refused.json["error"] is String)
      #expect(clients.count == 16)
    }

    @Test(arguments: [
      "/../Package.swift", "/%2e%2e/", "/%2e%2e/Package.swift", "//etc/passwd", "/app.js/../x",
      "/app.js/", "/index.html", "/snapshot/../app.js", "/..%2fPackage.swift", "/%2F",
      "http://127.0.0.1/", "http://127.0.0.1/app.js", "/Package.swift", "/.build",
    ])
    func pathsOtherThanTheSixAreRefused(_ target: String) async throws {
      let (server, port, _) = try await Self.server()
      defer { Task { await server.stop() } }
      let answer = try RawHTTP.get(target, port: port)
      #expect(answer.status == 404, "\(target)")
      #expect(!answer.text.contains("swift-tools-version"))
      #expect(answer.json["error"] is String)
    }

    @Test func otherMethodsBodiesAndLargeHeadersAreRefused() async throws {
      let (server, port, _) = try await Self.server()
      defer { Task { await server.stop() } }
      for method in ["POST", "PUT", "DELETE", "HEAD", "OPTIONS"] {
        #expect(try RawHTTP.get("/", port: port, method: method).status == 405, "\(method)")
      }
      #expect(try RawHTTP.get("/../x", port: port, method: "POST").status == 405)
      let body = try RawHTTP(port: port)
      try body.send("GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello")
      #expect(try body.response().status == 413)
      // Heads past 16 KB are refused as they arrive: 431, or 414 when the request line is.
      let large = String(repeating: "a", count: 20_000)
      #expect(try RawHTTP.get("/", port: port, headers: ["X-Large: \(large)"]).status == 431)
      let longTarget = "/snapshot?device=" + String(repeating: "x", count: 17_000)
      #expect(try RawHTTP.get(longTarget, port: port).status == 414)
      // A page elsewhere reaching the server through a name of its own is refused.
      #expect(try RawHTTP.get("/", port: port, host: "preview.example:\(port)").status == 403)
      #expect(try RawHTTP.get("/", port: port, host: "localhost:\(port)").status == 200)
      // The server still answers.
      #expect(try RawHTTP.get("/", port: port).status == 200)
    }

    @Test func theSameOptionsGiveTheSameBytesFromTwoServers() async throws {
      let (first, firstPort, _) = try await Self.server()
      let (second, secondPort, _) = try await Self.server()
      defer {
        Task {
          await first.stop()
          await second.stop()
        }
      }
      let target = "/snapshot?device=iPhone+15+Pro+Max&orientation=landscape"
      #expect(
        try RawHTTP.get(target, port: firstPort).body == RawHTTP.get(target, port: secondPort).body)
    }

    @Test func stoppingFreesThePort() async throws {
      let (server, port, _) = try await Self.server()
      #expect(try RawHTTP.get("/", port: port).status == 200)
      await server.stop()
      #expect(throws: RawHTTP.Failure.self) { try RawHTTP(port: port) }
      let again = PreviewServer(
        source: DocumentPreviewSource(file: URL(fileURLWithPath: "/nonexistent.yaml")),
        port: UInt16(port))
      #expect(try await again.start() == port)
      await again.stop()
    }
  }
}
