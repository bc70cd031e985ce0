/// Undoes what pasting a log into an issue, a forum or a chat does to its lines: quote
/// prefixes (`> `), Markdown escapes (`\<`, `\>`, `\_`), HTML entities (`&lt;`), carriage
/// returns, and lines too long to be a log line.
///
/// Timestamps and process prefixes (`2019-06-06 22:28:25.696300+0200 App[11996:175318]
/// [LayoutConstraints] `, `<Warning>: `, `11/15/14 7:37:32.893 AM App[23288]: `) need no
/// cleaning: the reader finds the parts of a log anywhere in a line.
enum LogLineCleaner {
  /// The longest line read: a constraint description is a few hundred characters; a longer
  /// line is reported as unreadable instead of being scanned.
  static let maximumLength = 20_000

  /// `line` cleaned, or `nil` when it is too long to be a line of a log.
  static func clean(_ line: Substring) -> String? {
    guard line.utf8.count <= maximumLength else { return nil }
    var text = Substring(line)
    if text.hasSuffix("\r") { text = text.dropLast() }
    // Quote prefixes: `> `, `>> `, `> > `, each `>` with an optional space after it.
    var rest = text.drop { $0 == " " }
    if rest.first == ">" {
      while rest.first == ">" {
        rest = rest.dropFirst()
        if rest.first == " " { rest = rest.dropFirst() }
      }
      text = rest
    }
    var result = String(text)
    if result.contains("\\") { result = unescapingMarkdown(result) }
    if result.contains("&") { result = decodingEntities(result) }
    return result
  }

  /// `\` before ASCII punctuation dropped (Markdown's escapes); `\` before a letter kept, as
  /// in a label's `\U00fc` or `\n`.
  static func unescapingMarkdown(_ text: String) -> String {
    var result = ""
    var pending = false
    for c in text {
      if pending {
        if !(c.isASCII && c.isPunctuation || c.isASCII && c.isSymbol) { result.append("\\") }
        result.append(c)
        pending = false
      } else if c == "\\" {
        pending = true
      } else {
        result.append(c)
      }
    }
    if pending { result.append("\\") }
    return result
  }

  /// `&lt;`, `&gt;`, `&quot;`, `&#39;` and `&amp;` decoded, as a web page's copy has them.
  static func decodingEntities(_ text: String) -> String {
    var result = text
    for (entity, character) in [
      ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&"),
    ] {
      result = result.replacing(entity, with: character)
    }
    return result
  }
}
