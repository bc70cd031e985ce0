import Foundation
import Truss

/// Runs one fixture in one direction: builds the window, views, guides and constraints, lays
/// out, checks the expectations, then applies each step and checks again.
///
/// The run collects failure reports instead of stopping at the first, so one test run shows
/// every phase that went wrong.
@MainActor
final class FixtureRun {
  /// The fixture as written (expectations are mirrored from it).
  let fixture: Fixture
  /// The direction of this run.
  let direction: FixtureDirection

  /// The input actually built: the fixture, or its mirror image.
  private var input: Fixture
  /// Whether `input` is mirrored (then `setFrame` steps are mirrored at run time).
  private var isMirrored = false
  private var window: Window?
  private var views: [String: View] = [:]
  private var guides: [String: LayoutGuide] = [:]
  private var constraintsByID: [String: LayoutConstraint] = [:]
  /// How reports name each fixture constraint: its `#id`, or else its equation as written.
  private var names: [ObjectIdentifier: String] = [:]
  private var logs: [String] = []
  private var reports: [UnsatisfiableConstraintsReport] = []
  /// The window's width in the current phase (for mirroring expectations).
  private var windowWidth: Double
  private var failures: [String] = []

  /// Prepares a run; nothing is built until `run()`.
  init(fixture: Fixture, direction: FixtureDirection) {
    self.fixture = fixture
    self.direction = direction
    self.input = fixture
    self.windowWidth = fixture.window.size.width
  }

  /// Builds, lays out and checks every phase.
  ///
  /// - Returns: one report per failing phase (empty when the fixture passes).
  func run() -> [String] {
    do {
      try prepareInput()
    } catch let error as FixtureError {
      return [header("setup") + "\n" + error.message]
    } catch {
      return [header("setup") + "\n\(error)"]
    }
    let window = build()
    window.layoutIfNeeded()
    check(phase: "the first layout", expectation: expectation(forStep: nil), window: window)
    for (index, step) in input.steps.enumerated() {
      let logStart = logs.count
      let reportStart = reports.count
      apply(step.action, window: window)
      window.layoutIfNeeded()
      check(
        phase: "step \(index + 1) (\(fixture.steps[index].action.summary))",
        expectation: expectation(forStep: index), window: window, logStart: logStart,
        reportStart: reportStart)
    }
    return failures
  }

  // MARK: - Input

  private func prepareInput() throws {
    switch (direction, fixture.rtl) {
    case (.leftToRight, _), (.rightToLeft, .explicit(mirrorInput: false, _, _)):
      input = fixture
    case (.rightToLeft, .mirror), (.rightToLeft, .explicit(mirrorInput: true, _, _)):
      try fixture.checkDeviceHasMirrorImage()
      input = try fixture.mirrored().fixture
      isMirrored = true
    }
  }

  /// The expectation of a phase (`nil` step = the first layout) in this run's direction.
  private func expectation(forStep step: Int?) -> Result<Expectation?, FixtureError> {
    let written = step.map { fixture.steps[$0].expect } ?? fixture.expect
    switch (direction, fixture.rtl) {
    case (.leftToRight, _):
      return .success(written)
    case (.rightToLeft, .mirror):
      do {
        return .success(try written?.mirrored(in: fixture, windowWidth: windowWidth))
      } catch let error as FixtureError {
        return .failure(error)
      } catch {
        return .failure(FixtureError("\(error)"))
      }
    case (.rightToLeft, .explicit(_, let expect, let steps)):
      guard let step else { return .success(expect) }
      return .success(step < steps.count ? steps[step] : nil)
    }
  }

  // MARK: - Building

