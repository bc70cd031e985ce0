import Foundation

/// An answer: a status, header fields, and a body that is either bytes known in full or a
/// stream written as it comes (server-sent events).
///
/// The connection adds `Content-Length` and `Connection`; a stream is sent without a length,
/// ended by closing the connection.
struct HTTPResponse: Sendable {
  /// What follows the head.
  enum Body: Sendable {
    /// Bytes sent with their length.
    case bytes(Data)
    /// Chunks written as the stream gives them, until it ends or the client leaves. `owner`
    /// is kept for as long as the stream is written (what it frees when it goes, such as an
    /// event client's place, is freed once the client has left).
    case stream(AsyncStream<Data>, owner: (any Sendable)?)
  }

  /// The status.
  var status: HTTPStatus
  /// The header fields, in order (without `Content-Length` and `Connection`).
  var fields: [HTTPField]
  /// The body.
  var body: Body
  /// Whether the connection is to be closed after this answer, whatever the client asked.
  var closesConnection = false

  /// A response of `status` with `fields` and `body`.
  init(status: HTTPStatus, fields: [HTTPField] = [], body: Body = .bytes(Data())) {
    self.status = status
    self.fields = fields
    self.body = body
  }

  /// Sets the field `name` to `value`, replacing a field of that name.
  mutating func setField(_ name: String, _ value: String) {
    fields.removeAll { $0.name.lowercased() == name.lowercased() }
    fields.append(HTTPField(name: name, value: value))
  }

  /// The status line and the fields, with `Content-Length` for a body of bytes and
  /// `Connection: keep-alive` or `close`, ended by an empty line.
  func head(keepingAlive: Bool) -> Data {
    var text = "HTTP/1.1 \(status.code) \(status.reason)\r\n"
    for field in fields { text += "\(field.name): \(field.value)\r\n" }
    if case .bytes(let data) = body { text += "Content-Length: \(data.count)\r\n" }
    text += keepingAlive ? "Connection: keep-alive\r\n\r\n" : "Connection: close\r\n\r\n"
    return Data(text.utf8)
  }
}
