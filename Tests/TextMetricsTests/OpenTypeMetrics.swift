import Foundation

/// The `hhea` ascender, descender and line gap of an OpenType file, read independently of the
/// generator.
struct OpenTypeMetrics: Equatable {
  /// Where Debian's fonts-urw-base35 puts the OpenType files.
  static let directory = "/usr/share/fonts/opentype/urw-base35"
  /// Whether the OpenType files are installed, for the cross-check tests' condition trait.
  static var isInstalled: Bool {
    FileManager.default.fileExists(atPath: directory + "/NimbusSans-Regular.otf")
  }

  var ascender: Int
  var descender: Int
  var lineGap: Int

  /// Reads the `hhea` table of `directory/name.otf`; nil when the file has none.
  init?(named name: String) throws {
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: "\(Self.directory)/\(name).otf")))
    func u16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
    func i16(_ at: Int) -> Int { Int(Int16(bitPattern: UInt16(u16(at)))) }
    func u32(_ at: Int) -> Int { u16(at) << 16 | u16(at + 2) }
    for table in 0..<u16(4) {
      let record = 12 + 16 * table
      if bytes[record..<record + 4].elementsEqual("hhea".utf8) {
        let offset = u32(record + 8)
        ascender = i16(offset + 4)
        descender = i16(offset + 6)
        lineGap = i16(offset + 8)
        return
      }
    }
    return nil
  }
}