  private func build() -> Window {
    let spec = input.window
    let layoutDirection: UserInterfaceLayoutDirection =
      direction == .rightToLeft ? .rightToLeft : .leftToRight
    let window =
      spec.makeDeviceWindow(layoutDirection: layoutDirection)
      ?? Window(
        size: spec.size, scale: spec.scale, safeAreaInsets: spec.safeArea.edgeInsets,
        layoutDirection: layoutDirection, horizontalSizeClass: spec.horizontalSizeClass?.sizeClass,
        verticalSizeClass: spec.verticalSizeClass?.sizeClass)
    window.identifier = Fixture.windowID
    setMargins(
      of: window, margins: spec.margins, directional: spec.directionalMargins,
      preserves: spec.preservesSuperviewMargins, fromSafeArea: spec.insetsMarginsFromSafeArea)
    window.logHandler = { [weak self] message in self?.logs.append(message) }
    window.unsatisfiableConstraintsHandler = { [weak self] report in self?.reports.append(report) }
    if let additional = spec.additionalSafeArea {
      window.additionalSafeAreaInsets = additional.edgeInsets
    }
    self.window = window
    let intrinsicTargets = Set(
      input.steps.compactMap { step -> String? in
        if case .setIntrinsic(let id, _) = step.action { return id }
        return nil
      })
    for spec in input.views {
      let view = makeView(spec, intrinsicTargets: intrinsicTargets)
      configure(view, with: spec)
      views[spec.id] = view
      if let stack = self.view(spec.parent) as? StackView {
        stack.addArrangedSubview(view)  // a stack's children are its arranged subviews
      } else if self.view(spec.parent) is GridView {
        // A grid's children are its content views, placed once every view exists.
      } else {
        self.view(spec.parent)?.addSubview(view)
      }
    }
    applyCustomSpacings(input.views, lookup: view)
    configureGrids(input.views, lookup: view, constraint: makeConstraint)
    for spec in input.guides {
      let guide = LayoutGuide()
      guide.identifier = spec.id
      guides[spec.id] = guide
      view(spec.owner)?.addLayoutGuide(guide)
    }
    LayoutConstraint.activate(input.constraints.compactMap(makeConstraint))
    return window
  }

  /// A view of the spec's kind, with its content set: a plain view (an `IntrinsicView` when
  /// the fixture sets its intrinsic size), a label, an image view or a button.
  private func makeView(_ spec: ViewSpec, intrinsicTargets: Set<String>) -> View {
    let frame = spec.frame ?? .zero
    switch spec.kind {
    case .view:
      guard spec.intrinsic != nil || intrinsicTargets.contains(spec.id) else {
        return View(frame: frame)
      }
      let view = IntrinsicView(frame: frame)
      if let size = spec.intrinsic { view.size = size }
      return view
    case .label:
      let label = Label(frame: frame)
      if let font = spec.font { label.font = font.font }
      label.numberOfLines = spec.lines ?? 1
      if let width = spec.preferredMaxLayoutWidth { label.preferredMaxLayoutWidth = width }
      label.text = spec.text
      return label
    case .image:
      let imageView = ImageView(frame: frame)
      if let size = spec.image {
        imageView.image = ImageView.Image(named: spec.id, size: size)
      }
      return imageView
    case .stack:
      let stack = StackView(frame: frame)
      if spec.stackAxis == "vertical" { stack.axis = .vertical }
      if let name = spec.stackDistribution, let value = Fixture.stackDistributions[name] {
        stack.distribution = value
      }
      if let name = spec.stackAlignment, let value = Fixture.stackAlignments[name] {
        stack.alignment = value
      }
      if spec.stackSystemSpacing { stack.spacing = StackView.spacingUseSystem }
      if let spacing = spec.stackSpacing { stack.spacing = CGFloat(spacing) }
      configureArrangement(of: stack, with: spec)
      return stack
    case .scroll:
      return makeScrollView(spec, frame: frame)
    case .grid:
      return makeGridView(spec, frame: frame)
    case .button:
      let button = Button(frame: frame)
      if let font = spec.font { button.titleLabel?.font = font.font }
      if let insets = spec.contentInsets { button.contentEdgeInsets = insets.edgeInsets }
      button.setTitle(spec.title, for: .normal)
      return button
    }
  }

  private func configure(_ view: View, with spec: ViewSpec) {
    view.identifier = spec.id
    view.translatesAutoresizingMaskIntoConstraints = spec.tamic
    view.autoresizingMask = View.AutoresizingMask(spec.mask.map(\.autoresizingMask))
    if let hugging = spec.hugging {
      view.setContentHuggingPriority(LayoutPriority(hugging[0]), for: .horizontal)
      view.setContentHuggingPriority(LayoutPriority(hugging[1]), for: .vertical)
    }
    if let compression = spec.compression {
      view.setContentCompressionResistancePriority(LayoutPriority(compression[0]), for: .horizontal)
      view.setContentCompressionResistancePriority(LayoutPriority(compression[1]), for: .vertical)
    }
    setMargins(
      of: view, margins: spec.margins, directional: spec.directionalMargins,
      preserves: spec.preservesSuperviewMargins, fromSafeArea: spec.insetsMarginsFromSafeArea)
    if let semantic = spec.semantic { view.semanticContentAttribute = semantic.attribute }
    if let hidden = spec.hidden { view.isHidden = hidden }
  }

