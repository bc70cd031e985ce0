import Foundation

/// A request's head as the client wrote it: nothing decoded or normalised, so that what a
/// route compares is exactly what arrived (`/%2e%2e/` stays `/%2e%2e/`).
///
/// The preview takes no request bodies; a request announcing one is refused by the routes.
struct HTTPRequest: Sendable, Equatable {
  /// The method, a token (`GET`).
  var method: String
  /// The request target, bytes 0x21–0x7E only (`/snapshot?device=iPhone+8`).
  var target: String
  /// The protocol version.
  var version: HTTPVersion
  /// The header fields, in the order they came.
  var fields: [HTTPField]

  /// The value of the first field named `name` (compared without case), or `nil`.
  subscript(field name: String) -> String? {
    fields.first { $0.name.lowercased() == name.lowercased() }?.value
  }

  /// The target up to its `?`.
  var path: Substring { target.prefix { $0 != "?" } }

  /// The target after its first `?` (empty when there is none).
  var query: Substring {
    guard let mark = target.firstIndex(of: "?") else { return "" }
    return target[target.index(after: mark)...]
  }

  /// Whether a body follows the head (`Transfer-Encoding`, or a `Content-Length` other than
  /// 0): the server reads none, so it cannot tell where a next request would start.
  var announcesBody: Bool {
    self[field: "Transfer-Encoding"] != nil || (self[field: "Content-Length"] ?? "0") != "0"
  }

  /// Whether the client keeps the connection for another request: HTTP/1.1 unless it says
  /// `Connection: close`, HTTP/1.0 only when it says `Connection: keep-alive`.
  var keepsAlive: Bool {
    let options = (self[field: "Connection"] ?? "").lowercased()
      .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    switch version {
    case .http11: return !options.contains("close")
    case .http10: return options.contains("keep-alive")
    }
  }
}

/// A header field: its name as written and its value without the spaces around it.
struct HTTPField: Sendable, Equatable {
  var name: String
  var value: String
}

/// The versions of HTTP/1 the server speaks.
enum HTTPVersion: String, Sendable, Equatable {
  case http10 = "HTTP/1.0"
  case http11 = "HTTP/1.1"
}
