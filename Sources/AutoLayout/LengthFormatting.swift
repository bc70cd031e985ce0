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
