import TrussUIKit

// The parts of wayfindrltd/wayfindr-demo-ios (MIT, text in Licenses/wayfindr-demo-ios-LICENSE.txt)
// that BatteryLevelsTableViewController, SubtitledDetailTableViewCell and
// BatteryLevelsHeaderView use, at fd7b0a201cf5c594fdc2eaeb2061ae82a62caac0: the names, types and
// values as the project has them, cut down to what those files read. ScreenSupport.swift has
// `BaseView` and `WAYConstants.WAYLayout`.

// MARK: Classes/Constants/WAYConstants.swift, WAYStrings.swift

// swift-format-ignore: AlwaysUseLowerCamelCase
extension WAYConstants {
  struct WAYColors {
    static let Border = UIColor.black
    static let Maintainer = UIColor(
      red: 0.0, green: 163.0 / 255.0, blue: 184.0 / 255.0, alpha: 1.0)
    static let WayfindrMainColor = UIColor(
      red: 7.0 / 255.0, green: 24.0 / 255.0, blue: 48.0 / 255.0, alpha: 1.0)
  }

  struct WAYSizes {
    static let EstimatedCellHeight: CGFloat = 44.0
  }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
struct WAYStrings {
  struct CommonStrings {
    static let Battery = NSLocalizedString("Battery", comment: "")
    static let DateWord = NSLocalizedString("Date", comment: "")
    static let Major = NSLocalizedString("Major", comment: "")
    static let Minor = NSLocalizedString("Minor", comment: "")
    static let Unknown = NSLocalizedString("Unknown", comment: "")
    static let BatteryLevels = NSLocalizedString("Battery Levels", comment: "")
  }

  struct ErrorMessages {
    static let UnableBeacons = NSLocalizedString("Unable to fetch beacons.", comment: "")
  }

  struct BatteryLevel {
    static let Updated = NSLocalizedString("Updated", comment: "")
  }
}

// MARK: Classes/Model/WAYBeacon.swift, Classes/Interface/Beacon/*.swift

/// A beacon: the properties the battery screen reads.
struct WAYBeacon: Equatable {
  let major: Int
  let minor: Int
  let batteryLevel: String?
  let lastUpdated: Date?

  init(major: Int, minor: Int, batteryLevel: String? = nil, lastUpdated: Date? = nil) {
    self.major = major
    self.minor = minor
    self.batteryLevel = batteryLevel
    self.lastUpdated = lastUpdated
  }
}

/// Errors of a beacon interface.
enum BeaconInterfaceAPIError: Error {
  case failedInitialization(localizedDescription: String)
  case failedParsingData
}

/// The app's interface to a beacon manufacturer's SDK: what the battery screen uses.
protocol BeaconInterface {
  var delegate: (any BeaconInterfaceDelegate)? { get set }
  func getBeacons(completionHandler: ((Bool, [WAYBeacon]?, BeaconInterfaceAPIError?) -> Void)?)
}

/// Told when the beacons in range change.
protocol BeaconInterfaceDelegate: AnyObject {
  func beaconInterface(
    _ beaconInterface: any BeaconInterface, didChangeBeacons beacons: [WAYBeacon])
}

// MARK: Classes/Extensions/UIView+Borders.swift, UIViewController+ErrorMessages.swift

/// UIKit's `UIRectEdge` (the project's border helper takes it; Truss has no API using it).
struct UIRectEdge: OptionSet {
  let rawValue: UInt
  static let top = UIRectEdge(rawValue: 1 << 0)
  static let left = UIRectEdge(rawValue: 1 << 1)
  static let bottom = UIRectEdge(rawValue: 1 << 2)
  static let right = UIRectEdge(rawValue: 1 << 3)
  static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

extension UIView {
  /// The project's border helper: a view `thickness` thick along each edge asked for, pinned
  /// by visual-format constraints (its bottom edge, the only one the battery screen asks for).
  @discardableResult func addBorder(
    edges: UIRectEdge, colour: UIColor = UIColor.white, thickness: CGFloat = 1
  ) -> [UIView] {
    var borders = [UIView]()
    if edges.contains(.bottom) || edges.contains(.all) {
      let bottom = UIView(frame: CGRect.zero)
      bottom.backgroundColor = colour
      bottom.translatesAutoresizingMaskIntoConstraints = false
      addSubview(bottom)
      addConstraints(
        NSLayoutConstraint.constraints(
          withVisualFormat: "V:[bottom(==thickness)]-(0)-|", options: [],
          metrics: ["thickness": thickness], views: ["bottom": bottom]))
      addConstraints(
        NSLayoutConstraint.constraints(
          withVisualFormat: "H:|-(0)-[bottom]-(0)-|", options: [], metrics: nil,
          views: ["bottom": bottom]))
      borders.append(bottom)
    }
    return borders
  }
}

extension UIViewController {
  /// The project shows an alert; Truss presents none, so the message is dropped (the battery
  /// screen calls it only when its beacons cannot be fetched).
  func displayError(title: String, message: String) {}
}

// MARK: The SVProgressHUD pod

/// Stands in for the SVProgressHUD pod's spinner, which draws over the window and takes no part
/// in the table's layout.
enum SVProgressHUD {
  static func show() {}
  static func dismiss() {}
}

// MARK: Test double

/// A beacon interface answering with fixed beacons at once.
final class FixedBeacons: BeaconInterface {
  // Weak, as a delegate is (the controller owns the interface: a strong one is a cycle).
  weak var delegate: (any BeaconInterfaceDelegate)?
  let beacons: [WAYBeacon]

  init(_ beacons: [WAYBeacon]) { self.beacons = beacons }

  func getBeacons(completionHandler: ((Bool, [WAYBeacon]?, BeaconInterfaceAPIError?) -> Void)?) {
    completionHandler?(true, beacons, nil)
  }
}
