import AutoLayout

/// Where a constraint of a document came from: the line and the text of its equation or VFL
/// line, as problems name it.
struct ConstraintSource: Hashable, Sendable {
  /// The equation or VFL line as written, without ` !placeholder`.
  var text: String
  /// The line, from 1.
  var line: Int
  /// The identifier written after `#`, if any.
  var identifier: String?
  /// For a constraint of a VFL line, the part of the line it stands for
  /// (`H:[title]-(8)-[icon]`).
  var format: String?

  /// The constraint as problems name it: its text, with its `#identifier` when it has one
  /// (for a VFL constraint, its part of the line and the line), then `(line N)`.
  var description: String {
    if let identifier, !text.contains("#\(identifier)") {
      return "\(text) #\(identifier) (line \(line))"
    }
    if let format, format != text { return "\(format) in \(text) (line \(line))" }
    return "\(text) (line \(line))"
  }
}

/// A constraint a document makes, with whether the loaded window has it.
struct DocumentConstraint {
  /// The constraint.
  var constraint: LayoutConstraint
  /// Where it came from.
  var source: ConstraintSource
  /// Whether its `when` groups match and every item it relates is installed.
  var installed: Bool
  /// Whether it is a placeholder (` !placeholder`), left out at run time.
  var isPlaceholder: Bool
}
