import Foundation
import Testing

@testable import LayoutDocument

/// The example documents' directory (this file is `Tests/LayoutDocumentTests/…`).
private let documentsDirectory = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("Examples/documents")

/// The lines of `text`, without their line breaks.
private func lines(_ text: String) -> [String] {
  text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
}

/// `text` with its single-line `frame: […]` entries taken out (whole lines, or `, frame: […]`
/// inside a line) and every number written as `#`, so texts that differ only in frames
/// compare equal.
func withoutFrames(_ text: String) -> String {
  var result = text
  let patterns = [
    #"\r?\n[ \t]*["']?frame["']?:[ \t]*\[[^\]\n]*\]\z"#,
    #"(?m)^[ \t]*["']?frame["']?:[ \t]*\[[^\]\n]*\],?[ \t]*\r?\n"#,
    #",[ \t]*["']?frame["']?:[ \t]*\[[^\]\n]*\]"#,
    #"-?[0-9]+(\.[0-9]+)?"#,
  ]
  for (index, pattern) in patterns.enumerated() {
    result = result.replacingOccurrences(
      of: pattern, with: index == patterns.count - 1 ? "#" : "", options: .regularExpression)
  }
  return result
}

/// The comments of `text`: each line's text from its first `#`, in order.
private func comments(_ text: String) -> [String] {
  lines(text).compactMap { line in line.firstIndex(of: "#").map { String(line[$0...]) } }
}

/// Checks what every update must do: the result loads to the same frames, a second run
/// changes nothing, the comments are all there, and nothing but frames differs.
private func checkRoundTrip(
  _ text: String, file: String = "doc.yaml", sourceLocation: SourceLocation = #_sourceLocation
) throws -> String {
  let updated = try LayoutDocument.updatingFrames(in: text, file: file)
  let before = try LayoutDocument.load(text, file: file)
  let after = try LayoutDocument.load(updated, file: file)
  #expect(after.framesTable() == before.framesTable(), sourceLocation: sourceLocation)
  #expect(
    try LayoutDocument.updatingFrames(in: updated, file: file) == updated,
    "a second run changed the text", sourceLocation: sourceLocation)
  #expect(withoutFrames(updated) == withoutFrames(text), sourceLocation: sourceLocation)
  #expect(
    comments(updated).map(withoutFrames) == comments(text).map(withoutFrames),
    sourceLocation: sourceLocation)
  return updated
}

