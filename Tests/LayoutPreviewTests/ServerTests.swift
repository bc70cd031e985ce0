import Foundation
import LayoutPreview
import Testing

/// The server over real HTTP on a free port: what it serves, what it refuses, and how it
/// follows saves.
@Suite(.serialized) struct ServerTests {
  /// A server previewing a copy of the snapshot tests' document, polling every 20 ms.
  static func start(
    _ text: String = SnapshotTests.document, maximumClients: Int = 16
  ) async throws -> (server: PreviewServer, port: UInt16, path: String) {
    let path = try SnapshotTests.temporaryFile(text)
    let server = PreviewServer(
      source: DocumentPreviewSource(path: path),
      configuration: PreviewServer.Configuration(
        maximumClients: maximumClients, pollInterval: .milliseconds(20)))
    let port = try await server.start()
    return (server, port, path)
  }

  /// Waits until the server's version passes `version` (at most five seconds).
  static func waitForVersion(after version: Int, of server: PreviewServer) async throws -> Int {
    for _ in 0..<500 {
      let now = await server.version
      if now > version { return now }
      try await Task.sleep(for: .milliseconds(10))
    }
    Issue.record("the version stayed at \(version)")
    return version
  }

  static func decode(_ body: String) throws -> PreviewResponse {
    try JSONDecoder().decode(PreviewResponse.self, from: Data(body.utf8))
  }

  @Test func servesThePageItsAssetsAndSnapshots() async throws {
    let (server, port, _) = try await Self.start()
    defer { Task { await server.stop() } }
    let page = try await RawHTTP.get("/", port: port)
    #expect(page.status == 200)
    #expect(page.headers["content-type"] == "text/html; charset=utf-8")
    #expect(page.body.contains("<title>Truss preview</title>"))
    #expect(try await RawHTTP.get("/app.js", port: port).body.contains("EventSource"))
    #expect(try await RawHTTP.get("/app.css", port: port).status == 200)
    let devices = try await RawHTTP.get("/devices", port: port)
    let catalog = try JSONDecoder().decode(PreviewDevices.self, from: Data(devices.body.utf8))
    #expect(catalog.devices.contains { $0.name == "iPhone 15 Pro" })
    let snapshot = try await RawHTTP.get("/snapshot", port: port)
    #expect(snapshot.status == 200)
    let response = try Self.decode(snapshot.body)
    #expect(response.version == 0)
    #expect(response.failure == nil)
    #expect(response.snapshot?.views.first { $0.id == "card" }?.frame == [20, 30, 100, 50])
    let rtl = try Self.decode(
      try await RawHTTP.get("/snapshot?device=iPhone+8&rtl=1&size=extraLarge", port: port).body)
    #expect(rtl.snapshot?.caption == "iPhone 8, portrait, 375 × 667, RTL, text size XL")
  }

  @Test func refusesEveryOtherPathWithoutTouchingTheFileSystem() async throws {
    let (server, port, _) = try await Self.start()
    defer { Task { await server.stop() } }
    let targets = [
      "/../Package.swift", "/%2e%2e/Package.swift", "/%2E%2E/%2e%2e/etc/passwd",
      "/..%2fPackage.swift", "//etc/passwd", "/etc/passwd", "/app.js/../../Package.swift",
      "/./app.js", "/snapshot/../../../Package.swift", "http://127.0.0.1:\(port)/",
      "http://127.0.0.1:\(port)/../Package.swift", "/Package.swift", "/index.html",
      "/app.js%00", "*",
    ]
    for target in targets {
      let response = try await RawHTTP.get(target, port: port)
      #expect(response.status == 404, "\(target) gave \(response.status)")
      #expect(!response.body.contains("swift-tools-version"))
      #expect(!response.body.contains("root:"))
    }
  }

  @Test func refusesOtherMethodsBodiesAndOversizedRequests() async throws {
    let (server, port, _) = try await Self.start()
    defer { Task { await server.stop() } }
    for method in ["POST", "PUT", "DELETE", "OPTIONS"] {
      let response = try await RawHTTP.get("/snapshot", port: port, method: method)
      #expect(response.status == 405, "\(method) gave \(response.status)")
      #expect(response.headers["allow"] == "GET")
    }
    let withBody = try RawHTTP(port: port)
    let bodied = await withBody.exchange(
      "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Length: 5\r\n\r\nhello")
    #expect(bodied.status == 413)
    let longTarget = "/snapshot?device=" + String(repeating: "a", count: 10_000)
    #expect(try await RawHTTP.get(longTarget, port: port).status == 414)
    // Many short header lines (FlyingFox reads one long line slowly: see the README).
    let padding = (0..<200).map { "X-Padding-\($0): " + String(repeating: "b", count: 90) }
    let big = try await RawHTTP.get("/", port: port, headers: padding)
    #expect(big.status == 431, "\(big.status) \(big.body.prefix(200))")
    let foreignHost = try await RawHTTP.get("/", port: port, headers: ["Host: evil.example"])
    // The first Host line is the client's own; a second replaces it in the server's view.
    #expect(foreignHost.status == 403)
    // A large POST body is refused without being kept, and the server goes on.
    let client = try RawHTTP(port: port)
    let huge = String(repeating: "x", count: 4 << 20)
    let post =
      "POST /snapshot HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
      + "Content-Length: \(huge.utf8.count)\r\n\r\n"
    await client.send(Array(post.utf8))
    let refused = RawHTTP.parse(await client.read { $0.contains("\r\n\r\n") })
    #expect(refused.status == 405)
    #expect(try await RawHTTP.get("/app.css", port: port).status == 200)
  }

