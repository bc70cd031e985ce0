import Foundation
import TextMetrics

/// A typeface at a size (UIKit's `UIFont`, reduced to layout): the system font is Nimbus
/// Sans, whose advance widths are Helvetica's and Arial's, so text measured here matches
/// what a browser draws; the monospaced font is Nimbus Mono PS; `Font.box` is the test font
/// whose every glyph is 1 em wide.
public struct Font: Hashable, Sendable, CustomStringConvertible {
  /// The family: `"System"`, `"Monospaced"` or `"Box"`.
  public let familyName: String
  /// The size in points (the em).
  public let pointSize: CGFloat
  /// The weight; semibold and heavier use the bold face.
  public let weight: Weight

  /// A font weight (UIKit's `UIFont.Weight` values).
  public struct Weight: RawRepresentable, Hashable, Sendable, Comparable {
    public var rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }
    /// Ultralight.
    public static let ultraLight = Weight(rawValue: -0.8)
    /// Thin.
    public static let thin = Weight(rawValue: -0.6)
    /// Light.
    public static let light = Weight(rawValue: -0.4)
    /// Regular.
    public static let regular = Weight(rawValue: 0)
    /// Medium.
    public static let medium = Weight(rawValue: 0.23)
    /// Semibold: the first weight drawn with the bold face.
    public static let semibold = Weight(rawValue: 0.3)
    /// Bold.
    public static let bold = Weight(rawValue: 0.4)
    /// Heavy.
    public static let heavy = Weight(rawValue: 0.56)
    /// Black.
    public static let black = Weight(rawValue: 0.62)
  }

  private init(familyName: String, pointSize: CGFloat, weight: Weight) {
    self.familyName = familyName
    self.pointSize = pointSize
    self.weight = weight
  }

  /// The system font (Nimbus Sans: Helvetica's metrics) at a size and weight.
  public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> Font {
    Font(familyName: "System", pointSize: size, weight: weight)
  }

  /// The bold system font.
  public static func boldSystemFont(ofSize size: CGFloat) -> Font {
    systemFont(ofSize: size, weight: .bold)
  }

  /// The monospaced system font (Nimbus Mono PS: Courier's metrics).
  public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight = .regular) -> Font {
    Font(familyName: "Monospaced", pointSize: size, weight: weight)
  }

  /// The box test font: every glyph 1 em wide, ascender 0.8 em, descender 0.2 em — for
  /// fixtures whose expected frames must not depend on real font data.
  public static func box(ofSize size: CGFloat) -> Font {
    Font(familyName: "Box", pointSize: size, weight: .regular)
  }

  /// A font by name: `Helvetica`, `Arial`, `NimbusSans` (with `-Bold`), `Courier`,
  /// `NimbusMonoPS`, `Box`; `nil` for any other name.
  public init?(name: String, size: CGFloat) {
    let lower = name.lowercased()
    let bold = lower.hasSuffix("-bold") || lower.hasSuffix("bold")
    let base = lower.split(separator: "-").first.map(String.init) ?? lower
    switch base {
    case "helvetica", "arial", "nimbussans", "system", "liberationsans", "arimo":
      self.init(familyName: "System", pointSize: size, weight: bold ? .bold : .regular)
    case "courier", "nimbusmonops", "monospaced", "couriernew":
      self.init(familyName: "Monospaced", pointSize: size, weight: bold ? .bold : .regular)
    case "box":
      self.init(familyName: "Box", pointSize: size, weight: .regular)
    default:
      return nil
    }
  }

  /// The same font at another size.
  public func withSize(_ size: CGFloat) -> Font {
    Font(familyName: familyName, pointSize: size, weight: weight)
  }

  /// What the text measurer needs.
  public var spec: FontSpec {
    let family: FontFamily =
      switch familyName {
      case "Monospaced": .mono
      case "Box": .box
      default: .sans
      }
    return FontSpec(family: family, size: Double(pointSize), bold: weight >= .semibold)
  }

  /// The distance from the baseline to the top of the tallest glyphs.
  public var ascender: CGFloat { CGFloat(Label.standardMeasurer.lineMetrics(for: spec).ascender) }
  /// The distance from the baseline to the bottom of the lowest glyphs, negative as in UIKit.
  public var descender: CGFloat {
    -CGFloat(Label.standardMeasurer.lineMetrics(for: spec).descender)
  }
  /// The height of a line: ascender + descender + line gap.
  public var lineHeight: CGFloat {
    CGFloat(Label.standardMeasurer.lineMetrics(for: spec).lineHeight)
  }

  public var description: String {
    "\(familyName) \(formatLength(pointSize))\(weight >= .semibold ? " bold" : "")"
  }
}
