import Foundation

/// What the watcher knows of a file to tell that it changed: its modification time and size,
/// and a hash of its content for saves that keep both (a same-size save within the file
/// system's time resolution).
struct FileStamp: Equatable, Sendable {
  /// The modification time, in seconds since 1970, or `nil` when the file is missing.
  var modified: Double?
  /// The size in bytes.
  var size: Int
  /// A 64-bit FNV-1a hash of the content (files up to ``hashedSize`` bytes; 0 past that).
  var hash: UInt64

  /// The largest file whose content is hashed on every look.
  static let hashedSize = 4 << 20

  /// The stamp of the file at `path` now.
  init(path: String) {
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    guard let attributes else {
      self.init(modified: nil, size: 0, hash: 0)
      return
    }
    let size = (attributes[.size] as? Int) ?? 0
    let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
    var hash: UInt64 = 0
    if size <= Self.hashedSize, let bytes = try? FileContents.read(path) {
      hash = Self.hash(bytes)
    }
    self.init(modified: modified, size: size, hash: hash)
  }

  /// A stamp with the given parts.
  init(modified: Double?, size: Int, hash: UInt64) {
    self.modified = modified
    self.size = size
    self.hash = hash
  }

  /// FNV-1a over `data`: a change detector, not a checksum against tampering.
  static func hash(_ data: some Sequence<UInt8>) -> UInt64 {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in data {
      value ^= UInt64(byte)
      value = value &* 0x100_0000_01b3
    }
    return value
  }
}
