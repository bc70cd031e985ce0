import Foundation
import Testing
import TextMetrics

/// The committed tables against the files they were generated from, when those are installed
/// (`apt-get install fonts-urw-base35 aglfn`); skipped, with the reason, when they are not.
@Suite(
  "Committed tables against the AFM files",
  .enabled(
    if: AFMFile.isInstalled,
    "fonts-urw-base35 is not installed (no \(AFMFile.directory)); apt-get install fonts-urw-base35"
  )
)
struct AFMCrossCheckTests {
  /// The generated faces by PostScript name, with the font that measures each.
  static let faces: [String: (data: FaceData, font: FontSpec)] = [
    "NimbusSans-Regular": (.nimbusSansRegular, FontSpec(family: .sans, size: 1000)),
    "NimbusSans-Bold": (.nimbusSansBold, FontSpec(family: .sans, size: 1000, bold: true)),
    "NimbusMonoPS-Regular": (.nimbusMonoPSRegular, FontSpec(family: .mono, size: 1000)),
  ]
  static let faceNames = ["NimbusSans-Regular", "NimbusSans-Bold", "NimbusMonoPS-Regular"]

  /// The AGL names of U+0020…U+007E, written out here so the ASCII check does not rest on the
  /// generated mapping.
  static let printableASCIINames =
    [
      "space", "exclam", "quotedbl", "numbersign", "dollar", "percent", "ampersand",
      "quotesingle", "parenleft", "parenright", "asterisk", "plus", "comma", "hyphen", "period",
      "slash", "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
      "colon", "semicolon", "less", "equal", "greater", "question", "at",
    ] + (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }
    + ["bracketleft", "backslash", "bracketright", "asciicircum", "underscore", "grave"]
    + (UInt8(ascii: "a")...UInt8(ascii: "z")).map { String(UnicodeScalar($0)) }
    + ["braceleft", "bar", "braceright", "asciitilde"]

  @Test("Every advance in the table is the AFM width of the scalar's glyph", arguments: faceNames)
  func advances(face name: String) throws {
    let afm = try AFMFile(named: name)
    let data = try #require(Self.faces[name]).data
    var table: [UInt32: Int] = [:]
    for i in stride(from: 0, to: data.advances.count, by: 2) {
      table[UInt32(data.advances[i])] = Int(data.advances[i + 1])
    }
    #expect(data.advances.count == 2 * table.count, "a scalar appears twice")
    #expect(table.count == glyphNames.count)
    for (scalar, glyph) in glyphNames {
      #expect(table[scalar] == afm.widths[glyph], "U+\(hex(scalar)) \(glyph)")
    }
    // Every glyph of the AFM but .notdef is in the table.
    #expect(Set(afm.widths.keys).subtracting(glyphNames.map(\.1)) == [".notdef"])
  }

  @Test("The kerning pairs in the table are the AFM's KPX pairs", arguments: faceNames)
  func kerning(face name: String) throws {
    let afm = try AFMFile(named: name)
    let data = try #require(Self.faces[name]).data
    let scalarOf = Dictionary(uniqueKeysWithValues: glyphNames.map { ($0.1, $0.0) })
    var expected: [KernPair] = []
    for (left, right, adjustment) in afm.kerning where adjustment != 0 {
      let l = try #require(scalarOf[left], "\(left) has no scalar")
      let r = try #require(scalarOf[right], "\(right) has no scalar")
      expected.append(KernPair(left: l, right: r, adjustment: adjustment))
    }
    var actual: [KernPair] = []
    for i in stride(from: 0, to: data.kerning.count, by: 3) {
      actual.append(
        KernPair(
          left: UInt32(data.kerning[i]), right: UInt32(data.kerning[i + 1]),
          adjustment: Int(data.kerning[i + 2])))
    }
    #expect(actual.count == expected.count)
    let missing = Set(expected).subtracting(actual).sorted().prefix(10)
    let extra = Set(actual).subtracting(expected).sorted().prefix(10)
    #expect(missing.isEmpty, "not in the table: \(Array(missing))")
    #expect(extra.isEmpty, "not in the AFM: \(Array(extra))")
    #expect(actual == actual.sorted(), "the table is not sorted by left, then right scalar")
    if name.hasPrefix("NimbusSans") { #expect(actual.count > 3000) }
  }

  @Test(
    "Printable ASCII measures as its AFM widths, by glyph names written in the test",
    arguments: faceNames)
  func printableASCII(face name: String) throws {
    let afm = try AFMFile(named: name)
    let font = try #require(Self.faces[name]).font
    let measurer = StandardTextMeasurer()
    #expect(Self.printableASCIINames.count == 95)
    for (value, glyph) in zip(UInt32(0x20)...0x7E, Self.printableASCIINames) {
      let text = String(Character(try #require(Unicode.Scalar(value))))
      let width = measurer.width(of: text, font: font, kerning: false)
      #expect(width == Double(try #require(afm.widths[glyph])), "\(text) (\(glyph))")
    }
  }

  @Test("Bold mono has regular mono's glyphs and widths, and no kerning")
  func boldMono() throws {
    let regular = try AFMFile(named: "NimbusMonoPS-Regular")
    let bold = try AFMFile(named: "NimbusMonoPS-Bold")
    #expect(bold.widths == regular.widths)
    #expect(bold.kerning.isEmpty && regular.kerning.isEmpty)
  }

  @Test(
    "Line metrics are the OpenType files' hhea values",
    .enabled(
      if: OpenTypeMetrics.isInstalled, "no OpenType files in \(OpenTypeMetrics.directory)"),
    arguments: faceNames)
  func lineMetrics(face name: String) throws {
    let metrics = try #require(try OpenTypeMetrics(named: name), "\(name).otf has no hhea")
    let data = try #require(Self.faces[name]).data
    #expect(Int(data.ascender) == metrics.ascender)
    #expect(Int(data.descender) == -metrics.descender)
    #expect(Int(data.lineGap) == metrics.lineGap)
  }

  @Test(
    "The generated glyph names map to their scalars through the Adobe Glyph List",
    .enabled(
      if: FileManager.default.fileExists(atPath: "/usr/share/aglfn/glyphlist.txt"),
      "no Adobe Glyph List at /usr/share/aglfn/glyphlist.txt; apt-get install aglfn"))
  func glyphList() throws {
    let text = try String(contentsOfFile: "/usr/share/aglfn/glyphlist.txt", encoding: .utf8)
    var agl: [String: UInt32] = [:]
    for line in text.split(whereSeparator: \.isNewline) where !line.hasPrefix("#") {
      let fields = line.split(separator: ";")
      let codes = fields[1].split(separator: " ")
      if codes.count == 1, let value = UInt32(codes[0], radix: 16) {
        agl[String(fields[0])] = value
      }
    }
    for (scalar, glyph) in glyphNames {
      if let value = agl[glyph] {
        #expect(value == scalar, "\(glyph)")
      } else {
        #expect(glyph == "uni\(hex(scalar))", "\(glyph) is neither in the AGL nor uniXXXX")
      }
    }
  }
}

/// A kerning pair, comparable so that failures list pairs in table order.
struct KernPair: Hashable, Comparable, CustomStringConvertible {
  var left: UInt32
  var right: UInt32
  var adjustment: Int

  static func < (a: Self, b: Self) -> Bool { (a.left, a.right) < (b.left, b.right) }
  var description: String { "U+\(hex(left)) U+\(hex(right)) \(adjustment)" }
}

/// `value` as four or more uppercase hex digits.
func hex(_ value: UInt32) -> String {
  let digits = String(value, radix: 16, uppercase: true)
  return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}
