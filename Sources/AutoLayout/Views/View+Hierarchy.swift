import Foundation

extension View {
  /// Adds a view at the front of the subviews, removing it from its old superview first.
  /// Adding a view to itself, to one of its descendants, or adding a window, is reported and
  /// ignored.
  public func addSubview(_ view: View) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts a view into the subviews at an index (clamped to the valid range).
  public func insertSubview(_ view: View, at index: Int) {
    if view === self || isDescendant(of: view) {
      reportLayoutIssue(
        "Can't add \(view.layoutName) as a subview of \(layoutName): it would contain itself.",
        near: self)
      return
    }
    if view is Window {
      reportLayoutIssue("A window cannot be a subview (of \(layoutName)).", near: self)
      return
    }
    let oldTraits = view.traitCollection
    if let old = view.superview, old !== self {
      view.arrangementObserver?.arrangedViewWillLeaveSuperview(view)
    }
    if view.superview != nil { view.detachFromSuperview(notifyingTraits: false) }
    view.hostedEngine = nil
    subviews.insert(view, at: max(0, min(index, subviews.count)))
    view.superview = self
    if view.frameOverridden { subviewFrameOverridden = true }
    view.updateDepth(depth + 1)
    engine?.registerSubtree(view)
    view.notifyTraitChanges(from: oldTraits)
    view.didMoveToSuperview()
    if window != nil { view.forEachInSubtree { $0.didMoveToWindow() } }
    setNeedsLayout()
  }

  /// Removes the view from its superview. Constraints between the view's subtree and views
  /// outside it are deactivated, as in UIKit; constraints inside the subtree stay.
  public func removeFromSuperview() {
    arrangementObserver?.arrangedViewWillLeaveSuperview(self)
    detachFromSuperview(notifyingTraits: true)
  }

  /// Removes the view from its superview; a move within `insertSubview` notifies trait
  /// changes once, after the view arrives.
  func detachFromSuperview(notifyingTraits: Bool) {
    guard let parent = superview else { return }
    let oldTraits = traitCollection
    let wasInWindow = window != nil
    deactivateConstraintsLeavingSubtree()
    engine?.unregisterSubtree(self)
    if let index = parent.subviews.firstIndex(where: { $0 === self }) {
      parent.subviews.remove(at: index)
    }
    superview = nil
    updateDepth(0)
    if notifyingTraits { notifyTraitChanges(from: oldTraits) }
    didMoveToSuperview()
    if wasInWindow { forEachInSubtree { $0.didMoveToWindow() } }
    parent.setNeedsLayout()
  }

  /// Moves a subview to the front.
  public func bringSubviewToFront(_ view: View) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.append(subviews.remove(at: index))
  }

  /// Moves a subview to the back.
  public func sendSubviewToBack(_ view: View) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.insert(subviews.remove(at: index), at: 0)
  }

  /// Whether the view is `view` or inside it.
  public func isDescendant(of view: View) -> Bool {
    var current: View? = self
    while let v = current {
      if v === view { return true }
      current = v.superview
    }
    return false
  }

  /// The layout guides added to the view, including the system guides made so far.
  public var layoutGuides: [LayoutGuide] { guides }

  /// Adds a layout guide; its frame is in this view's coordinates.
  public func addLayoutGuide(_ guide: LayoutGuide) {
    if let owner = guide.owningView {
      if owner === self { return }
      owner.removeLayoutGuide(guide)
    }
    guide.owningView = self
    guides.append(guide)
    engine?.register(guide)
  }

  /// Removes a layout guide and the constraints that use it.
  public func removeLayoutGuide(_ guide: LayoutGuide) {
    guard guide.owningView === self, guide.role == .custom else { return }
    var host: View? = self
    while let view = host {
      let uses = view.installedConstraints.filter { c in
        (c.first + c.second).contains { $0.item === guide }
      }
      LayoutConstraint.deactivate(uses)
      host = view.superview
    }
    engine?.unregister(guide)
    guides.removeAll { $0 === guide }
    guide.owningView = nil
  }

  /// The constraints installed on this view: the active constraints whose nearest common
  /// ancestor it is, in order of activation. (The engine's own constraints, for autoresizing
  /// masks, intrinsic sizes and guides, are not listed; `constraintsAffectingLayout(for:)`
  /// shows them.)
  public var constraints: [LayoutConstraint] { installedConstraints }

  /// Installs a constraint on this view and activates it (UIKit's older API). As in UIKit,
  /// the constraint is held by this view — it appears in its ``constraints`` — and its items
  /// must be this view or its descendants ("The constraint may only reference the view
  /// itself or its subviews", Apple's `addConstraint(_:)`); otherwise the problem is reported
  /// and nothing changes. A constraint active elsewhere moves here.
  public func addConstraint(_ constraint: LayoutConstraint) {
    if constraint.isActive {
      if constraint.installedView === self { return }
      LayoutConstraint.deactivate([constraint])
    }
    constraint.install(on: self)
  }

  /// Installs constraints on this view (``addConstraint(_:)`` for each).
  public func addConstraints(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { addConstraint(constraint) }
  }

  /// Removes a constraint this view holds (UIKit's older API). "Removing a constraint not
  /// held by the view has no effect" (Apple's `removeConstraint(_:)`): a constraint held by
  /// another view stays active.
  public func removeConstraint(_ constraint: LayoutConstraint) {
    guard constraint.isActive, constraint.installedView === self else { return }
    LayoutConstraint.deactivate([constraint])
  }

  /// Removes the constraints among `constraints` that this view holds.
  public func removeConstraints(_ constraints: [LayoutConstraint]) {
    LayoutConstraint.deactivate(constraints.filter { $0.isActive && $0.installedView === self })
  }

  /// The nearest view containing both this view and `other`, or `nil` in different
  /// hierarchies.
  func nearestCommonAncestor(with other: View) -> View? {
    var a: View? = self
    var b: View? = other
    while let x = a, let y = b, x.depth > y.depth { a = x.superview }
    while let x = a, let y = b, y.depth > x.depth { b = y.superview }
    while let x = a, let y = b {
      if x === y { return x }
      a = x.superview
      b = y.superview
    }
    return nil
  }

  func updateDepth(_ newDepth: Int) {
    depth = newDepth
    for view in subviews { view.updateDepth(newDepth + 1) }
  }

  /// Calls `body` on the view and every descendant, parents before children.
  func forEachInSubtree(_ body: (View) -> Void) {
    body(self)
    for view in subviews { view.forEachInSubtree(body) }
  }

  /// Deactivates the constraints installed above this view that reference it or its
  /// descendants (UIKit does this on `removeFromSuperview`).
  func deactivateConstraintsLeavingSubtree() {
    var host = superview
    var leaving: [LayoutConstraint] = []
    while let view = host {
      for c in view.installedConstraints
      where (c.first + c.second).contains(where: {
        hostView(of: $0.item)?.isDescendant(of: self) ?? false
      }) {
        leaving.append(c)
      }
      host = view.superview
    }
    LayoutConstraint.deactivate(leaving)
  }
}

extension View {
  /// Adds `view` as a subview filling this view through its autoresizing mask (flexible width
  /// and height), at `index` (the end by default): how UIKit installs a cell's or an effect
  /// view's content view. Not API: for Truss's containers.
  package func addFillingSubview(_ view: View, at index: Int? = nil) {
    view.frame = bounds
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    insertSubview(view, at: index ?? subviews.count)
  }
}
