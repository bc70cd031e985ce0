import AutoLayout
import Foundation
import Yams

extension LayoutDocument {
  /// Interface Builder's "Update Frames": the document's text with every view's `frame:` set
  /// to the frame the layout solved, and nothing else changed.
  ///
  /// The document is loaded on its own device. Each view of the top-level `views:` list
  /// gets its solved frame (the superview's coordinates, `[x, y, width, height]`, numbers
  /// with at most three decimals) written into the text:
  /// - a view with a `frame:` has the numbers that differ rewritten in place, whatever the
  ///   frame's style (`[…]` on one line or several, a block list, quoted numbers);
  /// - a view without one gets a `frame:` entry right after its `id:` entry: a new line at
  ///   the indentation of `id:` in a block mapping, `, frame: […]` in a flow mapping
  ///   (`{id: a, kind: label}`), and `"frame": […]` in JSON.
  ///
  /// Comments, key order, quoting, blank lines, indentation and line breaks are kept byte
  /// for byte; a document whose frames are already up to date comes back identical, so
  /// running the update twice changes nothing the second time. Views nothing sizes still
  /// get their (zero) frames, as Interface Builder writes them.
  ///
  /// The edited text is composed and loaded again before it is returned; it must describe
  /// the same document apart from the frames, and carry the solved frames.
  ///
  /// - Parameters:
  ///   - text: the document, YAML or JSON.
  ///   - file: the file name to put in error messages.
  /// - Returns: the updated text.
  /// - Throws: ``DocumentError`` when the document does not load, and when it cannot be
  ///   edited safely: a frame or id written through an alias, anchor or tag, an id written
  ///   as a block scalar, or a solved frame too large to write.
  public static func updatingFrames(
    in text: String, file: String? = nil
  ) throws(DocumentError) -> String {
    if text.hasPrefix("\u{FEFF}") {
      return "\u{FEFF}" + (try updatingFrames(in: String(text.dropFirst()), file: file))
    }
    let root = try compose(text, file: file)
    let loaded = try load(text, file: file)
    var update = FrameUpdate(text: text, file: file)
    try update.plan(root: root, loaded: loaded)
    guard !update.edits.isEmpty else { return text }
    let result = try update.applied()
    try update.verify(result, original: root)
    return result
  }
}

/// Writes solved frames into a document's text: plans edits from the composed nodes and
/// their marks, applies them, and checks the result (``LayoutDocument/updatingFrames(in:file:)``).
struct FrameUpdate {
  /// A replacement of the scalars in `range` (empty for an insertion) by `text`.
  struct Edit {
    var range: Range<Int>
    var text: String
  }

  /// The document's text.
  let source: SourceText
  /// Reads nodes and makes errors at their marks.
  let reader: NodeReader
  /// The edits to make, in no particular order.
  var edits: [Edit] = []
  /// The frame each view must have in the result, as written (`LengthText`), by view id.
  var expectedFrames: [String: [String]] = [:]

  init(text: String, file: String?) {
    source = SourceText(text)
    reader = NodeReader(file: file)
  }

  /// Plans the edits that write `loaded`'s solved frames into the views of `root`.
  mutating func plan(root: Node, loaded: LoadedDocument) throws(DocumentError) {
    for element in Self.viewElements(of: root) {
      guard let mapping = element.mapping else { continue }
      var idPair: (key: Node, value: Node)?
      var framePair: (key: Node, value: Node)?
      for (key, value) in mapping {
        switch key.scalar?.string {
        case "id": idPair = (key, value)
        case "frame": framePair = (key, value)
        default: break
        }
      }
      guard let idPair, let id = idPair.value.scalar?.string, let view = loaded.views[id] else {
        continue
      }
      // Standardized, as `frames` prints it and the misplaced check compares it (and as the
      // loader accepts it: a design frame's size is never negative).
      let frame = view.frame
      let numbers = [frame.minX, frame.minY, frame.width, frame.height]
      // The loader accepts any finite number; a solved frame this far out is refused rather
      // than written back.
      guard numbers.allSatisfy({ $0.isFinite && abs($0) < 1e15 }) else {
        throw reader.error(
          idPair.value, "cannot update frames: the solved frame of view \"\(id)\" is out of range")
      }
      let texts = numbers.map { LengthText.format($0) }
      expectedFrames[id] = texts
      if let framePair {
        try replaceFrame(framePair, with: texts, in: element, viewID: id)
      } else {
        try insertFrame(texts, after: idPair, in: element, viewID: id)
      }
    }
  }

