import Foundation
import TextMetrics

/// A typeface at a size (UIKit's `UIFont`, reduced to layout): the system font is Nimbus
/// Sans, whose advance widths are Helvetica's and Arial's, so text measured here matches
/// what a browser draws; the monospaced font is Nimbus Mono PS; `Font.box` is the test font
/// whose every glyph is 1 em wide.
///
/// Fonts are equal when their family, size and weight are: how a font was made (a preferred
/// font of a text style, a font scaled by ``FontMetrics``) and its ``leading`` do not take
/// part, as in UIKit, where a scaled font `isEqual:` to the same font unscaled (Radar
/// 36243585, lionheart/openradar-mirror#19136).
public struct Font: Hashable, Sendable, CustomStringConvertible {
  /// The family: `"System"`, `"Monospaced"` or `"Box"`.
  public let familyName: String
  /// The size in points (the em).
  public let pointSize: CGFloat
  /// The weight; semibold and heavier use the bold face.
  public let weight: Weight
  /// Extra space between lines of text (UIKit's `UIFont.leading`): the distance from one
  /// baseline to the next is ``lineHeight`` + `leading`. 0 for fonts made by size; for a
  /// preferred font, the text style's leading from the Human Interface Guidelines minus the
  /// line height, so wrapped lines are the Guidelines' distance apart (it can be negative,
  /// as for some of UIKit's own preferred fonts).
  public internal(set) var leading: CGFloat = 0
  /// How the font follows the preferred text size, if it does.
  var dynamicType: DynamicType?

  /// The text style of a preferred font, or the style a font scaled by ``FontMetrics``
  /// follows; `nil` for fonts made by size (UIKit keeps it in the font descriptor's text
  /// style attribute).
  public var textStyle: TextStyle? {
    switch dynamicType {
    case .preferred(let style), .scaled(let style, _, _): style
    case nil: nil
    }
  }

  public static func == (a: Font, b: Font) -> Bool {
    a.familyName == b.familyName && a.pointSize == b.pointSize && a.weight == b.weight
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(familyName)
    hasher.combine(pointSize)
    hasher.combine(weight)
  }

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

  /// A font by name (UIKit's `UIFont(name:size:)`), mapped to the closest metrics Truss
  /// ships; `nil` for a name it does not know, as UIKit returns `nil`.
  ///
  /// Names are iOS's PostScript names (`HelveticaNeue-Medium`, `Arial-BoldMT`,
  /// `CourierNewPSMT`) or family names (`Helvetica Neue`), in any case, with or without
  /// spaces; the list is the families iOS ships (`UIFont.familyNames` printed on a device,
  /// riklowe/WordBlox1 `WordBlox/fonts.swift` at 9b823efd):
  ///
  /// - Sans-serif families become the system font, Nimbus Sans: Helvetica, Helvetica Neue,
  ///   Arial (and Arial Rounded MT Bold), Avenir, Avenir Next (and Condensed), Gill Sans,
  ///   Verdana, Trebuchet MS, Futura, Optima, and Nimbus Sans, Liberation Sans, Arimo,
  ///   System.
  /// - Serif families become Nimbus Sans too, the closest metrics shipped (Truss has no
  ///   serif tables; widths will differ more): Georgia, Times New Roman, Baskerville,
  ///   Palatino, Didot, Cochin, Hoefler Text, Iowan Old Style, American Typewriter.
  /// - Monospaced families become Nimbus Mono PS: Courier, Courier New, Menlo, Nimbus Mono
  ///   PS, Monospaced.
  /// - `Box` is the box test font.
  ///
  /// Other iOS families (CJK, emoji, script and display faces such as PingFang, Chalkduster,
  /// Zapfino) have no close shipped metrics and give `nil`. A font the app bundles is found
  /// once registered with ``registerAppFont(named:measuredAs:)``.
  ///
  /// The weight is read from the style after the hyphen (or the end of the name):
  /// UltraLight, Thin, Light, Book/Roman/Regular/Medium as named, DemiBold and SemiBold as
  /// semibold, Bold, Heavy/UltraBold/ExtraBold as heavy, Black/ExtraBlack as black; italic,
  /// oblique and condensed are measured upright. Semibold and heavier measure with the bold
  /// face.
  public init?(name: String, size: CGFloat) {
    if let registered = Font.appFont(named: name, size: size) {
      self = registered
      return
    }
    let compact = name.lowercased().filter { $0 != " " }
    let parts = compact.split(separator: "-", maxSplits: 1)
    guard let first = parts.first else { return nil }
    var family = String(first)
    var style = parts.count > 1 ? String(parts[1]) : ""
    // PostScript names carry foundry tags: ArialMT, Arial-BoldMT, CourierNewPSMT.
    for tag in ["psmt", "mt", "ps"] where family.hasSuffix(tag) {
      let trimmed = String(family.dropLast(tag.count))
      if Font.knownFamilies[trimmed] != nil {
        family = trimmed
        break
      }
    }
    if style.hasSuffix("mt") { style.removeLast(2) }
    // A name with no hyphen may end in its style: ArialRoundedMTBold.
    if Font.knownFamilies[family] == nil, family.hasSuffix("bold") {
      family.removeLast(4)
      if family.hasSuffix("mt") { family.removeLast(2) }
      style = "bold" + style
    }
    guard let kind = Font.knownFamilies[family] else { return nil }
    switch kind {
    case .box:
      self.init(familyName: "Box", pointSize: size, weight: .regular)
    case .mono:
      self.init(familyName: "Monospaced", pointSize: size, weight: Font.weight(named: style))
    case .sans, .serif:
      self.init(familyName: "System", pointSize: size, weight: Font.weight(named: style))
    }
  }

