/// Measures text with the font tables that ship with Truss.
///
/// Widths are the sums of the faces' AFM advance widths (Nimbus Sans regular and bold,
/// Nimbus Mono PS), plus their AFM kerning pairs when kerning is on, scaled from the
/// 1000-unit em to the font's size; line metrics come from the fonts' `hhea` tables. The sum
/// is taken in integer font units and scaled once, so a width is exact to far better than
/// 1/1000 point. Text is measured scalar by scalar; a few scalars are measured by rule
/// rather than by table:
///
/// - Control characters and default-ignorable code points (soft hyphen, zero-width space
///   and joiners, variation selectors) are 0 wide: browsers draw nothing for them.
/// - A combining mark a face lacks is 0 wide; an East Asian wide or fullwidth character or
///   an emoji a face lacks is 1 em wide; any other character a face lacks is as wide as its
///   question mark (0.556 em in Nimbus Sans, 0.611 em bold, 0.6 em mono).
/// - `.box` gives every other scalar a 1-em advance; ascender 0.8 em, descender 0.2 em, no
///   line gap. It has no kerning.
///
/// Kerning applies between adjacent scalars, so a pair split by an ignored scalar is not
/// kerned. Measuring allocates nothing.
public struct StandardTextMeasurer: TextMeasuring {
  /// A measurer; all instances share the same tables, built once on first use.
  public init() {}

  /// The advance width of `text` in `font`, in points, kerned when `kerning` is true.
  ///
  /// - Complexity: O(*n*) in the UTF-8 length of `text`: each scalar is a table load when
  ///   below U+0100 and a binary search beyond; when kerning, a pair of ASCII scalars is one
  ///   more load, any other pair a binary search among its left scalar's pairs.
  public func width(of text: Substring, font: FontSpec, kerning: Bool) -> Double {
    let face = FaceTable.table(for: font)
    let units = face.units(of: text, kerning: kerning)
    return Double(units) * font.size / Double(face.unitsPerEm)
  }

  /// The ascender, descender and line gap of `font` at its size, in points.
  public func lineMetrics(for font: FontSpec) -> LineMetrics {
    let face = FaceTable.table(for: font)
    // Multiplying before dividing rounds once: 800 units at 17 pt is exactly 13.6.
    func points(_ units: Int32) -> Double { Double(units) * font.size / Double(face.unitsPerEm) }
    return LineMetrics(
      ascender: points(face.ascender), descender: points(face.descender),
      lineGap: points(face.lineGap))
  }
}
