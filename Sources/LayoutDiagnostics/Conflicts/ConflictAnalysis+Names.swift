import Cassowary

// How a replay names what it found: constraints with readable names, items as the log
// printed them, the letters of the proof.

extension ConflictAnalysis {
  /// A logged constraint with readable names: `UILabel_2420.top == UIView_2240.top + 8`,
  /// with its priority when optional, the superview of a frame constraint to a constant, and
  /// its identifier or autoresizing mask after it.
  public func readable(_ c: LoggedConstraint) -> String {
    var text = "\(names[c.first.item]).\(c.first.attribute.rawValue) \(c.relation)"
    var constant = c.constant
    if let second = c.second {
      let factor = c.multiplier == 1 ? "" : "\(formatValue(c.multiplier)) * "
      text += " \(factor)\(names[second.item]).\(second.attribute.rawValue)"
    } else {
      text += " \(formatValue(constant))"
      constant = 0
    }
    if constant != 0 {
      text += constant < 0 ? " - \(formatValue(-constant))" : " + \(formatValue(constant))"
    }
    if !c.isRequired { text += " @\(formatValue(c.priority))" }
    if c.second == nil, !c.first.attribute.frameAttribute.isSize {
      let superview = inferredSuperviews[c.first.item] ?? report.superviews[c.first.item]
      text += " (in \(superview.map { names[$0] } ?? "its superview"))"
    }
    if let identifier = c.identifier { text += "  '\(identifier)'" }
    if let mask = c.autoresizingMask { text += "  (autoresizing \(mask))" }
    return text
  }

  /// How the log printed the item with `key`, or, for a superview it leaves unnamed (`|`
  /// without `names:`, or the superview of a frame constraint), which one it is.
  func printed(_ key: String) -> String {
    guard let item = report.items[key], item.address != nil || item.name != nil else {
      let child = key.hasPrefix("|") ? names[String(key.dropFirst())] : "a view"
      return "the superview of \(child), unnamed in the log (its |)"
    }
    return item.printed
  }

  /// The letter of the `n`th constraint of a proof (from 0): `a` … `z`, then `aa`, `ab`, ….
  public static func letters(_ n: Int) -> String {
    let alphabet = Array("abcdefghijklmnopqrstuvwxyz")
    return n < 26 ? String(alphabet[n]) : letters(n / 26 - 1) + String(alphabet[n % 26])
  }
}
