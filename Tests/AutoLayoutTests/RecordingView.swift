import Foundation
import Truss

/// A view that writes its `updateConstraints`, `layoutSubviews` and
/// `traitCollectionDidChange` calls into a shared ``CallLog``, and can run extra work in
/// `updateConstraints` and at the end of `layoutSubviews`.
final class RecordingView: View {
  required init?(coder: NSCoder) { nil }

  let log: CallLog
  /// The trait collections passed to `traitCollectionDidChange`, in order.
  var previousTraits: [TraitCollection?] = []
  /// Runs at the end of each `layoutSubviews`, after `super`.
  var onLayout: (() -> Void)?
  /// Runs at the end of each `updateConstraints`.
  var onUpdateConstraints: (() -> Void)?

  /// A view named `name` (its identifier) writing into `log`.
  init(_ name: String, log: CallLog) {
    self.log = log
    super.init(frame: .zero)
    identifier = name
  }

  override func updateConstraints() {
    log.entries.append("updateConstraints \(layoutName)")
    onUpdateConstraints?()
    super.updateConstraints()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    log.entries.append("layoutSubviews \(layoutName)")
    onLayout?()
  }

  override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    previousTraits.append(previousTraitCollection)
    log.entries.append("traits \(layoutName)")
  }
}
