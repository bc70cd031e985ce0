/// Prepares an SVG document for inlining into an HTML page next to other SVGs.
///
/// Inline SVGs share the page's id namespace, so two drawings with a `clip-1` would clip
/// each other's views; each drawing's ids, and the references to them, get a prefix.
enum SVGEmbedding {
  /// `svg` without its XML declaration, every `id` attribute and `url(#…)` or `href="#…"`
  /// reference inside a tag prefixed with `prefix`. Text between tags and comments is left
  /// alone.
  static func inline(_ svg: String, idPrefix prefix: String) -> String {
    var text = Substring(svg)
    if text.hasPrefix("<?xml"), let end = text.range(of: "?>") {
      text = text[end.upperBound...]
    }
    while let first = text.first, first.isWhitespace { text.removeFirst() }
    let bytes = Array(text.utf8)
    let prefixBytes = Array(prefix.utf8)
    let comment = Array("<!--".utf8)
    let commentEnd = Array("-->".utf8)
    // Each pattern ends where the id begins; an `id` attribute must follow whitespace (not
    // be the end of `data-id`).
    let attributes = ["id=\"", "id='"].map { Array($0.utf8) }
    let references = ["url(#", "href=\"#", "href='#"].map { Array($0.utf8) }
    let spaces: Set<UInt8> = [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t")]
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + 64)
    var index = 0
    var inTag = false
    func matches(_ pattern: [UInt8], at position: Int) -> Bool {
      guard position + pattern.count <= bytes.count else { return false }
      return bytes[position..<(position + pattern.count)].elementsEqual(pattern)
    }
    while index < bytes.count {
      if !inTag {
        if matches(comment, at: index) {
          var end = index + comment.count
          while end < bytes.count, !matches(commentEnd, at: end) { end += 1 }
          end = min(bytes.count, end + commentEnd.count)
          out.append(contentsOf: bytes[index..<end])
          index = end
          continue
        }
        if bytes[index] == UInt8(ascii: "<") { inTag = true }
        out.append(bytes[index])
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: ">") {
        inTag = false
        out.append(bytes[index])
        index += 1
        continue
      }
      let afterSpace = index > 0 && spaces.contains(bytes[index - 1])
      let found =
        afterSpace
        ? attributes.first { matches($0, at: index) } ?? references.first { matches($0, at: index) }
        : references.first { matches($0, at: index) }
      if let pattern = found {
        out.append(contentsOf: pattern)
        out.append(contentsOf: prefixBytes)
        index += pattern.count
        continue
      }
      out.append(bytes[index])
      index += 1
    }
    return String(decoding: out, as: UTF8.self)
  }
}
