/// A font as a fixture writes it: `{"family": "box" | "system" | "mono", "size": N,
/// "bold": bool}`. The box family (every glyph 1 em wide, ascender 0.8 em, descender
/// 0.2 em, no line gap) keeps hand-computed numbers exact.
struct FontOption: Equatable, Sendable {
  /// A font family as a fixture names it.
  enum Family: String, CaseIterable, Sendable {
    /// `Font.box(ofSize:)`, the test font.
    case box
    /// `Font.systemFont(ofSize:weight:)` (Nimbus Sans: Helvetica's metrics).
    case system
    /// `Font.monospacedSystemFont(ofSize:weight:)` (Nimbus Mono PS: Courier's metrics).
    case mono
  }

  /// The family.
  var family: Family
  /// The size in points (the em).
  var size: Double
  /// Whether the bold face is used (not for the box font, which has none).
  var bold = false
}
