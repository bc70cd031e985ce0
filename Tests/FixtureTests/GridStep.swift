import Foundation

/// What a grid step does (`"do": "grid…"`, on the grid `"view"`).
enum GridStep: Sendable {
  case addRow([String?])
  case insertRow(at: Int, [String?])
  case moveRow(from: Int, to: Int)
  case removeRow(Int)
  case addColumn([String?])
  case insertColumn(at: Int, [String?])
  case moveColumn(from: Int, to: Int)
  case removeColumn(Int)
  case setRow(GridBandSettings)
  case setColumn(GridBandSettings)
  case setCell(GridCellSettings)
  case set(GridLevelSettings)
  case merge(GridMerge)

  /// The step kinds, as `"do"` names them.
  static let kinds = [
    "gridAddRow", "gridInsertRow", "gridMoveRow", "gridRemoveRow", "gridAddColumn",
    "gridInsertColumn", "gridMoveColumn", "gridRemoveColumn", "gridSetRow", "gridSetColumn",
    "gridSetCell", "gridSet", "gridMerge",
  ]

  /// The step's name in failure messages.
  var summary: String {
    func ids(_ views: [String?]) -> String {
      "[" + views.map { $0 ?? "empty" }.joined(separator: ", ") + "]"
    }
    switch self {
    case .addRow(let views): return "gridAddRow \(ids(views))"
    case .insertRow(let index, let views): return "gridInsertRow at \(index) \(ids(views))"
    case .moveRow(let from, let to): return "gridMoveRow \(from) to \(to)"
    case .removeRow(let index): return "gridRemoveRow \(index)"
    case .addColumn(let views): return "gridAddColumn \(ids(views))"
    case .insertColumn(let index, let views): return "gridInsertColumn at \(index) \(ids(views))"
    case .moveColumn(let from, let to): return "gridMoveColumn \(from) to \(to)"
    case .removeColumn(let index): return "gridRemoveColumn \(index)"
    case .setRow(let settings): return "gridSetRow \(settings.index)"
    case .setColumn(let settings): return "gridSetColumn \(settings.index)"
    case .setCell(let settings):
      switch settings.target {
      case .position(let column, let row): return "gridSetCell at [\(column), \(row)]"
      case .content(let id): return "gridSetCell of \(id)"
      }
    case .set: return "gridSet"
    case .merge: return "gridMerge"
    }
  }

  /// The view ids the step names (content views to place, cells' content and targets).
  var viewIDs: [String] {
    switch self {
    case .addRow(let views), .insertRow(_, let views), .addColumn(let views),
      .insertColumn(_, let views):
      return views.compactMap { $0 }
    case .setCell(let settings): return settings.viewIDs
    default: return []
    }
  }
}