/// A document whose views are written in a random mix of styles — block and flow mappings,
/// JSON-like mappings over several lines, frames as `[…]`, over several lines or as block
/// lists, quoted keys, ids and numbers, comments and blank lines between entries, `\r\n` —
/// and laid out by random constraints (some views unconstrained, some ambiguous).
private func styledDocument(_ random: inout SplitMix64) -> String {
  func pick<T>(_ choices: [T]) -> T { choices[Int.random(in: 0..<choices.count, using: &random)] }
  func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }
  func number() -> String { pick(["0", "1", "7", "12.5", "20", "33.333", "100", "-4", "2.0"]) }
  func quoted(_ word: String, json: Bool = false) -> String {
    json ? "\"\(word)\"" : pick([word, word, "\"\(word)\"", "'\(word)'"])
  }
  func constant() -> String { pick(["0", "1", "7", "12.5", "20", "33.333", "2.0"]) }
  func comment() -> String { chance(25) ? "  # note: [1, 2] {x}" : "" }

  let count = Int.random(in: 1...5, using: &random)
  let inFlowList = chance(25)
  var lines = ["# Generated.", "window: {size: [300, 400], scale: \(pick(["1", "2", "3"]))}"]
  lines.append(inFlowList ? "views: [" : "views:")
  for index in 0..<count {
    let id = "v\(index)"
    let frame = [number(), number(), constant(), constant()]
    var keys = ["kind"]
    if chance(30) { keys.append("margins") }
    keys.insert("id", at: Int.random(in: 0...keys.count, using: &random))
    if chance(50) { keys.insert("frame", at: Int.random(in: 0...keys.count, using: &random)) }
    let style = inFlowList ? pick(["line", "json"]) : pick(["block", "block", "line", "json"])
    let json = style == "json"
    func value(_ key: String, inFlow: Bool) -> String {
      switch key {
      case "id": return quoted(id, json: json)
      case "kind": return quoted("view", json: json)
      case "margins": return "[1, 2, 3, 4]"
      default:
        return "[" + frame.map { chance(10) ? quoted($0, json: json) : $0 }.joined(separator: ", ")
          + "]"
      }
    }
    let last = index == count - 1
    switch style {
    case "block":
      for (position, key) in keys.enumerated() {
        let prefix = position == 0 ? "  - " : "    "
        let keyText = chance(15) ? "\"\(key)\"" : key
        if key == "frame", chance(50) {
          lines.append(prefix + keyText + ":" + comment())
          let indent = chance(50) ? "      " : "    "
          if chance(50) {
            lines += frame.map { indent + "- " + $0 + comment() }
          } else {
            lines.append(prefix.map { _ in " " }.joined() + "  [" + frame[0] + "," + comment())
            lines += frame.dropFirst().map { indent + "  " + $0 + "," + comment() }
            lines.append(indent + "]")
          }
        } else {
          lines.append(prefix + keyText + ": " + value(key, inFlow: false) + comment())
        }
        if chance(15) { lines.append(chance(50) ? "" : "    # between entries") }
      }
    case "line":
      let entries = keys.map { "\($0): \(value($0, inFlow: true))" }.joined(separator: ", ")
      lines.append(
        (inFlowList ? "  " : "  - ") + "{" + entries + "}" + (inFlowList && !last ? "," : ""))
    default:
      lines.append((inFlowList ? "  " : "  - ") + "{")
      for (position, key) in keys.enumerated() {
        let comma = position == keys.count - 1 ? "" : ","
        lines.append("      \"\(key)\": \(value(key, inFlow: true))" + comma)
      }
      lines.append("    }" + (inFlowList && !last ? "," : ""))
    }
  }
  if inFlowList { lines.append("]") }
  var constraints: [String] = []
  for index in 0..<count {
    let id = "v\(index)"
    switch Int.random(in: 0..<4, using: &random) {
    case 0: break  // Unconstrained: keeps its design frame.
    case 1: constraints.append("  - \(id).leading == root.leading + \(constant())")  // Ambiguous.
    default:
      constraints += [
        "  - \(id).leading == root.leading + \(constant())",
        "  - \(id).top == root.top + \(constant())",
        "  - \(id).width == root.width * \(pick(["0.5", "0.333", "1"])) + \(constant())",
        "  - \(id).height == \(pick(["10", "10.25", "1"]))",
      ]
    }
  }
  lines += constraints.isEmpty ? ["constraints: []"] : ["constraints:"] + constraints
  return lines.joined(separator: chance(25) ? "\r\n" : "\n") + (chance(80) ? "\n" : "")
}

@Suite("Update frames") struct FrameUpdateTests {
  @Test func helloExampleRoundTrips() throws {
    let url = documentsDirectory.appendingPathComponent("hello.yaml")
    let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
    let updated = try checkRoundTrip(text, file: "hello.yaml")
    // Its frames are all on one line: every other line is kept as it was, in order.
    #expect(
      lines(updated).filter { !$0.contains("frame:") }
        == lines(text).filter { !$0.contains("frame:") })
    let commentLines = lines(text).filter { $0.contains("#") }
    #expect(!commentLines.isEmpty)
    for line in commentLines { #expect(lines(updated).contains(line), "lost \(line)") }
    // Every view now has a frame, written as the solved one.
    let loaded = try LayoutDocument.load(updated, file: "hello.yaml")
    for id in loaded.order {
      let numbers = loaded.framesTable().split(separator: "\n")
        .first { $0.split(separator: " ").first.map(String.init) == id }?
        .split(separator: " ").dropFirst().joined(separator: ", ")
      let line = try #require(numbers)
      #expect(updated.contains("frame: [\(line)]"), "\(id) has no frame [\(line)]")
    }
  }