  /// What a known family is measured as.
  private enum NamedFamily { case sans, serif, mono, box }

  /// Family names (lowercased, without spaces and foundry tags) and their kind.
  private static let knownFamilies: [String: NamedFamily] = [
    "helvetica": .sans, "helveticaneue": .sans, "arial": .sans, "arialrounded": .sans,
    "avenir": .sans, "avenirnext": .sans, "avenirnextcondensed": .sans, "gillsans": .sans,
    "verdana": .sans, "trebuchetms": .sans, "trebuchet": .sans, "futura": .sans,
    "optima": .sans, "nimbussans": .sans, "liberationsans": .sans, "arimo": .sans,
    "system": .sans,
    "georgia": .serif, "timesnewroman": .serif, "baskerville": .serif, "palatino": .serif,
    "didot": .serif, "cochin": .serif, "hoeflertext": .serif, "iowanoldstyle": .serif,
    "americantypewriter": .serif,
    "courier": .mono, "couriernew": .mono, "menlo": .mono, "nimbusmonops": .mono,
    "monospaced": .mono,
    "box": .box,
  ]

  /// The weight a PostScript style names (`demibolditalic` is semibold); regular when it
  /// names none.
  private static func weight(named style: String) -> Weight {
    let names: [(String, Weight)] = [
      ("ultralight", .ultraLight), ("extralight", .ultraLight), ("thin", .thin),
      ("extrablack", .black), ("black", .black), ("ultrabold", .heavy), ("extrabold", .heavy),
      ("heavy", .heavy), ("demibold", .semibold), ("semibold", .semibold), ("bold", .bold),
      ("medium", .medium), ("light", .light),
    ]
    return names.first { style.contains($0.0) }?.1 ?? .regular
  }

  /// The same family and weight at another size, as a plain font: a preferred or scaled font
  /// gives one that no longer follows the preferred text size, with no ``leading``.
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
  /// The height of a line: ascender + descender + line gap (UIKit's `lineHeight`); wrapped
  /// lines are ``leading`` further apart.
  public var lineHeight: CGFloat {
    CGFloat(Label.standardMeasurer.lineMetrics(for: spec).lineHeight)
  }

  public var description: String {
    "\(familyName) \(formatLength(pointSize))\(weight >= .semibold ? " bold" : "")"
  }
}
