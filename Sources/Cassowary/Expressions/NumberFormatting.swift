/// Formats a number the way every Truss text output does: integral values without a
/// fraction, others in Swift's shortest round-trip form. One formatter keeps dumps and logs
/// byte-stable.
func formatNumber(_ x: Double) -> String {
  if x == 0 { return "0" }
  if x == x.rounded(), abs(x) < 1e15 { return String(Int64(x)) }
  return x.description
}

/// Formats a value for `print`: rounded to 1e-6, trailing zeros dropped, `-0` printed as `0`.
public func formatValue(_ x: Double) -> String {
  let scaled = (x * 1_000_000).rounded()
  if scaled == 0 || !scaled.isFinite { return scaled.isFinite ? "0" : x.description }
  let negative = scaled < 0
  let magnitude = abs(scaled)
  if magnitude >= 9e18 { return formatNumber(x) }
  let units = UInt64(magnitude)
  let whole = units / 1_000_000
  var fraction = units % 1_000_000
  var text = String(whole)
  if fraction != 0 {
    var digits = 6
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    let raw = String(fraction)
    text += "." + String(repeating: "0", count: digits - raw.count) + raw
  }
  return negative ? "-" + text : text
}
