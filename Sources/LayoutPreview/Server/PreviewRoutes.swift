import AutoLayout
import Foundation
import LayoutDocument

/// Answers the preview server's requests: six exact paths, `GET` only.
///
/// The path is compared as the client wrote it, before any decoding or normalising, so
/// `/../Package.swift`, `/%2e%2e/`, `//etc/passwd`, `/app.js/../x` and absolute-form targets
/// (`http://host/…`) are all 404; nothing here opens a file. Heads past
/// ``maximumHeaderBytes`` never get here: the connection refuses them as they arrive.
struct PreviewRoutes: HTTPHandler {
  /// The server whose state the answers come from.
  let server: PreviewServer

  /// The most bytes a request's head (its request line and header fields) may take.
  static let maximumHeaderBytes = 16 * 1024

  func respond(to request: HTTPRequest) async -> HTTPResponse {
    if let refusal = refusal(of: request) { return refusal }
    let path = String(request.path)
    guard Self.paths.contains(path) else {
      return Self.error(
        .notFound,
        "no such page: the preview serves /, /app.js, /app.css, "
          + "/snapshot, /events and /devices")
    }
    guard request.method == "GET" else {
      var response = Self.error(.methodNotAllowed, "\(path) answers GET only")
      response.setField("Allow", "GET")
      return response
    }
    switch path {
    case "/": return Self.text(PreviewPage.html, type: "text/html; charset=utf-8")
    case "/app.js": return Self.text(PreviewPage.script, type: "text/javascript; charset=utf-8")
    case "/app.css": return Self.text(PreviewPage.style, type: "text/css; charset=utf-8")
    case "/devices": return Self.devicesAnswer
    case "/events": return events()
    default: return await snapshot(query: String(request.query))
    }
  }

  func refuse(_ refusal: HTTPRefusal) -> HTTPResponse {
    Self.error(refusal.status, refusal.message, closing: true)
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

  /// A request refused before routing: a body (413, and the connection closed), a `Host`
  /// other than a loopback name while the server listens on loopback (403: a web page
  /// elsewhere cannot reach it through a name of its own that resolves to 127.0.0.1); other
  /// methods on unknown paths are 405.
  func refusal(of request: HTTPRequest) -> HTTPResponse? {
    Self.refusal(of: request, requiresLoopbackHost: server.isLoopback)
  }

  /// A request refused before routing (see ``refusal(of:)``).
  static func refusal(of request: HTTPRequest, requiresLoopbackHost: Bool) -> HTTPResponse? {
    if request.announcesBody {
      return error(.contentTooLarge, "the preview takes no request bodies", closing: true)
    }
    if requiresLoopbackHost, let host = request[field: "Host"], !isLoopback(host: host) {
      return error(
        .forbidden, "the preview answers to 127.0.0.1 or localhost only, not '\(host.prefix(80))'")
    }
    if request.method != "GET", !paths.contains(String(request.path)) {
      var response = error(.methodNotAllowed, "the preview answers GET only")
      response.setField("Allow", "GET")
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
  ///
  /// The client's place in the hub is freed when its connection ends, which the connection
  /// notices as soon as the client leaves.
  private func events() -> HTTPResponse {
    guard let subscription = server.events.subscribe() else {
      return Self.error(
        .serviceUnavailable,
        "\(server.events.limit) event clients listen already; close a page and try again")
    }
    return HTTPResponse(
      status: .ok,
      fields: [
        HTTPField(name: "Content-Type", value: "text/event-stream; charset=utf-8"),
        HTTPField(name: "Cache-Control", value: "no-store"),
        HTTPField(name: "X-Content-Type-Options", value: "nosniff"),
      ],
      body: .stream(subscription.stream, owner: subscription))
  }

  /// `GET /devices`'s answer, encoded once.
  static let devicesAnswer = json(devices)

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
    var fields = [
      HTTPField(name: "Content-Type", value: type),
      HTTPField(name: "Cache-Control", value: "no-store"),
      HTTPField(name: "X-Content-Type-Options", value: "nosniff"),
    ]
    if type.hasPrefix("text/html") {
      fields.append(
        HTTPField(
          name: "Content-Security-Policy",
          value: "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:"))
    }
    return HTTPResponse(status: .ok, fields: fields, body: .bytes(Data(body.utf8)))
  }

  /// `value` as JSON (keys sorted, so the same value gives the same bytes).
  static func json(_ value: some Encodable, status: HTTPStatus = .ok) -> HTTPResponse {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data: Data
    do {
      data = try encoder.encode(value)
    } catch {
      return self.error(.internalServerError, "the answer did not encode: \(error)")
    }
    return HTTPResponse(
      status: status,
      fields: [
        HTTPField(name: "Content-Type", value: "application/json; charset=utf-8"),
        HTTPField(name: "Cache-Control", value: "no-store"),
        HTTPField(name: "X-Content-Type-Options", value: "nosniff"),
      ],
      body: .bytes(data))
  }

  /// `{"error": message}` with `status` (and `Connection: close` when the rest of the
  /// request is not read).
  static func error(
    _ status: HTTPStatus, _ message: String, closing: Bool = false
  ) -> HTTPResponse {
    var response = json(["error": message], status: status)
    response.closesConnection = closing
    return response
  }
}
