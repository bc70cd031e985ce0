import Truss

/// Everything a window logs (unsatisfiable constraints, loops, invalid constraints, UIKit's
/// other messages), kept for a test to read instead of printed: made with the window, it
/// takes over the window's ``AutoLayout/Window/logHandler``.
///
/// ```swift
/// let window = Window(device: .iPhone15Pro)
/// let log = WindowLog(window)
/// …
/// #expect(log.isEmpty, "\(log.messages)")
/// ```
public final class WindowLog {
  /// The messages, in order.
  public private(set) var messages: [String] = []

  /// Starts keeping `window`'s messages.
  public init(_ window: Window) {
    window.logHandler = { [weak self] in self?.messages.append($0) }
  }

  /// Whether nothing was logged.
  public var isEmpty: Bool { messages.isEmpty }

  /// Whether a message contains `text`.
  public func contains(_ text: String) -> Bool { messages.contains { $0.contains(text) } }
}
