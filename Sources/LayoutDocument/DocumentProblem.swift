import Foundation

/// One problem ``LoadedDocument/check()`` finds in a laid-out document, naming the culprit:
/// a view by its document id, a constraint by its identifier or its text and line.
public enum DocumentProblem: Sendable, Hashable {
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
  /// Another engine log: an invalid constraint, a refused split, a layout loop.
  case log(String)
}
