import Yams

extension FrameUpdate {
  /// A document's text as Unicode scalars, addressed the way libYAML marks nodes: lines and
  /// columns from 1, columns counted in scalars, lines ended by `\r\n`, `\r`, `\n`, NEL, LS
  /// or PS (YAML 1.1 line breaks), a leading byte-order mark not counted.
  ///
  /// The scanning here is deliberately narrow: it finds where one scalar token ends, and
  /// skips the blanks, comments and line breaks between tokens. Everything it finds is
  /// checked against what Yams composed, and the edited text is composed again, so a
  /// misreading becomes a refusal, never a corrupted document.
  struct SourceText {
    /// The text's scalars.
    let scalars: [Unicode.Scalar]
    /// The offset of each line's first scalar; line 1 is at index 0.
    let lineStarts: [Int]

    init(_ text: String) {
      let scalars = Array(text.unicodeScalars)
      var starts = [scalars.first == "\u{FEFF}" ? 1 : 0]
      var index = 0
      while index < scalars.count {
        if scalars[index] == "\r", index + 1 < scalars.count, scalars[index + 1] == "\n" {
          index += 2
          starts.append(index)
        } else {
          index += 1
          if Self.isBreak(scalars[index - 1]) { starts.append(index) }
        }
      }
      self.scalars = scalars
      lineStarts = starts
    }

    /// The number of scalars.
    var count: Int { scalars.count }

    /// The scalar at `index`, or nil past the end.
    subscript(index: Int) -> Unicode.Scalar? {
      index >= 0 && index < scalars.count ? scalars[index] : nil
    }

    /// The text of `range`.
    func string(_ range: Range<Int>) -> String {
      var result = String.UnicodeScalarView()
      result.append(contentsOf: scalars[range])
      return String(result)
    }

    /// The offset `mark` points at, or nil when it is not inside the text.
    func offset(of mark: Mark?) -> Int? {
      mark.flatMap { offset(line: $0.line, column: $0.column) }
    }

    /// The offset of `line`:`column` (from 1), or nil when it is not inside the text.
    func offset(line: Int, column: Int) -> Int? {
      guard line >= 1, line <= lineStarts.count, column >= 1 else { return nil }
      let offset = lineStarts[line - 1] + column - 1
      let lineEnd = line < lineStarts.count ? lineStarts[line] : scalars.count
      return offset < lineEnd ? offset : nil
    }

    /// The offset of the first scalar of the line holding `offset`.
    func lineStart(of offset: Int) -> Int {
      var low = 0
      var high = lineStarts.count - 1
      while low < high {
        let middle = (low + high + 1) / 2
        if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
      }
      return lineStarts[low]
    }

    /// The column of `offset`, from 1, counted as libYAML counts it.
    func column(of offset: Int) -> Int {
      offset - lineStart(of: offset) + 1
    }

    /// How many scalars the line break at `index` takes: 2 for `\r\n`, 1 for another
    /// break, 0 when there is none.
    func breakLength(at index: Int) -> Int {
      guard let scalar = self[index] else { return 0 }
      if scalar == "\r", self[index + 1] == "\n" { return 2 }
      return Self.isBreak(scalar) ? 1 : 0
    }

    /// The text's first line break, or `\n` when it has none.
    var firstLineBreak: String {
      for index in scalars.indices where breakLength(at: index) > 0 {
        return string(index..<index + breakLength(at: index))
      }
      return "\n"
    }

    /// Whether `scalar` breaks a line in YAML 1.1.
    static func isBreak(_ scalar: Unicode.Scalar) -> Bool {
      ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"].contains(scalar)
    }

    /// Whether `scalar` is a space or a tab.
    static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
      scalar == " " || scalar == "\t"
    }

    /// Whether `scalar` ends a plain scalar inside `[…]` or `{…}`.
    static func isFlowIndicator(_ scalar: Unicode.Scalar) -> Bool {
      [",", "[", "]", "{", "}"].contains(scalar)
    }

    /// Whether the position `index` is blank: a space, a tab, a line break or the end.
    func isBlankOrEnd(at index: Int) -> Bool {
      guard let scalar = self[index] else { return true }
      return Self.isBlank(scalar) || Self.isBreak(scalar)
    }

    /// The end (exclusive) of the scalar token starting at `start`: a quoted scalar through
    /// its closing quote, a plain one to the end of its first line's text. Nil for block
    /// scalars (`|`, `>`), node properties and aliases (`&`, `!`, `*`), and quotes that do
    /// not close.
    func scalarEnd(from start: Int, inFlow: Bool) -> Int? {
      guard let first = self[start] else { return nil }
      switch first {
      case "\"":
        var index = start + 1
        while let scalar = self[index] {
          if scalar == "\\" {
            index += 2
          } else if scalar == "\"" {
            return index + 1
          } else {
            index += 1
          }
        }
        return nil
      case "'":
        var index = start + 1
        while let scalar = self[index] {
          if scalar == "'" {
            if self[index + 1] == "'" {
              index += 2
              continue
            }
            return index + 1
          }
          index += 1
        }
        return nil
      case "|", ">", "&", "!", "*":
        return nil
      default:
        return plainScalarEnd(from: start, inFlow: inFlow)
      }
    }

    /// The end of a plain scalar's text on its first line, trailing blanks left out
    /// (libYAML's `yaml_parser_scan_plain_scalar` stopping rules).
    func plainScalarEnd(from start: Int, inFlow: Bool) -> Int? {
      var index = start
      var end = start
      while let scalar = self[index], !Self.isBreak(scalar) {
        if scalar == ":" {
          if isBlankOrEnd(at: index + 1) { break }
          if inFlow, let next = self[index + 1], Self.isFlowIndicator(next) { break }
        }
        if scalar == "#", index > start, let previous = self[index - 1], Self.isBlank(previous) {
          break
        }
        if inFlow, Self.isFlowIndicator(scalar) { break }
        if !Self.isBlank(scalar) { end = index + 1 }
        index += 1
      }
      return end > start ? end : nil
    }

    /// The offset after blanks and comments from `index`, and after line breaks too when
    /// `acrossLines`.
    func skipSeparation(from index: Int, acrossLines: Bool) -> Int {
      var index = index
      while let scalar = self[index] {
        if Self.isBlank(scalar) {
          index += 1
        } else if scalar == "#", index == 0 || isBlankOrEnd(at: index - 1) {
          while let next = self[index], !Self.isBreak(next) { index += 1 }
        } else if acrossLines, breakLength(at: index) > 0 {
          index += breakLength(at: index)
        } else {
          break
        }
      }
      return index
    }
  }
}
