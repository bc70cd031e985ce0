import AutoLayout
import Foundation

/// The soak's live window and what the soak knows of it: its views and constraints by id,
/// and the direction and size it gave the window. ``apply(_:)`` performs an operation;
/// an operation naming a view or constraint that is not there does nothing.
final class SoakWindow {
  let window: Window
  /// Every view made, by id (also those removed from the window since).
  private(set) var views: [Int: View] = [:]
  /// Every constraint made, by id, with the soak's own description of it.
  private(set) var constraints: [Int: (spec: SoakConstraint, constraint: LayoutConstraint)] = [:]
  /// The ids of ``constraints`` in the order they were made.
  private(set) var constraintOrder: [Int] = []
  /// Whether the soak made the window right to left.
  private(set) var isRightToLeft = false

  init() {
    window = Window(size: CGSize(width: 320, height: 480), scale: 2)
    // Conflicts are expected; the engine's logs of them are not the soak's business.
    window.logHandler = { _ in }
  }

  /// The window's size.
  var size: CGSize { window.bounds.size }

  /// Whether `view` is in the window.
  func isLive(_ view: View) -> Bool {
    var current: View? = view
    while let v = current {
      if v === window { return true }
      current = v.superview
    }
    return false
  }

  /// The item an id names (`nil`: the window) while it is in the window.
  func item(_ id: Int?) -> View? {
    guard let id else { return window }
    guard let view = views[id], isLive(view) else { return nil }
    return view
  }

  /// The ids of the views in the window, sorted.
  var liveViewIDs: [Int] { views.keys.sorted().filter { item($0) != nil } }

  /// Whether every item of `spec` is in the window.
  func isLive(_ spec: SoakConstraint) -> Bool {
    item(spec.first) != nil
      && (spec.secondAttribute == .notAnAttribute || item(spec.second) != nil)
  }

  /// Performs `operation`; returns whether it did anything.
  @discardableResult
  func apply(_ operation: SoakOperation) -> Bool {
    switch operation {
    case .addView(let id, let parent):
      guard views[id] == nil, let superview = item(parent) else { return false }
      let view = View(frame: .zero)
      view.translatesAutoresizingMaskIntoConstraints = false
      superview.addSubview(view)
      views[id] = view
    case .removeView(let id):
      guard let view = item(id) else { return false }
      view.removeFromSuperview()
    case .constrain(let id, let spec):
      guard constraints[id] == nil, let first = item(spec.first) else { return false }
      let second: View?
      if spec.secondAttribute == .notAnAttribute {
        second = nil
      } else {
        guard let item = item(spec.second) else { return false }
        second = item
      }
      let constraint = LayoutConstraint(
        item: first, attribute: spec.firstAttribute, relatedBy: spec.relation, toItem: second,
        attribute: spec.secondAttribute, multiplier: spec.multiplier, constant: spec.constant)
      constraint.priority = LayoutPriority(spec.priority)
      constraint.isActive = true
      constraints[id] = (spec, constraint)
      constraintOrder.append(id)
    case .deactivate(let id):
      guard let made = constraints[id], made.constraint.isActive else { return false }
      made.constraint.isActive = false
    case .reactivate(let id):
      guard let made = constraints[id], !made.constraint.isActive, isLive(made.spec) else {
        return false
      }
      made.constraint.isActive = true
    case .setConstant(let id, let value):
      guard let made = constraints[id] else { return false }
      made.constraint.constant = value
    case .setPriority(let id, let value):
      guard let made = constraints[id] else { return false }
      made.constraint.priority = LayoutPriority(value)
    case .hide(let id, let hidden):
      guard let view = item(id) else { return false }
      view.isHidden = hidden
    case .resize(let width, let height):
      window.resize(to: CGSize(width: width, height: height))
    case .rotate:
      window.resize(to: CGSize(width: size.height, height: size.width))
    case .setRightToLeft(let on):
      isRightToLeft = on
      window.setLayoutDirection(on ? .rightToLeft : .leftToRight)
    case .setLargeText(let on):
      window.setPreferredContentSizeCategory(on ? .accessibilityExtraLarge : .large)
    }
    return true
  }
}
