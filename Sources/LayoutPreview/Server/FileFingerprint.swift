import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What tells one save of a file from the next without watching the file system: its
/// modification time and size, and a hash of its contents (an editor can save twice within
/// the file system's clock tick, keeping the size).
struct FileFingerprint: Equatable, Sendable {
  /// Seconds and nanoseconds of the last modification.
  var modified: (seconds: Int, nanoseconds: Int)
  /// The size in bytes.
  var size: Int
  /// FNV-1a of the contents, or 0 for a file past ``hashLimit``.
  var hash: UInt64

  /// The largest file whose contents are hashed on every poll.
  static let hashLimit = 4 << 20

  /// The fingerprint of the file at `path`, or `nil` when it cannot be read (missing while an
  /// editor replaces it, say).
  init?(path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    #if canImport(Darwin)
      modified = (Int(info.st_mtimespec.tv_sec), Int(info.st_mtimespec.tv_nsec))
    #else
      modified = (Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec))
    #endif
    size = Int(info.st_size)
    hash = 0
    if size <= Self.hashLimit, let data = FileManager.default.contents(atPath: path) {
      hash = Self.fnv1a(data)
    }
  }

  static func == (a: FileFingerprint, b: FileFingerprint) -> Bool {
    a.modified == b.modified && a.size == b.size && a.hash == b.hash
  }

  /// The 64-bit FNV-1a hash of `data`.
  static func fnv1a(_ data: Data) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in data {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return hash
  }
}
