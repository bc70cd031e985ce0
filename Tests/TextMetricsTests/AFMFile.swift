import Foundation

/// The advance widths and kerning pairs of an AFM file, read independently of the generator.
struct AFMFile {
  /// Where Debian's fonts-urw-base35 puts the AFM files.
  static let directory = "/usr/share/fonts/type1/urw-base35"
  /// Whether the AFM files are installed, for the cross-check tests' condition trait.
  static var isInstalled: Bool {
    FileManager.default.fileExists(atPath: directory + "/NimbusSans-Regular.afm")
  }

  /// Glyph name → advance width (WX).
  var widths: [String: Int] = [:]
  /// (left glyph, right glyph, adjustment) from the KPX lines, in file order.
  var kerning: [(String, String, Int)] = []

  /// Reads `directory/name.afm`.
  init(named name: String) throws {
    let text = try String(contentsOfFile: "\(Self.directory)/\(name).afm", encoding: .isoLatin1)
    for line in text.split(whereSeparator: \.isNewline) {
      let words = line.split(separator: " ")
      if words.first == "C" {
        var name: String?
        var width: Int?
        for field in line.split(separator: ";") {
          let parts = field.split(separator: " ")
          if parts.count == 2, parts[0] == "N" { name = String(parts[1]) }
          if parts.count == 2, parts[0] == "WX" { width = Int(parts[1]) }
        }
        if let name, let width { widths[name] = width }
      } else if words.first == "KPX", words.count == 4, let value = Int(words[3]) {
        kerning.append((String(words[1]), String(words[2]), value))
      }
    }
  }
}
