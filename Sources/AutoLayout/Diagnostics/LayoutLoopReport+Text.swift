import Foundation

extension LayoutLoopReport {
  /// What the engine logs: the ``fullReport`` when the layout feedback loop debugger is on,
  /// the ``summary`` otherwise.
  public var logMessage: String { isDebuggerReport ? fullReport : summary }

  /// The `[LayoutLoop]` log without the debugger: the top-level view, the views in the loop,
  /// and the app code that kept asking for layout, with its `file:line`, and how to turn the
  /// debugger on for the full report.
  public var summary: String {
    var lines = [
      "[LayoutLoop] Layout feedback loop in \(topLevelView.layoutName): " + outcome,
      "  Views in the loop, in the order they are laid out: "
        + views.map(\.layoutName).joined(separator: ", "),
    ]
    let culprits = appCodeEntries
    if culprits.isEmpty {
      lines.append(
        "  No app code asked for layout during the loop: the engine's own changes (intrinsic "
          + "sizes, text wrapping) kept it going.")
    } else {
      lines.append("  Asking for layout again:")
      lines += culprits.map { "    - " + $0 }
    }
    if isAmbiguousLayoutSuspected {
      lines.append(
        "  Ambiguous layout suspected: "
          + ambiguity.map { "\($0.view.layoutName).\($0.variable) took \(list($0.values))" }
          .joined(separator: "; "))
    }
    lines.append(
      "  For the full report, set LayoutFeedbackLoopDebugger.threshold, the environment "
        + "variable \(LayoutLoopThreshold.environmentVariable)=\(LayoutLoopThreshold.standard) "
        + "or the launch argument \(LayoutLoopThreshold.launchArgument) "
        + "\(LayoutLoopThreshold.standard).")
    return lines.joined(separator: "\n")
  }

  /// The layout feedback loop debugger's report: the top-level view and its subtree with each
  /// view's places in a round of the loop, the views receiving layout in order, every
  /// geometry change (old → new) with the view whose layout made it, every `setNeedsLayout`
  /// sent to the top-level view and the other views of the loop with its `file:line`, the
  /// other changes that moved the constraints, and — when ambiguity drives the loop — the
  /// oscillating variables, their values and the constraints affecting them.
  public var fullReport: String {
    var text = "[LayoutLoop] "
    if isAmbiguousLayoutSuspected {
      text += "Ambiguous layout suspected as a cause of this layout feedback loop.\n"
    }
    text +=
      isConfirmed
      ? "Layout feedback loop detected in the subtree of \(topLevelView)."
      : "Layout feedback loop suspected in the subtree of \(topLevelView), but its layouts did "
        + "not repeat in a fixed round (a frame that keeps growing, say): the views are listed "
        + "in the order of their first layout."
    text += "\n" + outcome + "\n\n"
    text += "Top-level view: \(topLevelView)\n\n"
    text += "Views caught in the loop (# their places in a round of it):\n"
    text += subtreeLines().joined(separator: "\n") + "\n\n"
    text += "Views receiving layout in order: "
    text += cycle.map(\.layoutName).joined(separator: ", ") + "\n"
    text += section("Geometry changes (old -> new; whose layout made them)", geometryLines())
    let sends = setNeedsLayoutLines()
    text += section(
      "setNeedsLayout() sent to the top-level view \(topLevelView.layoutName)", sends.top)
    text += section("setNeedsLayout() sent to other views of the loop", sends.others)
    text += section("Other changes to what the constraints say", otherInvalidationLines())
    text += section("Ambiguous layout suspected", ambiguityLines())
    return text.hasSuffix("\n") ? String(text.dropLast()) : text
  }

  // MARK: Pieces

  /// What happened, in one sentence.
  private var outcome: String {
    let name = trigger.layoutName
    return wasStopped
      ? "\(name) was laid out \(layoutCount) times in one run-loop turn (threshold \(threshold)); "
        + "the turn's layout stops here."
      : "\(name) was laid out \(layoutCount) times in one run-loop turn (threshold \(threshold)) "
        + "before the layout settled."
  }

  private func section(_ title: String, _ lines: [String]) -> String {
    lines.isEmpty ? "" : "\n\(title):\n" + lines.map { "  " + $0 }.joined(separator: "\n") + "\n"
  }

