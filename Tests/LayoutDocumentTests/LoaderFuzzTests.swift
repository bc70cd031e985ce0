import Foundation
import LayoutDocument
import Testing

/// SplitMix64: a small, seeded, deterministic generator, so every fuzz case can be replayed.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// A document the fuzz cases mutate, and its place among them (part of every seed).
struct SeedDocument: Sendable, CustomTestStringConvertible {
  /// The file name, or a name for an inline document.
  var name: String
  /// The text; empty when the file could not be read.
  var text: String
  /// The document's index among all seed documents.
  var index: Int
  /// How many seed documents there are.
  var count: Int

  var testDescription: String { name }
}

/// The documents to mutate: every file under `Examples/documents` (read at test time, so new
/// examples are fuzzed too), then a few inline ones that use what the examples may not.
func seedDocuments() -> [SeedDocument] {
  let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/documents")
  var files: [URL] = []
  if let enumerator = FileManager.default.enumerator(
    at: directory, includingPropertiesForKeys: [.isRegularFileKey])
  {
    for case let url as URL in enumerator
    where ["yaml", "yml", "json"].contains(url.pathExtension) {
      files.append(url)
    }
  }
  var named: [(name: String, text: String)] = []
  for url in files.sorted(by: { $0.path < $1.path }) {
    let data = (try? Data(contentsOf: url)) ?? Data()
    named.append((url.lastPathComponent, String(decoding: data, as: UTF8.self)))
  }
  named += inlineDocuments
  return named.enumerated().map {
    SeedDocument(name: $0.element.name, text: $0.element.text, index: $0.offset, count: named.count)
  }
}

/// Documents in the styles the examples may not use: flow mappings, JSON, block-list frames,
/// quoted scalars, CRLF line breaks, labels and images with every property.
private let inlineDocuments: [(name: String, text: String)] = [
  (
    "block.yaml",
    """
    # Comments, block lists, quoting.
    window: {size: [320, 480], scale: 2, safeArea: [20, 0, 0, 0]}
    metrics: {m: 8, wide: 120.5}
    views:
      - id: box    # trailing
        margins: [1, 2, 3, 4]
      - id: "name"
        kind: label
        text: 'It''s "quoted" # not a comment'
        font: {family: box, size: 10, weight: semibold}
        numberOfLines: 2
        parent: box
      - id: icon
        kind: image
        image: {name: sun, size: [24, 24]}
        frame:
          - 1
          - 2
          - 24
          - 24
      - id: go
        kind: button
        text: Go
    constraints:
      - box.leading == root.leadingMargin + 8 @750
      - "box.top == root.safeArea.top #top"
      - box.width == root.width * 0.5 - 4
      - box.height >= 40
      - "H:|-(m)-[name(<=wide)]-(>=m)-|"
      - "V:|-[name]-|"
      - go.centerX == root.centerX
      - go.bottom == root.bottom - 20
    """
  ),
  (
    "flow.yaml",
    "window: {size: [100, 200]}\nviews: [{id: a}, {id: b, kind: label, text: \"x, y\"},"
      + " {kind: view, id: c, frame: [1, 2, 3, 4]}]\n"
      + "constraints: [\"H:|[a(50)]\", \"V:|[a(20)][b]\", b.leading == a.trailing + 1]\n"
  ),
  (
    "compact.json",
    #"{"window":{"size":[90,90]},"views":[{"id":"a","kind":"label","text":"hi"},"#
      + #"{"id":"b","frame":[0,0,10,10]}],"constraints":["a.centerX == root.centerX"]}"#
  ),
  (
    "crlf.yaml",
    "device: iPhone 15 Pro\r\nviews:\r\n  - id: a\r\n    frame: [1, 2, 3, 4]\r\n"
      + "constraints:\r\n  - a.top == root.top\r\n"
  ),
]

/// What to write in place of a number: huge, negative, not-a-number and not-quite numbers.
private let wildNumbers = [
  "1e308", "-1e308", "1e400", "-1e400", "9.3e18", "-9.3e18", "1e15", "99999999999999999999",
  ".nan", "nan", ".inf", "-.inf", "-0", "0x10", "1_000", "-5", "0.0001", "1e-320", "+7", "",
]

/// Characters to insert: YAML's indicators, quotes, blanks, line breaks (YAML 1.1's NEL and
/// LS too), digits, letters, a NUL, a byte-order mark and non-ASCII letters.
private let alphabet = Array(
  ":[]{}-#\"'|>&*!%@,?~ \t\n\r0123456789.eEaxz_\\\u{0}\u{85}\u{2028}\u{FEFF}é👋")

