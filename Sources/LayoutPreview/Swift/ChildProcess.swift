import Foundation

/// A program run to its end or to a deadline, its output captured up to a bound, and waited
/// for without holding a thread of the caller's executor.
///
/// The preview runs three kinds of program this way: `swift build` (the preview runtime, once),
/// `swiftc` (the previewed file, on every change) and the compiled preview itself, whose code
/// is the user's and may crash, loop forever or print without end. None of them can block the
/// server: the wait is a continuation resumed by the process's termination handler, a program
/// past its deadline is killed, and each output stream keeps its first and last
/// ``outputLimit`` bytes (the middle is counted, not kept).
struct ChildProcess: Sendable {
  /// How a run ended.
  enum Ending: Sendable, Equatable {
    /// The program exited with this status.
    case exited(Int32)
    /// The program was ended by this signal (a Swift runtime trap is `SIGILL` or `SIGTRAP`).
    case signaled(Int32)
    /// The program was still running at the deadline and was killed.
    case timedOut
  }

  /// What a run produced.
  struct Outcome: Sendable {
    /// How the program ended.
    var ending: Ending
    /// Its standard output (bounded; see ``ChildProcess``).
    var output: String
    /// Its standard error (bounded the same way).
    var errors: String
    /// The time from start to end, in seconds.
    var seconds: Double
  }

  /// The program to run.
  var executable: URL
  /// Its arguments.
  var arguments: [String]
  /// Variables added to (or replacing those of) this process's environment.
  var environment: [String: String] = [:]
  /// The working directory, or this process's.
  var directory: URL?
  /// How long the program may run before it is killed, in seconds.
  var timeout: Double
  /// How many bytes of each stream's start, and as many of its end, are kept.
  var outputLimit = 64 * 1024

  /// Runs the program and returns how it ended and what it wrote.
  ///
  /// - Throws: Foundation's error when the program cannot be started (it does not exist, or
  ///   is not executable).
  func run() async throws -> Outcome {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    if let directory { process.currentDirectoryURL = directory }
    process.standardInput = FileHandle.nullDevice
    let outputPipe = Pipe()
    let errorPipe = Pipe()
    process.standardOutput = outputPipe
    process.standardError = errorPipe
    let run = Run(limit: outputLimit)
    process.terminationHandler = { process in
      run.terminated(
        process.terminationReason == .uncaughtSignal
          ? .signaled(process.terminationStatus) : .exited(process.terminationStatus))
    }
    let start = ContinuousClock.now
    return try await withCheckedThrowingContinuation { continuation in
      run.setContinuation(continuation, start: start)
      do {
        try process.run()
      } catch {
        run.failed(error)
        return
      }
      // The write ends belong to the child now; closing ours lets the reads see its end.
      try? outputPipe.fileHandleForWriting.close()
      try? errorPipe.fileHandleForWriting.close()
      for (stream, pipe) in [outputPipe, errorPipe].enumerated() {
        Self.read(pipe.fileHandleForReading, stream: stream, into: run)
      }
      let identifier = process.processIdentifier
      DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
        guard run.timeOut() else { return }
        kill(identifier, SIGKILL)
        // Foundation learns of the end only when every process holding the child's end of its
        // monitoring socket has gone (a grandchild keeps it): give up waiting after a second.
        DispatchQueue.global().asyncAfter(deadline: .now() + 1) { run.abandon() }
      }
    }
  }
}

extension ChildProcess {
  /// Reads `handle` to its end on a thread of its own, with blocking reads, handing each chunk
  /// (and at the end, empty data) to `run` as stream `stream`.
  ///
  /// Not `readabilityHandler`: Foundation's dispatch source behind it kept the handler (and
  /// with it the pipe and the run) alive after the stream ended, two leaks a run. A grandchild
  /// that keeps the pipe open keeps the thread waiting; the run itself ends a second after the
  /// program does (see `Run.terminated`).
  private static func read(_ handle: FileHandle, stream: Int, into run: Run) {
    Thread {
      var buffer = [UInt8](repeating: 0, count: 64 * 1024)
      while true {
        let count = buffer.withUnsafeMutableBytes { bytes in
          Foundation.read(handle.fileDescriptor, bytes.baseAddress, bytes.count)
        }
        if count < 0, errno == EINTR { continue }
        guard count > 0 else {
          run.received([], stream: stream)
          return
        }
        run.received(Array(buffer[0..<count]), stream: stream)
      }
    }.start()
  }

