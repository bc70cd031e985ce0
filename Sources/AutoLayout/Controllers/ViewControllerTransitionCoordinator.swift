import Foundation

/// What a size or trait transition tells the blocks that run alongside it (UIKit's
/// `UIViewControllerTransitionCoordinatorContext`).
public protocol ViewControllerTransitionCoordinatorContext: AnyObject {
  /// Whether the transition is animated. Truss does not animate: always `false`.
  var isAnimated: Bool { get }
  /// Whether the transition was cancelled. Truss transitions always finish.
  var isCancelled: Bool { get }
  /// How long the transition takes: 0 in Truss.
  var transitionDuration: TimeInterval { get }
}

/// The object a size or trait transition hands to ``ViewController/viewWillTransition(to:with:)``
/// and ``ViewController/willTransition(to:with:)`` (UIKit's
/// `UIViewControllerTransitionCoordinator`).
public protocol ViewControllerTransitionCoordinator: ViewControllerTransitionCoordinatorContext {
  /// Runs `animation` once the window has its new size and traits, and `completion` after
  /// every animation block ran. Returns `true`: the blocks will run.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}

/// The coordinator a window uses for a rotation or resize: it collects the blocks and the
/// window runs them, without animation, once the new geometry is in place.
final class WindowTransitionCoordinator: ViewControllerTransitionCoordinator {
  var animations: [(any ViewControllerTransitionCoordinatorContext) -> Void] = []
  var completions: [(any ViewControllerTransitionCoordinatorContext) -> Void] = []

  var isAnimated: Bool { false }
  var isCancelled: Bool { false }
  var transitionDuration: TimeInterval { 0 }

  @discardableResult
  func animate(
    alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    if let animation { animations.append(animation) }
    if let completion { completions.append(completion) }
    return true
  }

  /// Runs the animation blocks, then the completions (blocks added while running run too).
  func finish() {
    var i = 0
    while i < animations.count {
      animations[i](self)
      i += 1
    }
    i = 0
    while i < completions.count {
      completions[i](self)
      i += 1
    }
  }
}
