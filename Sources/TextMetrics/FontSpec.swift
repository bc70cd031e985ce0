/// A font to measure with: a family, a size in points and a weight.
///
/// Bold has its own widths in `.sans` only; `.mono` and `.box` glyphs are as wide in bold as
/// in regular (Nimbus Mono PS Bold has the regular face's 0.6-em advances).
public struct FontSpec: Hashable, Sendable {
  /// The family whose tables measure the text.
  public var family: FontFamily
  /// The size in points: the length of one em.
  public var size: Double
  /// Whether to use the bold face.
  public var bold: Bool

  /// A font of `family` at `size` points, regular unless `bold`.
  public init(family: FontFamily, size: Double, bold: Bool = false) {
    self.family = family
    self.size = size
    self.bold = bold
  }
}
