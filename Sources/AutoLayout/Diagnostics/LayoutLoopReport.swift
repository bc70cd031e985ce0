import Foundation

/// What the engine learned about a layout feedback loop it stopped: the views caught in it, the
/// order they were laid out in, what changed their geometry, and the code that asked for
/// layout again (WWDC 2016 session 236, "What's New in Auto Layout": the layout feedback loop
/// debugger's report).
///
/// The engine counts the layouts of each view in a run-loop turn. When a view reaches the
/// threshold (``LayoutEngineLimits/defaultLoopThreshold``, or the layout feedback loop
/// debugger's), the loop is not stopped at once: as UIKit's debugger does, the engine lets it
/// run a few more rounds, recording everything, then stops the turn's layout and reports.
/// Recording costs nothing until then.
public struct LayoutLoopReport {
  /// The loop's top-level view: the nearest common ancestor of the views in the cycle.
  public let topLevelView: View
  /// The views laid out again and again, in the order one round of the loop lays them out
  /// (UIKit's "views receiving layout in order"). A view laid out twice in a round is listed
  /// twice.
  public let cycle: [View]
  /// Whether the recorded layouts repeat with a fixed round (``cycle``). When they do not (a
  /// loop that keeps growing a frame, say), ``cycle`` lists every view laid out in the
  /// recording, once, in the order of their first layout.
  public let isConfirmed: Bool
  /// The view whose count reached the threshold first.
  public let trigger: View
  /// The count that starts the recording.
  public let threshold: Int
  /// How many times ``trigger`` was laid out in the turn when the engine stopped.
  public let layoutCount: Int
  /// Whether the engine stopped the loop (`false`: it settled while being recorded).
  public let wasStopped: Bool
  /// Every geometry change recorded, in order.
  public let geometryChanges: [GeometryChange]
  /// Every request for layout recorded (and what else made the constraints change), in order.
  public let invalidations: [Invalidation]
  /// The ambiguous variables whose values moved during the recording, when ambiguity is
  /// suspected of driving the loop (UIKit: "ambiguous layout suspected").
  public let ambiguity: [AmbiguousVariable]
  /// Whether the report was made with the layout feedback loop debugger enabled (the full
  /// report is logged then, the summary otherwise).
  public let isDebuggerReport: Bool

  /// Whether ambiguity is suspected of driving the loop: some view in it has ambiguous
  /// variables whose values moved.
  public var isAmbiguousLayoutSuspected: Bool { !ambiguity.isEmpty }

  /// The views in the loop, each once, in the order of the cycle.
  public var views: [View] {
    var seen = Set<ObjectIdentifier>()
    return cycle.filter { seen.insert(ObjectIdentifier($0)).inserted }
  }

  /// One change of a view's frame (its bounds change with it).
  public struct GeometryChange {
    /// The view whose frame changed.
    public let view: View
    /// The frame before.
    public let old: CGRect
    /// The frame after.
    public let new: CGRect
    /// The view whose `layoutSubviews` was running, if any.
    public let cause: View?
    /// Whether code set the frame (or the bounds or center), rather than the engine from the
    /// constraints.
    public let isSetByCode: Bool
    /// The app's code that set it, when known (see ``CallSite``).
    public let callSite: CallSite?
  }

  /// Something that asked for layout, or changed what the constraints say, while the loop was
  /// recorded.
  public struct Invalidation {
    /// What happened.
    public let kind: Kind
    /// The view whose `layoutSubviews` was running, if any.
    public let cause: View?
    /// Where in the app's code it happened, when known.
    public let callSite: CallSite?
    /// Whether Truss itself made the call (a `setNeedsLayout` of the bounds-change rule, a
    /// label re-measuring its text), on behalf of the app code at ``callSite``, if any.
    public let isFromTruss: Bool

    /// The kinds of invalidation.
    public enum Kind {
      /// `setNeedsLayout()` was sent to a view.
      case setNeedsLayout(View)
      /// A view's intrinsic content size was invalidated.
      case intrinsicContentSize(View)
      /// A label's `preferredMaxLayoutWidth` changed.
      case preferredMaxLayoutWidth(Label, old: CGFloat, new: CGFloat)
      /// A constraint's constant changed.
      case constant(LayoutConstraint, old: CGFloat, new: CGFloat)
      /// A constraint was activated or deactivated.
      case activation(LayoutConstraint, isActive: Bool)
      /// `exerciseAmbiguityInLayout()` moved the ambiguous views under a view.
      case ambiguityExercised(View)
    }

    /// The view the invalidation is about (the target of `setNeedsLayout`, the view whose
    /// size or constraint changed).
    public var view: View? {
      switch kind {
      case .setNeedsLayout(let view), .intrinsicContentSize(let view),
        .ambiguityExercised(let view):
        view
      case .preferredMaxLayoutWidth(let label, _, _): label
      case .constant(let c, _, _), .activation(let c, _): c.firstItem as? View
      }
    }
  }

  /// A variable the constraints leave undetermined whose value moved while the loop ran.
  public struct AmbiguousVariable {
    /// The view.
    public let view: View
    /// `minX`, `minY`, `Width` or `Height`.
    public let variable: String
    /// The values it took, in the order first seen.
    public let values: [CGFloat]
    /// The constraints affecting its axis (the engine's own included).
    public let constraints: [LayoutConstraint]
  }
}
