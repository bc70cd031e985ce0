import Truss

/// Writes a conflict replayed from an Apple log as a layout document that `truss check`
/// confirms: the views and guides of the minimal conflict side by side in a window, each
/// view laid out by constraints and never checked for ambiguity (only the conflict is
/// reproduced, not the whole screen), its constraints as equations with the address each
/// came from, and Apple's other listed constraints commented out.
enum ReproductionDocument {
  /// The document for `plan`, the replay of the report at `analysis.report.line` of `log`.
  static func text(_ plan: ReproductionPlan, analysis: ConflictAnalysis, log: String) -> String {
    var lines = [
      "# Reproduction, written by `truss repro`, of the conflict Apple logged at line "
        + "\(analysis.report.line) of \(log).",
      "# `truss check` on this document reports the same minimal conflict (constraints a to "
        + "\(ConflictAnalysis.letters(max(0, plan.equations.count - 1)))).",
      "# The views sit side by side in the window: a constraint relates its views' edges "
        + "wherever they are.",
    ]
    if analysis.reliesOnNonNegativeSizes {
      lines.append(
        "# The conflict relies on sizes never being negative, which Truss enforces as "
          + "Apple's engine does.")
    }
    lines += ["window: {size: [1000, 1000]}", "views:"]
    for view in plan.views {
      var entry = "  - {id: \(view.id), ambiguity: never"
      if view.hasDefaultMargins { entry += ", margins: [8, 8, 8, 8]" }
      entry += "}"
      var comment = "  # \(view.printed)"
      if let superview = view.superview { comment += ", in \(superview)" }
      if view.hasDefaultMargins { comment += "; UIKit's default margins (the log has none)" }
      lines.append(entry + comment)
    }
    if !plan.guides.isEmpty {
      lines.append("guides:")
      for guide in plan.guides {
        var comment = "  # \(guide.printed)"
        if let owner = guide.owner { comment += ", of \(owner)" }
        lines.append("  - {id: \(guide.id)}" + comment)
      }
    }
    lines.append("constraints:")
    for equation in plan.equations {
      lines.append("  - \"\(equation.text)\"  # \(equation.letter)  \(equation.address)")
    }
    if !plan.guides.isEmpty {
      // `truss check` would report a guide the conflict leaves loose as ambiguous; these
      // pins at the lowest priority hold it without taking part in any conflict.
      lines.append("  # Weakest pins for the guides, so only the conflict is reported:")
      for guide in plan.guides {
        for (attribute, target) in [
          ("left", "root.left"), ("top", "root.top"), ("width", "0"), ("height", "0"),
        ] {
          lines.append("  - \(guide.id).\(attribute) == \(target) @1")
        }
      }
    }
    if !plan.omitted.isEmpty {
      lines.append("  # Apple listed these too; they are not part of the conflict:")
      for equation in plan.omitted {
        lines.append("  # - \"\(equation.text)\"  # \(equation.address)")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
