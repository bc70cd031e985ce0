import AutoLayout
import Foundation

/// The problems of a laid-out document (``LoadedDocument/check()``), as a list and as the
/// text and JSON reports of `truss check`.
public struct DocumentCheck: Sendable {
  /// The problems: unsatisfiable constraints (document order), ambiguous views (tree
  /// order), misplaced views (tree order), then other logs.
  public var problems: [DocumentProblem]

  /// The fix suggested for each problem whose cause is recognisable (SPEC §9.9), in the
  /// document's names: `set card.translatesAutoresizingMaskIntoConstraints to false: …`,
  /// `lower the priority of card.width == 200 (line 12) to 999: …`, `title has no width …:
  /// add one.` (one line per ambiguous axis).
  public var suggestions: [DocumentProblem: String]

  /// A check with the given problems and suggestions.
  public init(problems: [DocumentProblem], suggestions: [DocumentProblem: String] = [:]) {
    self.problems = problems
    self.suggestions = suggestions
  }

  /// Whether there is no problem.
  public var isClean: Bool { problems.isEmpty }

  /// `no problems`, `1 problem` or `N problems`.
  public var summary: String {
    switch problems.count {
    case 0: "no problems"
    case 1: "1 problem"
    default: "\(problems.count) problems"
    }
  }

  /// A problem's paragraph: its description, then its suggestion, if any, indented under it
  /// as the members of a conflict are (`  suggestion: …`, each further line aligned with the
  /// first).
  public func paragraph(for problem: DocumentProblem) -> String {
    guard let suggestion = suggestions[problem] else { return problem.description }
    let lines = suggestion.split(separator: "\n").map(String.init)
    return
      ([problem.description]
      + lines.enumerated().map { index, line in
        (index == 0 ? "  suggestion: " : "              ") + line
      }).joined(separator: "\n")
  }

  /// A report for people: one paragraph per problem naming the culprit (with its suggested
  /// fix), then ``summary``.
  ///
  /// ```
  /// unsatisfiable: broke card.width == 200 (line 13); the conflict:
  ///   card.width == 100 (line 12)
  ///   card.width == 200 (line 13)
  ///
  /// ambiguous: title (minX, Width)
  ///
  /// misplaced: card design [16, 160, 343, 200] solved [16, 170, 343, 200]
  ///
  /// 3 problems
  /// ```
  public func text() -> String {
    var paragraphs = problems.map(paragraph(for:))
    paragraphs.append(summary)
    return paragraphs.joined(separator: "\n\n") + "\n"
  }

  /// `[x, y, w, h]` with at most three decimals.
  static func format(_ rect: CGRect) -> String {
    "[" + numbers(rect).map { LengthText.format($0) }.joined(separator: ", ") + "]"
  }

  /// A rectangle's origin and size, rounded to three decimals.
  static func numbers(_ rect: CGRect) -> [Double] {
    [rect.minX, rect.minY, rect.width, rect.height].map { value in
      // Past about 1e305 the thousandths overflow; such a number has no decimals to round.
      let rounded = (Double(value) * 1000).rounded() / 1000
      return rounded.isFinite ? rounded : Double(value)
    }
  }
}
