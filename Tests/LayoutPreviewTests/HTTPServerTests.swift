import Foundation
import Testing

@testable import LayoutPreview

extension ServerTests {
  /// The preview's HTTP layer over real sockets, with routes of its own: slow, silent,
  /// pipelined and oversized clients, the connection bound, streams whose client leaves, and
  /// stopping.
  @Suite struct HTTPServerTests {
    /// Counts the streams whose owner has gone (the connection let go of them).
    final class Departures: @unchecked Sendable {
      private let lock = NSLock()
      private var value = 0
      var count: Int { lock.withLock { value } }
      func add() { lock.withLock { value += 1 } }
    }

    /// A stream's owner: finishes the stream and counts a departure when it goes.
    final class StreamOwner: Sendable {
      let continuation: AsyncStream<Data>.Continuation
      let departures: Departures
      init(_ continuation: AsyncStream<Data>.Continuation, _ departures: Departures) {
        self.continuation = continuation
        self.departures = departures
      }
      deinit {
        continuation.finish()
        departures.add()
      }
    }

    /// Answers `METHOD TARGET` as text; `/stream` is a stream that says `hello` and stays open.
    struct EchoRoutes: HTTPHandler {
      let departures: Departures

      func respond(to request: HTTPRequest) async -> HTTPResponse {
        if request.path == "/stream" {
          let (stream, continuation) = AsyncStream<Data>.makeStream()
          continuation.yield(Data("hello\n".utf8))
          return HTTPResponse(
            status: .ok, body: .stream(stream, owner: StreamOwner(continuation, departures)))
        }
        return HTTPResponse(
          status: .ok, body: .bytes(Data("\(request.method) \(request.target)".utf8)))
      }

      func refuse(_ refusal: HTTPRefusal) -> HTTPResponse {
        HTTPResponse(status: refusal.status, body: .bytes(Data(refusal.message.utf8)))
      }
    }

    /// A started server with `limits`, its port and its departures.
    static func server(
      _ limits: HTTPLimits = HTTPLimits()
    ) async throws -> (server: HTTPServer, port: Int, departures: Departures) {
      let departures = Departures()
      let server = HTTPServer(
        host: "127.0.0.1", port: 0, limits: limits, handler: EchoRoutes(departures: departures))
      let port = try await server.start()
      return (server, Int(port), departures)
    }

    /// Waits up to `seconds` for `condition`.
    static func eventually(_ seconds: Double = 5, _ condition: () async -> Bool) async -> Bool {
      let deadline = ContinuousClock.now + .seconds(seconds)
      while ContinuousClock.now < deadline {
        if await condition() { return true }
        try? await Task.sleep(for: .milliseconds(20))
      }
      return await condition()
    }

    @Test func aHeadArrivingTooSlowlyIsAnswered408() async throws {
      var limits = HTTPLimits()
      limits.headTimeout = 0.5
      let (server, port, _) = try await Self.server(limits)
      defer { Task { await server.stop() } }
      let client = try RawHTTP(port: port, timeout: 10)
      let start = ContinuousClock.now
      try client.send("GET / HTTP/1.1\r\nHo")
      try await Task.sleep(for: .milliseconds(200))
      try client.send("st: 12")
      let answer = try await RawHTTP.offThread { try client.response() }
      #expect(answer.status == 408)
      #expect(answer.text.contains("did not arrive"))
      #expect(ContinuousClock.now - start < .seconds(5))
      #expect(try RawHTTP.get("/", port: port).status == 200)
    }

    @Test func aSilentConnectionIsClosed() async throws {
      var limits = HTTPLimits()
      limits.idleTimeout = 0.5
      let (server, port, _) = try await Self.server(limits)
      defer { Task { await server.stop() } }
      let client = try RawHTTP(port: port, timeout: 10)
      try client.send("GET /a HTTP/1.1\r\nHost: x\r\n\r\n")
      #expect(try client.response().text == "GET /a")
      let start = ContinuousClock.now
      // No bytes after the answer: the server closes the connection, answering nothing.
      let rest = try await RawHTTP.offThread { try client.read(until: "never sent") }
      #expect(rest.hasSuffix("GET /a"))
      #expect(ContinuousClock.now - start < .seconds(5))
    }

