import AutoLayout
import FlyingFox
import Foundation
import LayoutDocument

/// Answers the preview server's requests: six exact paths, `GET` only.
///
/// The path is compared as the client wrote it, before any decoding or normalising, so
/// `/../Package.swift`, `/%2e%2e/`, `//etc/passwd`, `/app.js/../x` and absolute-form targets
/// (`http://host/…`) are all 404; nothing here opens a file.
struct PreviewRoutes: HTTPHandler {
  /// The server whose state the answers come from.
  let server: PreviewServer

  /// The most bytes a request's target and headers may take together.
  static let maximumHeaderBytes = 16 * 1024

  func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
    if let refusal = refusal(of: request) { return refusal }
    let path = request.target.path(percentEncoded: true)
    guard Self.paths.contains(path) else {
      return Self.error(
        .notFound,
        "no such page: the preview serves /, /app.js, /app.css, "
          + "/snapshot, /events and /devices")
    }
    guard request.method == .GET else {
      var response = Self.error(.methodNotAllowed, "\(path) answers GET only")
      response.headers[HTTPHeader("Allow")] = "GET"
      return response
    }
    switch path {
    case "/": return Self.text(PreviewPage.html, type: "text/html; charset=utf-8")
    case "/app.js": return Self.text(PreviewPage.script, type: "text/javascript; charset=utf-8")
    case "/app.css": return Self.text(PreviewPage.style, type: "text/css; charset=utf-8")
    case "/devices": return Self.json(Self.devices)
    case "/events": return events()
    default: return await snapshot(query: request.target.query(percentEncoded: true))
    }
  }

  /// Whether a `Host` header names the loopback interface (`127.0.0.1:8017`, `localhost`,
  /// `[::1]:8017`).
  static func isLoopback(host: String) -> Bool {
    let name: Substring
    if host.hasPrefix("[") {
      name = host.dropFirst().prefix { $0 != "]" }
    } else {
      name = host.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)[0]
    }
    return ["127.0.0.1", "localhost", "::1"].contains(name.lowercased())
  }

  /// The paths served.
  static let paths: Set<String> = ["/", "/app.js", "/app.css", "/snapshot", "/events", "/devices"]

  /// A request refused before routing: a body (413), a target and headers past
  /// ``maximumHeaderBytes`` (413), a `Host` other than a loopback name while the server
  /// listens on loopback (403: a web page elsewhere cannot reach it through a name of its own
  /// that resolves to 127.0.0.1); other methods on unknown paths are 405.
  func refusal(of request: HTTPRequest) -> HTTPResponse? {
    Self.refusal(of: request, requiresLoopbackHost: server.isLoopback)
  }

  /// A request refused before routing (see ``refusal(of:)``).
  static func refusal(of request: HTTPRequest, requiresLoopbackHost: Bool) -> HTTPResponse? {
    var size = request.target.rawValue.utf8.count
    for (name, value) in request.headers {
      size += name.rawValue.utf8.count + value.utf8.count + 4
    }
    if size > maximumHeaderBytes {
      return error(
        .payloadTooLarge,
        "the request's headers take \(size) bytes; at most "
          + "\(maximumHeaderBytes) are read", closing: true)
    }
    let length = request.headers[.contentLength]
    if request.headers[.transferEncoding] != nil || (length != nil && length != "0") {
      return error(.payloadTooLarge, "the preview takes no request bodies", closing: true)
    }
    if requiresLoopbackHost, let host = request.headers[.host], !isLoopback(host: host) {
      return error(
        .forbidden, "the preview answers to 127.0.0.1 or localhost only, not '\(host.prefix(80))'")
    }
    if request.method != .GET, !paths.contains(request.target.path(percentEncoded: true)) {
      var response = error(.methodNotAllowed, "the preview answers GET only")
      response.headers[HTTPHeader("Allow")] = "GET"
      return response
    }
    return nil
  }

  /// `GET /snapshot?…`: the drawing for the query's options (400 for bad options).
  private func snapshot(query: String) async -> HTTPResponse {
    switch PreviewQuery.options(query, defaults: server.defaults) {
    case .failure(let error):
      return Self.error(.badRequest, error.message)
    case .success(let options):
      let answer = await server.snapshot(for: options)
      return Self.json(answer)
    }
  }

  /// `GET /events`: the client's event stream, or 503 when ``EventHub/limit`` clients listen.
  private func events() -> HTTPResponse {
    guard let subscription = server.events.subscribe() else {
      return Self.error(
        HTTPStatusCode(503, phrase: "Service Unavailable"),
        "\(server.events.limit) event clients listen already; close a page and try again")
    }
    var headers = HTTPHeaders()
    headers[.contentType] = "text/event-stream; charset=utf-8"
    headers[.cacheControl] = "no-store"
    headers[HTTPHeader("X-Content-Type-Options")] = "nosniff"
    return HTTPResponse(
      statusCode: .ok, headers: headers,
      body: HTTPBodySequence(
        from: EventStream(subscription: subscription), suggestedBufferSize: 4096))
  }

  /// The device bar's choices: every device with the Split View widths it offers, and the
  /// text sizes.
  static let devices = DeviceList(
    devices: DeviceProfile.all.map { device in
      var splits = ["full"]
      for width in device.splitWidths where !splits.contains(width.fraction.rawValue) {
        splits.append(width.fraction.rawValue)
      }
      return DeviceList.Device(
        name: device.name, idiom: device.idiom.rawValue, scale: Double(device.scale),
        splits: splits)
    },
    categories: LoadOptions.contentSizeCategoryNames.map(\.name))

  /// `GET /devices`'s answer.
  struct DeviceList: Encodable, Sendable {
    /// One device.
    struct Device: Encodable, Sendable {
      var name: String
      var idiom: String
      var scale: Double
      var splits: [String]
    }

    var devices: [Device]
    var categories: [String]
  }

  /// A response with `body` of the given content type, never cached.
  static func text(_ body: String, type: String) -> HTTPResponse {
    var headers = HTTPHeaders()
    headers[.contentType] = type
    headers[.cacheControl] = "no-store"
    headers[HTTPHeader("X-Content-Type-Options")] = "nosniff"
    if type.hasPrefix("text/html") {
      headers[HTTPHeader("Content-Security-Policy")] =
        "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:"
    }
    return HTTPResponse(statusCode: .ok, headers: headers, body: Data(body.utf8))
  }

  /// `value` as JSON (keys sorted, so the same value gives the same bytes).
  static func json(_ value: some Encodable, status: HTTPStatusCode = .ok) -> HTTPResponse {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data: Data
    do {
      data = try encoder.encode(value)
    } catch {
      return self.error(.internalServerError, "the answer did not encode: \(error)")
    }
    var headers = HTTPHeaders()
    headers[.contentType] = "application/json; charset=utf-8"
    headers[.cacheControl] = "no-store"
    headers[HTTPHeader("X-Content-Type-Options")] = "nosniff"
    return HTTPResponse(statusCode: status, headers: headers, body: data)
  }

  /// `{"error": message}` with `status` (and `Connection: close` when the rest of the
  /// request is not read).
  static func error(
    _ status: HTTPStatusCode, _ message: String, closing: Bool = false
  ) -> HTTPResponse {
    var response = json(["error": message], status: status)
    if closing { response.headers[.connection] = "close" }
    return response
  }
}
