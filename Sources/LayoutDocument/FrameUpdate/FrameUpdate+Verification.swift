import AutoLayout
import Yams

extension FrameUpdate {
  /// Checks the edited text before it is handed back: it composes to the original document
  /// apart from the views' frames, every view carries the frame planned for it, and it
  /// loads.
  ///
  /// - Throws: ``DocumentError`` at line 1, column 1 when any of these fails: the editing
  ///   misread the text, and the document is refused rather than corrupted.
  func verify(_ result: String, original: Node) throws(DocumentError) {
    let root: Node
    do {
      root = try LayoutDocument.compose(result, file: reader.file)
    } catch {
      throw failure("the edited text does not read (\(error.message))")
    }
    guard Self.strippingFrames(root) == Self.strippingFrames(original) else {
      throw failure("the edit would change more than the frames")
    }
    var checked = 0
    for element in Self.viewElements(of: root) {
      guard let mapping = element.mapping,
        let id = mapping.first(where: { $0.key.scalar?.string == "id" })?.value.scalar?.string,
        let expected = expectedFrames[id]
      else { continue }
      let frame = mapping.first { $0.key.scalar?.string == "frame" }?.value.sequence
      let written = frame?.compactMap { $0.scalar.flatMap { Double($0.string) } }
      guard let written, written.map({ LengthText.format($0) }) == expected else {
        throw failure("view \"\(id)\" did not get its frame")
      }
      checked += 1
    }
    guard checked == expectedFrames.count else {
      throw failure("a view was found twice or not at all")
    }
    do {
      _ = try LayoutDocument.load(result, file: reader.file)
    } catch {
      throw failure("the edited text does not load (\(error.message))")
    }
  }

  /// An error saying the update was refused because `reason`.
  func failure(_ reason: String) -> DocumentError {
    reader.error(nil, "cannot update frames safely: \(reason)")
  }

  /// `root` without the `frame:` entries of its views, for comparing documents apart from
  /// their frames (Yams compares nodes by content and tag, not by style or place).
  static func strippingFrames(_ root: Node) -> Node {
    guard let mapping = root.mapping else { return root }
    let pairs = mapping.map { pair -> (Node, Node) in
      guard pair.key.scalar?.string == "views", let sequence = pair.value.sequence else {
        return (pair.key, pair.value)
      }
      let elements = sequence.map { element -> Node in
        guard let view = element.mapping else { return element }
        let kept = view.filter { $0.key.scalar?.string != "frame" }.map { ($0.key, $0.value) }
        return .mapping(Node.Mapping(kept, view.tag))
      }
      return (pair.key, .sequence(Node.Sequence(Array(elements), sequence.tag)))
    }
    return .mapping(Node.Mapping(pairs, mapping.tag))
  }
}
