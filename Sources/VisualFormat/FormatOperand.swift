import Foundation

/// A number or a name in a predicate. Which dictionary a name belongs to (metrics or views)
/// is decided when the format is lowered: metrics first, then views.
public enum FormatOperand: Hashable, Sendable, CustomStringConvertible {
  /// A literal number.
  case number(CGFloat)
  /// A metric or view name, and where it starts.
  case name(String, offset: Int)

  /// The number, or the name.
  public var description: String {
    switch self {
    case .number(let value): formatNumber(value)
    case .name(let name, _): name
    }
  }
}

/// `8`, `0.5`, `-10`: a number without a trailing `.0`, as the formats write them.
func formatNumber(_ value: CGFloat) -> String {
  if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
  return "\(Double(value))"
}
