import Foundation
import Testing
import Truss

/// SPEC §2.12: `constraintsAffectingLayout(for:)` lists every constraint a view's position
/// and size in an axis depend on, the engine's own included, in order of addition.
@Suite struct ConstraintsAffectingLayoutTests {
  /// The identifier of an engine constraint, or the source line of a user constraint.
  static func names(_ constraints: [LayoutConstraint]) -> [String] {
    constraints.map { $0.identifier ?? "line \($0.line)" }
  }

  @Test func userAndEngineConstraints() {
    let window = Window(
      size: CGSize(width: 320, height: 480),
      safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    let a = constrainedView("a")
    let b = constrainedView("b")
    window.addSubview(a)
    window.addSubview(b)
    let leading = a.leadingAnchor.constraint(
      equalTo: window.layoutMarginsGuide.leadingAnchor, constant: 4)
    let width = a.widthAnchor.constraint(equalTo: window.widthAnchor, multiplier: 0.5)
    let top = a.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor)
    let height = a.heightAnchor.constraint(equalToConstant: 100)
    // b's constraints do not affect a.
    let others = [
      b.leadingAnchor.constraint(equalTo: a.leadingAnchor),
      b.topAnchor.constraint(equalTo: a.bottomAnchor),
      b.widthAnchor.constraint(equalToConstant: 10),
      b.heightAnchor.constraint(equalToConstant: 10),
    ]
    LayoutConstraint.activate([leading, width, top, height] + others)
    window.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 20, y: 20, width: 160, height: 100))

    // a.minX = margins guide left (16) + 4; a.width = 0.5 × the window's width (320).
    #expect(
      Self.names(a.constraintsAffectingLayout(for: .horizontal)) == [
        "UIView-Encapsulated-Layout-Width", "UIView-leftMargin-guide-constraint",
        "line \(leading.line)", "line \(width.line)",
      ])
    // a.minY = safe-area guide top (20); a.height = 100.
    #expect(
      Self.names(a.constraintsAffectingLayout(for: .vertical)) == [
        "UIViewSafeAreaLayoutGuide-top", "line \(top.line)", "line \(height.line)",
      ])
  }

  @Test func intrinsicSizeAndAutoresizingConstraints() {
    let window = Window(size: CGSize(width: 320, height: 480))
    let icon = IntrinsicView("icon", size: CGSize(width: 24, height: 24))
    let panel = View(frame: CGRect(x: 10, y: 10, width: 100, height: 50))
    panel.identifier = "panel"
    window.addSubview(panel)
    panel.addSubview(icon)
    let x = icon.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 8)
    let y = icon.centerYAnchor.constraint(equalTo: panel.centerYAnchor)
    LayoutConstraint.activate([x, y])
    window.layoutIfNeeded()
    #expect(icon.frame == CGRect(x: 8, y: 13, width: 24, height: 24))

    // The icon's position is in the panel's space; its width comes from the hugging and
    // compression-resistance pair (both satisfied at 24).
    let horizontal = icon.constraintsAffectingLayout(for: .horizontal)
    #expect(horizontal.contains { $0 === x })
    #expect(!horizontal.contains { $0 === y })
    #expect(
      horizontal.contains {
        $0.description == "<ContentSizeLayoutConstraint 'Hug' icon.width <= 24 @250   (active)>"
          || $0.description
            == "<ContentSizeLayoutConstraint 'CompressionResistance' icon.width >= 24 @750   (active)>"
      })

    // The icon's centre Y depends on the panel's height, which the panel's translated frame
    // fixes at 50.
    let vertical = icon.constraintsAffectingLayout(for: .vertical).map(\.description)
    #expect(
      vertical.contains(
        "<AutoresizingMaskLayoutConstraint h=--& v=--& panel.height == 50   (active)>"))

    let panelHorizontal = panel.constraintsAffectingLayout(for: .horizontal).map(\.description)
    #expect(
      panelHorizontal == [
        "<AutoresizingMaskLayoutConstraint h=--& v=--& panel.left == Window.left + 10   (active)>",
        "<AutoresizingMaskLayoutConstraint h=--& v=--& panel.width == 100   (active)>",
      ])
  }
}