  /// The elements of the top-level `views:` list.
  static func viewElements(of root: Node) -> [Node] {
    guard let mapping = root.mapping else { return [] }
    for (key, value) in mapping where key.scalar?.string == "views" {
      return value.sequence.map { Array($0) } ?? []
    }
    return []
  }

  /// An error saying the frame of `viewID` cannot be edited safely, at `node`.
  func refusal(_ node: Node, _ viewID: String, _ reason: String) -> DocumentError {
    reader.error(node, "cannot update the frame of view \"\(viewID)\" safely: \(reason)")
  }

  /// Where the value of the entry `key: value` starts, checked against the text: the key is
  /// a scalar written there, and the value follows its `:` (so neither is an alias to a node
  /// elsewhere, nor carries an anchor or a tag).
  func valueStart(
    of pair: (key: Node, value: Node), inFlow: Bool, viewID: String
  ) throws(DocumentError) -> (keyRange: Range<Int>, value: Int) {
    guard let keyStart = source.offset(of: pair.key.mark),
      let keyEnd = source.scalarEnd(from: keyStart, inFlow: inFlow)
    else {
      throw refusal(pair.key, viewID, "the key is not a plain or quoted word")
    }
    var index = source.skipSeparation(from: keyEnd, acrossLines: true)
    guard source[index] == ":" else {
      throw refusal(pair.key, viewID, "expected \":\" after the key")
    }
    index = source.skipSeparation(from: index + 1, acrossLines: true)
    guard index == source.offset(of: pair.value.mark), let first = source[index] else {
      throw refusal(pair.value, viewID, "the value is not written after its key (an alias?)")
    }
    guard !["&", "!", "*"].contains(first) else {
      throw refusal(pair.value, viewID, "the value has an anchor (&) or a tag (!)")
    }
    return (keyStart..<keyEnd, index)
  }

  /// The range of the scalar token `node`, checked: a plain token must read as the scalar's
  /// text, which also refuses a plain scalar folded over several lines.
  func scalarRange(
    _ node: Node, inFlow: Bool, viewID: String
  ) throws(DocumentError) -> Range<Int> {
    guard let scalar = node.scalar, let start = source.offset(of: node.mark),
      let end = source.scalarEnd(from: start, inFlow: inFlow)
    else {
      throw refusal(node, viewID, "expected a plain or quoted scalar written in place")
    }
    if scalar.style == .plain || scalar.style == .any,
      source.string(start..<end) != scalar.string
    {
      throw refusal(node, viewID, "cannot tell where \"\(scalar.string)\" ends in the text")
    }
    return start..<end
  }

  /// Rewrites the numbers of an existing `frame:` that differ from `texts`, in place and in
  /// their own quoting.
  mutating func replaceFrame(
    _ pair: (key: Node, value: Node), with texts: [String], in element: Node, viewID: String
  ) throws(DocumentError) {
    guard let sequence = pair.value.sequence, sequence.count == texts.count else {
      throw refusal(pair.value, viewID, "the frame is not a list of 4 numbers")
    }
    let mapIsFlow = try isFlowMapping(element, viewID: viewID)
    let start = try valueStart(of: pair, inFlow: mapIsFlow, viewID: viewID).value
    let inFlow = source[start] == "["
    guard inFlow || source[start] == "-" else {
      throw refusal(pair.value, viewID, "the frame is not a list of 4 numbers")
    }
    var previousEnd = start
    for (element, text) in zip(sequence, texts) {
      let range = try scalarRange(element, inFlow: inFlow, viewID: viewID)
      guard range.lowerBound > previousEnd else {
        throw refusal(element, viewID, "a number in the frame is an alias (*)")
      }
      previousEnd = range.upperBound
      // A number LengthText cannot print exactly is not the solved one, which it can.
      if let old = element.scalar.flatMap({ Double($0.string) }), old.isFinite, abs(old) < 1e15,
        LengthText.format(old) == text
      {
        continue
      }
      let quote: String
      switch source[range.lowerBound] {
      case "\"": quote = "\""
      case "'": quote = "'"
      default: quote = ""
      }
      edits.append(Edit(range: range, text: quote + text + quote))
    }
  }