  private func list(_ values: [CGFloat]) -> String {
    values.map(formatLength).joined(separator: ", ")
  }

  /// ` in card's layoutSubviews`, or nothing outside any layout.
  private func during(_ cause: View?, _ word: String = "in") -> String {
    cause.map { " \(word) \($0.layoutName)'s layoutSubviews" } ?? ""
  }

  private func at(_ site: CallSite?) -> String {
    site.map { " at \($0)" } ?? ""
  }

  private func times(_ count: Int) -> String { count > 1 ? " (x\(count))" : "" }

  /// Entries counted by a key, in the order first seen.
  private func grouped<Key: Hashable>(
    _ keys: [(Key, String)]
  ) -> [String] {
    var order: [Key] = []
    var text: [Key: String] = [:]
    var counts: [Key: Int] = [:]
    for (key, line) in keys {
      if counts[key] == nil {
        order.append(key)
        text[key] = line
      }
      counts[key, default: 0] += 1
    }
    return order.map { (text[$0] ?? "") + times(counts[$0] ?? 0) }
  }

  /// The app code that asked for layout again, once per kind, view, call site and cause.
  private var appCodeEntries: [String] {
    var entries: [(String, String)] = []
    for change in geometryChanges where change.isSetByCode {
      let line =
        "\(change.view.layoutName)'s frame set to \(formatFrame(change.new)) (was "
        + "\(formatFrame(change.old)))\(during(change.cause))\(at(change.callSite))"
      entries.append((key("frame", change.view, change.cause, change.callSite), line))
    }
    for invalidation in invalidations where invalidation.callSite != nil {
      let key = key(
        kindName(invalidation.kind), invalidation.view, invalidation.cause,
        invalidation.callSite)
      entries.append((key, describe(invalidation)))
    }
    return grouped(entries)
  }

  private func key(_ kind: String, _ view: View?, _ cause: View?, _ site: CallSite?) -> String {
    let ids = [view, cause].map { $0.map { "\(ObjectIdentifier($0))" } ?? "-" }
    return "\(kind)|\(ids[0])|\(ids[1])|\(site?.description ?? "-")"
  }

  private func kindName(_ kind: Invalidation.Kind) -> String {
    switch kind {
    case .setNeedsLayout: "setNeedsLayout"
    case .intrinsicContentSize: "intrinsic"
    case .preferredMaxLayoutWidth: "preferredMaxLayoutWidth"
    case .constant(let c, _, _): "constant \(ObjectIdentifier(c))"
    case .activation(let c, let on): "activation \(on) \(ObjectIdentifier(c))"
    case .ambiguityExercised: "exercise"
    }
  }

  private func describe(_ invalidation: Invalidation) -> String {
    let context = during(invalidation.cause) + at(invalidation.callSite)
    switch invalidation.kind {
    case .setNeedsLayout(let view) where invalidation.isFromTruss:
      return "\(view.layoutName) marked as needing layout by Truss, for the change made"
        + context
    case .setNeedsLayout(let view):
      return "setNeedsLayout() sent to \(view.layoutName)\(context)"
    case .intrinsicContentSize(let view) where invalidation.isFromTruss:
      return "\(view.layoutName)'s intrinsic content size invalidated by Truss, for the change "
        + "made" + context
    case .intrinsicContentSize(let view):
      return "\(view.layoutName)'s intrinsic content size invalidated\(context)"
    case .preferredMaxLayoutWidth(let label, let old, let new):
      return "\(label.layoutName)'s preferredMaxLayoutWidth set to \(formatLength(new)) (was "
        + "\(formatLength(old)))\(context)"
    case .constant(let c, let old, let new):
      return "constant of \(c.equationDescription) (made at \(c.fileID):\(c.line)) set to "
        + "\(formatLength(new)) (was \(formatLength(old)))\(context)"
    case .activation(let c, let isActive):
      return (isActive ? "activated " : "deactivated ") + "\(c)\(context)"
    case .ambiguityExercised(let view):
      return "exerciseAmbiguityInLayout() sent to \(view.layoutName)\(context)"
    }
  }

