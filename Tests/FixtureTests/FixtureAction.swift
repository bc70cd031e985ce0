import Foundation

/// What a step does (its `"do"`).
enum FixtureAction: Sendable {
  /// `resize`: `window.resize(to:safeAreaInsets:)`.
  case resize(size: CGSize, safeArea: FixtureInsets?)
  /// `setConstant`: changes an active or inactive constraint's constant.
  case setConstant(constraint: String, value: Double)
  /// `setPriority`: changes a constraint's priority.
  case setPriority(constraint: String, priority: Float)
  /// `activate`: activates a constraint by identifier.
  case activate(constraint: String)
  /// `deactivate`: deactivates a constraint by identifier.
  case deactivate(constraint: String)
  /// `setFrame`: sets a view's frame (superview coordinates).
  case setFrame(view: String, frame: CGRect)
  /// `setIntrinsic`: changes a view's intrinsic size and invalidates it (`-1` = none).
  case setIntrinsic(view: String, size: CGSize)
  /// `setHidden`: sets `isHidden`.
  case setHidden(view: String, hidden: Bool)
  /// `setMargins`: sets `layoutMargins` `[top, left, bottom, right]`.
  case setMargins(view: String, margins: FixtureInsets)
  /// `addConstraints`: activates more equations.
  case addConstraints([ConstraintEquation])

  /// The step's name in failure messages.
  var summary: String {
    switch self {
    case .resize(let size, _): "resize to \(NumberText.format(size))"
    case .setConstant(let id, let value): "setConstant #\(id) = \(NumberText.format(value))"
    case .setPriority(let id, let priority):
      "setPriority #\(id) = \(NumberText.format(Double(priority)))"
    case .activate(let id): "activate #\(id)"
    case .deactivate(let id): "deactivate #\(id)"
    case .setFrame(let view, let frame): "setFrame \(view) = \(NumberText.format(frame))"
    case .setIntrinsic(let view, let size): "setIntrinsic \(view) = \(NumberText.format(size))"
    case .setHidden(let view, let hidden): "setHidden \(view) = \(hidden)"
    case .setMargins(let view, let margins):
      "setMargins \(view) = \(NumberText.format(margins))"
    case .addConstraints(let equations): "addConstraints (\(equations.count))"
    }
  }
}
