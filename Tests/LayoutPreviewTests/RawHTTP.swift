import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A bare HTTP/1.1 client over a TCP socket to 127.0.0.1: it sends the request bytes exactly
/// as written (`GET /../Package.swift`, absolute-form targets, oversized headers), which
/// URLSession would normalise or refuse, and reads what comes back with a deadline.
///
/// Its reads block the calling thread: a test that must not hold one of Swift's cooperative
/// threads while it waits (the server under test needs them) reads through ``offThread(_:)``.
/// It is used by one thread at a time, hence `@unchecked Sendable`.
final class RawHTTP: @unchecked Sendable {
  /// An answer: status code, headers (names lowercased) and body.
  struct Response {
    var status: Int
    var headers: [String: String]
    var body: Data

    /// The body as text.
    var text: String { String(decoding: body, as: UTF8.self) }

    /// The body as a JSON object.
    var json: [String: Any] {
      (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:]
    }
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  private let descriptor: Int32
  private var received = Data()

  /// A connection to 127.0.0.1:`port`; reads give up after `timeout` seconds of silence
  /// (a time guard: scaled under sanitizers).
  init(port: Int, timeout: Double = 30) throws {
    #if canImport(Darwin)
      descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #else
      descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #endif
    guard descriptor >= 0 else { throw Failure(description: "socket() failed") }
    var wait = timeval(tv_sec: Int(timeGuard(.seconds(timeout)).components.seconds), tv_usec: 0)
    setsockopt(
      descriptor, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(descriptor)
      throw Failure(description: "cannot connect to port \(port)")
    }
  }

  deinit { close(descriptor) }

  /// Sends `text` as it is.
  func send(_ text: String) throws {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let sent = bytes.withUnsafeBytes { Glue.send(descriptor, $0.baseAddress, $0.count) }
      guard sent > 0 else { throw Failure(description: "send failed") }
      bytes = bytes.dropFirst(sent)
    }
  }

  /// Reads until `marker` has arrived (or the deadline passes), and returns all read so far.
  @discardableResult
  func read(until marker: String) throws -> String {
    let needle = Data(marker.utf8)
    while received.range(of: needle) == nil {
      guard try readMore() else { break }
    }
    return String(decoding: received, as: UTF8.self)
  }

  /// Reads one more piece; `false` at the end of the stream.
  private func readMore() throws -> Bool {
    var buffer = [UInt8](repeating: 0, count: 65536)
    let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
    if count < 0 { throw Failure(description: "no answer in time") }
    if count == 0 { return false }
    received.append(contentsOf: buffer[0..<count])
    return true
  }

  /// Reads one whole response (a `Content-Length` body, or a chunked one).
  func response() throws -> Response {
    try read(until: "\r\n\r\n")
    guard let end = received.range(of: Data("\r\n\r\n".utf8)) else {
      throw Failure(
        description: "no response head in: \(String(decoding: received, as: UTF8.self))")
    }
    let head = String(decoding: received[..<end.lowerBound], as: UTF8.self)
    var rest = received[end.upperBound...]
    let lines = head.components(separatedBy: "\r\n")
    let status = Int(lines[0].split(separator: " ")[1]) ?? 0
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
        .trimmingCharacters(in: .whitespaces)
    }
    if let length = headers["content-length"].flatMap(Int.init) {
      while rest.count < length {
        guard try readMore() else { break }
        rest = received[end.upperBound...]
      }
      return Response(status: status, headers: headers, body: Data(rest.prefix(length)))
    }
    return Response(status: status, headers: headers, body: Data(rest))
  }

  /// `body`'s result, run on a thread of its own so that its blocking reads hold none of the
  /// cooperative threads the server under test runs on.
  static func offThread<T: Sendable>(
    _ body: @escaping @Sendable () throws -> T
  ) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
      Thread { continuation.resume(with: Result { try body() }) }.start()
    }
  }

  /// `GET target` (or another method) with the given extra header lines and `Host` (by
  /// default `127.0.0.1:PORT`), and its response.
  static func get(
    _ target: String, port: Int, method: String = "GET", headers: [String] = [],
    host: String? = nil
  ) throws -> Response {
    let connection = try RawHTTP(port: port)
    let extra = headers.map { $0 + "\r\n" }.joined()
    try connection.send(
      "\(method) \(target) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\n\(extra)"
        + "Connection: close\r\n\r\n")
    return try connection.response()
  }
}

/// The C library's `send`, out of reach of `RawHTTP.send(_:)`'s name.
private enum Glue {
  static func send(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Darwin)
      Darwin.send(descriptor, bytes, count, 0)
    #elseif canImport(Glibc)
      Glibc.send(descriptor, bytes, count, Int32(MSG_NOSIGNAL))
    #else
      Musl.send(descriptor, bytes, count, Int32(MSG_NOSIGNAL))
    #endif
  }
}
