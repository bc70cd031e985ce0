import Foundation
import Testing
import Truss
import TrussTesting

/// A view with a fixed intrinsic size.
private final class Box: View {
  let size: CGSize
  init(_ name: String, _ width: CGFloat, _ height: CGFloat) {
    size = CGSize(width: width, height: height)
    super.init(frame: .zero)
    identifier = name
  }
  required init?(coder: NSCoder) { nil }
  override var intrinsicContentSize: CGSize { size }
}

/// SPEC §6.1: stack views as UIKit builds them (issue 13, first part). Every expected frame is
/// hand arithmetic on the stated sizes.
@Suite struct StackViewTests {
  /// A stack pinned at `frame` in a 400 × 400 window at scale 1.
  fileprivate func host(
    _ stack: StackView, _ frame: CGRect, rtl: Bool = false
  ) -> (Window, WindowLog) {
    let window = Window(
      size: CGSize(width: 400, height: 400), layoutDirection: rtl ? .rightToLeft : .leftToRight)
    let log = WindowLog(window)
    stack.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(stack)
    LayoutConstraint.activate([
      stack.leftAnchor.constraint(equalTo: window.leftAnchor, constant: frame.minX),
      stack.topAnchor.constraint(equalTo: window.topAnchor, constant: frame.minY),
      stack.widthAnchor.constraint(equalToConstant: frame.width),
      stack.heightAnchor.constraint(equalToConstant: frame.height),
    ])
    window.layoutIfNeeded()
    return (window, log)
  }

  @Test func fillGivesTheSlackToTheLowestHugging() {
    let a = Box("a", 50, 20)
    let b = Box("b", 60, 20)
    b.setContentHuggingPriority(LayoutPriority(249), for: .horizontal)
    let stack = StackView(arrangedSubviews: [a, b])
    stack.spacing = 10
    let (window, log) = host(stack, CGRect(x: 0, y: 0, width: 300, height: 40))
    // a keeps 50; b takes 300 − 50 − 10 = 240; both fill the 40-point height.
    #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 40))
    #expect(b.frame == CGRect(x: 60, y: 0, width: 240, height: 40))
    #expect(!window.hasAmbiguousLayout)
    #expect(log.isEmpty)
    #expect(stack.constraints.contains { $0.identifier == "UISV-spacing" })
    #expect(stack.constraints.contains { $0.identifier == "UISV-canvas-connection" })
  }

