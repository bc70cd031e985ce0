import Foundation
import Testing
import Truss

/// Broken layouts, as a new user writes them (issue 16, "Done when"): ambiguity from ties and
/// from missing constraints. Each test names its culprit and asserts that Truss names exactly
/// it — the ambiguous items and variables, no others — and the fix it suggests (SPEC §9.2,
/// §9.9).
@Suite struct BrokenAmbiguityTests {
  /// A window the size of an iPhone 8's (375 wide: compact, 16-point margins).
  static func window() -> Window {
    let window = Window(size: CGSize(width: 375, height: 667))
    window.logHandler = { _ in }
    return window
  }

  /// The ambiguous views of `window`, each with its ambiguous variables, in tree order.
  static func ambiguous(in window: Window) -> [String] {
    var found: [String] = []
    func visit(_ view: View) {
      let variables = view.ambiguousLayoutVariables
      if !variables.isEmpty {
        found.append("\(view.layoutName) (\(variables.joined(separator: ", ")))")
      }
      view.subviews.forEach(visit)
    }
    window.subviews.forEach(visit)
    return found
  }

  /// Each suggestion as `item: text`.
  static func suggestions(in window: Window) -> [String] {
    window.ambiguitySuggestions().map { item, suggestion in
      "\((item as? View)?.layoutName ?? (item as? LayoutGuide)?.layoutName ?? "?"): \(suggestion)"
    }
  }

  /// A row of two views with intrinsic widths between the margins, and a caption row below
  /// that is fine.
  static func row(
    _ window: Window, titleWidth: CGFloat, detailWidth: CGFloat
  ) -> (title: View, detail: View) {
    let title = IntrinsicView("title", size: CGSize(width: titleWidth, height: 20))
    let detail = IntrinsicView("detail", size: CGSize(width: detailWidth, height: 20))
    let caption = IntrinsicView("caption", size: CGSize(width: 120, height: 20))
    for view in [title, detail, caption] { window.addSubview(view) }
    let margins = window.layoutMarginsGuide
    LayoutConstraint.activate([
      title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      detail.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
      detail.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      title.topAnchor.constraint(equalTo: window.topAnchor, constant: 40),
      detail.topAnchor.constraint(equalTo: title.topAnchor),
      caption.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      caption.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      caption.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
    ])
    window.layoutIfNeeded()
    return (title, detail)
  }

  /// Two views stretch to fill 335 points at the same hugging priority (250): nothing says
  /// which one stretches. The caption, alone between the margins, is fine. Raising one's
  /// hugging, as suggested, settles it.
  @Test func twoViewsHuggingAtTheSamePriority() {
    let window = Self.window()
    let (title, detail) = Self.row(window, titleWidth: 100, detailWidth: 80)
    #expect(Self.ambiguous(in: window) == ["title (Width)", "detail (minX, Width)"])
    let tie =
      "title and detail hug horizontally at the same priority (250), so nothing says which one "
      + "stretches: raise one's priority (setContentHuggingPriority(_:for: .horizontal))."
    #expect(Self.suggestions(in: window) == ["title: \(tie)", "detail: \(tie)"])
    detail.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
    window.layoutIfNeeded()
    #expect(!window.hasAmbiguousLayout)
    #expect(abs(title.frame.width - (335 - 80)) < 1e-9)
  }

  /// Two views too wide for the row (300 + 200 in 335) both resist compression at 750.
  @Test func twoViewsResistingCompressionAtTheSamePriority() {
    let window = Self.window()
    _ = Self.row(window, titleWidth: 300, detailWidth: 200)
    #expect(Self.ambiguous(in: window) == ["title (Width)", "detail (minX, Width)"])
    let tie =
      "title and detail resist compression horizontally at the same priority (750), so nothing "
      + "says which one shrinks: raise one's priority "
      + "(setContentCompressionResistancePriority(_:for: .horizontal))."
    #expect(Self.suggestions(in: window) == ["title: \(tie)", "detail: \(tie)"])
  }

