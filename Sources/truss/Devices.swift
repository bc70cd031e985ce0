import ArgumentParser
import Foundation
import Truss

/// `truss devices`: the device profiles, with their sizes, scales, safe areas and size
/// classes per orientation and Split View width (SPEC §5.2).
struct Devices: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "List the device profiles layouts can be checked on.",
    discussion: """
      One block per device: its point size and scale, then for portrait and landscape the \
      safe-area insets (top, left, bottom, right) and the size classes (width/height), \
      then its Split View widths.
      """
  )

  func run() {
    print(Devices.table(), terminator: "")
  }

  /// The listing, deterministic for snapshot tests.
  static func table() -> String {
    var text = ""
    for device in DeviceProfile.all {
      let size = device.portraitSize
      text +=
        "\(device.name)  \(number(size.width))x\(number(size.height)) @\(number(device.scale))x\n"
      for (name, traits) in [("portrait", device.portrait), ("landscape", device.landscape)] {
        let i = traits.safeAreaInsets
        text +=
          "  \(name): safe area \(number(i.top)) \(number(i.left)) \(number(i.bottom)) "
          + "\(number(i.right)), \(traits.horizontalSizeClass)/\(traits.verticalSizeClass)\n"
      }
      for split in device.splitWidths {
        text +=
          "  split \(split.orientation) \(split.fraction): \(number(split.width)) wide, "
          + "\(split.horizontalSizeClass) width\n"
      }
    }
    return text
  }

  private static func number(_ value: CGFloat) -> String {
    value == value.rounded() ? String(Int(value)) : String(format: "%g", Double(value))
  }
}