  @Test func fillEquallyAndVertical() {
    let views = [Box("a", 10, 10), Box("b", 20, 20), Box("c", 30, 30)]
    let stack = StackView(arrangedSubviews: views)
    stack.axis = .vertical
    stack.distribution = .fillEqually
    stack.spacing = 5
    let (window, _) = host(stack, CGRect(x: 10, y: 10, width: 100, height: 310))
    // (310 − 2 × 5) / 3 = 100 each.
    #expect(
      views.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 0, y: 105, width: 100, height: 100),
        CGRect(x: 0, y: 210, width: 100, height: 100),
      ])
    #expect(!window.hasAmbiguousLayout)
  }

  @Test func alignmentsAcrossAHorizontalStack() {
    for (alignment, ys) in [
      (StackView.Alignment.top, [0.0, 0.0]), (.center, [15.0, 10.0]), (.bottom, [30.0, 20.0]),
    ] {
      let a = Box("a", 40, 20)
      let b = Box("b", 40, 30)
      let stack = StackView(arrangedSubviews: [a, b])
      stack.alignment = alignment
      stack.distribution = .fillEqually
      let (window, log) = host(stack, CGRect(x: 0, y: 0, width: 100, height: 50))
      // Heights stay intrinsic; 50 − 20 = 30 and 50 − 30 = 20 to share by alignment.
      #expect(a.frame == CGRect(x: 0, y: ys[0], width: 50, height: 20), "\(alignment)")
      #expect(b.frame == CGRect(x: 50, y: ys[1], width: 50, height: 30), "\(alignment)")
      #expect(!window.hasAmbiguousLayout, "\(alignment)")
      #expect(log.isEmpty, "\(alignment)")
    }
  }

  /// A toolbar: `.equalSpacing` in right to left runs trailing to leading with equal gaps.
  @Test func equalSpacingToolbarInRightToLeft() {
    let items = [Box("back", 30, 30), Box("share", 40, 30), Box("trash", 30, 30)]
    let stack = StackView(arrangedSubviews: items)
    stack.distribution = .equalSpacing
    stack.alignment = .center
    let (window, log) = host(stack, CGRect(x: 0, y: 0, width: 400, height: 44), rtl: true)
    // Gaps: (400 − 100) / 2 = 150. Right to left: back at the right edge.
    #expect(items[0].frame == CGRect(x: 370, y: 7, width: 30, height: 30))
    #expect(items[1].frame == CGRect(x: 180, y: 7, width: 40, height: 30))
    #expect(items[2].frame == CGRect(x: 0, y: 7, width: 30, height: 30))
    #expect(!window.hasAmbiguousLayout)
    #expect(log.isEmpty)
  }

  @Test func equalCenteringSpacesTheCenters() {
    let items = [Box("a", 20, 10), Box("b", 60, 10), Box("c", 20, 10)]
    let stack = StackView(arrangedSubviews: items)
    stack.distribution = .equalCentering
    stack.alignment = .top
    let (window, _) = host(stack, CGRect(x: 0, y: 0, width: 300, height: 10))
    // Centers at 10, 150, 290: equal 140 apart.
    #expect(items.map(\.frame.midX) == [10, 150, 290])
    #expect(!window.hasAmbiguousLayout)
  }

  /// Hidden, then shown again: the hidden view collapses with its spacing (the gap is the
  /// spacing after the preceding visible view), and comes back as it was.
  @Test func hidingTheMiddleViewAndShowingItAgain() {
    let views = [Box("a", 50, 20), Box("b", 50, 20), Box("c", 50, 20)]
    let stack = StackView(arrangedSubviews: views)
    stack.axis = .vertical
    stack.alignment = .leading
    stack.spacing = 10
    stack.setCustomSpacing(4, after: views[1])
    let window = Window(size: CGSize(width: 400, height: 400))
    stack.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(stack)
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      stack.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    window.layoutIfNeeded()
    // Before: 0, 20 + 10 = 30, 30 + 20 + 4 = 54; the stack is 74 tall and 50 wide.
    #expect(views.map(\.frame.minY) == [0, 30, 54])
    #expect(stack.frame.size == CGSize(width: 50, height: 74))
    views[1].isHidden = true
    window.layoutIfNeeded()
    // During: b is 0 tall at 20 (after a); c follows a with a's spacing, 10: 30.
    #expect(views[1].frame.height == 0)
    #expect(views[2].frame.minY == 30)
    #expect(stack.frame.height == 50)
    #expect(stack.constraints.contains { $0.identifier == "UISV-hiding" })
    views[1].isHidden = false
    window.layoutIfNeeded()
    #expect(views.map(\.frame.minY) == [0, 30, 54])
    #expect(!window.hasAmbiguousLayout)
  }

  /// A required height on a hidden view conflicts with `UISV-hiding`, as on iOS (users lower
  /// theirs to 999).
  @Test func aRequiredLengthOnAHiddenViewConflicts() {
    let a = Box("a", 50, 20)
    let b = Box("b", 50, 20)
    let stack = StackView(arrangedSubviews: [a, b])
    stack.axis = .vertical
    let (window, log) = host(stack, CGRect(x: 0, y: 0, width: 50, height: 100))
    b.heightAnchor.constraint(equalToConstant: 20).isActive = true
    b.isHidden = true
    window.layoutIfNeeded()
    #expect(log.contains("UISV-hiding"))
  }

  @Test func removingAnArrangedViewKeepsItASubviewButLeavingTheSuperviewRemovesIt() {
    let a = Box("a", 50, 20)
    let b = Box("b", 50, 20)
    let stack = StackView(arrangedSubviews: [a, b])
    stack.removeArrangedSubview(a)
    #expect(stack.arrangedSubviews.count == 1)
    #expect(a.superview === stack)
    b.removeFromSuperview()
    #expect(stack.arrangedSubviews.isEmpty)
  }

  /// A vertical stack of horizontal label-and-field rows, the rows' views on their first
  /// baselines (box font: baseline 0.8 em below the top).
  @Test func aFormOfBaselineAlignedRows() {
    func row(_ title: String, fieldHeight: CGFloat) -> (StackView, Label, Box) {
      let label = Label()
      label.font = .box(ofSize: 10)
      label.text = title
      let field = Box(title + "Field", 100, fieldHeight)
      let row = StackView(arrangedSubviews: [label, field])
      row.alignment = .firstBaseline
      row.spacing = 8
      return (row, label, field)
    }
    let (r1, l1, f1) = row("Name", fieldHeight: 30)
    let (r2, l2, _) = row("Email", fieldHeight: 30)
    let form = StackView(arrangedSubviews: [r1, r2])
    form.axis = .vertical
    form.spacing = 12
    form.alignment = .leading
    let window = Window(size: CGSize(width: 400, height: 400))
    form.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(form)
    LayoutConstraint.activate([
      form.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
      form.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
    ])
    window.layoutIfNeeded()
    // A field without text: its first baseline is its top. The label's baseline (8 below
    // its top) meets the field's top, so the label is 8 above the field: the label pokes
    // out of the row unless the row grows; the row spans both, 38 tall (label top at 0,
    // field from 8 to 38).
    #expect(l1.frame == CGRect(x: 0, y: 0, width: 40, height: 10))
    #expect(f1.frame == CGRect(x: 48, y: 8, width: 100, height: 30))
    #expect(r1.frame == CGRect(x: 0, y: 0, width: 148, height: 38))
    #expect(r2.frame.minY == 50)
    #expect(l2.frame.width == 50)
    #expect(!window.hasAmbiguousLayout)
  }
}