    @Test func pipelinedRequestsAreAnsweredInOrder() async throws {
      let (server, port, _) = try await Self.server()
      defer { Task { await server.stop() } }
      let client = try RawHTTP(port: port)
      try client.send(
        "GET /a HTTP/1.1\r\nHost: x\r\n\r\nHEAD /b HTTP/1.1\r\nHost: x\r\n\r\n"
          + "GET /c HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
      let all = try client.read(until: "never sent")
      let heads = all.components(separatedBy: "HTTP/1.1 200 OK").count - 1
      #expect(heads == 3)
      #expect(all.contains("Content-Length: 6\r\nConnection: keep-alive\r\n\r\nGET /aHTTP/1.1"))
      // HEAD: the length of the body it would have, no body.
      #expect(all.contains("Content-Length: 7\r\nConnection: keep-alive\r\n\r\nHTTP/1.1"))
      #expect(all.hasSuffix("Connection: close\r\n\r\nGET /c"))
    }

    @Test func aOneMegabyteHeadIsRefusedAtOnce() async throws {
      let (server, port, _) = try await Self.server()
      defer { Task { await server.stop() } }
      let client = try RawHTTP(port: port, timeout: 10)
      let start = ContinuousClock.now
      let head =
        "GET / HTTP/1.1\r\nHost: x\r\nX-Pad: " + String(repeating: "a", count: 1 << 20) + "\r\n\r\n"
      let answer = try await RawHTTP.offThread {
        try client.send(head)
        return try client.response()
      }
      #expect(answer.status == 431)
      #expect(ContinuousClock.now - start < .seconds(3))
      #expect(try RawHTTP.get("/", port: port).status == 200)
    }

    @Test func malformedRequestsAreAnsweredAndTheServerGoesOn() async throws {
      let (server, port, _) = try await Self.server()
      defer { Task { await server.stop() } }
      for (request, status) in [
        ("GARBAGE\r\n\r\n", 400), ("GET / HTTP/3.0\r\nHost: x\r\n\r\n", 505),
        ("GET / HTTP/1.1\r\n\r\n", 400), ("GET /\0 HTTP/1.1\r\nHost: x\r\n\r\n", 400),
      ] {
        let client = try RawHTTP(port: port)
        try client.send(request)
        #expect(try client.response().status == status, "\(request.debugDescription)")
      }
      #expect(try RawHTTP.get("/", port: port).status == 200)
    }

    @Test func connectionsPastTheBoundAreAnswered503() async throws {
      var limits = HTTPLimits()
      limits.maximumConnections = 2
      let (server, port, _) = try await Self.server(limits)
      defer { Task { await server.stop() } }
      var open: [RawHTTP] = []
      for _ in 0..<2 {
        let client = try RawHTTP(port: port)
        try client.send("GET /kept HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(try client.response().status == 200)
        open.append(client)
      }
      let third = try RawHTTP(port: port)
      #expect(try third.response().status == 503)
      open.removeFirst()
      // The departed client's slot comes back once the server has seen it close.
      #expect(
        await Self.eventually {
          (try? RawHTTP.get("/", port: port).status) == 200
        })
      #expect(open.count == 1)
    }

    @Test func aStreamEndsAsSoonAsItsClientLeaves() async throws {
      let (server, port, departures) = try await Self.server()
      defer { Task { await server.stop() } }
      var client: RawHTTP? = try RawHTTP(port: port)
      try client?.send("GET /stream HTTP/1.1\r\nHost: x\r\n\r\n")
      let head = try client?.read(until: "hello\n") ?? ""
      #expect(head.hasPrefix("HTTP/1.1 200 OK"))
      #expect(head.contains("Connection: close") && !head.contains("Content-Length"))
      #expect(departures.count == 0)
      client = nil
      // Noticed through the read the connection keeps waiting on the stream's socket: at once,
      // not at a next write (the stream has nothing more to write).
      #expect(await Self.eventually(2) { departures.count == 1 })
    }

    @Test func stoppingClosesEveryConnectionAndFreesThePort() async throws {
      let (server, port, departures) = try await Self.server()
      let idle = try RawHTTP(port: port, timeout: 10)
      try idle.send("GET /kept HTTP/1.1\r\nHost: x\r\n\r\n")
      #expect(try idle.response().status == 200)
      let streaming = try RawHTTP(port: port, timeout: 10)
      try streaming.send("GET /stream HTTP/1.1\r\nHost: x\r\n\r\n")
      try streaming.read(until: "hello\n")
      let start = ContinuousClock.now
      await server.stop()
      #expect(ContinuousClock.now - start < .seconds(2))
      #expect(departures.count == 1)
      #expect(try idle.read(until: "never sent").hasSuffix("GET /kept"))
      #expect(try streaming.read(until: "never sent").hasSuffix("hello\n"))
      #expect(throws: RawHTTP.Failure.self) { try RawHTTP(port: port) }
      let again = HTTPServer(
        host: "127.0.0.1", port: UInt16(port), handler: EchoRoutes(departures: departures))
      #expect(try await again.start() == UInt16(port))
      await again.stop()
    }

    @Test func aHostThatIsNotAnAddressIsAnError() async throws {
      let server = HTTPServer(
        host: "localhost", port: 0, handler: EchoRoutes(departures: Departures()))
      await #expect(throws: HTTPServerError.self) { try await server.start() }
    }
  }
}