  /// A plain view pinned at the top and both sides has no height; its neighbour, sized, is
  /// fine.
  @Test func aPlainViewWithoutAHeight() {
    let window = Self.window()
    let banner = constrainedView("banner")
    let footer = constrainedView("footer")
    window.addSubview(banner)
    window.addSubview(footer)
    LayoutConstraint.activate([
      banner.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
      banner.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      banner.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      footer.bottomAnchor.constraint(equalTo: window.bottomAnchor),
      footer.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      footer.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      footer.heightAnchor.constraint(equalToConstant: 49),
    ])
    window.layoutIfNeeded()
    #expect(Self.ambiguous(in: window) == ["banner (Height)"])
    #expect(
      Self.suggestions(in: window) == [
        "banner: banner has no height (a height constraint, or a constraint on its bottom "
          + "edge): add one."
      ])
  }

  /// A sized badge placed vertically only: its horizontal position is missing.
  @Test func aSizedViewWithoutAHorizontalPosition() {
    let window = Self.window()
    let badge = constrainedView("badge")
    window.addSubview(badge)
    LayoutConstraint.activate([
      badge.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
      badge.widthAnchor.constraint(equalToConstant: 24),
      badge.heightAnchor.constraint(equalToConstant: 24),
    ])
    window.layoutIfNeeded()
    #expect(Self.ambiguous(in: window) == ["badge (minX)"])
    #expect(
      Self.suggestions(in: window) == [
        "badge: badge has no horizontal position (a leading, trailing or centerX constraint): "
          + "add one."
      ])
  }

  /// A view given only a size: a position is missing in both axes.
  @Test func aViewWithOnlyASize() {
    let window = Self.window()
    let spinner = constrainedView("spinner")
    window.addSubview(spinner)
    LayoutConstraint.activate([
      spinner.widthAnchor.constraint(equalToConstant: 20),
      spinner.heightAnchor.constraint(equalToConstant: 20),
    ])
    window.layoutIfNeeded()
    #expect(Self.ambiguous(in: window) == ["spinner (minX, minY)"])
    #expect(
      Self.suggestions(in: window) == [
        "spinner: spinner has no horizontal position (a leading, trailing or centerX "
          + "constraint): add one.",
        "spinner: spinner has no vertical position (a top, bottom, centerY or baseline "
          + "constraint): add one.",
      ])
  }

  /// A card whose height should come from the three rows chained down inside it, but the last
  /// row is not pinned to the card's bottom: a missing edge in the chain. Only the card is
  /// ambiguous (the rows hang from its top), and the suggestion names the row and the edge.
  @Test func aChainInsideACardStopsShortOfItsBottom() {
    let window = Self.window()
    let card = constrainedView("card")
    window.addSubview(card)
    var constraints = [
      card.topAnchor.constraint(equalTo: window.topAnchor, constant: 80),
      card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
      card.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
    ]
    var above = card.topAnchor
    for name in ["name", "address", "phone"] {
      let row = constrainedView(name)
      card.addSubview(row)
      constraints += [
        row.topAnchor.constraint(equalTo: above, constant: 8),
        row.heightAnchor.constraint(equalToConstant: 30),
        row.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
        row.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8),
      ]
      above = row.bottomAnchor
    }
    LayoutConstraint.activate(constraints)
    window.layoutIfNeeded()
    #expect(Self.ambiguous(in: window) == ["card (Height)"])
    #expect(
      Self.suggestions(in: window) == [
        "card: the chain that should size card stops at phone: pin phone.bottom to card.bottom "
          + "(a missing edge in the chain), or give card a height."
      ])
  }

  /// Two plain views share a row between the margins, neither with a width: both widths are
  /// ambiguous, and each lacks a width of its own.
  @Test func twoPlainViewsSharingARow() {
    let window = Self.window()
    let left = constrainedView("left")
    let right = constrainedView("right")
    window.addSubview(left)
    window.addSubview(right)
    let margins = window.layoutMarginsGuide
    LayoutConstraint.activate([
      left.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 8),
      right.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      left.topAnchor.constraint(equalTo: window.topAnchor, constant: 40),
      right.topAnchor.constraint(equalTo: left.topAnchor),
      left.heightAnchor.constraint(equalToConstant: 44),
      right.heightAnchor.constraint(equalTo: left.heightAnchor),
    ])
    window.layoutIfNeeded()
    #expect(Self.ambiguous(in: window) == ["left (Width)", "right (minX, Width)"])
    let missing = { (name: String) in
      "\(name): \(name) has no width of its own (its edges are attached, but to items that "
        + "move with it: a width constraint, or one relating its width to one of theirs): add "
        + "one."
    }
    #expect(Self.suggestions(in: window) == [missing("left"), missing("right")])
  }

  /// A label pinned after an icon that has no horizontal position: the label's own
  /// constraints are complete, and the suggestion for both names what the icon lacks.
  @Test func aCompleteViewAttachedToAnIncompleteOne() {
    let window = Self.window()
    let icon = constrainedView("icon")
    let label = constrainedView("label")
    window.addSubview(icon)
    window.addSubview(label)
    LayoutConstraint.activate([
      icon.widthAnchor.constraint(equalToConstant: 24),
      icon.heightAnchor.constraint(equalToConstant: 24),
      icon.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
      label.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
      label.widthAnchor.constraint(equalToConstant: 200),
      label.topAnchor.constraint(equalTo: icon.topAnchor),
      label.heightAnchor.constraint(equalTo: icon.heightAnchor),
    ])
    window.layoutIfNeeded()
    #expect(Self.ambiguous(in: window) == ["icon (minX)", "label (minX)"])
    let missing =
      "icon has no horizontal position (a leading, trailing or centerX constraint): add one."
    #expect(Self.suggestions(in: window) == ["icon: \(missing)", "label: \(missing)"])
  }
}
