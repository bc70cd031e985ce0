/// The vertical metrics of a font at a size, in points.
///
/// A line box is `ascender` above its baseline and `descender` below it; consecutive
/// baselines are `lineHeight` apart. The standard measurer takes these from the `hhea` table
/// of the fonts' OpenType files (their AFM files give none).
public struct LineMetrics: Hashable, Sendable {
  /// The distance from the baseline to the top of the line box.
  public var ascender: Double
  /// The distance from the baseline down to the bottom of the line box (positive).
  public var descender: Double
  /// The extra space the font asks for between lines.
  public var lineGap: Double

  /// The distance between consecutive baselines: ascender, descender and line gap.
  public var lineHeight: Double { ascender + descender + lineGap }

  /// Line metrics from their three parts, in points; `descender` is positive below the
  /// baseline.
  public init(ascender: Double, descender: Double, lineGap: Double) {
    self.ascender = ascender
    self.descender = descender
    self.lineGap = lineGap
  }
}
