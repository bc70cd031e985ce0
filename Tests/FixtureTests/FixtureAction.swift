import Foundation

/// What a step does (its `"do"`).
enum FixtureAction: Sendable {
  /// `resize`: `window.resize(to:safeAreaInsets:horizontalSizeClass:verticalSizeClass:)`.
  case resize(
    size: CGSize, safeArea: FixtureInsets?, horizontalSizeClass: SizeClassOption?,
    verticalSizeClass: SizeClassOption?)
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
  /// `setMargins`: sets `layoutMargins` `[top, left, bottom, right]` of a view or the window.
  case setMargins(view: String, margins: FixtureInsets)
  /// `setAdditionalSafeArea`: sets the window's `additionalSafeAreaInsets`.
  case setAdditionalSafeArea(insets: FixtureInsets)
  /// `setMask`: sets a view's `autoresizingMask`.
  case setMask(view: String, mask: [MaskOption])
  /// `setTamic`: sets a view's `translatesAutoresizingMaskIntoConstraints`.
  case setTamic(view: String, tamic: Bool)
  /// `setSemantic`: sets a view's `semanticContentAttribute`.
  case setSemantic(view: String, semantic: SemanticOption)
  /// `setLayoutDirection`: `window.setLayoutDirection(_:)`.
  case setLayoutDirection(direction: LayoutDirectionOption)
  /// `addConstraints`: activates more equations.
  case addConstraints([ConstraintEquation])
  /// `rotate`: `window.rotate(to:)` (a window made from a device).
  case rotate(orientation: OrientationOption)
  /// `setSplit`: `window.setSplit(_:)` (a window made from a device).
  case setSplit(split: SplitOption)
  /// `setText`: sets a label's `text` or a button's title (`nil` for none).
  case setText(view: String, text: String?)
  /// `setContentOffset`: sets a scroll view's `contentOffset` (not mirrored, as in UIKit).
  case setContentOffset(view: String, offset: CGPoint)
  /// `setContentInset`: sets a scroll view's `contentInset` `[top, left, bottom, right]`.
  case setContentInset(view: String, insets: FixtureInsets)
  /// `grid…`: changes a grid view's rows, columns, cells or settings.
  case grid(view: String, GridStep)

  /// Every step kind, as `"do"` names it.
  static let kinds =
    [
      "resize", "setConstant", "setPriority", "activate", "deactivate", "setFrame", "setIntrinsic",
      "setHidden", "setMargins", "setAdditionalSafeArea", "setMask", "setTamic", "setSemantic",
      "setLayoutDirection", "addConstraints", "rotate", "setSplit", "setText", "setContentOffset",
      "setContentInset",
    ] + GridStep.kinds

  /// The step's name in failure messages.
  var summary: String {
    switch self {
    case .resize(let size, _, let horizontal, let vertical):
      "resize to \(NumberText.format(size))"
        + (horizontal.map { ", horizontal \($0.rawValue)" } ?? "")
        + (vertical.map { ", vertical \($0.rawValue)" } ?? "")
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
    case .setAdditionalSafeArea(let insets):
      "setAdditionalSafeArea \(NumberText.format(insets))"
    case .setMask(let view, let mask):
      "setMask \(view) = [\(mask.map(\.rawValue).joined(separator: ", "))]"
    case .setTamic(let view, let tamic): "setTamic \(view) = \(tamic)"
    case .setSemantic(let view, let semantic): "setSemantic \(view) = \(semantic.rawValue)"
    case .setLayoutDirection(let direction): "setLayoutDirection \(direction.rawValue)"
    case .addConstraints(let equations): "addConstraints (\(equations.count))"
    case .rotate(let orientation): "rotate to \(orientation.rawValue)"
    case .setSplit(let split): "setSplit \(split.rawValue)"
    case .setText(let view, let text): "setText \(view) = \(text.map { "\"\($0)\"" } ?? "null")"
    case .setContentOffset(let view, let offset):
      "setContentOffset \(view) = [\(NumberText.format(offset.x)), \(NumberText.format(offset.y))]"
    case .setContentInset(let view, let insets):
      "setContentInset \(view) = \(NumberText.format(insets))"
    case .grid(let view, let step): "\(step.summary) of \(view)"
    }
  }
}