/// A random mutation of `bytes`: one to four of deleting, duplicating or swapping bytes or
/// lines, inserting indicator characters, replacing a number, or nesting deeply.
private func mutate(_ bytes: [UInt8], _ random: inout SplitMix64) -> [UInt8] {
  var bytes = bytes
  // Mostly one change, so many cases still load and reach the layout and the update.
  for _ in 0..<[1, 1, 1, 2, 3, 4][Int.random(in: 0..<6, using: &random)] {
    let count = bytes.count
    let at = count == 0 ? 0 : Int.random(in: 0..<count, using: &random)
    let length = min(Int.random(in: 1...8, using: &random), count - at)
    // Weights out of 40: bytes 12, characters 8, lines 9, numbers 9, nesting 2 (deep nesting
    // costs libYAML tens of milliseconds).
    switch Int.random(in: 0..<40, using: &random) {
    case 0..<4:
      bytes.removeSubrange(at..<at + length)
    case 4..<8:
      bytes.insert(contentsOf: bytes[at..<at + length], at: at)
    case 8..<12:
      if count > 1 { bytes.swapAt(at, Int.random(in: 0..<count, using: &random)) }
    case 12..<20:
      let insert = (0..<Int.random(in: 1...3, using: &random)).map { _ in
        alphabet[Int.random(in: 0..<alphabet.count, using: &random)]
      }
      bytes.insert(contentsOf: Array(String(insert).utf8), at: at)
    case 20..<29:
      var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        .map(Array.init)
      let line = Int.random(in: 0..<lines.count, using: &random)
      let other = Int.random(in: 0..<lines.count, using: &random)
      switch Int.random(in: 0..<3, using: &random) {
      case 0: lines.remove(at: line)
      case 1: lines.insert(lines[line], at: other)
      default: lines.swapAt(line, other)
      }
      bytes = Array(lines.joined(separator: [UInt8(ascii: "\n")]))
    case 29..<38:
      bytes = replacingNumber(in: bytes, &random)
    default:
      // libYAML refuses more than 1,000 levels.
      let depth = [10, 200, 999, 1001, 5000][Int.random(in: 0..<5, using: &random)]
      let (open, close) = Bool.random(using: &random) ? ("[", "]") : ("{a: ", "}")
      let nested =
        String(repeating: open, count: depth)
        + (Bool.random(using: &random) ? String(repeating: close, count: depth) : "")
      bytes.insert(contentsOf: Array(nested.utf8), at: at)
    }
  }
  return bytes
}

/// `bytes` with one of its numbers, chosen at random, replaced by a wild one.
private func replacingNumber(in bytes: [UInt8], _ random: inout SplitMix64) -> [UInt8] {
  let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
  var starts: [Int] = []
  for index in bytes.indices where isDigit(bytes[index]) {
    if index == 0 || !isDigit(bytes[index - 1]) && bytes[index - 1] != UInt8(ascii: ".") {
      starts.append(index)
    }
  }
  guard !starts.isEmpty else { return bytes }
  let start = starts[Int.random(in: 0..<starts.count, using: &random)]
  var end = start
  while end < bytes.count, isDigit(bytes[end]) || bytes[end] == UInt8(ascii: ".") { end += 1 }
  var result = bytes
  let wild = wildNumbers[Int.random(in: 0..<wildNumbers.count, using: &random)]
  result.replaceSubrange(start..<end, with: Array(wild.utf8))
  return result
}

/// Bounds a fuzz run in time: a thread watching the case in progress that, when one runs
/// longer than `limit` (a hang), prints the case and ends the process, so a hang fails the run
/// instead of stalling it.
private final class Watchdog: @unchecked Sendable {
  /// Guards the fields below.
  private let lock = NSLock()
  /// The case in progress and when it started.
  private var current: (label: String, text: String, started: ContinuousClock.Instant)?
  /// Whether the run is over.
  private var stopped = false
  /// How long one case may take.
  let limit: Duration

  init(limit: Duration) {
    self.limit = limit
    Thread { [self] in watch() }.start()
  }

  /// Notes that the case `label` (the document `text`) starts.
  func begin(_ label: String, _ text: String) {
    lock.withLock { current = (label, text, .now) }
  }

  /// Notes that the case in progress is over; returns how long it took.
  func end() -> Duration {
    lock.withLock {
      defer { current = nil }
      return current.map { .now - $0.started } ?? .zero
    }
  }

  /// Ends the watch.
  func stop() {
    lock.withLock { stopped = true }
  }

  /// Checks the case in progress five times a second.
  private func watch() {
    while true {
      Thread.sleep(forTimeInterval: 0.2)
      let hung: (label: String, text: String)? = lock.withLock {
        guard !stopped, let current, .now - current.started > limit else { return nil }
        return (current.label, current.text)
      }
      if lock.withLock({ stopped }) { return }
      if let hung {
        FileHandle.standardError.write(
          Data("loader fuzz: \(hung.label) ran over \(limit), a hang:\n\(hung.text)\n".utf8))
        exit(1)
      }
    }
  }
}

