import Foundation

/// A rectangle in a hierarchy, laid out by constraints or by its frame (UIKit's `UIView`,
/// reduced to layout).
///
/// Views are created with `translatesAutoresizingMaskIntoConstraints == true`, as in UIKit:
/// their frame (and ``autoresizingMask``) is translated into constraints. Set it to `false`
/// to lay a view out with your own constraints. A view's frame is updated by its window's
/// layout pass (``layoutIfNeeded()``).
///
/// Views are not thread-safe: use a hierarchy from one task at a time, as UIKit uses the
/// main thread.
open class View: CustomStringConvertible {
  var storedFrame: CGRect
  /// The view that contains this one.
  public internal(set) weak var superview: View?
  /// The views this view contains, back to front.
  public internal(set) var subviews: [View] = []
  /// A name for debugging, printed in every log, trace and description.
  public var identifier: String?
  /// Whether the view is hidden. Hidden views still take part in layout (only stack views
  /// collapse them), as in UIKit.
  public var isHidden = false {
    didSet { if isHidden != oldValue { arrangementObserver?.arrangedViewVisibilityChanged(self) } }
  }
  /// The container arranging this view (a stack view), told when the view hides, shows,
  /// changes its intrinsic size or leaves its superview. Not API: for Truss's containers.
  package weak var arrangementObserver: (any ArrangementObserver)?
  /// Where the bounds start in the view's own coordinates: zero, except for a scroll view,
  /// whose bounds origin is its content offset (subviews sit in content coordinates).
  var storedBoundsOrigin = CGPoint.zero
  /// For a scroll view: the guide its own edges stand for in constraints from its content
  /// (Apple: constraints between a scroll view's edges and its content attach to the content
  /// area). Not API: for Truss's containers.
  package var contentEdgesGuide: LayoutGuide?
  /// The fill renderers draw behind the view's content.
  public var backgroundColor: Color?
  /// The view's corner radius and border.
  public let layer = Layer()

  /// Whether the frame and ``autoresizingMask`` are translated into constraints (true for
  /// views made in code, as in UIKit). Set it to `false` before constraining the view.
  // Read for every view whose frame a layout pass applies: no run-time exclusivity check (a
  // view and its engine are confined to one isolation domain; the observer runs after the
  // write ends).
  @exclusivity(unchecked)
  public var translatesAutoresizingMaskIntoConstraints = true {
    didSet {
      if oldValue != translatesAutoresizingMaskIntoConstraints {
        engine?.translationChanged(self)
      }
    }
  }

  /// How the frame follows the superview's size when translated into constraints.
  public var autoresizingMask: AutoresizingMask = [] {
    didSet { if oldValue != autoresizingMask { engine?.translationChanged(self) } }
  }

