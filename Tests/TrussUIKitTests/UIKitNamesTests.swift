import Testing
import TrussUIKit

/// UIKit's names resolve to Truss's types with UIKit's values.
@Suite struct UIKitNamesTests {
  @Test func priorities() {
    #expect(UILayoutPriority.required.rawValue == 1000)
    #expect(UILayoutPriority.defaultHigh.rawValue == 750)
    #expect(UILayoutPriority.dragThatCanResizeScene.rawValue == 510)
    #expect(UILayoutPriority.sceneSizeStayPut.rawValue == 500)
    #expect(UILayoutPriority.defaultLow.rawValue == 250)
    #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
    #expect((UILayoutPriority.defaultHigh + 1).rawValue == 751)
    #expect((UILayoutPriority.required - 1) == UILayoutPriority(rawValue: 999))
  }

  @Test func attributesAndRelationsHaveUIKitsRawValues() {
    #expect(NSLayoutConstraint.Attribute.notAnAttribute.rawValue == 0)
    #expect(NSLayoutConstraint.Attribute.leading.rawValue == 5)
    #expect(NSLayoutConstraint.Attribute.lastBaseline.rawValue == 11)
    #expect(NSLayoutConstraint.Attribute.centerYWithinMargins.rawValue == 20)
    #expect(NSLayoutConstraint.Attribute.baseline == .lastBaseline)
    #expect(NSLayoutConstraint.Relation.lessThanOrEqual.rawValue == -1)
    #expect(NSLayoutConstraint.Relation.greaterThanOrEqual.rawValue == 1)
  }

  @Test func axesUnderBothNames() {
    let axis: UILayoutConstraintAxis = .vertical
    let same: NSLayoutConstraint.Axis = axis
    #expect(same.rawValue == 1)
    let view = UIView()
    view.setContentCompressionResistancePriority(.required, for: axis)
    #expect(view.contentCompressionResistancePriority(for: .vertical) == .required)
    #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(view.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
  }

  @Test func autoresizingMaskAndFittingSizes() {
    let mask: UIView.AutoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
    #expect(mask.contains(.flexibleLeftMargin) && !mask.contains(.flexibleWidth))
    #expect(UIView.layoutFittingCompressedSize == .zero)
    #expect(UIView.layoutFittingExpandedSize.width > 1000)
    #expect(UIView.noIntrinsicMetric == -1)
  }

  @Test func traitsAndDirections() {
    let window = UIWindow(size: CGSize(width: 1024, height: 768))
    let traits: UITraitCollection = window.traitCollection
    #expect(traits.horizontalSizeClass == UIUserInterfaceSizeClass.regular)
    #expect(traits.layoutDirection == UIUserInterfaceLayoutDirection.leftToRight)
    let view = UIView()
    view.semanticContentAttribute = UISemanticContentAttribute.forceRightToLeft
    #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(
      UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft)
        == .rightToLeft)
  }

  @Test func insets() {
    let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    let directional = NSDirectionalEdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2)
    #expect(directional.resolved(for: .rightToLeft) == insets)
    #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    #expect(NSDirectionalEdgeInsets.zero.leading == 0)
  }

  @Test func anchorTypes() {
    let view = UIView()
    let x: NSLayoutXAxisAnchor = view.leadingAnchor
    let y: NSLayoutYAxisAnchor = view.firstBaselineAnchor
    let size: NSLayoutDimension = view.widthAnchor
    let anchor: NSLayoutAnchor<NSLayoutXAxisAnchor> = x
    #expect(anchor.item === view && y.item === view && size.item === view)
  }
}
