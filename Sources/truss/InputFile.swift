#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a whole file, or standard input for `-`, with the system's reason when it cannot
/// (`No such file or directory`), for one-line error messages without a stack trace.
enum InputFile {
  /// Why a file could not be read: the system's description of `errno`.
  struct ReadError: Error {
    var reason: String
  }

  /// The contents of the file at `path` (standard input for `-`) as text; invalid UTF-8 is
  /// replaced, not rejected.
  static func text(of path: String) throws(ReadError) -> String {
    String(decoding: try bytes(of: path), as: UTF8.self)
  }

  /// The bytes of the file at `path` (standard input for `-`).
  static func bytes(of path: String) throws(ReadError) -> [UInt8] {
    let descriptor = path == "-" ? 0 : open(path, O_RDONLY)
    guard descriptor >= 0 else { throw currentError() }
    defer { if descriptor != 0 { close(descriptor) } }
    var contents: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { break }
      if count < 0 {
        if errno == EINTR { continue }
        throw currentError()
      }
      contents.append(contentsOf: buffer[0..<count])
    }
    return contents
  }

  /// Writes `text` to standard error, unbuffered.
  static func writeToStandardError(_ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { return }
      bytes = bytes.dropFirst(written)
    }
  }

  private static func currentError() -> ReadError {
    ReadError(reason: String(cString: strerror(errno)))
  }
}
