import AutoLayout
import Foundation

/// The spacing between two neighbours in a visual format: views, or a view and a superview
/// edge.
public enum FormatConnection: Hashable, Sendable, CustomStringConvertible {
  /// No `-`: the neighbours touch (`[a][b]`, `|[a]`).
  case flush
  /// A lone `-`: the standard spacing, 8 points between siblings and 20 to a superview edge.
  case standard
  /// `-N-`, `-metric-` or `-(predicates)-`: spacing the predicates fix.
  case predicates([FormatPredicate])

  /// What a connection separates; it decides the standard spacing.
  public enum Neighbours: Hashable, Sendable {
    /// Two sibling views.
    case views
    /// A view and its superview's edge.
    case superview
  }

  /// The standard spacing between `neighbours`: 8 between siblings (the value of
  /// ``AutoLayout/LayoutConstraint/systemSpacing``), 20 to a superview edge.
  public static func standardSpacing(between neighbours: Neighbours) -> CGFloat {
    neighbours == .views ? LayoutConstraint.systemSpacing : 20
  }

  /// The connection as written between two views.
  public var description: String { description(between: .superview) }

  /// The connection in canonical visual format, with the standard spacing for `neighbours`
  /// spelled `NSSpace(8)` or `NSSpace(20)` as UIKit prints it.
  public func description(between neighbours: Neighbours) -> String {
    switch self {
    case .flush: ""
    case .standard:
      "-(NSSpace(\(formatNumber(FormatConnection.standardSpacing(between: neighbours)))))-"
    case .predicates(let list):
      "-(\(list.map(\.description).joined(separator: ",")))-"
    }
  }
}
