import Foundation

/// The renderer's one number formatter: integers without a fraction, other values rounded
/// to at most three decimals with no trailing zeros (`187.5`, `-0.333`), `-0` as `0` — so
/// the same layout always gives the same bytes. Public so tools printing frames next to a
/// drawing (the `truss` problem lists) write numbers exactly as the drawing does.
public enum SVGNumber {
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
