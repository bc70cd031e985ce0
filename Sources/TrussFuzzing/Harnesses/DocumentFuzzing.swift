import Foundation
import LayoutDocument

/// The layout document targets (YAML and JSON): a document loaded and laid out, its frames
/// printed, checked (text and JSON reports), and its frames written back twice.
///
/// What must hold: a rejected document's error has a message and a place (line and column
/// from 1); a loaded one loads again to the same frames (determinism); its JSON check
/// report is valid JSON; writing the frames back gives a text or a placed error, and
/// writing them back again changes nothing (the update is a fixed point).
enum DocumentFuzzing {
  static func check(_ text: String, file: String) -> [String] {
    let loaded: LoadedDocument
    do {
      loaded = try LayoutDocument.load(text, file: file)
    } catch {
      return errorProblems(error, "loading")
    }
    var problems: [String] = []
    let frames = loaded.framesTable()
    let report = loaded.check()
    _ = report.text()
    if (try? JSONSerialization.jsonObject(with: Data(report.json().utf8))) == nil {
      problems.append("the check's JSON report is not JSON:\n\(report.json())")
    }
    do {
      let again = try LayoutDocument.load(text, file: file)
      if again.framesTable() != frames {
        problems.append("a second load laid the document out differently")
      }
    } catch {
      problems.append("the document loaded once, then failed: \(error)")
    }
    let updated: String
    do {
      updated = try LayoutDocument.updatingFrames(in: text, file: file)
    } catch {
      return problems + errorProblems(error, "updating frames")
    }
    do {
      let twice = try LayoutDocument.updatingFrames(in: updated, file: file)
      if twice != updated {
        problems.append("a second frame update changed the text:\n\(updated)\n---\n\(twice)")
      }
    } catch {
      problems.append("the updated text does not update again: \(error)\n\(updated)")
    }
    return problems
  }

  static func errorProblems(_ error: DocumentError, _ what: String) -> [String] {
    var problems: [String] = []
    if error.line < 1 || error.column < 1 {
      problems.append("\(what): an error without a place: \(error)")
    }
    if error.message.isEmpty { problems.append("\(what): an error without a message") }
    return problems
  }
}
