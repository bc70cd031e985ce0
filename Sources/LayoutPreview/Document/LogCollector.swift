import Foundation

/// The messages a window logs while a document loads, kept for the snapshot. The window's
/// log handler is called on the loading thread only, but the load options' window hook must
/// be `Sendable`, so the list is behind a lock.
final class LogCollector: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [String] = []

  /// The messages so far, in order.
  var messages: [String] { lock.withLock { stored } }

  /// Keeps `message`.
  func append(_ message: String) { lock.withLock { stored.append(message) } }

  /// Forgets every message (before loading again).
  func removeAll() { lock.withLock { stored.removeAll() } }
}
