import Cassowary
import Foundation

/// The root of a view hierarchy, with a size, a display scale and safe-area insets (UIKit's
/// `UIWindow` together with its root view controller's view). It owns the hierarchy's
/// layout engine and run loop.
///
/// A window's layout margins are UIKit's system minimum for a root view: 16 points leading
/// and trailing at compact width, 20 at regular width, 0 top and bottom, measured from the
/// safe area.
open class Window: View {
  var baseTraits: TraitCollection
  var deviceSafeAreaInsets: EdgeInsets

  /// Extra safe-area insets, as a root view controller's `additionalSafeAreaInsets`.
  public var additionalSafeAreaInsets = EdgeInsets.zero {
    didSet { if oldValue != additionalSafeAreaInsets { hostedEngine?.geometryChanged() } }
  }

  /// Where diagnostics go (the "Unable to simultaneously satisfy constraints" log, invalid
  /// constraints, layout loops). Standard error by default.
  public var logHandler: (String) -> Void = { message in
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }

  /// Called whenever the engine breaks a constraint to recover from an unsatisfiable set —
  /// the equivalent of UIKit's `UIViewAlertForUnsatisfiableConstraints` breakpoint.
  public var unsatisfiableConstraintsHandler: ((UnsatisfiableConstraintsReport) -> Void)?

  /// The view controller whose view fills the window (UIKit's `rootViewController`).
  ///
  /// Setting it loads the controller's view (``ViewController/loadView()``,
  /// ``ViewController/viewDidLoad()``), calls ``ViewController/viewWillAppear(_:)``, and adds
  /// the view as the window's first subview, filling the window through its autoresizing mask
  /// (flexible width and height), as UIKit does. The controller's view then carries the root
  /// view's margins (``ViewController/systemMinimumLayoutMargins``) and the controller's
  /// ``ViewController/additionalSafeAreaInsets``; ``ViewController/viewDidAppear(_:)`` follows
  /// the window's next layout pass. The window itself keeps its own margins, so code that lays
  /// views out in a window without a controller is unchanged. A rotation or resize calls the
  /// controller's ``ViewController/willTransition(to:with:)`` and
  /// ``ViewController/viewWillTransition(to:with:)`` first.
  public var rootViewController: ViewController? {
    didSet {
      guard oldValue !== rootViewController else { return }
      if let old = oldValue { uninstall(old) }
      if let controller = rootViewController { install(controller) }
    }
  }

  /// Whether a constraint activated in this window that adds nothing to the layout is
  /// reported in the log (one `[LayoutConstraints] Redundant constraint` message each, naming
  /// what implies it) and to the event sink (SPEC §9.4): an exact duplicate of an active
  /// constraint, or a required equality that active required equalities already imply. On
  /// by default; ``View/redundantConstraints()`` answers whatever it is. Duplicates of
  /// inequalities and optional constraints are found among the constraints activated while it
  /// is on.
  public var reportsRedundantConstraints = true {
    didSet {
      hostedEngine?.detectsRedundancy = reportsRedundantConstraints
      if !reportsRedundantConstraints { hostedEngine?.duplicates.removeAll() }
    }
  }

  /// Receives the engine's events, if set.
  public var eventSink: (any LayoutEventSink)? {
    didSet { hostedEngine?.hasEventSink = eventSink != nil }
  }

  /// The window's run loop: work scheduled with `perform`, each turn ending with a layout
  /// pass.
  public private(set) lazy var runLoop = LayoutRunLoop(window: self)

  /// A window of the given size (in points) and scale, with the device's safe-area insets.
  /// Its size classes follow ``TraitCollection/sizeClasses(for:)`` unless given.
  public init(
    size: CGSize, scale: CGFloat = 1, safeAreaInsets: EdgeInsets = .zero,
    layoutDirection: UserInterfaceLayoutDirection = .leftToRight,
    horizontalSizeClass: UserInterfaceSizeClass? = nil,
    verticalSizeClass: UserInterfaceSizeClass? = nil
  ) {
    let classes = TraitCollection.sizeClasses(for: size)
    // A window starts at the app-wide text size (UIKit's windows share the app's).
    baseTraits = TraitCollection(
      horizontalSizeClass: horizontalSizeClass ?? classes.horizontal,
      verticalSizeClass: verticalSizeClass ?? classes.vertical, displayScale: scale,
      layoutDirection: layoutDirection, preferredContentSizeCategory: ContentSizeCategory.current)
    deviceSafeAreaInsets = safeAreaInsets
    fixedSizeClasses = horizontalSizeClass != nil || verticalSizeClass != nil
    super.init(frame: CGRect(origin: .zero, size: size))
    hostedEngine = LayoutEngine.make(for: self)
  }

  /// A window decoded from an archive: Truss has no nibs, so a 320 × 480 window at scale 1
  /// (the size a window has before a device sizes it).
  public required init?(coder: NSCoder) {
    baseTraits = TraitCollection(
      horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: 1)
    deviceSafeAreaInsets = .zero
    fixedSizeClasses = false
    super.init(coder: coder)
    storedFrame = CGRect(x: 0, y: 0, width: 320, height: 480)
    hostedEngine = LayoutEngine.make(for: self)
  }

  var fixedSizeClasses: Bool
  /// The device profile, orientation and split the window was made from, if any.
  var deviceState: WindowDeviceState?

  /// The display scale: points to pixels. Frames snap to `1 / scale`.
  public var scale: CGFloat { baseTraits.displayScale }

