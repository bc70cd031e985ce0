/// The priority of a constraint on the Auto Layout scale, 1 through 1000.
///
/// 1000 is ``required``: the solver never violates a required constraint and reports an
/// error when one cannot be satisfied. Lower priorities are optional and are satisfied in
/// strict priority order: no amount of violation at a lower priority ever buys any
/// violation at a higher one (a lexicographic objective, not a weighted sum).
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The priority value, in `1...1000`.
  public let value: Double

  /// Makes a priority, or returns `nil` when `value` is not a finite number in `1...1000`.
  public init?(_ value: Double) {
    guard value.isFinite, value >= 1, value <= 1000 else { return nil }
    self.value = value
  }

  private init(unchecked value: Double) { self.value = value }

  /// 1000: must hold.
  public static let required = Priority(unchecked: 1000)
  /// 750: UIKit's `defaultHigh`, the default priority of edit variables.
  public static let strong = Priority(unchecked: 750)
  /// 500.
  public static let medium = Priority(unchecked: 500)
  /// 250: UIKit's `defaultLow`.
  public static let weak = Priority(unchecked: 250)

  /// Whether this is ``required``.
  public var isRequired: Bool { value >= 1000 }

  public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.value < rhs.value }

  /// The value as scripts print it: `required`, or the number.
  public var description: String {
    isRequired ? "required" : formatNumber(value)
  }
}