  /// The state of one run, shared by the reading, termination and deadline callbacks, which
  /// Foundation, Dispatch and the reading threads call on their own threads; a lock guards it.
  private final class Run: @unchecked Sendable {
    private let lock = NSLock()
    private let limit: Int
    private var streams = [Capture(), Capture()]
    private var open = [true, true]
    private var ending: Ending?
    private var timedOut = false
    private var continuation: CheckedContinuation<Outcome, any Error>?
    private var start = ContinuousClock.now

    init(limit: Int) { self.limit = limit }

    func setContinuation(
      _ continuation: CheckedContinuation<Outcome, any Error>, start: ContinuousClock.Instant
    ) {
      lock.withLock {
        self.continuation = continuation
        self.start = start
      }
    }

    /// Keeps `data` from stream 0 (output) or 1 (errors); empty data is the stream's end.
    func received(_ data: [UInt8], stream: Int) {
      lock.withLock {
        if data.isEmpty { open[stream] = false } else { streams[stream].append(data, limit: limit) }
      }
      finishIfDone()
    }

    func terminated(_ ending: Ending) {
      lock.withLock { if self.ending == nil { self.ending = ending } }
      finishIfDone()
      // A grandchild can keep a pipe open after the program ended: stop waiting for it.
      DispatchQueue.global().asyncAfter(deadline: .now() + 1) { [self] in
        lock.withLock { open = [false, false] }
        finishIfDone()
      }
    }

    /// Ends a killed run whose end Foundation has not reported, with what was read so far.
    func abandon() {
      lock.withLock {
        if ending == nil { ending = .timedOut }
        open = [false, false]
      }
      finishIfDone()
    }

    /// Marks the run as timed out if it has not ended; `true` if the caller should kill it.
    func timeOut() -> Bool {
      lock.withLock {
        guard ending == nil, continuation != nil else { return false }
        timedOut = true
        return true
      }
    }

    func failed(_ error: any Error) {
      let continuation = lock.withLock {
        defer { self.continuation = nil }
        return self.continuation
      }
      continuation?.resume(throwing: error)
    }

    private func finishIfDone() {
      let result: (CheckedContinuation<Outcome, any Error>, Outcome)? = lock.withLock {
        guard let ending, !open.contains(true), let continuation else { return nil }
        self.continuation = nil
        let seconds = (ContinuousClock.now - start) / .seconds(1)
        let outcome = Outcome(
          ending: timedOut ? .timedOut : ending, output: streams[0].text,
          errors: streams[1].text, seconds: seconds)
        return (continuation, outcome)
      }
      if let (continuation, outcome) = result { continuation.resume(returning: outcome) }
    }
  }

  /// One stream's bytes: its first and last `limit` bytes, and how many were left out between.
  /// Byte arrays, not `Data`: appending slices of `Data` leaked their storage under
  /// LeakSanitizer (swift-foundation 6.3's `Data.InlineSlice`).
  private struct Capture {
    var head: [UInt8] = []
    var tail: [UInt8] = []
    var dropped = 0

    mutating func append(_ data: [UInt8], limit: Int) {
      let intoHead = min(data.count, limit - head.count)
      if intoHead > 0 { head.append(contentsOf: data.prefix(intoHead)) }
      guard intoHead < data.count else { return }
      tail.append(contentsOf: data.dropFirst(intoHead))
      if tail.count > limit {
        dropped += tail.count - limit
        tail = Array(tail.suffix(limit))
      }
    }

    var text: String {
      guard dropped > 0 || !tail.isEmpty else { return String(decoding: head, as: UTF8.self) }
      let gap = dropped > 0 ? "\n… \(dropped) bytes left out …\n" : ""
      return String(decoding: head, as: UTF8.self) + gap + String(decoding: tail, as: UTF8.self)
    }
  }
}
