import Cassowary
import Foundation

/// Formats a length the way every Truss log prints numbers: rounded to 1e-6,
/// no trailing `.0`, `-0` printed as `0`, so logs and snapshots are byte-stable.
func formatLength(_ value: CGFloat) -> String {
  formatValue(Double(value))
}

/// Formats a rectangle as UIKit's `recursiveDescription` does: `(x y; w h)`.
func formatFrame(_ rect: CGRect) -> String {
  "(\(formatLength(rect.origin.x)) \(formatLength(rect.origin.y)); "
    + "\(formatLength(rect.size.width)) \(formatLength(rect.size.height)))"
}

/// Lengths as tables, documents and drawings print them: integers without a fraction, other
/// values rounded to at most three decimals with no trailing zeros (`187.5`, `-0.333`), `-0`
/// and non-finite values as `0`. One formatter for the frames table, the check report, the
/// document writer and the SVG renderer, so the same layout always gives the same bytes.
public enum LengthText {
  /// `value` with at most three decimals.
  public static func format(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let thousandths = (value * 1000).rounded()
    if thousandths == 0 { return "0" }
    let magnitude = abs(thousandths)
    // Past 1e15 thousandths there are no decimals left to print, and Int could overflow.
    guard magnitude < 1e15 else { return String(format: "%.0f", value.rounded()) }
    let whole = Int(magnitude) / 1000
    var fraction = String(Int(magnitude) % 1000)
    let sign = thousandths < 0 ? "-" : ""
    if fraction == "0" { return sign + String(whole) }
    while fraction.count < 3 { fraction = "0" + fraction }
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return sign + "\(whole).\(fraction)"
  }

  /// `value` with at most three decimals.
  public static func format(_ value: CGFloat) -> String {
    format(Double(value))
  }
}
