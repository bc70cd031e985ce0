import Foundation

/// The document's number formatter: integers without a fraction, other values with at most
/// three decimals and no trailing zeros (`187.5`, `-0.333`), so tables are stable.
enum NumberText {
  /// Formats `value` with at most three decimals.
  static func format(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let rounded = (value * 1000).rounded() / 1000
    if rounded == 0 { return "0" }
    // Past 1e15 there are no decimals left to print, and Int could overflow.
    guard abs(rounded) < 1e15 else { return String(format: "%.0f", rounded.rounded()) }
    if rounded == rounded.rounded() {
      return String(Int(rounded))
    }
    let thousandths = Int((abs(rounded) * 1000).rounded())
    var fraction = String(thousandths % 1000)
    while fraction.count < 3 { fraction = "0" + fraction }
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return (rounded < 0 ? "-" : "") + "\(thousandths / 1000).\(fraction)"
  }

  /// Formats `value` with at most three decimals.
  static func format(_ value: CGFloat) -> String {
    format(Double(value))
  }
}