  var installedConstraints: [LayoutConstraint] = []
  var guides: [LayoutGuide] = []
  var hugging: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultLow, .defaultLow)
  var compression: (horizontal: LayoutPriority, vertical: LayoutPriority) = (
    .defaultHigh, .defaultHigh
  )
  var explicitMargins: MarginSetting?
  var marginsGuideStorage: LayoutGuide?
  var safeAreaGuideStorage: LayoutGuide?
  var readableGuideStorage: LayoutGuide?
  var contentMarginsGuideStorage: LayoutGuide?
  @exclusivity(unchecked) var needsLayoutFlag = true
  /// Whether user code set the frame of this constrained view since the engine last did
  /// (the superview's next layout puts the solved frame back).
  var frameOverridden = false
  /// Whether a subview's frame may be overridden (`layoutSubviews` has frames to put back;
  /// without one it has nothing to do, and does not look up the engine).
  var subviewFrameOverridden = false
  /// How many times the engine ran `layoutSubviews` on the view in the run-loop turn (or pass
  /// outside a turn) numbered `layoutCountPass`, the engine's `countEpoch` (to stop a layout
  /// feedback loop, and for a loop hunter).
  var layoutCount = 0
  var layoutCountPass = 0
  /// The engine's frame epoch when this view's frame last changed.
  var frameChangedAt = 0
  /// Whether the window's engine refreshes this view's safe-area or margins guides (it is in
  /// that engine's `geometryViews`; a scratch engine's list is not flagged), and the stamp of
  /// the last refresh that collected it.
  var isGeometryView = false
  var geometryStamp = 0
  var needsUpdateConstraintsFlag = true
  var depth = 0
  /// The view controller whose root view this is (UIKit's next responder for such a view).
  weak var viewController: ViewController?
  /// The engine this view hosts, when it is the root of a hierarchy that has been laid out.
  var hostedEngine: LayoutEngine?
  /// The safe-area insets and margins last computed from the geometry.
  var computedSafeAreaInsets = EdgeInsets.zero
  var computedMargins: EdgeInsets?
  /// The margins the view has when none were set on it: its container's choice (a table gives
  /// its cells' content views UIKit's cell margins). Not API: for Truss's containers.
  package var defaultLayoutMargins: DirectionalEdgeInsets? {
    didSet {
      if defaultLayoutMargins != oldValue, explicitMargins == nil { engine?.geometryChanged() }
    }
  }
  /// How the engine takes the frame when it is translated into constraints (the autoresizing
  /// mask's constraints, or UIKit's encapsulated-layout ones). Not API: for Truss's
  /// containers.
  package var frameTranslation = FrameTranslation.autoresizingMask {
    didSet { if frameTranslation != oldValue { engine?.translationChanged(self) } }
  }

  /// Whether the view's layout margins include the superview's where they overlap.
  public var preservesSuperviewLayoutMargins = false {
    didSet { engine?.geometryChanged() }
  }
  /// Whether the layout margins are measured from the safe area rather than the bounds.
  public var insetsLayoutMarginsFromSafeArea = true {
    didSet { engine?.geometryChanged() }
  }
  /// Whether the view's content flips in right-to-left layouts.
  public var semanticContentAttribute: SemanticContentAttribute {
    get { semanticStorage }
    set {
      guard newValue != semanticStorage else { return }
      let before = subtreeTraits()
      semanticStorage = newValue
      traitsChanged(from: before, directionMayDiffer: true)
    }
  }
  var semanticStorage = SemanticContentAttribute.unspecified

  /// A view with the given frame.
  public init(frame: CGRect) {
    storedFrame = frame
  }

  /// A view decoded from an archive (UIKit's `init?(coder:)`). Truss has no nibs or
  /// storyboards: this makes a view with a zero frame. It is `required`, as in UIKit, so
  /// subclasses written for UIKit — which implement it, often as `fatalError(…)`, or call
  /// `super.init(coder:)` — compile unchanged.
  public required init?(coder: NSCoder) {
    storedFrame = .zero
  }

  // MARK: Stored properties UIKit code sets (kept for renderers and tools; no layout effect)

  /// How content is scaled inside the bounds (UIKit's `contentMode`). Stored; renderers use
  /// it for images.
  open var contentMode = ContentMode.scaleToFill
  /// Whether the view receives touches. Stored only.
  open var isUserInteractionEnabled = true
  /// The view's opacity, 0...1. Stored; renderers use it.
  open var alpha: CGFloat = 1
  /// Whether the view is opaque. Stored only.
  open var isOpaque = true
  /// The tint for template images and system controls.
  open var tintColor: Color? = nil
  /// The identifier UI tests find the view by. Stored only.
  open var accessibilityIdentifier: String?
  /// The label read aloud for the view. Stored only.
  open var accessibilityLabel: String?
  /// Whether the view is an accessibility element. Stored only.
  open var isAccessibilityElement = false
  var firstResponderFlag = false

  /// Whether the view can become first responder (text fields can; other views cannot).
  open var canBecomeFirstResponder: Bool { false }

  /// Makes the view the first responder if it can (Truss has no keyboard: this records the
  /// state). Returns whether it did.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder else { return false }
    firstResponderFlag = true
    return true
  }

  /// Gives up first-responder status. Returns `true`.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    firstResponderFlag = false
    return true
  }

  /// Whether the view is the first responder.
  open var isFirstResponder: Bool { firstResponderFlag }

  /// A view with a zero frame.
  public convenience init() { self.init(frame: .zero) }

  /// The name logs use: the identifier, or the type and the index path from the root.
  public var layoutName: String {
    if let identifier { return identifier }
    var path: [Int] = []
    var view = self
    while let parent = view.superview {
      path.append(parent.subviews.firstIndex { $0 === view } ?? 0)
      view = parent
    }
    let type = String(describing: Swift.type(of: self))
    return path.isEmpty
      ? type : "\(type)[\(path.reversed().map(String.init).joined(separator: "."))]"
  }

  /// `<View: card; frame = (16 64; 187.5 100)>`, as UIKit describes views.
  open var description: String {
    var text = "<\(Swift.type(of: self)): \(layoutName); frame = \(formatFrame(frame))"
    if translatesAutoresizingMaskIntoConstraints, !autoresizingMask.isEmpty {
      text += "; autoresize = \(autoresizingMask.uikitDescription)"
    }
    if isHidden { text += "; hidden = YES" }
    return text + ">"
  }

  // MARK: Override points (Swift allows overriding only members declared in the class body)

  /// The size the view's content needs, or ``View/noIntrinsicMetric`` in an axis where it has
  /// none. Override it and call ``invalidateIntrinsicContentSize()`` when it changes; the
  /// engine turns it into hugging and compression-resistance constraints.
  open var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }

  /// The offset of the first baseline from the top, or `nil` for a view without text (its
  /// first baseline is its top edge, its last baseline its bottom edge, as in UIKit). Text
  /// views override it.
  open var firstBaselineOffsetFromTop: CGFloat? { nil }

  /// The offset of the last baseline from the bottom, or `nil` for a view without text.
  open var lastBaselineOffsetFromBottom: CGFloat? { nil }

  /// The view whose first baseline is this view's (UIKit's `forFirstBaselineLayout`): the view
  /// itself, or for a container a descendant, as a stack view gives its arranged views'. The
  /// engine follows it when a constraint names this view's `firstBaselineAnchor`.
  open var forFirstBaselineLayout: View { self }

  /// The view whose last baseline is this view's (UIKit's `forLastBaselineLayout`).
  open var forLastBaselineLayout: View { self }

  /// Updates the view's constraints; called bottom-up in the layout pass for views that
  /// asked with ``setNeedsUpdateConstraints()``. Override point; the base does nothing.
  open func updateConstraints() {}

  /// Lays out the subviews; called top-down in the layout pass for views whose size changed
  /// or that asked with ``setNeedsLayout()``. The base applies the engine's frames to the
  /// subviews laid out by constraints (undoing any manual frame change), as UIKit does.
  /// Override to adjust frames after calling `super`.
  open func layoutSubviews() {
    guard subviewFrameOverridden else { return }
    subviewFrameOverridden = false
    engine?.applySolvedFrames(toSubviewsOf: self)
  }

  /// Called when the view's traits change (size classes, scale, layout direction).
  open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

  /// Called when the view's safe-area insets change.
  open func safeAreaInsetsDidChange() {}

  /// Called when the view's layout margins change.
  open func layoutMarginsDidChange() {}

  /// Called after the view moved to a new superview (or left one).
  open func didMoveToSuperview() {}

  /// Called after the view entered or left a window.
  open func didMoveToWindow() {}

  /// The root of the hierarchy the view is in.
  var rootView: View {
    var view = self
    while let parent = view.superview { view = parent }
    return view
  }

  /// The engine laying out the view's hierarchy, if it has one yet.
  var engine: LayoutEngine? { rootView.hostedEngine }

  /// The window the view is in, if any.
  public var window: Window? { rootView as? Window }
}

/// How a view's margins were last set: absolute or directional.
enum MarginSetting {
  case absolute(EdgeInsets)
  case directional(DirectionalEdgeInsets)
}
