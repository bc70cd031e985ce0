import FlyingFox
import Foundation

/// Answers the preview's requests. Its routes are fixed strings matched against the raw
/// request target, so no request is ever turned into a path on disk: `GET /` (the page),
/// `GET /app.js`, `GET /app.css`, `GET /devices`, `GET /snapshot?…` and `GET /events`.
/// Anything else is refused without reading a file: another path (`/../Package.swift`,
/// `/%2e%2e/`, `//etc/passwd`, an absolute URL) with 404, another method with 405, a body
/// with 413, a target past ``maximumTargetLength`` with 414, headers past
/// ``maximumHeaderBytes`` with 431.
struct PreviewRouter: Sendable {
  /// What the server previews.
  let state: PreviewState
  /// The pages following the preview.
  let hub: EventHub
  /// Whether requests must name a loopback host (`Host: 127.0.0.1:…` or `localhost:…`), so
  /// a web page elsewhere cannot reach the server through a name that resolves to it.
  let requiresLoopbackHost: Bool
  /// The device bar's catalog and starting options, encoded once.
  let devices: Data

  /// A router answering from `state` and `hub`; the page starts with `options`.
  init(state: PreviewState, hub: EventHub, requiresLoopbackHost: Bool, options: PreviewOptions) {
    self.state = state
    self.hub = hub
    self.requiresLoopbackHost = requiresLoopbackHost
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    devices = (try? encoder.encode(PreviewDevices(initial: options))) ?? Data("{}".utf8)
  }

  /// The longest request target served.
  static let maximumTargetLength = 2048
  /// The most bytes of header names and values served.
  static let maximumHeaderBytes = 16 * 1024

  /// The paths served.
  static let paths: Set<String> = ["/", "/app.js", "/app.css", "/devices", "/snapshot", "/events"]

  /// The answer to `request`.
  func respond(to request: HTTPRequest) async -> HTTPResponse {
    let target = request.target
    let path = target.path(percentEncoded: true)
    guard target.rawValue.utf8.count <= Self.maximumTargetLength else {
      return Self.plain(.uriTooLong, "request target too long")
    }
    guard Self.paths.contains(path) else { return Self.plain(.notFound, "not found") }
    guard request.method == .GET else {
      var response = Self.plain(.methodNotAllowed, "only GET is served")
      response.headers[HTTPHeader("Allow")] = "GET"
      return response
    }
    let headerBytes = request.headers.reduce(0) {
      $0 + $1.key.rawValue.utf8.count + $1.value.utf8.count
    }
    guard headerBytes <= Self.maximumHeaderBytes else {
      return Self.plain(.requestHeaderFieldsTooLarge, "request headers too large")
    }
    if request.headers[.transferEncoding] != nil
      || (request.headers[.contentLength].map { $0 != "0" } ?? false)
    {
      return Self.plain(.payloadTooLarge, "a GET request has no body")
    }
    if requiresLoopbackHost, let host = request.headers[.host], !Self.isLoopback(host: host) {
      return Self.plain(.forbidden, "the preview answers to 127.0.0.1 or localhost only")
    }
    let query = target.query(percentEncoded: true)
    if path != "/snapshot", !query.isEmpty {
      return Self.plain(.badRequest, "\(path) takes no query")
    }
    switch path {
    case "/": return Self.asset(PreviewPage.html, type: "text/html; charset=utf-8")
    case "/app.js": return Self.asset(PreviewPage.script, type: "text/javascript; charset=utf-8")
    case "/app.css": return Self.asset(PreviewPage.style, type: "text/css; charset=utf-8")
    case "/devices": return Self.json(devices)
    case "/events": return await events()
    default: return await snapshot(query: query)
    }
  }

  /// `/snapshot?…`: the JSON answer for the query's options.
  private func snapshot(query: String) async -> HTTPResponse {
    let parsed: PreviewQuery
    do {
      parsed = try PreviewQuery(query)
    } catch {
      let body = (try? JSONEncoder().encode(["error": error.message])) ?? Data()
      return Self.response(.badRequest, body, type: "application/json")
    }
    return Self.json(await state.answer(for: parsed.options, exercise: parsed.exercise))
  }

  /// `/events`: a stream of server-sent events, or 503 when enough pages follow already.
  private func events() async -> HTTPResponse {
    guard let stream = await hub.subscribe(version: await state.version) else {
      var response = Self.plain(.serviceUnavailable, "too many pages follow this preview")
      response.headers[HTTPHeader("Retry-After")] = "5"
      return response
    }
    var headers = Self.commonHeaders
    headers[.contentType] = "text/event-stream"
    return HTTPResponse(
      statusCode: .ok, headers: headers,
      body: HTTPBodySequence(from: EventStreamBody(events: stream)))
  }

  /// Whether a `Host` header names the loopback interface.
  static func isLoopback(host: String) -> Bool {
    let name: Substring
    if host.hasPrefix("[") {
      name = host.prefix { $0 != "]" }.dropFirst()
    } else {
      name = host.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)[0]
    }
    return ["127.0.0.1", "localhost", "::1"].contains(name.lowercased())
  }

  /// Headers on every answer: nothing cached, nothing sniffed, nothing loaded from elsewhere.
  static let commonHeaders: HTTPHeaders = [
    .cacheControl: "no-store",
    HTTPHeader("X-Content-Type-Options"): "nosniff",
    HTTPHeader("Content-Security-Policy"):
      "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:",
  ]

  static func asset(_ text: String, type: String) -> HTTPResponse {
    response(.ok, Data(text.utf8), type: type)
  }

  static func json(_ data: Data) -> HTTPResponse {
    response(.ok, data, type: "application/json")
  }

  static func plain(_ status: HTTPStatusCode, _ message: String) -> HTTPResponse {
    response(status, Data((message + "\n").utf8), type: "text/plain; charset=utf-8")
  }

  static func response(_ status: HTTPStatusCode, _ body: Data, type: String) -> HTTPResponse {
    var headers = commonHeaders
    headers[.contentType] = type
    return HTTPResponse(statusCode: status, headers: headers, body: body)
  }
}
