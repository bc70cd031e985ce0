import Foundation

/// The manager of a view hierarchy (UIKit's `UIViewController`, reduced to the layout part of
/// its lifecycle): it loads its view on first use, hears about that view's layout, constraint
/// updates, trait and size changes, and gives the view the margins and safe area UIKit gives a
/// view controller's root view.
///
/// Callbacks come in UIKit's order: ``loadView()`` then ``viewDidLoad()`` on first access to
/// ``view``; ``updateViewConstraints()`` where the view's `updateConstraints` would run;
/// ``viewWillLayoutSubviews()``, the view's `layoutSubviews`, then ``viewDidLayoutSubviews()``;
/// on a rotation ``willTransition(to:with:)`` (when the traits change), then
/// ``viewWillTransition(to:with:)`` (when the size changes), then ``traitCollectionDidChange(_:)``.
/// Install one as ``Window/rootViewController``, or as a child of another.
///
/// Target-action needs Objective-C; use the closure form (``Control/addAction(_:for:)``).
open class ViewController {
  var storedView: View?
  var appearance = Appearance.disappeared
  var topGuideView: LayoutSupportView?
  /// The window this controller is being installed in as its root, so its traits are the
  /// window's before its view is added (UIKit gives a root controller its window's traits
  /// from the start: `loadView` already sees them).
  weak var hostWindow: Window?
  var bottomGuideView: LayoutSupportView?

  /// Where the controller is in its appearance: UIKit calls `viewWillAppear` and
  /// `viewDidAppear` once each per appearance.
  enum Appearance { case disappeared, appearing, appeared }

  /// A title (for navigation bars, which Truss does not draw).
  open var title: String?

  /// The size the controller would like its view to have when presented in a container that
  /// asks (popovers, form sheets). Stored only.
  open var preferredContentSize = CGSize.zero

  /// The parent, when this controller is a child of another.
  public internal(set) weak var parent: ViewController?
  /// The controller this one presents (UIKit's `presentedViewController`), until it is
  /// dismissed.
  public internal(set) var presentedViewController: ViewController?
  /// The controller that presented this one, set by ``present(_:animated:completion:)``.
  weak var presenter: ViewController?
  /// The child view controllers, in the order they were added.
  public internal(set) var children: [ViewController] = []

  /// Extra insets added to the view's safe area, for bars a container draws over the content
  /// (a navigation bar, a tab bar). They reach every descendant view's safe area.
  open var additionalSafeAreaInsets = EdgeInsets.zero {
    didSet {
      if oldValue != additionalSafeAreaInsets { storedView?.engine?.geometryChanged() }
    }
  }

  /// Whether the view's layout margins are kept at least ``systemMinimumLayoutMargins``
  /// (true by default, as in UIKit). Set it to `false` to give the view smaller margins.
  open var viewRespectsSystemMinimumLayoutMargins = true {
    didSet {
      if oldValue != viewRespectsSystemMinimumLayoutMargins {
        storedView?.engine?.geometryChanged()
      }
    }
  }

  /// A controller with no view yet; ``view`` loads one on first use.
  public init() {}

  /// A controller with no view yet (UIKit's designated initializer). Truss has no nib files:
  /// `nibName` and `bundle` are ignored, and ``loadView()`` makes the view.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

  /// A controller decoded from an archive. Truss has no storyboards or nibs, so this makes a
  /// plain controller, as ``init()`` does; it exists so UIKit subclasses' `required
  /// init?(coder:)` compile.
  public required init?(coder: NSCoder) {}

  /// The root view, loaded on first access by ``loadView()`` and ``viewDidLoad()``.
  public var view: View! {
    get {
      loadViewIfNeeded()
      return storedView
    }
    set {
      storedView?.viewController = nil
      storedView = newValue
      newValue?.viewController = self
    }
  }

  /// The root view if it has been loaded, without loading it.
  public var viewIfLoaded: View? { storedView }

  /// Whether the root view has been loaded.
  public var isViewLoaded: Bool { storedView != nil }

  /// Loads the view (``loadView()`` then ``viewDidLoad()``) unless it is loaded.
  public func loadViewIfNeeded() {
    guard storedView == nil else { return }
    loadView()
    if storedView == nil { view = View() }
    viewDidLoad()
  }

