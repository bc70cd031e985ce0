import Foundation

/// A view that sends actions when the user interacts with it (UIKit's `UIControl`, reduced to
/// what layout code touches): enabled, selected and highlighted states, and actions as
/// closures.
///
/// UIKit's target-action (`addTarget(_:action:for:)` with a `#selector`) needs the
/// Objective-C runtime, which Linux does not have. Use the closure form UIKit has had since
/// iOS 14 — the one-line change is
/// `button.addTarget(self, action: #selector(tapped), for: .touchUpInside)` →
/// `button.addAction(UIAction { [unowned self] _ in tapped() }, for: .touchUpInside)`.
/// ``sendActions(for:)`` runs the actions, so tests can "tap".
open class Control: View {
  /// Whether the control responds to the user (drawn dimmed when not).
  open var isEnabled = true { didSet { if isEnabled != oldValue { controlStateChanged() } } }
  /// Whether the control is selected.
  open var isSelected = false { didSet { if isSelected != oldValue { controlStateChanged() } } }
  /// Whether the control is being touched.
  open var isHighlighted = false {
    didSet { if isHighlighted != oldValue { controlStateChanged() } }
  }

  /// Called when the state changed; subclasses whose content depends on it update it.
  func controlStateChanged() {}
  /// How content sits horizontally inside the control.
  open var contentHorizontalAlignment = ContentHorizontalAlignment.center
  /// How content sits vertically inside the control.
  open var contentVerticalAlignment = ContentVerticalAlignment.center

  var actions: [(action: Action, events: Event)] = []

  /// The control's state, from ``isEnabled``, ``isSelected`` and ``isHighlighted``.
  open var state: State {
    var state: State = []
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    if isHighlighted { state.insert(.highlighted) }
    return state
  }

  /// A control whose `primaryActionTriggered` event runs `primaryAction`.
  public convenience init(frame: CGRect, primaryAction: Action?) {
    self.init(frame: frame)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// Runs `action` when any of `events` happens.
  public func addAction(_ action: Action, for events: Event) {
    actions.append((action, events))
  }

  /// Stops running `action` for `events` (for every event it was added for, when `events` is
  /// `.allEvents`).
  public func removeAction(_ action: Action, for events: Event) {
    actions.removeAll { $0.action === action && !$0.events.isDisjoint(with: events) }
  }

  /// Stops running the action with `identifier`.
  public func removeAction(identifiedBy identifier: Action.Identifier, for events: Event) {
    actions.removeAll { $0.action.identifier == identifier && !$0.events.isDisjoint(with: events) }
  }

  /// Runs the actions added for any of `events`, in the order they were added.
  open func sendActions(for events: Event) {
    for entry in actions where !entry.events.isDisjoint(with: events) {
      entry.action.handler(entry.action)
    }
  }

  /// A control's state (UIKit's `UIControl.State`).
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Enabled, not selected or highlighted.
    public static let normal: State = []
    /// Being touched.
    public static let highlighted = State(rawValue: 1 << 0)
    /// Not enabled.
    public static let disabled = State(rawValue: 1 << 1)
    /// Selected.
    public static let selected = State(rawValue: 1 << 2)
    /// Focused (tvOS, iPad keyboards).
    public static let focused = State(rawValue: 1 << 3)
  }

  /// What the user did (UIKit's `UIControl.Event`, same raw values).
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// A touch went down.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A second tap went down.
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    /// A touch moved inside.
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// A touch moved outside.
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    /// A touch entered.
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    /// A touch left.
    public static let touchDragExit = Event(rawValue: 1 << 5)
    /// A tap: a touch lifted inside.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A touch lifted outside.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// A touch was cancelled.
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// The value changed (switches, sliders, segmented controls, date pickers).
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's primary action (a button's tap).
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// A menu's action.
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    /// Text editing began.
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// The text changed.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// Text editing ended.
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// Return was pressed.
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// Every touch event.
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    /// Every editing event.
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    /// Every event.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// Horizontal placement of a control's content (UIKit's
  /// `UIControl.ContentHorizontalAlignment`).
  public enum ContentHorizontalAlignment: Int, Hashable, Sendable {
    /// Centered.
    case center
    /// At the left edge.
    case left
    /// At the right edge.
    case right
    /// Filling the width.
    case fill
    /// At the leading edge.
    case leading
    /// At the trailing edge.
    case trailing
  }

  /// Vertical placement of a control's content (UIKit's `UIControl.ContentVerticalAlignment`).
  public enum ContentVerticalAlignment: Int, Hashable, Sendable {
    /// Centered.
    case center
    /// At the top.
    case top
    /// At the bottom.
    case bottom
    /// Filling the height.
    case fill
  }
}