  /// Sets the margin properties a view or window spec writes (those not written keep
  /// UIKit's defaults).
  private func setMargins(
    of view: View, margins: FixtureInsets?, directional: FixtureInsets?, preserves: Bool?,
    fromSafeArea: Bool?
  ) {
    if let margins { view.layoutMargins = margins.edgeInsets }
    if let directional {
      view.directionalLayoutMargins = DirectionalEdgeInsets(
        top: directional.top, leading: directional.left, bottom: directional.bottom,
        trailing: directional.right)
    }
    if let preserves { view.preservesSuperviewLayoutMargins = preserves }
    if let fromSafeArea { view.insetsLayoutMarginsFromSafeArea = fromSafeArea }
  }

  private func makeConstraint(_ equation: ConstraintEquation) -> LayoutConstraint? {
    guard let first = item(equation.first.item) else { return nil }
    let second = equation.second.flatMap { item($0.item) }
    let constraint = LayoutConstraint(
      item: first, attribute: equation.first.attribute.layoutAttribute,
      relatedBy: equation.relation.layoutRelation, toItem: second,
      attribute: equation.second?.attribute.layoutAttribute ?? .notAnAttribute,
      multiplier: equation.multiplier, constant: equation.constant,
      file: "Fixtures/layout/\(fixture.name)", line: fixture.line(of: equation))
    constraint.priority = LayoutPriority(equation.priority)
    if let id = equation.identifier {
      constraint.identifier = id
      constraintsByID[id] = constraint
    }
    names[ObjectIdentifier(constraint)] = equation.identifier ?? equation.text
    return constraint
  }

  /// The window or a view by id.
  private func view(_ id: String) -> View? {
    id == Fixture.windowID ? window : views[id]
  }

  /// An equation's item: a view, a custom guide, a standard guide `V.margins` /
  /// `V.safeArea` / `V.readable`, or a scroll view's `S.content` / `S.frame`.
  private func item(_ id: String) -> AnyObject? {
    if let view = view(id) { return view }
    if let guide = guides[id] { return guide }
    guard let dot = id.lastIndex(of: "."), let owner = view(String(id[..<dot])) else {
      return nil
    }
    switch id[id.index(after: dot)...] {
    case "margins": return owner.layoutMarginsGuide
    case "safeArea": return owner.safeAreaLayoutGuide
    case "readable": return owner.readableContentGuide
    case "content": return (owner as? ScrollView)?.contentLayoutGuide
    case "frame": return (owner as? ScrollView)?.frameLayoutGuide
    default: return nil
    }
  }

  // MARK: - Steps