  /// Whether the view mapping `element` is a flow mapping (`{…}`) rather than a block one.
  ///
  /// Yams does not keep a collection's style, so the text at the mapping's mark says: a
  /// flow mapping starts at its `{`, a block mapping at its first key.
  func isFlowMapping(_ element: Node, viewID: String) throws(DocumentError) -> Bool {
    guard let start = source.offset(of: element.mark), let first = source[start] else {
      throw refusal(element, viewID, "the view has no place in the text")
    }
    guard !["&", "!", "*", "?"].contains(first) else {
      throw refusal(element, viewID, "the view has an anchor (&), a tag (!) or an explicit key (?)")
    }
    return first == "{"
  }

  /// Inserts `frame: […]` after the view's `id:` entry.
  mutating func insertFrame(
    _ texts: [String], after idPair: (key: Node, value: Node), in element: Node, viewID: String
  ) throws(DocumentError) {
    guard let mapStart = source.offset(of: element.mark) else {
      throw refusal(element, viewID, "the view has no place in the text")
    }
    let inFlow = try isFlowMapping(element, viewID: viewID)
    let (keyRange, valueStart) = try valueStart(of: idPair, inFlow: inFlow, viewID: viewID)
    guard valueStart >= mapStart else {
      throw refusal(idPair.value, viewID, "the id is not written inside the view")
    }
    let valueEnd = try scalarRange(idPair.value, inFlow: inFlow, viewID: viewID).upperBound
    let key: String
    switch source[keyRange.lowerBound] {
    case "\"": key = "\"frame\""
    case "'": key = "'frame'"
    default: key = "frame"
    }
    // Compact JSON (`"id":"a"`) gets compact punctuation.
    let compact = source.string(keyRange.upperBound..<valueStart) == ":"
    let separator = compact ? "," : ", "
    let entry = "\(key):\(compact ? "" : " ")[\(texts.joined(separator: separator))]"
    let indent = String(repeating: " ", count: source.column(of: keyRange.lowerBound) - 1)
    let keyStartsLine = source.string(
      source.lineStart(of: keyRange.lowerBound)..<keyRange.lowerBound
    ).unicodeScalars.allSatisfy(SourceText.isBlank)

    if !inFlow {
      let lineEnd = source.skipSeparation(from: valueEnd, acrossLines: false)
      let breakLength = source.breakLength(at: lineEnd)
      if lineEnd == source.count {
        edits.append(
          Edit(range: lineEnd..<lineEnd, text: source.firstLineBreak + indent + entry))
      } else if breakLength > 0 {
        let lineBreak = source.string(lineEnd..<lineEnd + breakLength)
        let next = lineEnd + breakLength
        edits.append(Edit(range: next..<next, text: indent + entry + lineBreak))
      } else {
        throw refusal(idPair.value, viewID, "expected the end of the line after the id")
      }
      return
    }
    // One entry per line (`{\n  "id": "a",\n  "kind": …`): a line of its own after the id's.
    let comma = source.skipSeparation(from: valueEnd, acrossLines: false)
    if keyStartsLine, source[comma] == "," {
      let lineEnd = source.skipSeparation(from: comma + 1, acrossLines: false)
      let breakLength = source.breakLength(at: lineEnd)
      if breakLength > 0 {
        let lineBreak = source.string(lineEnd..<lineEnd + breakLength)
        let next = lineEnd + breakLength
        edits.append(Edit(range: next..<next, text: indent + entry + "," + lineBreak))
        return
      }
    }
    edits.append(Edit(range: valueEnd..<valueEnd, text: separator + entry))
  }

  /// The text with the edits made.
  ///
  /// - Throws: ``DocumentError`` when two edits overlap (a frame found twice).
  func applied() throws(DocumentError) -> String {
    let sorted = edits.sorted { $0.range.lowerBound < $1.range.lowerBound }
    var result = String.UnicodeScalarView()
    var position = 0
    for edit in sorted {
      guard edit.range.lowerBound >= position else {
        throw reader.error(nil, "cannot update frames safely: two edits overlap")
      }
      result.append(contentsOf: source.scalars[position..<edit.range.lowerBound])
      result.append(contentsOf: edit.text.unicodeScalars)
      position = edit.range.upperBound
    }
    result.append(contentsOf: source.scalars[position...])
    return String(result)
  }
}
