import Foundation

extension VisualFormatError {
  /// What is wrong with a visual format.
  public enum Reason: Hashable, Sendable {
    /// `V` or `H` at the start without the `:` after it.
    case missingOrientationColon(FormatStatement.Orientation)
    /// A view (`[name]`) was expected.
    case expectedView
    /// `[` not followed by a name.
    case expectedViewName
    /// A view without its closing `]`.
    case unterminatedView
    /// A view's predicate list not closed by `)` and `]`.
    case unterminatedViewPredicates
    /// `=`, `<` or `>` alone, or another spelling that is not a relation.
    case unknownRelation
    /// A relation outside parentheses in a view's predicates (`[a>=50]`), or after a
    /// connection's number (`-8>=-`). A connection's single predicate may go without them
    /// (`-<=8-`), as UIKit accepts.
    case unparenthesizedRelation
    /// A predicate without a number, metric or view after its relation.
    case expectedPredicateObject
    /// `@` not followed by a number or metric.
    case expectedPriority
    /// A priority outside 1...1000.
    case invalidPriority(Double)
    /// A predicate list not continued by `,` or closed by `)`.
    case unterminatedPredicateList
    /// A spacing (`-8`, `-(>=8)`) not closed by `-`.
    case expectedDash
    /// `-` followed by neither spacing, a view nor `|`.
    case expectedAfterDash
    /// Something other than `-`, a view or `|` after a view.
    case expectedConnection
    /// Text after the trailing `|`.
    case textAfterSuperview
    /// A character that has no place in a visual format.
    case unexpectedCharacter(Character)
    /// A name with dots: a key path, which the views and metrics dictionaries cannot hold.
    case keyPath(String)
    /// A view name that is not a key of the views dictionary.
    case unknownView(String)
    /// A spacing or priority name that is not a key of the metrics dictionary.
    case unknownMetric(String)
    /// A size predicate name that is neither a metric nor a view.
    case unknownViewOrMetric(String)
    /// A spacing that names a view.
    case viewInSpacing(String)
    /// A views-dictionary value that is neither a view nor a layout guide.
    case notALayoutItem(String)
    /// A metric that is not a finite number.
    case invalidMetric(String)
    /// `|` next to a view that has no superview.
    case noSuperview
    /// Alignment options along the format's own axis.
    case alignmentAlongOrientation(FormatStatement.Orientation)
    /// More than one direction option.
    case conflictingDirections

    /// The message, in Apple's words where Apple has words for it.
    public var message: String {
      switch self {
      case .missingOrientationColon(.horizontal):
        "Expected ':' after 'H' to specify horizontal arrangement"
      case .missingOrientationColon(.vertical):
        "Expected ':' after 'V' to specify vertical arrangement"
      case .expectedView: "Expected a view"
      case .expectedViewName: "Expected a view name after '['"
      case .unterminatedView: "Expected ']' to end the view"
      case .unterminatedViewPredicates:
        "A predicate on a view's thickness must end with ')' and the view must end with ']'"
      case .unknownRelation: "Unknown relation. Must be ==, >=, or <="
      case .unparenthesizedRelation:
        "A view's predicate with a relation must be in parentheses, as in [view(>=50)]"
      case .expectedPredicateObject: "Expected a number, a metric name or a view name"
      case .expectedPriority: "Expected a number or a metric name after '@' to give the priority"
      case .invalidPriority(let value):
        "Invalid priority \(formatNumber(CGFloat(value))): a priority must be between 1 and 1000"
      case .unterminatedPredicateList: "Expected ',' or ')' after a predicate"
      case .expectedDash: "Expected '-' to end the spacing"
      case .expectedAfterDash: "Expected a spacing, a view or '|' after '-'"
      case .expectedConnection: "Expected '-', a view or '|' after a view"
      case .textAfterSuperview: "Expected the end of the format after the trailing '|'"
      case .unexpectedCharacter(let c): "Unable to interpret '\(c)' character"
      case .keyPath(let name):
        "\(name.prefix { $0 != "." }) is not a key in the views dictionary. '\(name)' looks "
          + "like a key path: view and metric names are plain dictionary keys, so bind the "
          + "object to a name without dots, such as '\(keyPathSuggestion(name))'"
      case .unknownView(let name): "Unable to find view with name \(name)"
      case .unknownMetric(let name): "Unable to find metric with name \(name)"
      case .unknownViewOrMetric(let name): "Unable to find view or metric with name \(name)"
      case .viewInSpacing(let name):
        "\(name) is a view, but a spacing must be a number or a metric"
      case .notALayoutItem(let name):
        "The object for \(name) in the views dictionary is not a view or a layout guide"
      case .invalidMetric(let name): "The metric \(name) is not a finite number"
      case .noSuperview:
        "Unable to interpret '|' character, because the related view doesn't have a superview"
      case .alignmentAlongOrientation(.horizontal):
        "Options mask required views to be aligned on a horizontal edge, which is not allowed "
          + "for layout that is also horizontal."
      case .alignmentAlongOrientation(.vertical):
        "Options mask required views to be aligned on a vertical edge, which is not allowed "
          + "for layout that is also vertical."
      case .conflictingDirections:
        "Options mask specifies more than one direction; choose one of "
          + "directionLeadingToTrailing, directionLeftToRight and directionRightToLeft"
      }
    }
  }
}

/// `self.titleLabel` → `titleLabel`: the last non-empty component.
private func keyPathSuggestion(_ name: String) -> String {
  let last = name.split(separator: ".").last.map(String.init) ?? ""
  return last.isEmpty ? "view" : last
}
