import Foundation
import Yams

/// Reads typed values out of Yams nodes; every failure is a `DocumentError` at the node's
/// line and column saying what was expected.
struct NodeReader {
  /// The document's file name, for error messages.
  var file: String?
  /// The document's lines (without their line breaks), to place errors inside scalars.
  var lines: [Substring] = []

  /// A reader for the document `text` from `file`.
  init(file: String?, text: String = "") {
    self.file = file
    lines = text.split(separator: "\n", omittingEmptySubsequences: false)
  }

  /// Line `number` (from 1) of the document, if it has one.
  func line(_ number: Int) -> Substring? {
    number >= 1 && number <= lines.count ? lines[number - 1] : nil
  }

  /// An error at `node` (line 1, column 1 when the node has no mark).
  func error(_ node: Node?, _ message: String) -> DocumentError {
    DocumentError(
      line: node?.mark?.line ?? 1, column: node?.mark?.column ?? 1, message: message, file: file)
  }

  /// The pairs of a mapping with string keys, checked against `known` keys.
  func mapping(
    _ node: Node, _ what: String, known: [String]
  ) throws(DocumentError) -> [(
    key: String, keyNode: Node, value: Node
  )] {
    guard let mapping = node.mapping else {
      throw error(node, "expected \(what) (a mapping of \(known.joined(separator: ", ")))")
    }
    var result: [(key: String, keyNode: Node, value: Node)] = []
    for (keyNode, value) in mapping {
      guard let key = keyNode.scalar?.string else {
        throw error(keyNode, "expected a key of \(what)")
      }
      guard known.contains(key) else {
        throw error(
          keyNode,
          "unknown key \"\(key)\" in \(what); expected one of \(known.joined(separator: ", "))")
      }
      result.append((key, keyNode, value))
    }
    return result
  }

  /// A scalar's text.
  func string(_ node: Node, _ what: String) throws(DocumentError) -> String {
    guard let scalar = node.scalar else { throw error(node, "expected \(what) (a string)") }
    return scalar.string
  }

  /// A finite number.
  func number(_ node: Node, _ what: String) throws(DocumentError) -> Double {
    guard let text = node.scalar?.string, let value = Double(text), value.isFinite else {
      throw error(node, "expected \(what) (a number)")
    }
    return value
  }

  /// A whole number.
  func integer(_ node: Node, _ what: String) throws(DocumentError) -> Int {
    guard let text = node.scalar?.string, let value = Int(text) else {
      throw error(node, "expected \(what) (a whole number)")
    }
    return value
  }

  /// `true` or `false` (also `yes` and `no`).
  func bool(_ node: Node, _ what: String) throws(DocumentError) -> Bool {
    switch node.scalar?.string.lowercased() {
    case "true", "yes": return true
    case "false", "no": return false
    default: throw error(node, "expected \(what) (true or false)")
    }
  }

  /// A sequence of exactly `count` numbers.
  func numbers(_ node: Node, count: Int, _ what: String) throws(DocumentError) -> [Double] {
    guard let sequence = node.sequence, sequence.count == count else {
      throw error(node, "expected \(what) (a list of \(count) numbers)")
    }
    var result: [Double] = []
    for element in sequence {
      result.append(try number(element, "a number in \(what)"))
    }
    return result
  }

  /// A sequence's elements.
  func sequence(_ node: Node, _ what: String) throws(DocumentError) -> [Node] {
    guard let sequence = node.sequence else { throw error(node, "expected \(what) (a list)") }
    return Array(sequence)
  }
}