  /// The device's safe-area insets plus ``additionalSafeAreaInsets``.
  var totalSafeAreaInsets: EdgeInsets {
    let a = deviceSafeAreaInsets
    let b = additionalSafeAreaInsets
    return EdgeInsets(
      top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom,
      right: a.right + b.right)
  }

  /// UIKit's minimum margins for a root view at this window's width.
  public var systemMinimumLayoutMargins: DirectionalEdgeInsets {
    let side: CGFloat = baseTraits.horizontalSizeClass == .regular ? 20 : 16
    return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }

  /// Resizes the window (a rotation, a split-view change), optionally with new safe-area
  /// insets and size classes, and lays it out again at the next pass.
  public func resize(
    to size: CGSize, safeAreaInsets: EdgeInsets? = nil,
    horizontalSizeClass: UserInterfaceSizeClass? = nil,
    verticalSizeClass: UserInterfaceSizeClass? = nil
  ) {
    let oldTraits = baseTraits
    let old = storedFrame
    // Size classes given stay fixed; otherwise they follow the new size.
    if horizontalSizeClass != nil || verticalSizeClass != nil { fixedSizeClasses = true }
    let classes = TraitCollection.sizeClasses(for: size)
    var newTraits = oldTraits
    newTraits.horizontalSizeClass =
      horizontalSizeClass ?? (fixedSizeClasses ? oldTraits.horizontalSizeClass : classes.horizontal)
    newTraits.verticalSizeClass =
      verticalSizeClass ?? (fixedSizeClasses ? oldTraits.verticalSizeClass : classes.vertical)
    // A root view controller hears of the change before it happens.
    let coordinator = WindowTransitionCoordinator()
    if let controller = rootViewController {
      if newTraits != oldTraits { controller.willTransition(to: newTraits, with: coordinator) }
      if size != old.size { controller.viewWillTransition(to: size, with: coordinator) }
    }
    defer { coordinator.finish() }
    storedFrame = CGRect(origin: old.origin, size: size)
    if let safeAreaInsets { deviceSafeAreaInsets = safeAreaInsets }
    baseTraits = newTraits
    hostedEngine?.windowResized(self)
    if old.size != size { setNeedsLayout() }
    guard baseTraits != oldTraits else { return }
    // Only size classes changed: each view's previous traits are the old window traits with
    // its own (unchanged) layout direction.
    // The direction is passed down rather than looked up per view (one walk, not one per
    // view to the root).
    func notify(_ view: View, inherited: UserInterfaceLayoutDirection) {
      let direction = View.userInterfaceLayoutDirection(
        for: view.semanticStorage, relativeTo: inherited)
      var previous = oldTraits
      previous.layoutDirection = direction
      view.deliverTraitCollectionChange(previous, fontsMayChange: false)
      for subview in view.subviews { notify(subview, inherited: direction) }
    }
    notify(self, inherited: baseTraits.layoutDirection)
  }

  /// Changes the window's layout direction (the interface language's direction).
  public func setLayoutDirection(_ direction: UserInterfaceLayoutDirection) {
    guard direction != baseTraits.layoutDirection else { return }
    let before = subtreeTraits()
    baseTraits.layoutDirection = direction
    traitsChanged(from: before, directionMayDiffer: true)
  }

  /// Changes the user's preferred text size: labels that adjust their fonts do, every view's
  /// `traitCollectionDidChange` is called, and ``ContentSizeCategory/didChangeNotification``
  /// is posted on the default notification center (from the window, with the new category's
  /// raw value under `UIContentSizeCategoryNewValueKey`), as UIKit posts it when the user
  /// changes the setting.
  public func setPreferredContentSizeCategory(_ category: ContentSizeCategory) {
    guard category != baseTraits.preferredContentSizeCategory else { return }
    let before = subtreeTraits()
    baseTraits.preferredContentSizeCategory = category
    traitsChanged(from: before, directionMayDiffer: false)
    NotificationCenter.default.post(
      name: ContentSizeCategory.didChangeNotification, object: self,
      userInfo: ["UIContentSizeCategoryNewValueKey": category.rawValue])
  }

  func log(_ message: String) { logHandler(message) }

  /// The counts of the layout solver's work so far (pivots, additions, removals, constant
  /// changes), or `nil` before the first layout: how a test or a benchmark checks that an
  /// operation (scrolling, say) costs no solver work.
  public var solverStatistics: Statistics? {
    hostedEngine?.solver.statistics
  }

  /// The engine's system as a replayable constraint script (`.tcs`, SPEC §1.7).
  public func layoutEngineScript() -> String {
    hostedEngine?.solver.script() ?? ""
  }
}

extension Window {
  /// Loads a root view controller's view and puts it under the window, filling it.
  fileprivate func install(_ controller: ViewController) {
    controller.hostWindow = self
    let view: View = controller.view
    controller.beginAppearance()
    view.frame = bounds
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    insertSubview(view, at: 0)
  }

  /// Takes a root view controller's view out of the window.
  fileprivate func uninstall(_ controller: ViewController) {
    controller.hostWindow = nil
    controller.forEachInTree { $0.viewWillDisappear(false) }
    if let view = controller.viewIfLoaded, view.superview === self { view.removeFromSuperview() }
    controller.forEachInTree {
      $0.appearance = .disappeared
      $0.viewDidDisappear(false)
    }
  }

  /// After a layout pass: `viewDidAppear` for the controllers that began appearing.
  func finishAppearances() {
    rootViewController?.forEachInTree { controller in
      guard controller.appearance == .appearing else { return }
      controller.appearance = .appeared
      controller.viewDidAppear(false)
    }
  }
}
