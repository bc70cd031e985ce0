internal import Foundation
internal import Truss

/// The messages a preview's window logged while it was laid out: the unsatisfiable-constraints
/// reports, layout loops and invalid constraints a UIKit developer sees in Xcode's console.
final class PreviewLogs {
  /// The messages, in order.
  private(set) var messages: [String] = []

  /// Makes `window` log here instead of to standard error.
  func install(on window: Window) {
    window.logHandler = { [self] message in messages.append(message) }
  }
}
