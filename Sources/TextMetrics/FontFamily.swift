/// A font family whose metrics ship with Truss.
///
/// The real families measure text the way a browser draws it with the matching web fonts:
/// `.sans` is Nimbus Sans, whose advance widths are Helvetica's and Arial's (Liberation Sans
/// and Arimo have them too), so SVG text set in
/// `"Nimbus Sans", "Liberation Sans", Arimo, Arial, Helvetica, sans-serif` has the measured
/// width; `.mono` is Nimbus Mono PS, with Courier's widths (every glyph 0.6 em). `.box` is a
/// test font in which every glyph is a 1-em box, so expected frames in fixtures never depend
/// on real font data.
public enum FontFamily: String, Hashable, Sendable, CaseIterable {
  /// Nimbus Sans, regular and bold (Helvetica and Arial metrics).
  case sans
  /// Nimbus Mono PS (Courier metrics: every glyph 0.6 em), for regular and bold alike.
  case mono
  /// The box test font: every glyph 1 em wide, ascender 0.8 em, descender 0.2 em, no line gap.
  case box
}