  private func apply(_ action: FixtureAction, window: Window) {
    switch action {
    case .resize(let size, let safeArea, let horizontal, let vertical):
      windowWidth = size.width
      window.resize(
        to: size, safeAreaInsets: safeArea?.edgeInsets,
        horizontalSizeClass: horizontal?.sizeClass, verticalSizeClass: vertical?.sizeClass)
    case .setConstant(let id, let value):
      constraintsByID[id]?.constant = value
    case .setPriority(let id, let priority):
      constraintsByID[id]?.priority = LayoutPriority(priority)
    case .activate(let id):
      constraintsByID[id]?.isActive = true
    case .deactivate(let id):
      constraintsByID[id]?.isActive = false
    case .setFrame(let id, let frame):
      guard let view = views[id] else { return }
      if isMirrored, let parent = view.superview {
        view.frame = frame.mirrored(within: parent.bounds.width)
      } else {
        view.frame = frame
      }
    case .setIntrinsic(let id, let size):
      (views[id] as? IntrinsicView)?.size = size
    case .setHidden(let id, let hidden):
      views[id]?.isHidden = hidden
    case .setMargins(let id, let margins):
      view(id)?.layoutMargins = margins.edgeInsets
    case .setAdditionalSafeArea(let insets):
      window.additionalSafeAreaInsets = insets.edgeInsets
    case .setMask(let id, let mask):
      views[id]?.autoresizingMask = View.AutoresizingMask(mask.map(\.autoresizingMask))
    case .setTamic(let id, let tamic):
      views[id]?.translatesAutoresizingMaskIntoConstraints = tamic
    case .setSemantic(let id, let semantic):
      views[id]?.semanticContentAttribute = semantic.attribute
    case .setLayoutDirection(let direction):
      window.setLayoutDirection(direction.layoutDirection)
    case .addConstraints(let equations):
      LayoutConstraint.activate(equations.compactMap(makeConstraint))
    case .rotate(let orientation):
      window.rotate(to: orientation.orientation)
      windowWidth = Double(window.bounds.width)
    case .setSplit(let split):
      window.setSplit(split.fraction)
      windowWidth = Double(window.bounds.width)
    case .setContentOffset(let id, let offset):
      (views[id] as? ScrollView)?.contentOffset = offset
    case .setContentInset(let id, let insets):
      (views[id] as? ScrollView)?.contentInset = insets.edgeInsets
    case .grid(let id, let step):
      applyGrid(step, to: views[id] as? GridView, lookup: view, constraint: makeConstraint)
    case .setText(let id, let text):
      if let button = views[id] as? Button {
        button.setTitle(text, for: .normal)
      } else {
        (views[id] as? Label)?.text = text
      }
    }
  }

  // MARK: - Checking

  private func header(_ phase: String) -> String {
    "Fixtures/layout/\(fixture.name) [\(direction.rawValue)], after \(phase):"
  }

  private func check(
    phase: String, expectation result: Result<Expectation?, FixtureError>, window: Window,
    logStart: Int = 0, reportStart: Int = 0
  ) {
    let expectation: Expectation?
    switch result {
    case .success(let value): expectation = value
    case .failure(let error):
      failures.append(header(phase) + "\n" + error.message)
      return
    }
    var problems: [String] = []
    let expectedFrames = expectation?.frames ?? [:]
    for (key, expected) in expectedFrames.sorted(by: { $0.key < $1.key }) {
      let actual = frame(of: key)
      if !(actual.map { $0.isClose(to: expected) } ?? false) {
        problems.append(
          "frame of \(key): expected \(NumberText.format(expected)), got "
            + (actual.map(NumberText.format) ?? "nothing"))
      }
    }
    problems += checkAmbiguity(expectation, window: window)
    problems += checkConflicts(expectation, since: reportStart)
    problems += checkInsetsAndFitting(expectation)
    problems += checkContent(expectation)
    problems += checkScroll(expectation, lookup: view)
    problems += checkGrid(expectation, lookup: view)
    let phaseLog = logs[logStart...].joined(separator: "\n")
    for text in expectation?.logContains ?? [] where !phaseLog.contains(text) {
      problems.append("the log does not contain \"\(text)\"")
    }
    guard !problems.isEmpty else { return }
    let order = FrameTable.treeOrder(of: input, extraKeys: Array(expectedFrames.keys))
    let table = FrameTable(
      lines: order.map { ($0.key, $0.depth, expectedFrames[$0.key], frame(of: $0.key)) }
    ).render()
    var report = header(phase) + "\n"
    report += problems.map { "  - " + $0 }.joined(separator: "\n")
    report += "\n\nFrames (expected | actual, ✗ marks a mismatch):\n" + table
    if !phaseLog.isEmpty { report += "\nLog:\n" + phaseLog + "\n" }
    report += "\nautolayoutTrace():\n" + window.autolayoutTrace()
    failures.append(report)
  }

  /// The actual frame of an item: a view's `frame`, a guide's `layoutFrame`.
  private func frame(of key: String) -> CGRect? {
    if let view = view(key) { return view.frame }
    return (item(key) as? LayoutGuide)?.layoutFrame
  }

  private func checkAmbiguity(_ expectation: Expectation?, window: Window) -> [String] {
    var problems: [String] = []
    for id in expectation?.ambiguous ?? [] where view(id)?.hasAmbiguousLayout != true {
      problems.append("\(id) should have an ambiguous layout but has not")
    }
    let unambiguous = expectation?.unambiguous ?? (expectation?.ambiguous == nil)
    if unambiguous && window.hasAmbiguousLayout {
      let ambiguous = input.views.filter { views[$0.id]?.hasAmbiguousLayout == true }.map(\.id)
      problems.append(
        "the layout is ambiguous (views: \(ambiguous.joined(separator: ", "))); list them in "
          + "\"ambiguous\" if that is the point")
    }
    return problems
  }

