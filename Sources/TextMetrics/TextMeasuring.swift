/// Measures text for layout: how wide a run of text is and how tall its lines are.
///
/// ``StandardTextMeasurer`` measures with the fonts that ship with Truss. An embedder with
/// its own text stack (a real renderer, a platform font API) conforms its own type and
/// hands it to the layout layer, which then asks only these two questions.
public protocol TextMeasuring: Sendable {
  /// The advance width of `text` set on one line in `font`, in points.
  ///
  /// The sum of the advances of the text's glyphs, plus the font's kerning adjustments
  /// between adjacent characters when `kerning` is true. No line breaking happens here: a
  /// newline is measured like any other character.
  func width(of text: Substring, font: FontSpec, kerning: Bool) -> Double

  /// The ascender, descender and line gap of `font`, in points.
  func lineMetrics(for font: FontSpec) -> LineMetrics
}

extension TextMeasuring {
  /// The advance width of `text` set on one line in `font`, in points, with kerning unless
  /// `kerning` is false.
  public func width(of text: String, font: FontSpec, kerning: Bool = true) -> Double {
    width(of: text[...], font: font, kerning: kerning)
  }
}
