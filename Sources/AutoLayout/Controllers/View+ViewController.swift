extension View {
  /// Runs the view's constraint update: ``ViewController/updateViewConstraints()`` for a view
  /// controller's root view (whose default calls `updateConstraints`), `updateConstraints`
  /// for any other view.
  func performUpdateConstraints() {
    if let controller = viewController {
      controller.updateViewConstraints()
    } else {
      updateConstraints()
    }
  }

  /// Runs `layoutSubviews`, between the controller's `viewWillLayoutSubviews` and
  /// `viewDidLayoutSubviews` for a view controller's root view.
  func performLayoutSubviews() {
    let controller = viewController
    controller?.viewWillLayoutSubviews()
    layoutSubviews()
    controller?.viewDidLayoutSubviews()
  }

  /// Tells the view (and first its controller, as UIKit's trait propagation reaches a
  /// controller before its view) that its traits changed. `fontsMayChange` is false when
  /// only size classes changed (a rotation), which no font depends on: the dynamic cast to
  /// ``ContentSizeCategoryAdjusting`` is skipped (a fifth of a rotation's trait delivery to
  /// 1,000 views).
  func deliverTraitCollectionChange(_ previous: TraitCollection, fontsMayChange: Bool = true) {
    // Dynamic Type first, so the callbacks see the new fonts (and whether subclasses call
    // `super` does not matter).
    if fontsMayChange {
      (self as? ContentSizeCategoryAdjusting)?.adjustForContentSizeCategory()
    }
    viewController?.traitCollectionDidChange(previous)
    traitCollectionDidChange(previous)
  }

  /// The controller margins of a view controller's root view: its own margins (none by
  /// default) raised to the controller's system minimum unless the controller lets them go
  /// below.
  func controllerMargins(
    _ own: EdgeInsets?, of controller: ViewController, direction: UserInterfaceLayoutDirection
  ) -> EdgeInsets {
    let margins = own ?? .zero
    guard controller.viewRespectsSystemMinimumLayoutMargins else { return margins }
    return margins.atLeast(controller.systemMinimumLayoutMargins.resolved(for: direction))
  }
}
