extension ViewController {
  /// The controller that presented this one, or one of its ancestors (UIKit's
  /// `presentingViewController`); `nil` when it was not presented.
  public var presentingViewController: ViewController? {
    presenter ?? parent?.presentingViewController
  }

  /// Shows `controller` over this one (UIKit's `present(_:animated:completion:)`).
  ///
  /// Truss draws no sheets and runs no animations: every presentation covers the window, as
  /// `.overFullScreen` does. The presented controller's view is loaded if needed, added
  /// above the window's other views and sized to fill it (flexible width and height), with
  /// the margins and safe area of a root view; `viewWillAppear` is called now and
  /// `viewDidAppear` after the window's next layout pass; rotations and resizes reach it
  /// through this controller's ``viewWillTransition(to:with:)``. `completion` runs once the
  /// view is in the window.
  ///
  /// As in UIKit, a controller whose view is not in a window, or that already presents one,
  /// does not present: the window's ``Window/logHandler`` (or the standard output) says why
  /// and `completion` is not called. A controller that is already presented, or is this one,
  /// is not presented again.
  public func present(
    _ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil
  ) {
    guard let window = storedView?.window else {
      print(
        "Attempt to present \(controller.typeName) on \(typeName) whose view is not in the "
          + "window hierarchy.")
      return
    }
    if let presentedViewController {
      window.log(
        "Attempt to present \(controller.typeName) on \(typeName) which is already "
          + "presenting \(presentedViewController.typeName).")
      return
    }
    guard controller !== self, controller.presenter == nil else {
      window.log("Application tried to present modally a view controller that is active.")
      return
    }
    presentedViewController = controller
    controller.presenter = self
    // The traits are the window's before the view is added, as for a root view controller.
    controller.hostWindow = window
    let view: View = controller.view
    controller.beginAppearance()
    view.frame = window.bounds
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    window.addSubview(view)
    completion?()
  }

  /// Dismisses the controller this one presented, and any it presented in turn (UIKit's
  /// `dismiss(animated:completion:)`); called on a presented controller, asks its presenter
  /// to dismiss it.
  ///
  /// The presented controllers get `viewWillDisappear`, their views leave the window, then
  /// they get `viewDidDisappear`, and `completion` runs (no animation in Truss). A controller
  /// that neither presents nor was presented has nothing to dismiss: nothing happens and
  /// `completion` is not called.
  public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
    guard let presented = presentedViewController else {
      presentingViewController?.dismiss(animated: animated, completion: completion)
      return
    }
    // `forEachInTree` reaches the presented controllers' children and what they present.
    presented.forEachInTree { $0.viewWillDisappear(animated) }
    var chain: [ViewController] = []
    var next: ViewController? = presented
    while let controller = next {
      chain.append(controller)
      next = controller.presentedViewController
    }
    for controller in chain.reversed() {
      controller.viewIfLoaded?.removeFromSuperview()
    }
    presented.forEachInTree {
      $0.appearance = .disappeared
      $0.viewDidDisappear(animated)
    }
    for controller in chain {
      controller.hostWindow = nil
      controller.presenter = nil
      controller.presentedViewController = nil
    }
    presentedViewController = nil
    completion?()
  }

  /// The controller's class name, as UIKit's presentation warnings print it.
  var typeName: String { String(describing: type(of: self)) }
}