  /// Makes the root view. The default makes a plain view; override it to set ``view`` to a
  /// view of your own (without calling `super`).
  open func loadView() {
    view = View()
  }

  /// Called once the view is loaded: build the hierarchy and its constraints here.
  open func viewDidLoad() {}

  /// Called before the view appears in a window.
  open func viewWillAppear(_ animated: Bool) {}
  /// Called after the view appeared: after the window's first layout pass with it.
  open func viewDidAppear(_ animated: Bool) {}
  /// Called before the view leaves its window.
  open func viewWillDisappear(_ animated: Bool) {}
  /// Called after the view left its window.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Called just before the view's `layoutSubviews`.
  open func viewWillLayoutSubviews() {}

  /// Called just after the view's `layoutSubviews`.
  open func viewDidLayoutSubviews() {}

  /// Called where the view's constraints are updated (bottom-up, in the layout pass) when the
  /// view needs it (`view.setNeedsUpdateConstraints()`). Override to change constraints, and
  /// call `super` last, as UIKit requires: the default calls the view's `updateConstraints`.
  open func updateViewConstraints() {
    storedView?.updateConstraints()
  }

  /// Called after the controller's traits changed (a rotation, a split, a new text size), for
  /// the controller before its views.
  open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

  /// Called before the traits change, with the new ones. The default tells the children and
  /// the presented controller.
  open func willTransition(
    to newCollection: TraitCollection, with coordinator: any ViewControllerTransitionCoordinator
  ) {
    for child in children { child.willTransition(to: newCollection, with: coordinator) }
    presentedViewController?.willTransition(to: newCollection, with: coordinator)
  }

  /// Called before the view's size changes (a rotation or a resize), with the new size. The
  /// default tells the children whose views fill this one, as UIKit's containers do, and the
  /// presented controller, whose view fills the window.
  open func viewWillTransition(
    to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator
  ) {
    for child in children { child.viewWillTransition(to: size, with: coordinator) }
    presentedViewController?.viewWillTransition(to: size, with: coordinator)
  }

  /// Called before the controller is added to a parent (by ``addChild(_:)``) or removed from
  /// one (`nil`, called by your code before ``removeFromParent()``).
  open func willMove(toParent parent: ViewController?) {}

  /// Called after the controller was added to a parent (by your code, once its view is in
  /// place) or removed from one (`nil`, by ``removeFromParent()``).
  open func didMove(toParent parent: ViewController?) {}

  /// The status bar's look the controller asks for (override point; Truss draws no status
  /// bar: its height is in the device's safe area either way).
  open var preferredStatusBarStyle: StatusBarStyle { .default }

  /// Whether the controller asks to hide the status bar (override point; the safe area is the
  /// device's either way).
  open var prefersStatusBarHidden: Bool { false }

  /// Asks for the status bar to be updated (nothing to update in Truss).
  open func setNeedsStatusBarAppearanceUpdate() {}

  /// Called when the view's safe-area insets changed.
  open func viewSafeAreaInsetsDidChange() {}

  /// Called when the view's layout margins changed.
  open func viewLayoutMarginsDidChange() {}

  /// The controller's traits: its view's, or before the view is in a hierarchy, its
  /// parent's or the window's it is the root of.
  public var traitCollection: TraitCollection {
    if let view = storedView, view.superview != nil || view is Window {
      return view.traitCollection
    }
    if let parent { return parent.traitCollection }
    if let hostWindow { return hostWindow.traitCollection }
    return storedView?.traitCollection ?? TraitCollection()
  }

  /// The smallest margins the view's layout margins may have (UIKit's values for a root view:
  /// 16 points leading and trailing in a compact-width environment, 20 in a regular one, 0
  /// top and bottom).
  public var systemMinimumLayoutMargins: DirectionalEdgeInsets {
    let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
    return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }
}

/// The status bar's look (UIKit's `UIStatusBarStyle`).
public enum StatusBarStyle: Int, Hashable, Sendable {
  /// Dark content on light backgrounds (or automatic, from iOS 13).
  case `default`
  /// Light content on dark backgrounds.
  case lightContent
  /// Dark content, whatever the interface style (iOS 13).
  case darkContent = 3
}
