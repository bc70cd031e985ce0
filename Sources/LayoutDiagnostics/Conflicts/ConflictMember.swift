/// What one constraint of a rebuilt system stands for: a constraint the log printed, or one
/// of the facts Apple's engine knows without printing them.
public enum ConflictMember: Hashable, Sendable {
  /// The constraint at this index of ``LoggedReport/constraints``.
  case logged(Int)
  /// `width >= 0` or `height >= 0` of a view (the item's key): Apple's engine keeps every
  /// view's size non-negative and never lists that bound.
  case nonNegativeSize(item: String, attribute: LoggedConstraint.Attribute)
  /// A view's layout margin (the item's key; `leftMargin`, `rightMargin`, `topMargin` or
  /// `bottomMargin`), taken as UIKit's default 8 points because the log uses the margin but
  /// does not print the constraints of the view's margins guide (iOS 8 to 10 kept them out
  /// of its logs).
  case defaultMargin(item: String, attribute: LoggedConstraint.Attribute)

  /// UIKit's default layout margin, on every side of a view.
  public static let defaultMarginInset = 8.0
}
