import FlyingSocks
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A client's connected socket, read and written through FlyingSocks' event loop, with
/// deadlines: a read or a write that has not happened by its deadline gives up.
struct ClientSocket: Sendable {
  /// The socket, non-blocking, registered with the server's pool when it waits.
  let socket: AsyncSocket

  /// The most bytes one read takes.
  static let readSize = 4096

  /// The next bytes the client sent, or `nil` when none came before `deadline`.
  ///
  /// - Throws: `SocketError.disconnected` once the client has closed its side (or the
  ///   connection broke), `CancellationError` when the task is cancelled.
  func read(before deadline: ContinuousClock.Instant) async throws -> [UInt8]? {
    // What has arrived already is taken without a wait (and without the two tasks of a race).
    do {
      return try socket.socket.read(atMost: Self.readSize)
    } catch SocketError.blocked {
      let socket = self.socket
      return try await Self.race(until: deadline) { try await socket.read(atMost: Self.readSize) }
    }
  }

  /// The next bytes the client sent, however long it takes.
  ///
  /// - Throws: as ``read(before:)``.
  func read() async throws -> [UInt8] {
    try await socket.read(atMost: Self.readSize)
  }

  /// Writes all of `data`; `false` when it could not be written before `deadline` (a client
  /// that does not read).
  ///
  /// - Throws: `SocketError.disconnected` once the client has gone.
  func write(_ data: Data, before deadline: ContinuousClock.Instant) async throws -> Bool {
    let socket = self.socket
    return try await Self.race(until: deadline) {
      try await socket.write(data)
      return true
    } ?? false
  }

  /// Writes what fits of `data` at once, without waiting: for a refusal on a connection that
  /// is closed at once (its send buffer is empty, so a short answer fits).
  func writeWithoutWaiting(_ data: Data) {
    _ = try? socket.socket.write(data)
  }

  /// Closes the socket. Nothing may be waiting on it.
  func close() {
    try? socket.close()
  }

  /// Ends the server's side, then reads and discards what the client goes on sending until
  /// it closes its side or `seconds` have passed, and closes the socket.
  ///
  /// Closing a socket that has unread bytes makes the kernel reset the connection, and a
  /// reset can destroy the answer before the client reads it; this is the "lingering close"
  /// of RFC 9112, 9.6, so that a refused client sees why.
  func lingeringClose(seconds: Double) async {
    _ = shutdown(socket.socket.file.rawValue, Self.shutWrite)
    let deadline = ContinuousClock.now + .seconds(seconds)
    while ContinuousClock.now < deadline {
      guard (try? await read(before: deadline)) != nil else { break }
    }
    close()
  }

  /// `SHUT_WR`, as each C library spells it.
  #if canImport(Darwin)
    private static let shutWrite = SHUT_WR
  #else
    private static let shutWrite = Int32(SHUT_WR)
  #endif

  /// `operation`'s result, or `nil` once `deadline` has passed (then `operation` is
  /// cancelled, which FlyingSocks turns into giving up the wait on the socket).
  ///
  /// - Throws: what `operation` throws.
  static func race<T: Sendable>(
    until deadline: ContinuousClock.Instant,
    _ operation: @escaping @Sendable () async throws -> T
  ) async throws -> T? {
    try await withThrowingTaskGroup(of: T?.self) { group in
      group.addTask { try await operation() }
      group.addTask {
        try? await Task.sleep(until: deadline, clock: .continuous)
        return nil
      }
      defer { group.cancelAll() }
      return try await group.next() ?? nil
    }
  }
}
