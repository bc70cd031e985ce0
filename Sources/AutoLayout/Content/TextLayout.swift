import Foundation
import TextMetrics

/// Breaks text into lines the way a label draws it: paragraphs at newlines, words wrapped
/// greedily at spaces, a word wider than the line broken between characters, at most
/// `maximumLines` lines (0: no limit), the last one truncated with "…" when text is left
/// over and `truncating` is set.
struct TextLayout {
  let measurer: any TextMeasuring
  let font: FontSpec
  /// Whether lines break between any two characters rather than at spaces.
  var byCharacters = false
  /// Where a truncated line loses its text.
  var truncation = Truncation.tail
  /// Whether kerning pairs adjust the widths.
  var kerning = true

  enum Truncation { case head, middle, tail }

  func width(_ text: Substring) -> Double {
    measurer.width(of: text, font: font, kerning: kerning)
  }

  /// The lines of `text` within `width` (infinity: only hard line breaks).
  func lines(
    of text: String, width: Double, maximumLines: Int, truncating: Bool
  ) -> [Substring] {
    var lines: [Substring] = []
    var leftOver = false
    paragraphs: for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      for line in wrap(paragraph, width: width) {
        if maximumLines > 0, lines.count == maximumLines {
          leftOver = true
          break paragraphs
        }
        lines.append(line)
      }
    }
    if truncating, var last = lines.last {
      if leftOver {
        // The last visible line holds all the text that is left, cut where it stops fitting.
        last = Substring(text[last.startIndex...].replacingOccurrences(of: "\n", with: " "))
      }
      if leftOver || self.width(last) > width {
        lines[lines.count - 1] = truncate(last, to: width, always: leftOver)
      }
    }
    return lines
  }

  /// One paragraph wrapped at spaces; words too wide for a line are broken between
  /// characters.
  private func wrap(_ paragraph: Substring, width: Double) -> [Substring] {
    if !width.isFinite || self.width(paragraph) <= width { return [paragraph] }
    if byCharacters { return wrapByCharacters(paragraph, width: width) }
    var lines: [Substring] = []
    var start = paragraph.startIndex
    var lineEnd = start  // end of the last word that fits
    var i = paragraph.startIndex
    while i <= paragraph.endIndex {
      let atBreak = i == paragraph.endIndex || paragraph[i] == " "
      if atBreak {
        if self.width(paragraph[start..<i]) <= width {
          lineEnd = i
        } else if lineEnd > start {
          lines.append(paragraph[start..<lineEnd])
          start = paragraph.index(after: lineEnd)
          lineEnd = start
          continue  // re-examine the current word on the new line
        } else {
          // A single word wider than the line: break it between characters.
          var end = start
          while end < i, self.width(paragraph[start...end]) <= width {
            end = paragraph.index(after: end)
          }
          if end == start { end = paragraph.index(after: start) }
          lines.append(paragraph[start..<end])
          start = end
          lineEnd = start
          continue
        }
      }
      if i == paragraph.endIndex { break }
      i = paragraph.index(after: i)
    }
    if start < paragraph.endIndex { lines.append(paragraph[start...]) }
    return lines
  }

  /// A paragraph filled greedily with characters, at least one per line.
  private func wrapByCharacters(_ paragraph: Substring, width: Double) -> [Substring] {
    var lines: [Substring] = []
    var start = paragraph.startIndex
    while start < paragraph.endIndex {
      var end = paragraph.index(after: start)
      while end < paragraph.endIndex, self.width(paragraph[start...end]) <= width {
        end = paragraph.index(after: end)
      }
      lines.append(paragraph[start..<end])
      start = end
    }
    return lines
  }

  /// The line cut to fit `width` with "…" where text was removed (at its head, middle or
  /// tail).
  func truncate(_ line: Substring, to width: Double, always: Bool) -> Substring {
    let ellipsis = "…"
    if !always, self.width(line) <= width { return line }
    let characters = Array(line)
    // Keep as many characters as fit, removing them from the chosen end (or alternately
    // from both sides of the middle).
    var keep = characters.count
    while keep > 0 {
      let candidate: String
      switch truncation {
      case .tail:
        candidate = String(characters[..<keep]).trimmingCharacters(in: .whitespaces) + ellipsis
      case .head:
        candidate =
          ellipsis
          + String(characters[(characters.count - keep)...]).trimmingCharacters(in: .whitespaces)
      case .middle:
        let front = (keep + 1) / 2
        let back = keep - front
        candidate =
          String(characters[..<front]) + ellipsis + String(characters[(characters.count - back)...])
      }
      if self.width(Substring(candidate)) <= width { return Substring(candidate) }
      keep -= 1
    }
    return Substring(ellipsis)
  }
}