  /// Every example document (globbed at test time) that loads round-trips.
  @Test func everyExampleRoundTrips() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: documentsDirectory.path)
      .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted()
    #expect(names.contains("hello.yaml"))
    for name in names {
      let url = documentsDirectory.appendingPathComponent(name)
      let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
      guard (try? LayoutDocument.load(text, file: name)) != nil else { continue }
      _ = try checkRoundTrip(text, file: name)
    }
  }

  @Test func solvedSizesAreWrittenStandardized() throws {
    // The constraints would make `a` 30 points wide backwards. Sizes are never negative, as
    // in UIKit's engine: the later constraint is broken, and `a` keeps its leading edge with
    // the smallest width it may have.
    let text = """
      window: {size: [100, 100]}
      views:
        - id: a
      constraints:
        - a.leading == root.leading + 50
        - a.trailing == root.leading + 20
        - a.top == root.top
        - a.height == 5
      """
    let updated = try LayoutDocument.updatingFrames(in: text)
    #expect(updated.contains("  - id: a\n    frame: [50, 0, 0, 5]\n"))
    _ = try LayoutDocument.load(updated)
  }

  @Test func blockMappingsGetALineAfterTheID() throws {
    let text = """
      # A header comment.
      window: {size: [200, 100]}
      views:
        # The first view, sized by constraints.
        - id: box   # a trailing comment
          # a comment under the id

          kind: view
        - kind: label
          text: "Hi: there # not a comment"
          "id": 'name'
          font: {family: box, size: 10}
        - id: "loose"
      constraints:
        - box.leading == root.leading + 10
        - box.top == root.top + 5
        - box.width == 50
        - box.height == 20
        - name.leading == box.trailing
        - name.top == box.top
      """
    let updated = try checkRoundTrip(text)
    #expect(
      updated == """
        # A header comment.
        window: {size: [200, 100]}
        views:
          # The first view, sized by constraints.
          - id: box   # a trailing comment
            frame: [10, 5, 50, 20]
            # a comment under the id

            kind: view
          - kind: label
            text: "Hi: there # not a comment"
            "id": 'name'
            "frame": [60, 5, 250, 10]
            font: {family: box, size: 10}
          - id: "loose"
            frame: [0, 0, 0, 0]
        constraints:
          - box.leading == root.leading + 10
          - box.top == root.top + 5
          - box.width == 50
          - box.height == 20
          - name.leading == box.trailing
          - name.top == box.top
        """)
  }

  @Test func existingFramesAreRewrittenInTheirOwnStyle() throws {
    let text = """
      window: {size: [200, 100], scale: 2}
      views:
        - id: a
          frame: [0, 0, 1, 1]   # flow, one line
        - id: b
          frame:
            - 0
            - "0"   # quoted
            - 1.0
            - 1
        - id: c
          frame: [
            7,  # x
            0,
            '1', 1,
          ]
        - id: d
          frame: [3, 4, 5, 6]   # unconstrained: kept
        - id: e
          frame:
          - 0
          - 0
          - 0
          - 0
      constraints:
        - "H:|-(10)-[a(30)]-[b(==a)]-[c(==a)]-[e(==a)]"
        - "V:|-(2.5)-[a(20)]"
        - b.top == a.top
        - c.top == a.top
        - e.top == a.top
        - b.height == 20
        - c.height == 1
        - e.height == 1
      """
    let updated = try checkRoundTrip(text)
    #expect(
      updated == """
        window: {size: [200, 100], scale: 2}
        views:
          - id: a
            frame: [10, 2.5, 30, 20]   # flow, one line
          - id: b
            frame:
              - 48
              - "2.5"   # quoted
              - 30
              - 20
          - id: c
            frame: [
              86,  # x
              2.5,
              '30', 1,
            ]
          - id: d
            frame: [3, 4, 5, 6]   # unconstrained: kept
          - id: e
            frame:
            - 124
            - 2.5
            - 30
            - 1
        constraints:
          - "H:|-(10)-[a(30)]-[b(==a)]-[c(==a)]-[e(==a)]"
          - "V:|-(2.5)-[a(20)]"
          - b.top == a.top
          - c.top == a.top
          - e.top == a.top
          - b.height == 20
          - c.height == 1
          - e.height == 1
        """)
  }

  @Test func flowMappingsGetAnEntryAfterTheID() throws {
    let text = """
      window: {size: [100, 100]}
      views: [{id: a, kind: view}, {kind: label, text: "}, id: x", id: b,
        font: {family: box, size: 10}}, {text: "👋 é", kind: label, id: c}, {id: d}]
      constraints: ["H:|[a(10)]", "V:|[a(10)]", b.top == a.bottom, "c.top == b.bottom + 1"]
      """
    let updated = try checkRoundTrip(text)
    #expect(
      updated == """
        window: {size: [100, 100]}
        views: [{id: a, frame: [0, 0, 10, 10], kind: view}, {kind: label, text: "}, id: x", id: b, frame: [0, 10, 80, 10],
          font: {family: box, size: 10}}, {text: "👋 é", kind: label, id: c, frame: [0, 21, 32, 21]}, {id: d, frame: [0, 0, 0, 0]}]
        constraints: ["H:|[a(10)]", "V:|[a(10)]", b.top == a.bottom, "c.top == b.bottom + 1"]
        """)
  }

  @Test func jsonKeepsItsPunctuation() throws {
    let compact =
      #"{"window":{"size":[100,100]},"views":[{"id":"a"},{"id":"b","frame":[0,0,0,0]}],"#
      + #""constraints":["H:|[a]|","V:|[a(10)]"]}"#
    #expect(
      try checkRoundTrip(compact)
        == #"{"window":{"size":[100,100]},"views":[{"id":"a","frame":[0,0,100,10]},"#
        + #"{"id":"b","frame":[0,0,0,0]}],"constraints":["H:|[a]|","V:|[a(10)]"]}"#)
    let pretty = """
      {
        "window": {"size": [100, 100]},
        "views": [
          {
            "id": "a",
            "kind": "view"
          },
          {"id": "b"}
        ],
        "constraints": ["H:|-(5)-[a(20)]", "V:|-(6)-[a(30)]"]
      }
      """
    #expect(
      try checkRoundTrip(pretty) == """
        {
          "window": {"size": [100, 100]},
          "views": [
            {
              "id": "a",
              "frame": [5, 6, 20, 30],
              "kind": "view"
            },
            {"id": "b", "frame": [0, 0, 0, 0]}
          ],
          "constraints": ["H:|-(5)-[a(20)]", "V:|-(6)-[a(30)]"]
        }
        """)
  }

  @Test func lineEndingsAndTheLastLineAreKept() throws {
    let text =
      "window: {size: [50, 50]}\r\nviews:\r\n  - id: a # c\r\n  - id: b\r\n"
      + "    frame: [1, 2, 3, 4]\r\n  - id: c"
    let updated = try checkRoundTrip(text)
    #expect(
      updated == "window: {size: [50, 50]}\r\nviews:\r\n  - id: a # c\r\n"
        + "    frame: [0, 0, 0, 0]\r\n  - id: b\r\n    frame: [1, 2, 3, 4]\r\n  - id: c\r\n"
        + "    frame: [0, 0, 0, 0]")
  }

  @Test func upToDateDocumentsComeBackIdentical() throws {
    let text = "window: {size: [50, 50]}\nviews:\n  - id: a\n    frame: [1.0, 2, 3e0, 4.0004]\n"
    #expect(try LayoutDocument.updatingFrames(in: text) == text)
    #expect(
      try LayoutDocument.updatingFrames(in: "window: {size: [50, 50]}\n")
        == "window: {size: [50, 50]}\n")
  }

  @Test(arguments: [
    // A frame through an alias, and the anchor it names.
    "window: {size: [50, 50]}\nviews:\n  - id: a\n    frame: &f [1, 2, 3, 4]\n  - id: b\n    frame: *f\n",
    "window: {size: [50, 50]}\nviews:\n  - id: a\n    frame: [&x 1, *x, 3, 4]\n",
    // A tagged frame, an id through an alias, a tagged view.
    "window: {size: [50, 50]}\nviews:\n  - id: a\n    frame: !!seq [1, 2, 3, 4]\n",
    "window: {size: [50, 50]}\nmetrics: {&n a: 1}\nviews:\n  - id: *n\n",
    "window: {size: [50, 50]}\nviews:\n  - !!map {id: a}\n",
    // An id written as a block scalar.
    "window: {size: [50, 50]}\nviews:\n  - id: |-\n      a\n",
  ])
  func documentsItCannotEditSafelyAreRefused(_ text: String) throws {
    _ = try LayoutDocument.load(text)
    #expect(throws: DocumentError.self) { try LayoutDocument.updatingFrames(in: text) }
  }

  @Test func randomlyStyledDocumentsRoundTrip() throws {
    for seed in UInt64(0)..<150 {
      var random = SplitMix64(state: seed)
      let text = styledDocument(&random)
      do {
        _ = try checkRoundTrip(text)
      } catch {
        Issue.record("seed \(seed): \(error)\n\(text)")
      }
    }
  }

  @Test func theCheckRefusesEditsThatChangeMoreThanFrames() throws {
    let text = "window: {size: [50, 50]}\nviews:\n  - id: a\n    kind: view\n"
    let root = try LayoutDocument.compose(text, file: nil)
    let kind = try #require(text.range(of: "kind: view"))
    let start = text.unicodeScalars.distance(from: text.startIndex, to: kind.lowerBound)
    var update = FrameUpdate(text: text, file: nil)
    update.expectedFrames["a"] = ["0", "0", "0", "0"]
    // A frame written over the kind: the kind is lost.
    update.edits = [.init(range: start..<start + 10, text: "frame: [0, 0, 0, 0]")]
    #expect(throws: DocumentError.self) { try update.verify(try update.applied(), original: root) }
    // The right place, the wrong frame.
    update.edits = [.init(range: start..<start, text: "frame: [0, 0, 0, 1]\n    ")]
    #expect(throws: DocumentError.self) { try update.verify(try update.applied(), original: root) }
    // Both right.
    update.edits = [.init(range: start..<start, text: "frame: [0, 0, 0, 0]\n    ")]
    try update.verify(try update.applied(), original: root)
  }

  /// Where scalar tokens end, as libYAML reads them.
  @Test(arguments: [
    ("a: b", 3, false, 4),
    ("a: b c  # d", 3, false, 6),
    ("a: b#c", 3, false, 6),
    ("a: b: c", 3, false, 4),
    ("a: b:c", 3, false, 6),
    ("{a: b, c: d}", 4, true, 5),
    ("{a: b}", 4, true, 5),
    ("[b ]", 1, true, 2),
    ("a: \"x\\\"y\" z", 3, false, 9),
    ("a: 'it''s' z", 3, false, 10),
    ("a: \"two\nlines\"", 3, false, 14),
    ("a: |\n  b", 3, false, -1),
    ("a: *x", 3, false, -1),
    ("a: \"open", 3, false, -1),
  ])
  func scalarTokensEnd(_ text: String, _ start: Int, _ inFlow: Bool, _ end: Int) {
    let source = FrameUpdate.SourceText(text)
    #expect(source.scalarEnd(from: start, inFlow: inFlow) == (end < 0 ? nil : end))
  }

  /// Marks are lines and columns counted in scalars, lines ended as YAML 1.1 ends them.
  @Test func marksAddressScalars() {
    let source = FrameUpdate.SourceText("é👋: 1\r\nb\rc\u{85}d\u{2028}e\n")
    #expect(source.lineStarts == [0, 7, 9, 11, 13, 15])
    #expect(source.offset(line: 1, column: 5) == 4)
    #expect(source.offset(line: 1, column: 8) == nil)
    #expect(source.offset(line: 5, column: 1) == 13)
    #expect(source.offset(line: 7, column: 1) == nil)
    #expect(source.column(of: 14) == 2)
    #expect(source.firstLineBreak == "\r\n")
  }

  @Test func loadErrorsPassThrough() {
    let text = "window: {size: [50, 50]}\nviews:\n  - id: a\n    frame: [1, 2]\n"
    var loadError: DocumentError?
    do { _ = try LayoutDocument.load(text, file: "x.yaml") } catch { loadError = error }
    #expect(loadError != nil)
    do {
      _ = try LayoutDocument.updatingFrames(in: text, file: "x.yaml")
      Issue.record("a document that does not load was updated")
    } catch {
      #expect(error == loadError)
    }
  }
}