  /// The top-level view's subtree, with the views not in the loop folded away; each view in
  /// the loop ends with its places in a round (`# 1, 3`).
  private func subtreeLines() -> [String] {
    var places: [ObjectIdentifier: [Int]] = [:]
    for (index, view) in cycle.enumerated() {
      places[ObjectIdentifier(view), default: []].append(index + 1)
    }
    var containsLoop: [ObjectIdentifier: Bool] = [:]
    func mark(_ view: View) -> Bool {
      var found = places[ObjectIdentifier(view)] != nil
      for subview in view.subviews where mark(subview) { found = true }
      containsLoop[ObjectIdentifier(view)] = found
      return found
    }
    _ = mark(topLevelView)
    var lines: [String] = []
    func visit(_ view: View, _ indent: String) {
      var line = indent + view.description
      if let numbers = places[ObjectIdentifier(view)] {
        line += "   # " + numbers.map(String.init).joined(separator: ", ")
      }
      lines.append(line)
      var folded = 0
      for subview in view.subviews {
        if containsLoop[ObjectIdentifier(subview)] == true {
          visit(subview, indent + "   | ")
        } else {
          var count = 0
          subview.forEachInSubtree { _ in count += 1 }
          folded += count
        }
      }
      if folded > 0 {
        lines.append(indent + "   | ... \(folded) view\(folded == 1 ? "" : "s") outside the loop")
      }
    }
    visit(topLevelView, "")
    return lines
  }

  /// Geometry changes, grouped (at most six kinds per view: a frame that keeps growing makes
  /// a new change every round).
  private func geometryLines() -> [String] {
    var entries: [(String, String)] = []
    var perView: [ObjectIdentifier: Int] = [:]
    var skipped: [ObjectIdentifier: (View, Int)] = [:]
    for change in geometryChanges {
      let made =
        change.isSetByCode
        ? "set by code\(during(change.cause))\(at(change.callSite))"
        : "by the engine from the constraints\(during(change.cause, "during"))"
      let line =
        "\(change.view.layoutName).frame \(formatFrame(change.old)) -> "
        + "\(formatFrame(change.new)), \(made)"
      let key = "\(ObjectIdentifier(change.view))|\(line)"
      let id = ObjectIdentifier(change.view)
      if !entries.contains(where: { $0.0 == key }) {
        perView[id, default: 0] += 1
        if perView[id, default: 0] > 6 {
          skipped[id] = (change.view, (skipped[id]?.1 ?? 0) + 1)
          continue
        }
      }
      entries.append((key, line))
    }
    var lines = grouped(entries)
    for (view, count) in skipped.values.sorted(by: { $0.0.layoutName < $1.0.layoutName }) {
      lines.append("\(view.layoutName).frame: \(count) more changes like these")
    }
    return lines
  }

  private func setNeedsLayoutLines() -> (top: [String], others: [String]) {
    let inLoop = Set(cycle.map(ObjectIdentifier.init))
    var top: [(String, String)] = []
    var others: [(String, String)] = []
    for invalidation in invalidations {
      guard case .setNeedsLayout(let view) = invalidation.kind else { continue }
      let source =
        invalidation.isFromTruss
        ? "by Truss, for the change made" + during(invalidation.cause) + at(invalidation.callSite)
        : "from \(invalidation.callSite.map(\.description) ?? "an unknown place")"
          + during(invalidation.cause)
      if view === topLevelView {
        top.append((source, source))
      } else if inLoop.contains(ObjectIdentifier(view)) {
        let line = "to \(view.layoutName) \(source)"
        others.append((line, line))
      }
    }
    return (grouped(top), grouped(others))
  }

  private func otherInvalidationLines() -> [String] {
    grouped(
      invalidations.compactMap { invalidation -> (String, String)? in
        if case .setNeedsLayout = invalidation.kind { return nil }
        let line = describe(invalidation)
        return (line, line)
      })
  }

  private func ambiguityLines() -> [String] {
    ambiguity.flatMap { variable in
      [
        "\(variable.view.layoutName).\(variable.variable) took the values \(list(variable.values))"
          + "; the constraints affecting it:"
      ] + variable.constraints.map { "    \($0)" }
    }
  }
}
