import Foundation
import Testing
import Truss

/// SPEC §2.12: `constraints` lists what is installed on a view — each active constraint on
/// its items' nearest common ancestor, as UIKit installs them.
@Suite struct ConstraintInstallationTests {
  /// window > container > (a, b); window > c.
  struct Tree {
    let window = Window(size: CGSize(width: 320, height: 480))
    let container = constrainedView("container")
    let a = constrainedView("a")
    let b = constrainedView("b")
    let c = constrainedView("c")

    init() {
      window.addSubview(container)
      container.addSubview(a)
      container.addSubview(b)
      window.addSubview(c)
    }
  }

  static func same(_ x: [LayoutConstraint], _ y: [LayoutConstraint]) -> Bool {
    x.count == y.count && zip(x, y).allSatisfy { $0 === $1 }
  }

  @Test func nearestCommonAncestor() {
    let tree = Tree()
    let siblings = tree.a.leadingAnchor.constraint(equalTo: tree.b.trailingAnchor)
    let own = tree.a.widthAnchor.constraint(equalToConstant: 10)
    let ratio = tree.a.heightAnchor.constraint(equalTo: tree.a.widthAnchor, multiplier: 2)
    let cousins = tree.a.topAnchor.constraint(equalTo: tree.c.bottomAnchor)
    let toGuide = tree.a.leadingAnchor.constraint(
      equalTo: tree.container.layoutMarginsGuide.leadingAnchor)
    let toParent = tree.b.topAnchor.constraint(equalTo: tree.container.topAnchor)
    let toWindowGuide = tree.c.topAnchor.constraint(
      equalTo: tree.window.safeAreaLayoutGuide.topAnchor)
    let margin = LayoutConstraint(
      item: tree.b, attribute: .leadingMargin, relatedBy: .equal, toItem: tree.container,
      attribute: .leadingMargin, multiplier: 1, constant: 0)
    LayoutConstraint.activate([
      siblings, own, ratio, cousins, toGuide, toParent, toWindowGuide, margin,
    ])

    #expect(Self.same(tree.a.constraints, [own, ratio]))
    #expect(Self.same(tree.b.constraints, []))
    #expect(Self.same(tree.container.constraints, [siblings, toGuide, toParent, margin]))
    #expect(Self.same(tree.window.constraints, [cousins, toWindowGuide]))
    #expect(Self.same(tree.c.constraints, []))
  }

  @Test func deactivationUninstalls() {
    let tree = Tree()
    let siblings = tree.a.leadingAnchor.constraint(equalTo: tree.b.trailingAnchor)
    let own = tree.a.widthAnchor.constraint(equalToConstant: 10)
    LayoutConstraint.activate([siblings, own])
    siblings.isActive = false
    #expect(tree.container.constraints.isEmpty)
    #expect(Self.same(tree.a.constraints, [own]))
    LayoutConstraint.deactivate([own])
    #expect(tree.a.constraints.isEmpty)
    // Reactivating installs it again.
    siblings.isActive = true
    #expect(Self.same(tree.container.constraints, [siblings]))
  }

  /// Apple's `addConstraint(_:)`: "Constraints that are added to a view are said to be held by
  /// that view … any views involved must be either the receiving view itself, or a subview of
  /// the receiving view"; `removeConstraint(_:)`: "Removing a constraint not held by the view
  /// has no effect."
  @Test func addConstraintInstallsOnTheReceiverAndRemoveConstraintOnlyWhatItHolds() {
    let tree = Tree()
    let siblings = tree.a.leadingAnchor.constraint(equalTo: tree.b.trailingAnchor)
    tree.window.addConstraint(siblings)
    #expect(siblings.isActive)
    #expect(Self.same(tree.window.constraints, [siblings]))
    #expect(tree.container.constraints.isEmpty)
    // Held by the window: removing it from another view changes nothing.
    tree.a.removeConstraint(siblings)
    tree.container.removeConstraint(siblings)
    #expect(siblings.isActive)
    tree.window.layoutIfNeeded()
    #expect(tree.a.frame.minX == tree.b.frame.maxX)
    tree.window.removeConstraint(siblings)
    #expect(!siblings.isActive)
    #expect(tree.window.constraints.isEmpty)

    // A view that is not an ancestor of every item cannot hold the constraint.
    let recorder = LogRecorder(tree.window)
    tree.a.addConstraint(siblings)
    #expect(!siblings.isActive)
    #expect(recorder.messages.count == 1)
    #expect(recorder.messages.first?.contains("The view hierarchy is not prepared") == true)

    // Activation still installs on the nearest common ancestor.
    siblings.isActive = true
    #expect(Self.same(tree.container.constraints, [siblings]))
  }

  @Test func removingAViewDeactivatesTheConstraintsThatLeaveItsSubtree() {
    let tree = Tree()
    let own = tree.a.widthAnchor.constraint(equalToConstant: 10)
    let siblings = tree.a.leadingAnchor.constraint(equalTo: tree.b.trailingAnchor)
    let cousins = tree.a.topAnchor.constraint(equalTo: tree.c.bottomAnchor)
    let inside = tree.b.topAnchor.constraint(equalTo: tree.container.topAnchor)
    LayoutConstraint.activate([own, siblings, cousins, inside])
    tree.a.removeFromSuperview()
    #expect(own.isActive)
    #expect(!siblings.isActive && !cousins.isActive)
    #expect(inside.isActive)
    #expect(Self.same(tree.a.constraints, [own]))
    #expect(Self.same(tree.container.constraints, [inside]))
    #expect(tree.window.constraints.isEmpty)
  }
}
