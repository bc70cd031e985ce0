import AutoLayout
import Foundation
import Yams

/// The window a document was designed in: its device (if it names one), orientation and
/// size.
struct DesignWindow {
  /// The document's device, or `nil` for a `window:` document.
  var device: DeviceProfile?
  /// The orientation the document names, if any.
  var orientation: DeviceOrientation?
  /// The design window's size: the device's full screen in the orientation, or the
  /// document's window size.
  var size: CGSize
  /// A `window:` document's scale.
  var scale: CGFloat = 1
  /// A `window:` document's safe-area insets.
  var safeArea = EdgeInsets.zero
}

extension Loader {
  /// The document's `device` (or `window`) and `orientation`.
  func designWindow(_ values: [String: Node], root: Node) throws(DocumentError) -> DesignWindow {
    var orientation: DeviceOrientation?
    if let node = values["orientation"] {
      let name = try reader.string(node, "an orientation")
      guard let value = DeviceOrientation(rawValue: name) else {
        throw reader.error(node, "unknown orientation \"\(name)\"; expected portrait or landscape")
      }
      orientation = value
    }
    if let node = values["device"] {
      let name = try reader.string(node, "a device name")
      guard let device = DeviceProfile.named(name) else {
        let known = DeviceProfile.all.map(\.name).joined(separator: ", ")
        throw reader.error(node, "unknown device \"\(name)\"; expected one of \(known)")
      }
      let size = device.fullScreenGeometry(in: orientation ?? device.naturalOrientation).size
      return DesignWindow(device: device, orientation: orientation, size: size)
    }
    guard let node = values["window"] else {
      throw reader.error(
        root, "expected a device (device: iPhone 15 Pro) or a window (window: {size: [375, 812]})")
    }
    var size: CGSize?
    var scale: CGFloat = 1
    var safeArea = EdgeInsets.zero
    for pair in try reader.mapping(node, "the window", known: ["size", "scale", "safeArea"]) {
      switch pair.key {
      case "size":
        let numbers = try reader.numbers(pair.value, count: 2, "the window size [width, height]")
        guard numbers.allSatisfy({ $0 > 0 }) else {
          throw reader.error(pair.value, "expected a positive window size")
        }
        size = CGSize(width: numbers[0], height: numbers[1])
      case "scale":
        scale = CGFloat(try reader.number(pair.value, "the window scale"))
        guard scale > 0 else { throw reader.error(pair.value, "expected a positive scale") }
      default:
        let numbers = try reader.numbers(
          pair.value, count: 4, "the safe area [top, left, bottom, right]")
        safeArea = EdgeInsets(
          top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
      }
    }
    guard let size else { throw reader.error(node, "expected the window's size: [width, height]") }
    return DesignWindow(
      orientation: orientation, size: Self.size(size, in: orientation), scale: scale,
      safeArea: safeArea)
  }

  /// `size` turned to `orientation`: a landscape window is wider than tall, a portrait one
  /// taller than wide.
  static func size(_ size: CGSize, in orientation: DeviceOrientation?) -> CGSize {
    switch orientation {
    case .landscape where size.width < size.height, .portrait where size.width > size.height:
      CGSize(width: size.height, height: size.width)
    default: size
    }
  }

  /// The window to load into: the options' device, else the document's device or window, in
  /// the options' orientation, else the document's; with the options' split and layout
  /// direction, reporting to ``diagnostics``.
  func makeWindow(_ design: DesignWindow) -> Window {
    let orientation = options.orientation ?? design.orientation
    let window: Window
    if let device = options.device ?? design.device {
      window = Window(device: device, orientation: orientation)
    } else {
      window = Window(
        size: Self.size(design.size, in: options.orientation), scale: design.scale,
        safeAreaInsets: design.safeArea)
    }
    // The document calls its window `root`; so do the engine's logs and constraints
    // (`root.width == 393`, not `Window.width == 393`).
    window.identifier = "root"
    diagnostics.install(on: window)
    if let split = options.split, split != window.split { window.setSplit(split) }
    window.setLayoutDirection(options.layoutDirection)
    if let category = options.contentSizeCategory {
      window.setPreferredContentSizeCategory(category)
    }
    return window
  }
}
