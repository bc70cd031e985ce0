import AutoLayout
import Foundation

/// Accumulates an SVG document one element a line, indenting nested groups.
struct SVGWriter {
  /// The document so far.
  private(set) var text = ""
  /// The nesting depth of the next line (1 inside the root `<svg>`).
  var depth = 1

  /// Appends `line` at the current depth.
  mutating func line(_ line: String) {
    text += String(repeating: "  ", count: depth)
    text += line
    text += "\n"
  }

  /// Appends an opening tag and indents what follows.
  mutating func open(_ tag: String) {
    line(tag)
    depth += 1
  }

  /// Ends the indentation `open(_:)` began and appends a closing tag.
  mutating func close(_ tag: String) {
    depth -= 1
    line(tag)
  }
}

/// `value` with at most three decimals, through `LengthText`.
func num(_ value: CGFloat) -> String { LengthText.format(value) }

/// `value` with at most three decimals, through `LengthText`.
func num(_ value: Double) -> String { LengthText.format(value) }

/// ` x="…" y="…" width="…" height="…"` for `rect` (with a leading space).
func geometry(_ rect: CGRect) -> String {
  " x=\"\(num(rect.minX))\" y=\"\(num(rect.minY))\" width=\"\(num(rect.width))\""
    + " height=\"\(num(rect.height))\""
}

/// ` rx="…" ry="…"` for a positive corner radius, or nothing.
func corners(_ radius: CGFloat) -> String {
  radius > 0 ? " rx=\"\(num(radius))\" ry=\"\(num(radius))\"" : ""
}

/// ` line` element attributes from `a` to `b`.
func segment(_ a: CGPoint, _ b: CGPoint) -> String {
  " x1=\"\(num(a.x))\" y1=\"\(num(a.y))\" x2=\"\(num(b.x))\" y2=\"\(num(b.y))\""
}

/// ` fill="#rrggbb"` (with ` fill-opacity` when not opaque), for `attribute`.
func paint(_ attribute: String, _ color: Color) -> String {
  var result = " \(attribute)=\"\(hex(color))\""
  if color.alpha < 1 {
    result += " \(attribute)-opacity=\"\(num(max(0, color.alpha)))\""
  }
  return result
}

/// `#rrggbb` for `color`, ignoring its alpha.
func hex(_ color: Color) -> String {
  func byte(_ component: Double) -> String {
    let value = Int((min(1, max(0, component)) * 255).rounded())
    let digits = String(value, radix: 16)
    return digits.count == 1 ? "0" + digits : digits
  }
  return "#\(byte(color.red))\(byte(color.green))\(byte(color.blue))"
}
