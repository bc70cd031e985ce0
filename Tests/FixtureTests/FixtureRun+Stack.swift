import Foundation
import Truss

// The runner's part for stack views beyond axis, distribution, alignment and spacing: the
// arrangement flags, set when the stack is made, and the custom spacings, set once its
// arranged views are in it (`setCustomSpacing(_:after:)` takes the arranged view itself).

extension FixtureRun {
  /// Sets `isBaselineRelativeArrangement` and `isLayoutMarginsRelativeArrangement` as the spec
  /// writes them (unwritten ones keep UIKit's default, false).
  func configureArrangement(of stack: StackView, with spec: ViewSpec) {
    if let baseline = spec.stackBaselineRelative { stack.isBaselineRelativeArrangement = baseline }
    if let margins = spec.stackMarginsRelative {
      stack.isLayoutMarginsRelativeArrangement = margins
    }
  }

  /// Calls `setCustomSpacing(_:after:)` for every `customSpacing` entry of every stack in
  /// `specs`, in id order; `lookup` finds a built view by id.
  func applyCustomSpacings(_ specs: [ViewSpec], lookup: (String) -> View?) {
    for spec in specs where spec.kind == .stack {
      guard let stack = lookup(spec.id) as? StackView else { continue }
      for (id, spacing) in spec.stackCustomSpacing.sorted(by: { $0.key < $1.key }) {
        guard let view = lookup(id) else { continue }
        switch spacing {
        case .points(let points): stack.setCustomSpacing(CGFloat(points), after: view)
        case .system: stack.setCustomSpacing(StackView.spacingUseSystem, after: view)
        }
      }
    }
  }
}
