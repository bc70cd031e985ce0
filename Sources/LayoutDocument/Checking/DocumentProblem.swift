import Foundation

/// One problem ``LoadedDocument/check()`` finds in a laid-out document, naming the culprit:
/// a view by its document id, a constraint by its identifier or its text and line.
public enum DocumentProblem: Sendable, Hashable, CustomStringConvertible {
  /// The constraints leave the view's (or layout guide's) `variables` undetermined (`minX`,
  /// `minY`, `Width`, `Height`), as far as its `ambiguity:` setting checks them.
  case ambiguous(view: String, variables: [String])
  /// Required constraints that cannot all hold, and the one the engine broke to go on. Each
  /// constraint is named `IDENTIFIER (line N)` or `TEXT (line N)` (a VFL constraint as
  /// `PART in LINE (line N)`); a constraint the engine made (autoresizing, intrinsic size)
  /// as the engine prints it.
  case unsatisfiable(conflict: [String], broken: String)
  /// A view laid out by constraints whose solved frame differs from its design `frame:` by
  /// more than half a pixel; both frames in the superview's coordinates.
  case misplaced(view: String, design: CGRect, solved: CGRect)
  /// A constraint that adds nothing to the layout (SPEC §9.4): with `duplicate`, an exact
  /// repeat of the single constraint in `impliedBy` (the same equation, sides possibly
  /// swapped, relation and priority: a duplicated line, say); otherwise a required equality
  /// the required equalities in `impliedBy` already imply (empty when its two sides are the
  /// same). Constraints are named as in ``unsatisfiable(conflict:broken:)``.
  case redundant(constraint: String, impliedBy: [String], duplicate: Bool)
  /// Another engine log: an invalid constraint, a refused split, a layout loop.
  case log(String)

  /// The problem for people, naming the culprit: `ambiguous: title (minX, Width)`,
  /// `misplaced: card design [16, 160, 343, 200] solved [16, 170, 343, 200]`, `log: …`, or
  /// for a conflict a first line `unsatisfiable: broke CONSTRAINT; the conflict:` followed by
  /// one indented line per conflicting constraint; a duplicate as `duplicate: CONSTRAINT
  /// repeats CONSTRAINT`, an implied constraint as `redundant: CONSTRAINT is implied by:` and
  /// one indented line per constraint implying it.
  public var description: String {
    switch self {
    case .ambiguous(let view, let variables):
      return "ambiguous: \(view) (\(variables.joined(separator: ", ")))"
    case .unsatisfiable(let conflict, let broken):
      return (["unsatisfiable: broke \(broken); the conflict:"] + conflict.map { "  \($0)" })
        .joined(separator: "\n")
    case .misplaced(let view, let design, let solved):
      return
        "misplaced: \(view) design \(DocumentCheck.format(design)) solved \(DocumentCheck.format(solved))"
    case .redundant(let constraint, let impliedBy, let duplicate):
      if duplicate, let original = impliedBy.first {
        return "duplicate: \(constraint) repeats \(original)"
      }
      if impliedBy.isEmpty {
        return "redundant: \(constraint) always holds (its sides are the same)"
      }
      return (["redundant: \(constraint) is implied by:"] + impliedBy.map { "  \($0)" })
        .joined(separator: "\n")
    case .log(let message):
      return "log: \(message)"
    }
  }
}
