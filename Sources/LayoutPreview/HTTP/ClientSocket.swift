import FlyingSocks
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A client's connected socket, read and written through FlyingSocks' event loop. A wait on
/// it ends when the task is cancelled (``ConnectionWatchdog`` cancels it at a deadline).
struct ClientSocket: Sendable {
  /// The socket, non-blocking, registered with the server's pool when it waits.
  let socket: AsyncSocket

  /// The most bytes one read takes.
  static let readSize = 4096

  /// The next bytes the client sent.
  ///
  /// - Throws: `SocketError.disconnected` once the client has closed its side (or the
  ///   connection broke), `CancellationError` when the task is cancelled.
  func read() async throws -> [UInt8] {
    try await socket.read(atMost: Self.readSize)
  }

  /// Writes all of `data`.
  ///
  /// - Throws: `SocketError.disconnected` once the client has gone, `CancellationError` when
  ///   the task is cancelled.
  func write(_ data: Data) async throws {
    try await socket.write(data)
  }

  /// Writes what fits of `data` at once, without waiting: for a refusal on a connection that
  /// is closed at once (its send buffer is empty, so a short answer fits).
  func writeWithoutWaiting(_ data: Data) {
    _ = try? socket.socket.write(data)
  }

  /// Ends the server's side of the connection: the client reads to the end of what was
  /// written, then sees the end of the stream.
  func shutdownWriting() {
    _ = shutdown(socket.socket.file.rawValue, Self.shutWrite)
  }

  /// Closes the socket. Nothing may be waiting on it.
  func close() {
    try? socket.close()
  }

  /// `SHUT_WR`, as each C library spells it.
  #if canImport(Darwin)
    private static let shutWrite = SHUT_WR
  #else
    private static let shutWrite = Int32(SHUT_WR)
  #endif
}
