/// The override-point calls (`updateConstraints`, `layoutSubviews`,
/// `traitCollectionDidChange`) that ``RecordingView``s received, in order.
final class CallLog {
  /// `"layoutSubviews name"`, `"updateConstraints name"`, `"traits name"`.
  var entries: [String] = []

  /// The names of the views that received `call`, in order.
  func views(receiving call: String) -> [String] {
    entries.compactMap { entry in
      entry.hasPrefix(call + " ") ? String(entry.dropFirst(call.count + 1)) : nil
    }
  }
}
