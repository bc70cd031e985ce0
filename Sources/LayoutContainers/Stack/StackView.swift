import AutoLayout
import Foundation

/// A row or column of views laid out by constraints it owns (UIKit's `UIStackView`).
///
/// As UIKit does, the stack view makes ordinary constraints between itself (or its layout
/// margins) and its arranged subviews, named as UIKit names them so logs read as on iOS:
/// `UISV-canvas-connection` (the first and last views to the edges), `UISV-spacing` (between
/// neighbours), `UISV-fill-equally`, `UISV-fill-proportionally`, `UISV-distributing-edge` and
/// `UISV-distributing` (the spacer guides of `.equalSpacing` and `.equalCentering`),
/// `UISV-alignment`, `UISV-spanning-boundary` (views inside the stack's cross extent when they
/// do not fill it), `UISV-ambiguity-suppression` (the stack no taller, or wider, than its
/// tallest view unless told otherwise, at priority 25) and `UISV-hiding` (a hidden view's
/// length 0, required). They take part in everything the engine does: logs, traces,
/// `constraintsAffectingLayout(for:)`, ambiguity.
///
/// Arranged subviews are subviews; a hidden one collapses (`UISV-hiding`) with the spacing
/// after it, so the gap is the spacing after the preceding visible view. Removing an arranged
/// view from its superview removes it from the stack; `removeArrangedSubview(_:)` keeps it a
/// subview, as in UIKit. A horizontal stack runs leading to trailing, so it reverses in
/// right-to-left layouts.
///
/// A stack's first and last baselines are its arranged views' (``forFirstBaselineLayout``),
/// through nested stacks, so stacks line up on text. `.fillProportionally` makes the
/// constraints UIKit makes (descending priorities from 999; see `proportionalConstraints`).
open class StackView: View, ArrangementObserver {
  /// How arranged views share the stack's length (UIKit's `UIStackView.Distribution`).
  public enum Distribution: Int, Hashable, Sendable {
    /// Views fill the length; hugging and compression resistance decide who stretches.
    case fill
    /// Views are all as long as each other.
    case fillEqually
    /// Views are long in proportion to their intrinsic sizes.
    case fillProportionally
    /// The gaps between views are equal (at least the spacing).
    case equalSpacing
    /// The distances between views' centers are equal (gaps at least the spacing).
    case equalCentering
  }

  /// Where arranged views sit across the stack (UIKit's `UIStackView.Alignment`).
  public enum Alignment: Int, Hashable, Sendable {
    /// Views fill the stack's width (vertical) or height (horizontal).
    case fill
    /// Views at the leading edge (vertical stacks) or the top (horizontal ones).
    case leading
    /// Views' first baselines lined up (horizontal stacks).
    case firstBaseline
    /// Views centered.
    case center
    /// Views at the trailing edge (vertical stacks) or the bottom (horizontal ones).
    case trailing
    /// Views' last baselines lined up (horizontal stacks).
    case lastBaseline
    /// The top, for horizontal stacks: ``leading``.
    public static let top = Alignment.leading
    /// The bottom, for horizontal stacks: ``trailing``.
    public static let bottom = Alignment.trailing
  }

  /// For ``setCustomSpacing(_:after:)``: use the stack's ``spacing`` after that view (UIKit's
  /// `UIStackView.spacingUseDefault`).
  public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
  /// For ``spacing`` or a custom spacing: the system spacing, 8 points (UIKit's
  /// `UIStackView.spacingUseSystem`, negative zero).
  public static let spacingUseSystem: CGFloat = -0.0

