extension ViewController {
  /// Makes `child` a child of this controller (UIKit's `addChild(_:)`): calls
  /// `child.willMove(toParent: self)` first. Add its view to the hierarchy, then call
  /// `child.didMove(toParent: self)`, as in UIKit. A child that has another parent leaves it
  /// first.
  public func addChild(_ child: ViewController) {
    guard child !== self, child.parent !== self else { return }
    if child.parent != nil { child.removeFromParent() }
    child.willMove(toParent: self)
    children.append(child)
    child.parent = self
  }

  /// Removes the controller from its parent (UIKit's `removeFromParent()`): calls
  /// `didMove(toParent: nil)` afterwards. Call `willMove(toParent: nil)` and remove the view
  /// from its superview before, as in UIKit.
  public func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    didMove(toParent: nil)
  }
}

extension ViewController {
  /// Calls `body` on the controller and its descendants, parents first, then on the
  /// controllers presented from them (their views are in the same window, over this one's).
  func forEachInTree(_ body: (ViewController) -> Void) {
    body(self)
    for child in children { child.forEachInTree(body) }
    presentedViewController?.forEachInTree(body)
  }

  /// `viewWillAppear` for the controller and its children that are not appearing yet.
  func beginAppearance() {
    forEachInTree { controller in
      guard controller.appearance == .disappeared else { return }
      controller.appearance = .appearing
      controller.viewWillAppear(false)
    }
  }
}