  private func checkConflicts(_ expectation: Expectation?, since start: Int) -> [String] {
    let actual = reports[start...].map { report in
      report.conflicts.map(name).sorted()
    }
    let expected = (expectation?.conflicts ?? []).map { $0.sorted() }
    var problems: [String] = []
    if actual != expected {
      problems.append(
        "unsatisfiable constraint reports: expected \(describe(expected)), got \(describe(actual))")
    }
    if let broken = expectation?.broken {
      let actualBroken = reports[start...].map { name($0.broken) }
      if actualBroken != broken {
        problems.append("broken constraints: expected \(broken), got \(actualBroken)")
      }
    }
    return problems
  }

  private func checkInsetsAndFitting(_ expectation: Expectation?) -> [String] {
    guard let expectation else { return [] }
    var problems: [String] = []
    for (id, expected) in expectation.safeAreaInsets.sorted(by: { $0.key < $1.key }) {
      guard let actual = view(id).map({ FixtureInsets($0.safeAreaInsets) }) else { continue }
      if !actual.isClose(to: expected) {
        problems.append(
          "safeAreaInsets of \(id): expected \(NumberText.format(expected)), got "
            + NumberText.format(actual))
      }
    }
    for (id, expected) in expectation.margins.sorted(by: { $0.key < $1.key }) {
      guard let actual = view(id).map({ FixtureInsets($0.layoutMargins) }) else { continue }
      if !actual.isClose(to: expected) {
        problems.append(
          "layoutMargins of \(id): expected \(NumberText.format(expected)), got "
            + NumberText.format(actual))
      }
    }
    for fitting in expectation.fitting {
      guard let view = view(fitting.view) else { continue }
      let target: CGSize
      switch fitting.target {
      case .size(let size): target = size
      case .compressed: target = View.layoutFittingCompressedSize
      case .expanded: target = View.layoutFittingExpandedSize
      }
      let actual: CGSize
      if let priorities = fitting.priorities {
        actual = view.systemLayoutSizeFitting(
          target, withHorizontalFittingPriority: LayoutPriority(priorities[0]),
          verticalFittingPriority: LayoutPriority(priorities[1]))
      } else {
        actual = view.systemLayoutSizeFitting(target)
      }
      if abs(actual.width - fitting.size.width) > 1e-3
        || abs(actual.height - fitting.size.height) > 1e-3
      {
        problems.append(
          "systemLayoutSizeFitting of \(fitting.view) (target \(fitting.target)): expected "
            + "\(NumberText.format(fitting.size)), got \(NumberText.format(actual))")
      }
    }
    return problems
  }

  /// Checks the labels' visible lines and the views' intrinsic sizes.
  private func checkContent(_ expectation: Expectation?) -> [String] {
    guard let expectation else { return [] }
    var problems: [String] = []
    for (id, expected) in expectation.visibleLines.sorted(by: { $0.key < $1.key }) {
      guard let label = views[id] as? Label else { continue }
      let actual = label.visibleLines
      if actual != expected {
        problems.append("visibleLines of \(id): expected \(expected), got \(actual)")
      }
    }
    for (id, expected) in expectation.intrinsic.sorted(by: { $0.key < $1.key }) {
      guard let actual = view(id)?.intrinsicContentSize else { continue }
      if abs(actual.width - expected.width) > 1e-3 || abs(actual.height - expected.height) > 1e-3 {
        problems.append(
          "intrinsicContentSize of \(id): expected \(NumberText.format(expected)), got "
            + NumberText.format(actual))
      }
    }
    return problems
  }

  /// How reports name a constraint: the fixture's `#id` or equation, else its identifier or
  /// description (autoresizing constraints, for example).
  private func name(_ constraint: LayoutConstraint) -> String {
    names[ObjectIdentifier(constraint)] ?? constraint.identifier ?? constraint.description
  }

  private func describe(_ sets: [[String]]) -> String {
    sets.isEmpty
      ? "none" : sets.map { "[" + $0.joined(separator: ", ") + "]" }.joined(separator: " ")
  }
}
