import Foundation

/// The deadline of what a connection is waiting for, and the watch that enforces it: a loop
/// that wakes every ``interval`` and returns once the armed deadline has passed, so that the
/// connection's task can be cancelled.
///
/// One watch per connection, not one timer per wait: a `Task.sleep` that is cancelled keeps
/// its memory (about 0.7 KB) until the time it was to wake (measured with Swift 6.3.1 on
/// Linux: a request loop that cancels a 60-second sleep per request grows 0.7 KB a request;
/// with a 1-second sleep it levels off). A timeout made of a sleep raced against each read
/// costs that memory per request; the watch's sleeps run to their end but the last one.
final class ConnectionWatchdog: @unchecked Sendable {
  /// What a connection waits for.
  enum Wait: Sendable, Equatable {
    /// The first byte of a next request (on a kept-alive connection).
    case nextRequest
    /// The rest of a request's head, once its first byte has come.
    case head
    /// An answer being written (the client reads it).
    case write
    /// The client closing its side after a refusal.
    case linger
  }

  /// How often the deadline is looked at.
  let interval: Duration

  private let lock = NSLock()
  private var armed: (wait: Wait, deadline: ContinuousClock.Instant)?
  private var passed: Wait?

  /// A watch looking at the deadline every `interval`.
  init(interval: Duration) {
    self.interval = interval
  }

  /// Sets the deadline of `wait` `seconds` from now (or keeps an earlier one when `keeping`).
  func arm(_ wait: Wait, seconds: Double, keepingEarlier keeping: Bool = false) {
    let deadline = ContinuousClock.now + .seconds(seconds)
    lock.withLock {
      if keeping, let armed, armed.deadline < deadline {
        self.armed = (wait, armed.deadline)
      } else {
        armed = (wait, deadline)
      }
    }
  }

  /// Takes the deadline away: the connection waits for nothing with a bound (a route
  /// drawing, an event stream waiting for its next event).
  func disarm() {
    lock.withLock { armed = nil }
  }

  /// The wait whose deadline passed, once one has.
  var expired: Wait? { lock.withLock { passed } }

  /// Returns once an armed deadline has passed (then ``expired`` says which), or when the
  /// task is cancelled.
  func watch() async {
    while !Task.isCancelled {
      try? await Task.sleep(for: interval)
      let now = ContinuousClock.now
      let expired: Bool = lock.withLock {
        guard let armed, armed.deadline <= now else { return false }
        passed = armed.wait
        return true
      }
      if expired { return }
    }
  }
}
