import AutoLayout
import Foundation

/// How the preview's model writes numbers: lengths rounded to thousandths (as the SVG and
/// `truss frames` print them), so that the same layout gives the same JSON bytes.
enum PreviewNumber {
  /// `value` rounded to three decimals; a value too large to have any stays as it is.
  static func rounded(_ value: CGFloat) -> Double {
    let rounded = (Double(value) * 1000).rounded() / 1000
    return rounded.isFinite ? rounded : Double(value)
  }

  /// `2` for 2.0, `2.5` for 2.5.
  static func text(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