  /// The views the stack arranges, in order.
  public private(set) var arrangedSubviews: [View] = []
  /// The direction views are arranged in (horizontal by default).
  open var axis = LayoutConstraint.Axis.horizontal { didSet { arrangementChanged() } }
  /// How views share the length (`.fill` by default).
  open var distribution = Distribution.fill { didSet { arrangementChanged() } }
  /// Where views sit across the stack (`.fill` by default).
  open var alignment = Alignment.fill { didSet { arrangementChanged() } }
  /// The space between neighbouring views (0 by default; ``spacingUseSystem`` for 8).
  open var spacing: CGFloat = 0 { didSet { arrangementChanged() } }
  /// Whether vertical spacing is measured between baselines (last to first).
  open var isBaselineRelativeArrangement = false { didSet { arrangementChanged() } }
  /// Whether views are arranged inside the layout margins rather than the bounds.
  open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementChanged() } }

  var customSpacings: [ObjectIdentifier: CGFloat] = [:]
  var stackConstraints: [LayoutConstraint] = []
  var spacers: [LayoutGuide] = []
  var needsArrangement = false

  /// An empty horizontal stack.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// A stack arranging `views` (made subviews).
  public convenience init(arrangedSubviews views: [View]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// A stack decoded from an archive (Truss has no nibs: an empty stack).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  // MARK: Arranged subviews

  /// Adds `view` at the end of the arranged views (and as a subview, if it is not one).
  open func addArrangedSubview(_ view: View) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Inserts `view` among the arranged views at `index` (clamped), making it a subview if it
  /// is not one; a view already arranged moves. Its autoresizing mask stops being translated,
  /// as UIKit does for arranged views.
  open func insertArrangedSubview(_ view: View, at index: Int) {
    guard view !== self else { return }
    arrangedSubviews.removeAll { $0 === view }
    if view.superview !== self { addSubview(view) }
    view.translatesAutoresizingMaskIntoConstraints = false
    arrangedSubviews.insert(view, at: max(0, min(index, arrangedSubviews.count)))
    view.arrangementObserver = self
    arrangementChanged()
  }

  /// Stops arranging `view`; it stays a subview, as in UIKit (remove it from its superview
  /// to take it out of the hierarchy).
  open func removeArrangedSubview(_ view: View) {
    guard arrangedSubviews.contains(where: { $0 === view }) else { return }
    arrangedSubviews.removeAll { $0 === view }
    if view.arrangementObserver === self { view.arrangementObserver = nil }
    customSpacings[ObjectIdentifier(view)] = nil
    arrangementChanged()
  }

  /// Sets the space after `arrangedSubview` (``spacingUseDefault`` to use ``spacing``).
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
    customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
    arrangementChanged()
  }

  /// The space set after `arrangedSubview`, or ``spacingUseDefault``.
  open func customSpacing(after arrangedSubview: View) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? StackView.spacingUseDefault
  }

  // MARK: Arrangement observer

  package func arrangedViewVisibilityChanged(_ view: View) {
    arrangementChanged()
  }

  package func arrangedViewIntrinsicSizeChanged(_ view: View) {
    if distribution == .fillProportionally {
      arrangementChanged()
    } else {
      // The stack's baselines are its views': constraints on them are made again.
      invalidateIntrinsicContentSize()
    }
  }

  // MARK: Baselines

  /// The visible arranged view whose first baseline is the stack's: the first one down a
  /// vertical stack, the tallest across a horizontal one (by intrinsic height; the first of
  /// equals), as UIKit's stack views give theirs. An empty stack's is its own top.
  open override var forFirstBaselineLayout: View { baselineView(first: true) }

  /// The visible arranged view whose last baseline is the stack's: the last one down a
  /// vertical stack, the tallest across a horizontal one.
  open override var forLastBaselineLayout: View { baselineView(first: false) }

  private func baselineView(first: Bool) -> View {
    let visible = arrangedSubviews.filter { !$0.isHidden }
    guard let head = visible.first, let tail = visible.last else { return self }
    if axis == .vertical { return first ? head : tail }
    var tallest = head
    var height = -CGFloat.infinity
    for view in visible {
      let h = view.intrinsicContentSize.height
      if h > height {
        height = h
        tallest = view
      }
    }
    return tallest
  }

  package func arrangedViewWillLeaveSuperview(_ view: View) {
    removeArrangedSubview(view)
  }

  /// Asks for the stack's constraints to be made again at the next constraint update (UIKit's
  /// stack views rebuild lazily too: adding 1,000 rows one by one rebuilds once).
  func arrangementChanged() {
    needsArrangement = true
    setNeedsUpdateConstraints()
  }

  /// Makes the constraints again if something changed since they were made.
  open override func updateConstraints() {
    if needsArrangement { rebuildConstraints() }
    super.updateConstraints()
  }

  /// Makes the stack's constraints again.
  func rebuildConstraints() {
    needsArrangement = false
    LayoutConstraint.deactivate(stackConstraints)
    for guide in spacers { removeLayoutGuide(guide) }
    spacers.removeAll()
    stackConstraints = makeConstraints()
    // Held by the stack, as UIKit's are (a hidden view's length too).
    addConstraints(stackConstraints)
    // The views the stack's baselines come from may have changed.
    invalidateIntrinsicContentSize()
  }
}

extension StackView.Distribution {
  /// The distributions by their UIKit case names, for documents and fixtures. Not API.
  package static let byName: [String: StackView.Distribution] = [
    "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
    "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
  ]
}

extension StackView.Alignment {
  /// The alignments by their UIKit case names (with `top` and `bottom`), for documents and
  /// fixtures. Not API.
  package static let byName: [String: StackView.Alignment] = [
    "fill": .fill, "leading": .leading, "top": .top, "center": .center, "trailing": .trailing,
    "bottom": .bottom, "firstBaseline": .firstBaseline, "lastBaseline": .lastBaseline,
  ]
}
