/// A diagnostic layer ``SVGRenderer`` can draw over a window's views. Each overlay is drawn
/// as one `<g data-overlay="…">` group named after the case (`safeArea`, `margins`, …), and
/// only when it has something to show.
public enum Overlay: String, CaseIterable, Sendable {
  /// The window's safe area, a dashed blue rectangle (omitted when the window has no
  /// safe-area insets).
  case safeArea
  /// The layout margins of the window, of every view that has subviews and of every view a
  /// constraint attaches to by a margin: thin dashed green rectangles.
  case margins
  /// The active constraints user code (or a document) made, drawn the way Interface Builder
  /// draws them: I-beams for sizes, spacing lines with their constants, dashed lines for
  /// center alignments; optional constraints dotted.
  case constraints
  /// Ambiguous views outlined in red: the views ``RenderMarks/ambiguous`` names, or, when it
  /// is `nil`, every view whose ``AutoLayout/View/hasAmbiguousLayout`` is true.
  case ambiguity
  /// Misplaced views in orange: each view's design frame dashed and its solved frame
  /// outlined (see ``RenderMarks/misplaced``).
  case misplaced
  /// Each visible scroll view's whole content area (its content layout guide: the content
  /// size, at the content origin) as a dashed teal outline, drawn over everything and not
  /// clipped, so the content scrolled out of view shows where it is.
  case scrollContent
  /// The bands of every visible grid view, each row's and each column's (without its
  /// padding, where its cells are), as thin dotted purple outlines; hidden bands have none.
  case gridBands
}