  @Test func badQueriesGetAClearMessage() async throws {
    let (server, port, _) = try await Self.start()
    defer { Task { await server.stop() } }
    let cases: [(String, String)] = [
      ("/snapshot?rtl=maybe", "rtl must be 0 or 1"),
      ("/snapshot?scale=9", "scale must be a number from 1 to 4"),
      ("/snapshot?color=red", "unknown parameter 'color'"),
      ("/snapshot?rtl=1&rtl=0", "given twice"),
      ("/snapshot?device=%zz", "bad percent escape"),
    ]
    for (target, message) in cases {
      let response = try await RawHTTP.get(target, port: port)
      #expect(response.status == 400, "\(target)")
      #expect(response.body.contains(message), "\(target): \(response.body)")
    }
    #expect(try await RawHTTP.get("/app.js?x=1", port: port).status == 400)
    // Well-formed options the document cannot use are the document's failure, not the
    // request's.
    let unknown = try Self.decode(
      try await RawHTTP.get("/snapshot?device=Nokia", port: port).body)
    #expect(unknown.failure?.message == "unknown device 'Nokia'")
  }

  @Test func boundsThePagesFollowing() async throws {
    let (server, port, _) = try await Self.start(maximumClients: 16)
    defer { Task { await server.stop() } }
    var clients: [RawHTTP] = []
    for _ in 0..<16 {
      let client = try RawHTTP(port: port)
      await client.send(Array("GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8))
      let opening = await client.read { $0.contains("event: version") }
      #expect(opening.hasPrefix("HTTP/1.1 200"))
      #expect(opening.contains("text/event-stream"))
      clients.append(client)
    }
    let seventeenth = try await RawHTTP.get("/events", port: port)
    #expect(seventeenth.status == 503)
    #expect(clients.count == 16)
  }

  @Test func aSaveBumpsTheVersionAndTellsThePages() async throws {
    let (server, port, path) = try await Self.start()
    defer { Task { await server.stop() } }
    let follower = try RawHTTP(port: port)
    await follower.send(Array("GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8))
    _ = await follower.read { $0.contains("event: version") }
    let moved = SnapshotTests.document.replacingOccurrences(
      of: "root.leading + 20", with: "root.leading + 60")
    try moved.write(toFile: path, atomically: false, encoding: .utf8)
    let version = try await Self.waitForVersion(after: 0, of: server)
    #expect(version == 1)
    let event = await follower.read { $0.contains("event: change") && $0.contains("\n\n") }
    #expect(event.contains("event: change\ndata: 1\n"))
    let response = try Self.decode(try await RawHTTP.get("/snapshot", port: port).body)
    #expect(response.version == 1)
    #expect(response.snapshot?.views.first { $0.id == "card" }?.frame == [60, 30, 100, 50])
  }

  @Test func aBrokenSaveKeepsTheLastGoodDrawing() async throws {
    let (server, port, path) = try await Self.start()
    defer { Task { await server.stop() } }
    let good = try Self.decode(try await RawHTTP.get("/snapshot", port: port).body)
    let broken = SnapshotTests.document.replacingOccurrences(
      of: "  - title.top == card.top + 5", with: "  - title.top == nowhere.top + 5")
    try broken.write(toFile: path, atomically: false, encoding: .utf8)
    var version = try await Self.waitForVersion(after: 0, of: server)
    let failed = try Self.decode(try await RawHTTP.get("/snapshot", port: port).body)
    #expect(failed.version == version)
    #expect(failed.failure?.kind == .load)
    #expect(failed.failure?.line == 18)
    #expect(failed.failure?.column != nil)
    #expect(failed.failure?.message.contains("nowhere") == true)
    #expect(failed.snapshot == good.snapshot)
    try "views: [".write(toFile: path, atomically: false, encoding: .utf8)
    version = try await Self.waitForVersion(after: version, of: server)
    let syntax = try Self.decode(try await RawHTTP.get("/snapshot", port: port).body)
    #expect(syntax.failure?.message.hasPrefix("YAML syntax") == true)
    #expect(syntax.snapshot == good.snapshot)
    try SnapshotTests.document.write(toFile: path, atomically: false, encoding: .utf8)
    version = try await Self.waitForVersion(after: version, of: server)
    let fixed = try Self.decode(try await RawHTTP.get("/snapshot", port: port).body)
    #expect(fixed.failure == nil)
    #expect(fixed.snapshot == good.snapshot)
  }

  @Test func stopsCleanly() async throws {
    let (server, port, _) = try await Self.start()
    let follower = try RawHTTP(port: port)
    await follower.send(Array("GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8))
    _ = await follower.read { $0.contains("event: version") }
    await server.stop()
    // The event stream ends (the chunked body's last chunk) and the port is closed.
    let rest = await follower.read()
    #expect(!rest.contains("event: change"))
    #expect(throws: RawHTTP.Failure.self) { try RawHTTP(port: port) }
  }
}
