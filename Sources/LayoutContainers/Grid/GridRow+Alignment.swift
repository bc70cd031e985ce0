extension GridRow {
  /// How the content views of a row line up with each other (AppKit's `NSGridRow.Alignment`,
  /// `NSGridRowAlignment` in `NSGridView.h`, with its raw values).
  ///
  /// A cell or row left at ``inherited`` takes the alignment of the level above it: cell, then
  /// its row, then the grid view (whose default is ``none``).
  public enum Alignment: Int, Hashable, Sendable {
    /// The level above decides (the default of cells and rows).
    case inherited = 0
    /// No baseline alignment: each content view is placed by its own y placement.
    case none = 1
    /// The content views' first baselines line up.
    case firstBaseline = 2
    /// The content views' last baselines line up.
    case lastBaseline = 3
  }
}

extension GridRow.Alignment {
  /// The alignments by AppKit's Swift case names, for documents and fixtures. Not API.
  package static let byName: [String: GridRow.Alignment] = [
    "inherited": .inherited, "none": .none, "firstBaseline": .firstBaseline,
    "lastBaseline": .lastBaseline,
  ]
}
