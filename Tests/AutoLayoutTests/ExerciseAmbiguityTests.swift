import Foundation
import Testing
import Truss

/// SPEC §9.2: `exerciseAmbiguityInLayout()` shows another frame the constraints allow.
@Suite struct ExerciseAmbiguityTests {
  /// `a` (100 × 40 at y 20) and `b` (50 × 40, 10 after `a`) with no horizontal position;
  /// `fixed` is fully constrained.
  struct Scene {
    let window = Window(size: CGSize(width: 320, height: 480))
    let a = constrainedView("a")
    let b = constrainedView("b")
    let fixed = constrainedView("fixed")

    init() {
      for view in [a, b, fixed] { window.addSubview(view) }
      LayoutConstraint.activate([
        a.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
        a.widthAnchor.constraint(equalToConstant: 100),
        a.heightAnchor.constraint(equalToConstant: 40),
        b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
        b.topAnchor.constraint(equalTo: a.topAnchor),
        b.widthAnchor.constraint(equalToConstant: 50),
        b.heightAnchor.constraint(equalTo: a.heightAnchor),
        fixed.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 5),
        fixed.topAnchor.constraint(equalTo: window.topAnchor, constant: 200),
        fixed.widthAnchor.constraint(equalToConstant: 30),
        fixed.heightAnchor.constraint(equalToConstant: 30),
      ])
      window.layoutIfNeeded()
    }
  }

  @Test func ambiguousVariablesAreTheHorizontalPositions() {
    let scene = Scene()
    #expect(scene.a.ambiguousLayoutVariables == ["minX"])
    #expect(scene.b.ambiguousLayoutVariables == ["minX"])
    #expect(scene.fixed.ambiguousLayoutVariables.isEmpty)
  }

  @Test func exercisingMovesTheAmbiguousViewsAndKeepsTheirConstraints() {
    let scene = Scene()
    let before = (a: scene.a.frame, b: scene.b.frame)
    #expect(before.b.minX == before.a.maxX + 10)

    scene.window.exerciseAmbiguityInLayout()
    let a = scene.a.frame
    let b = scene.b.frame
    #expect(a.minX != before.a.minX)
    #expect(a.size == CGSize(width: 100, height: 40) && a.minY == 20)
    #expect(b.size == CGSize(width: 50, height: 40) && b.minY == 20)
    #expect(b.minX == a.maxX + 10)
    #expect(scene.fixed.frame == CGRect(x: 5, y: 200, width: 30, height: 30))
    #expect(scene.window.hasAmbiguousLayout)

    // A later pass keeps the exercised frames: the solver holds them.
    scene.window.layoutIfNeeded()
    #expect(scene.a.frame == a && scene.b.frame == b)
  }

  @Test func exercisingOneViewMovesOnlyWhatItsConstraintsCarry() {
    let scene = Scene()
    let before = scene.a.frame
    scene.b.exerciseAmbiguityInLayout()
    // b's position drags a's along (b.leading == a.trailing + 10).
    #expect(scene.b.frame.minX != before.maxX + 10 || scene.a.frame != before)
    #expect(scene.b.frame.minX == scene.a.frame.maxX + 10)
    #expect(scene.fixed.frame == CGRect(x: 5, y: 200, width: 30, height: 30))
  }

  @Test func exercisingAnUnambiguousLayoutChangesNothing() {
    let scene = Scene()
    scene.a.leadingAnchor.constraint(equalTo: scene.window.leadingAnchor, constant: 12)
      .isActive = true
    scene.window.layoutIfNeeded()
    #expect(!scene.window.hasAmbiguousLayout)
    scene.window.exerciseAmbiguityInLayout()
    #expect(scene.a.frame == CGRect(x: 12, y: 20, width: 100, height: 40))
    #expect(scene.b.frame == CGRect(x: 122, y: 20, width: 50, height: 40))
  }
}