/// Counts of what the fuzz cases did.
private struct Outcome {
  var cases = 0
  var loaded = 0
  var rejected = 0
  var updated = 0
  var refused = 0
}

/// Where to write each case before running it (`TRUSS_FUZZ_CASE_FILE`), so a crash leaves
/// its input behind.
private let caseFile = ProcessInfo.processInfo.environment["TRUSS_FUZZ_CASE_FILE"]

/// Runs one case under `watchdog` (see `check(_:_:_:)`); a case slower than a few seconds
/// is an issue of its own.
private func check(
  _ text: String, _ label: String, _ outcome: inout Outcome, _ watchdog: Watchdog
) {
  outcome.cases += 1
  if let path = caseFile {
    try? Data("\(label)\n\(text)".utf8).write(to: URL(fileURLWithPath: path))
  }
  watchdog.begin(label, text)
  check(text, label, &outcome)
  let elapsed = watchdog.end()
  #expect(elapsed < timeGuard(.seconds(5)), "\(label) took \(elapsed)")
}

/// Loads `text`: it must load (and print its frames and check report) or throw a
/// `DocumentError` with a place in the text. Of the
/// texts that load, every third one has its frames updated, which must give a text or a
/// `DocumentError`; every fourth updated text is updated again and must stay put. (Layouts
/// are the expensive part of a case; the sampling keeps the run a few seconds long.)
private func check(_ text: String, _ label: String, _ outcome: inout Outcome) {
  do {
    let loaded = try LayoutDocument.load(text, file: "fuzz.yaml")
    outcome.loaded += 1
    // What `truss frames` and `truss check` print must not trap on what loaded (huge
    // numbers once did).
    _ = loaded.framesTable()
    let report = loaded.check()
    _ = report.text()
    _ = report.json()
  } catch {
    outcome.rejected += 1
    #expect(error.line >= 1 && error.column >= 1, "\(label): \(error)\n\(text)")
    #expect(!error.message.isEmpty, "\(label)\n\(text)")
    return
  }
  guard outcome.loaded % 3 == 1 else { return }
  let updated: String
  do {
    updated = try LayoutDocument.updatingFrames(in: text, file: "fuzz.yaml")
    outcome.updated += 1
  } catch {
    outcome.refused += 1
    #expect(error.line >= 1 && error.column >= 1, "\(label): \(error)\n\(text)")
    return
  }
  guard outcome.updated % 4 == 1 else { return }
  do {
    #expect(
      try LayoutDocument.updatingFrames(in: updated, file: "fuzz.yaml") == updated,
      "\(label): a second update changed the text\n\(text)")
  } catch {
    Issue.record("\(label): the updated text does not update again: \(error)\n\(text)")
  }
}

@Suite("Loader fuzzing") struct LoaderFuzzTests {
  /// The cases of a run, shared among the documents (each gets at least 100), so the run
  /// stays a few seconds long as examples are added.
  static let budget = 2_000

  @Test func seedDocumentsAreFoundAndTheInlineOnesLoad() throws {
    let documents = seedDocuments()
    #expect(documents.count > inlineDocuments.count, "no example documents found")
    for document in documents { #expect(!document.text.isEmpty, "\(document.name) is empty") }
    for document in inlineDocuments {
      _ = try LayoutDocument.load(document.text, file: document.name)
    }
  }

  /// The document, truncated at every Nth byte (also inside multi-byte characters), and
  /// randomly mutated.
  @Test(arguments: seedDocuments())
  func mutatedDocumentsLoadOrFailWithAPlace(_ document: SeedDocument) {
    let clock = ContinuousClock()
    let start = clock.now
    var outcome = Outcome()
    let watchdog = Watchdog(limit: timeGuard(.seconds(60)))
    defer { watchdog.stop() }
    let perDocument = max(100, Self.budget / document.count)
    let bytes = Array(document.text.utf8)
    check(document.text, document.name, &outcome, watchdog)
    let step = max(1, bytes.count / (perDocument / 4))
    for end in stride(from: 0, to: bytes.count, by: step) {
      let text = String(decoding: bytes[..<end], as: UTF8.self)
      check(text, "\(document.name) truncated at byte \(end)", &outcome, watchdog)
    }
    for round in 0..<perDocument - perDocument / 4 {
      // One seed per case, so a failing case replays alone.
      let seed = UInt64(document.index) << 32 | UInt64(round)
      var random = SplitMix64(state: seed)
      let text = String(decoding: mutate(bytes, &random), as: UTF8.self)
      check(text, "\(document.name), mutation seed \(seed)", &outcome, watchdog)
    }
    print(
      "loader fuzz \(document.name): \(outcome.cases) cases (\(outcome.loaded) loaded,"
        + " \(outcome.rejected) rejected; \(outcome.updated) frames updated,"
        + " \(outcome.refused) refused) in \(clock.now - start)")
    #expect(outcome.rejected > 0)
  }
}
