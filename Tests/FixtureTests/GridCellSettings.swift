import Foundation

/// One cell's settings: `{"at": [c, r]} | {"of": id}` with `content`, `xPlacement`,
/// `yPlacement`, `rowAlignment` and `custom` (customPlacementConstraints as equations).
struct GridCellSettings: Sendable {
  var target: GridCellTarget
  /// `content`: a view id to set as `contentView`, or `.some(nil)` (`null`) to empty the cell.
  var content: String??
  var xPlacement: String?
  var yPlacement: String?
  var rowAlignment: String?
  /// `custom`: the cell's `customPlacementConstraints`, written as equations.
  var custom: [ConstraintEquation]?
}

extension GridCellSettings {
  /// The view ids the settings name: the target's content and the new content.
  var viewIDs: [String] {
    var ids: [String] = []
    if case .content(let id) = target { ids.append(id) }
    if case .some(.some(let id)) = content { ids.append(id) }
    return ids
  }
}
