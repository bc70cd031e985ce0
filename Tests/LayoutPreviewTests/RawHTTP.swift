import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A client that sends requests byte for byte as written (no URL normalising, so `/../`
/// reaches the server as it is) over a plain socket, on a dispatch queue so that blocking
/// reads never hold up the server's tasks.
final class RawHTTP: @unchecked Sendable {
  let descriptor: Int32

  /// A connection to 127.0.0.1:`port`, reads timing out after `timeout` seconds.
  init(port: UInt16, timeout: Int = 5) throws {
    #if canImport(Darwin)
      descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #else
      descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #endif
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var limit = timeval(tv_sec: timeout, tv_usec: 0)
    setsockopt(
      descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    let connected = withUnsafePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(descriptor)
      throw Failure(message: "cannot connect to port \(port)")
    }
  }

  deinit { close(descriptor) }

  struct Failure: Error {
    var message: String
  }

  /// A response: its status code, headers (names lowercased) and body as text.
  struct Response {
    var status: Int
    var headers: [String: String]
    var body: String
  }

  /// Sends `bytes` (whatever the server makes of them).
  func send(_ bytes: [UInt8]) async {
    await onQueue {
      var rest = bytes[...]
      while !rest.isEmpty {
        let written = rest.withUnsafeBytes { write(self.descriptor, $0.baseAddress, $0.count) }
        if written <= 0 { return }
        rest = rest.dropFirst(written)
      }
    }
  }

  /// Reads until the server closes the connection or `until` holds for what was read.
  func read(until: @escaping @Sendable (String) -> Bool = { _ in false }) async -> String {
    await onQueue {
      var data: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 65536)
      while true {
        let count = buffer.withUnsafeMutableBytes {
          recv(self.descriptor, $0.baseAddress, $0.count, 0)
        }
        if count <= 0 { break }
        data += buffer[0..<count]
        if until(String(decoding: data, as: UTF8.self)) { break }
      }
      return String(decoding: data, as: UTF8.self)
    }
  }

  /// Sends `request` and reads the whole response (the request should say
  /// `Connection: close`).
  func exchange(_ request: String) async -> Response {
    await send(Array(request.utf8))
    return Self.parse(await read())
  }

  /// `GET target` with `Connection: close` and the given extra header lines.
  static func get(
    _ target: String, port: UInt16, method: String = "GET", headers: [String] = []
  ) async throws -> Response {
    let client = try RawHTTP(port: port)
    let lines =
      ["\(method) \(target) HTTP/1.1", "Host: 127.0.0.1:\(port)", "Connection: close"] + headers
    return await client.exchange(lines.joined(separator: "\r\n") + "\r\n\r\n")
  }

  /// A response read from `text`; status 0 when there was none.
  static func parse(_ text: String) -> Response {
    guard let end = text.range(of: "\r\n\r\n") else {
      return Response(status: 0, headers: [:], body: text)
    }
    let head = text[..<end.lowerBound].split(separator: "\r\n")
    let status = head.first.flatMap { Int($0.split(separator: " ")[1]) } ?? 0
    var headers: [String: String] = [:]
    for line in head.dropFirst() {
      let parts = line.split(separator: ":", maxSplits: 1)
      if parts.count == 2 {
        headers[parts[0].lowercased()] = parts[1].trimmingCharacters(in: .whitespaces)
      }
    }
    return Response(status: status, headers: headers, body: String(text[end.upperBound...]))
  }

  private func onQueue<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async { continuation.resume(returning: work()) }
    }
  }
}
