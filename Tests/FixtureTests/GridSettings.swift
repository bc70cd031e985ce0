import Foundation

/// A grid view's settings as a fixture writes them (`"kind": "grid"`); `nil` keeps AppKit's
/// default. Placements and alignments are AppKit's Swift case names, checked when read.
struct GridSettings: Sendable {
  /// `rows`: the rows of `GridView(views:)`, each a list of content view ids (`null` for
  /// `GridCell.emptyContentView`); added with `addRow(with:)` in order.
  var rows: [[String?]] = []
  /// `numberOfColumns` and `numberOfRows`: `GridView(numberOfColumns:rows:)`'s empty cells,
  /// made before `rows` are added.
  var numberOfColumns: Int?
  var numberOfRows: Int?
  /// The grid-level settings: spacing, placements, alignment.
  var level = GridLevelSettings()
  /// `rowSettings` and `columnSettings`, applied in order.
  var rowSettings: [GridBandSettings] = []
  var columnSettings: [GridBandSettings] = []
  /// `merges`, applied in order after the band settings.
  var merges: [GridMerge] = []
  /// `cells`, applied in order after the merges.
  var cells: [GridCellSettings] = []
}
