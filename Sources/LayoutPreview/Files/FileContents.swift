import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The bytes of a watched file, read with the C library's `open` and `read`.
///
/// Not Foundation's readers: `FileManager.contents(atPath:)` and `Data(contentsOf:)` leak a
/// buffer (4 KB or more) when the file is rewritten while they read it (measured with Swift
/// 6.3.1 on Linux: 100,000 reads of a file another process rewrites grew a process by 17 MB,
/// of an unchanging file by 0.3 MB; heaptrack shows the leaked blocks allocated in
/// `readBytesFromFile`), and the preview reads a file exactly when an editor is writing it.
enum FileContents {
  /// Why a file could not be read.
  struct ReadError: Error, CustomStringConvertible {
    /// The C library's words for the failure (`No such file or directory`).
    var reason: String
    var description: String { reason }
  }

  /// The bytes of the file at `path`.
  ///
  /// - Throws: ``ReadError`` when it cannot be opened or read.
  static func read(_ path: String) throws(ReadError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw ReadError(reason: String(cString: strerror(errno))) }
    defer { _ = close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { buffer in
        systemRead(descriptor, buffer.baseAddress, buffer.count)
      }
      if count == 0 { return bytes }
      if count < 0 {
        if errno == EINTR { continue }
        throw ReadError(reason: String(cString: strerror(errno)))
      }
      bytes.append(contentsOf: chunk[0..<count])
    }
  }
}

/// The C library's `read`, out of reach of ``FileContents/read(_:)``'s name.
private func systemRead(
  _ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int
)
  -> Int
{
  read(descriptor, buffer, count)
}
