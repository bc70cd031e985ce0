import Foundation

/// The grid's own settings (`GridView`'s properties), in a view spec or a `gridSet` step.
struct GridLevelSettings: Sendable {
  var rowSpacing: Double?
  var columnSpacing: Double?
  var xPlacement: String?
  var yPlacement: String?
  var rowAlignment: String?
}
