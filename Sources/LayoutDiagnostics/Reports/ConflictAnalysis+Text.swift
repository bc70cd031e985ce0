import Cassowary

extension ConflictAnalysis {
  /// The letter the proof gives the member at `index` of ``members`` (`a`, `b`, …), or how
  /// it names an unprinted fact.
  func label(of index: Int) -> String {
    switch members[index] {
    case .logged:
      let position = members[..<index].filter { if case .logged = $0 { true } else { false } }
        .count
      return Self.letters(position)
    case .defaultMargin(let item, let attribute):
      let side = attribute.rawValue.replacing("Margin", with: "")
      return "\(names[item])'s default \(side) margin"
    case .nonNegativeSize(let item, let attribute):
      return "\(names[item]).\(attribute.rawValue) >= 0"
    }
  }

  /// The arithmetic that proves the conflict, in a sentence: the constants of the members,
  /// weighted as the proof combines them, on the two sides of the equation (or inequality)
  /// that adding the constraints up gives, and the contradiction.
  ///
  /// `width: 320 (a) = 15 (b) + 300 (c) + 15 (d) + 8 (e), that is 320 = 338: impossible.`
  /// When the conflict relies on non-negative sizes, the sizes appear in the sum and the
  /// sentence ends with the negative size they would need.
  public var proof: String {
    switch status {
    case .empty, .satisfiable, .incomplete: return ""
    case .nearTie:
      return
        "These constraints miss each other by only \(formatValue(-gap)) points, within the "
        + "rounding of the log's numbers: a floating-point near-tie in Apple's engine, not a "
        + "wrong constraint."
    case .conflict: break
    }
    guard multipliers.count == members.count else {
      return "The solver finds no values that satisfy them all, and removing any one of "
        + "them makes the rest satisfiable."
    }
    var positive: [String] = []
    var negative: [String] = []
    var zeros: [String] = []
    var sizes: [String] = []
    var positiveSum = 0.0
    var negativeSum = 0.0
    var inequality = false
    for index in members.indices {
      let y = multipliers[index]
      if case .nonNegativeSize(let item, let attribute) = members[index] {
        let factor = abs(y - 1) < 1e-9 ? "" : "\(formatValue(y)) × "
        sizes.append("\(factor)\(names[item]).\(attribute.rawValue)")
        continue
      }
      if isInequality[index], y > 1e-9 { inequality = true }
      let term = y * constants[index]
      let scale = abs(abs(y) - 1) < 1e-9 ? "" : " ×\(formatValue(abs(y)))"
      let text = "\(formatValue(abs(term))) (\(label(of: index))\(scale))"
      if term > 1e-9 {
        positive.append(text)
        positiveSum += term
      } else if term < -1e-9 {
        negative.append(text)
        negativeSum -= term
      } else {
        zeros.append(text)
      }
    }
    if positive.isEmpty { positive = zeros } else { negative = zeros + negative }
    let relation = inequality ? "≥" : "="
    let left = positive.isEmpty ? "0" : positive.joined(separator: " + ")
    let right = (negative + sizes).isEmpty ? "0" : (negative + sizes).joined(separator: " + ")
    var text = "\(axis): \(left) \(relation) \(right)"
    if sizes.isEmpty {
      text +=
        ", that is \(formatValue(positiveSum)) \(relation) \(formatValue(negativeSum)): "
        + "impossible."
    } else {
      let sum = sizes.joined(separator: " + ")
      let bound = inequality ? "≤" : "="
      text +=
        ", so \(sum) \(bound) \(formatValue(positiveSum - negativeSum)); but Apple's engine "
        + "keeps every view's width and height at least 0 (a bound its logs never print)."
    }
    return text
  }

  /// The report for people: what the replay found, the minimal conflict with its proof,
  /// Apple's constraints that were not needed, what Apple broke, the suggestions, and the
  /// names used.
  public func text() -> String {
    var lines: [String] = []
    let place = "line \(report.line), \(report.platform.rawValue)"
    switch status {
    case .empty:
      let reason =
        report.unreadableLines.isEmpty
        ? "the log ends before its list of constraints." : "no constraint could be read."
      lines.append("Report at \(place): \(reason)")
    case .satisfiable:
      lines.append(
        "Report at \(place): the \(report.constraints.count) printed constraints can all "
          + "hold together, so there is no conflict to blame: Apple's engine most likely met a "
          + "floating-point near-tie, or the log leaves out a constraint.")
    case .incomplete:
      lines.append(
        "Report at \(place): what could be read of the list can hold together; the rest "
          + (report.listIsComplete ? "is unreadable." : "is cut off or unreadable."))
    case .nearTie:
      lines.append("Report at \(place): a floating-point near-tie, not a conflict.")
      lines.append("  " + proof)
    case .conflict:
      let count = report.constraints.count
      lines.append(
        "Report at \(place): a minimal conflict of \(minimal.count) of Apple's \(count) "
          + "constraints (\(axis)):")
      var letter = 0
      for c in minimal {
        let broken = c.address == report.brokenAddress ? "   (Apple broke this one)" : ""
        lines.append("  \(Self.letters(letter))  \(readable(c))   \(c.address)\(broken)")
        letter += 1
      }
      if reliesOnNonNegativeSizes {
        lines.append(
          "  It relies on sizes never being negative, which Apple's engine enforces without "
            + "printing it.")
      }
      if assumesDefaultMargins {
        lines.append(
          "  It assumes UIKit's default 8-point layout margins: the log uses the margins but "
            + "does not print them.")
      }
      for (item, superview) in inferredSuperviewsUsed.sorted(by: { $0.key < $1.key }) {
        lines.append(
          "  It takes \(names[superview]) as the superview of \(names[item]) (it is pinned "
            + "to its edge; the log does not say).")
      }
      lines.append("  Proof, \(proof)")
    }
    if status == .conflict || status == .nearTie {
      let extra = notNeeded
      if extra.isEmpty {
        lines.append("  Every constraint Apple listed is needed.")
      } else {
        lines.append("  Not needed for the conflict (\(extra.count) of Apple's list):")
        for c in extra { lines.append("     \(readable(c))   \(c.address)") }
      }
    }
    if let broken = report.brokenAddress {
      if report.broken == nil {
        lines.append(
          "  Apple broke \(broken), which is not in its own list: its description names other "
            + "objects than the list, or the list is cut off.")
      } else if status == .conflict, brokenIsInConflict == false {
        let shown = report.broken.map { readable($0) + "   " } ?? ""
        lines.append(
          "  Apple broke \(shown)\(broken), which is not part of this conflict: breaking it "
            + "does not resolve it.")
      }
    } else if status == .conflict {
      lines.append("  The log does not show which constraint Apple broke.")
    }
    for suggestion in suggestions { lines.append("  Suggestion: \(suggestion.message)") }
    if !report.unreadableLines.isEmpty {
      let numbers = report.unreadableLines.map(String.init).joined(separator: ", ")
      lines.append("  Unreadable lines: \(numbers).")
    }
    if status == .conflict || status == .nearTie {
      lines.append("  Names:")
      var keys: [String] = []
      for c in minimal {
        for key in [c.first.item, c.second?.item].compactMap({ $0 }) where !keys.contains(key) {
          keys.append(key)
        }
      }
      for key in keys { lines.append("     \(names[key]) = \(printed(key))") }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