extension StackViewTests {
  /// A stack's baselines are its arranged views' (the first view's down a vertical stack),
  /// through nested stacks: a label beside a two-line stack sits on the stack's first line.
  @Test func aStacksBaselinesAreItsViews() {
    func label(_ text: String, _ size: CGFloat) -> Label {
      let label = Label()
      label.font = .box(ofSize: size)
      label.text = text
      return label
    }
    let title = label("Title", 20)  // 100 × 20, baseline 16 below its top
    let subtitle = label("Sub", 10)  // 30 × 10
    let column = StackView(arrangedSubviews: [title, subtitle])
    column.axis = .vertical
    column.alignment = .leading
    let badge = label("New", 10)  // 30 × 10, baseline 8 below its top
    let row = StackView(arrangedSubviews: [badge, column])
    row.alignment = .firstBaseline
    row.spacing = 4
    let window = Window(size: CGSize(width: 400, height: 400))
    row.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(row)
    LayoutConstraint.activate([
      row.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      row.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    window.layoutIfNeeded()
    // The column's first baseline is the title's: 16 below the column's top. The badge's
    // baseline (8 below its top) meets it: the badge's top is at 16 − 8 = 8 in the row.
    #expect(column.forFirstBaselineLayout === title)
    #expect(column.frame == CGRect(x: 34, y: 0, width: 100, height: 30))
    #expect(badge.frame == CGRect(x: 0, y: 8, width: 30, height: 10))
    #expect(!window.hasAmbiguousLayout)
    // Hiding the title makes the subtitle the column's first baseline; the hidden title is
    // 0 tall, so the subtitle is at the column's top and its baseline 8 below it, level with
    // the badge's: both tops at the row's top.
    title.isHidden = true
    window.layoutIfNeeded()
    #expect(column.forFirstBaselineLayout === subtitle)
    #expect(subtitle.frame.minY == 0)
    #expect(badge.frame.minY == column.frame.minY)
    #expect(row.frame.height == 10)
  }
}

extension StackViewTests {
  /// `.fillProportionally` as UIKit builds it (see `proportionalConstraints`): without spacing
  /// the lengths are exactly proportional; with spacing each view's share is of the intrinsic
  /// lengths plus the spacing, and the last view, whose constraint gives way first, takes the
  /// rest (openradar 34595752).
  @Test func fillProportionallyAsUIKitBuildsIt() {
    let a = Box("a", 50, 10)
    let b = Box("b", 150, 10)
    let stack = StackView(arrangedSubviews: [a, b])
    stack.distribution = .fillProportionally
    let (window, log) = host(stack, CGRect(x: 0, y: 0, width: 400, height: 10))
    // 50 : 150 of 400.
    #expect(a.frame.width == 100)
    #expect(b.frame.width == 300)
    stack.spacing = 10
    window.layoutIfNeeded()
    // Multipliers 50/210 and 150/210: a is 400 × 50/210 = 95.238 (priority 999, kept), b
    // gives way: 400 − 10 − 95.238 = 294.762, more than its 285.714 share.
    #expect(abs(a.frame.width - (400.0 * 50 / 210).rounded()) < 1e-9)
    #expect(b.frame.maxX == 400)
    #expect(b.frame.minX == a.frame.maxX + 10)
    #expect(
      stack.constraints.filter { $0.identifier == "UISV-fill-proportionally" }.map(\.priority)
        == [LayoutPriority(999), LayoutPriority(998)])
    #expect(log.isEmpty)
  }
}

extension StackViewTests {
  /// System spacing below a stack's last baseline follows the font of the label that baseline
  /// comes from, as it does below the label itself.
  @Test func systemSpacingBelowAStackUsesItsLabelsFont() {
    let label = Label()
    label.font = .box(ofSize: 10)
    label.text = "Title"
    let stack = StackView(arrangedSubviews: [label])
    stack.axis = .vertical
    let below = View()
    let window = Window(size: CGSize(width: 200, height: 200))
    window.addSubview(stack)
    window.addSubview(below)
    let fromStack = below.topAnchor.constraint(
      equalToSystemSpacingBelow: stack.lastBaselineAnchor, multiplier: 1)
    let fromLabel = below.topAnchor.constraint(
      equalToSystemSpacingBelow: label.lastBaselineAnchor, multiplier: 1)
    // The box font's line is 10 with no leading: not the 8 points between plain edges.
    #expect(fromLabel.constant == 10)
    #expect(fromStack.constant == fromLabel.constant)
  }
}
