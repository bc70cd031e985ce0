import Testing
import TrussUIKit

/// The `CGRect.inset(by:)` shim UIKit code uses in `layoutSubviews`.
@Suite struct CGRectInsetTests {
  @Test func insetShrinksEachSide() {
    let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
    #expect(
      rect.inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        == CGRect(x: 12, y: 21, width: 94, height: 46))
    #expect(rect.inset(by: .zero) == rect)
  }

  @Test func negativeInsetsGrow() {
    let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
    #expect(
      rect.inset(by: UIEdgeInsets(top: -5, left: -5, bottom: -5, right: -5))
        == CGRect(x: -5, y: -5, width: 20, height: 20))
  }

  @Test func layoutMarginsOfAView() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    #expect(view.bounds.inset(by: view.layoutMargins) == CGRect(x: 8, y: 8, width: 184, height: 84))
  }
}
