import AutoLayout
import Yams

/// A document's `when: {horizontalSizeClass:, verticalSizeClass:, orientation:}`: the traits
/// a view, a constraint group or a variation needs. A trait it does not name matches any
/// value.
struct TraitCondition: Hashable, Sendable {
  /// The horizontal size class needed, if any.
  var horizontalSizeClass: UserInterfaceSizeClass?
  /// The vertical size class needed, if any.
  var verticalSizeClass: UserInterfaceSizeClass?
  /// The orientation needed, if any.
  var orientation: DeviceOrientation?

  /// The keys of a `when` mapping.
  static let keys = ["horizontalSizeClass", "verticalSizeClass", "orientation"]

  /// Whether a window with `traits`, held in `orientation`, has every trait named.
  func matches(_ traits: TraitCollection, orientation current: DeviceOrientation) -> Bool {
    if let horizontalSizeClass, traits.horizontalSizeClass != horizontalSizeClass {
      return false
    }
    if let verticalSizeClass, traits.verticalSizeClass != verticalSizeClass { return false }
    if let orientation, current != orientation { return false }
    return true
  }
}

extension NodeReader {
  /// A `when` mapping.
  func traitCondition(_ node: Node) throws(DocumentError) -> TraitCondition {
    var condition = TraitCondition()
    for pair in try mapping(node, "a trait condition", known: TraitCondition.keys) {
      let value = try string(pair.value, "a value of \(pair.key)")
      switch pair.key {
      case "orientation":
        guard let orientation = DeviceOrientation(rawValue: value) else {
          throw error(
            pair.value, "unknown orientation \"\(value)\"; expected portrait or landscape")
        }
        condition.orientation = orientation
      default:
        let sizeClass: UserInterfaceSizeClass
        switch value {
        case "compact": sizeClass = .compact
        case "regular": sizeClass = .regular
        default:
          throw error(pair.value, "unknown size class \"\(value)\"; expected compact or regular")
        }
        if pair.key == "horizontalSizeClass" {
          condition.horizontalSizeClass = sizeClass
        } else {
          condition.verticalSizeClass = sizeClass
        }
      }
    }
    return condition
  }
}
