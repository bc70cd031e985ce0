import ArgumentParser
import Foundation
import LayoutDocument
import LayoutRendering
import Truss

/// `truss gallery -o FILE.html`: every example document, as designed and on every device
/// profile in both orientations, on one self-contained HTML page, with the `check` results
/// beside each layout.
///
/// Exit status: 0 when the page was written (problems found in the examples are shown, not
/// failed on), 2 for bad input.
struct Gallery: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Draw every example document on every device into one HTML page.",
    discussion: """
      Reads the .yaml, .yml and .json documents of --examples (Examples/documents by \
      default) in name order, the broken-* ones last. Each gets a section: the layout on its own device first, then \
      every device profile in portrait and landscape, each with its check results. \
      Documents that fail to load are shown with their error.
      """
  )

  @Option(name: .shortAndLong, help: "The HTML file to write, or '-' for standard output.")
  var output: String

  @Option(help: "The directory of example documents.")
  var examples = "Examples/documents"

  @Flag(help: "No progress lines on standard error.")
  var quiet = false

  /// The documents of `directory`, in name order with `broken-*` last; exits with status 2 when there are none.
  static func documents(in directory: String) -> [String] {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: directory)
    } catch {
      CommandFailure.exit("cannot read the directory '\(directory)'")
    }
    // Name order, with the deliberately broken examples (`broken-*`) after the others.
    let documents = names.filter { name in
      ["yaml", "yml", "json"].contains(URL(fileURLWithPath: name).pathExtension.lowercased())
    }.sorted { ($0.hasPrefix("broken-") ? 1 : 0, $0) < ($1.hasPrefix("broken-") ? 1 : 0, $1) }
    guard !documents.isEmpty else {
      CommandFailure.exit("no layout documents (.yaml, .yml, .json) in '\(directory)'")
    }
    return documents.map { directory + "/" + $0 }
  }

  /// The comment lines a document starts with, joined: its description.
  static func description(of text: String) -> String {
    var lines: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("#") else { break }
      lines.append(trimmed.dropFirst().trimmingCharacters(in: .whitespaces))
    }
    return lines.joined(separator: " ")
  }

  func run() throws {
    if output != "-", URL(fileURLWithPath: output).pathExtension.lowercased() != "html" {
      CommandFailure.exit("cannot write '\(output)': the gallery is an .html file")
    }
    let paths = Gallery.documents(in: examples)
    let configurations = [LoadOptions()] + DrawnLayout.matrix(layoutDirection: .leftToRight)
    var progress = Progress(total: paths.count, enabled: !quiet)
    var renderer = SVGRenderer()
    renderer.showsDeviceFrame = true
    var page = HTMLPage(title: "Truss gallery")
    var problemCount = 0
    var layoutCount = 0
    for path in paths {
      let source = DocumentSource(reading: path)
      let name = URL(fileURLWithPath: path).lastPathComponent
      let about = Gallery.description(of: source.text)
      let heading = about.isEmpty ? name : "\(name): \(about)"
      var panels: [HTMLPage.Panel] = []
      var problems = 0
      // A document with Dynamic Type fonts is also shown at the largest accessibility text
      // size, on every device in portrait.
      var layouts = configurations
      if (try? LayoutDocument.load(source.text, file: source.fileName))?.usesDynamicType == true {
        layouts += DrawnLayout.matrix(
          layoutDirection: .leftToRight, contentSizeCategory: .accessibilityExtraExtraExtraLarge,
          orientations: [.portrait])
      }
      for (index, options) in layouts.enumerated() {
        let loaded: LoadedDocument
        do {
          loaded = try LayoutDocument.load(source.text, file: source.fileName, options: options)
        } catch {
          panels = [
            HTMLPage.Panel(title: "does not load", svg: "", notes: ["\(error)"], isClean: false)
          ]
          problems += 1
          break
        }
        let layout = DrawnLayout(options: options, loaded: loaded)
        problems += layout.check.problems.count
        let title = index == 0 ? "As designed: \(layout.caption)" : layout.caption
        panels.append(
          HTMLPage.Panel(
            title: title, svg: layout.svg(renderer), notes: layout.problemLines,
            isClean: layout.check.isClean))
      }
      page.addSection(heading, panels: panels)
      layoutCount += panels.count
      problemCount += problems
      progress.step(
        "\(name): \(panels.count) layouts, "
          + (problems == 0 ? "no problems" : problems == 1 ? "1 problem" : "\(problems) problems"))
    }
    writeOutput(page.render(), to: output)
    if !quiet, output != "-" {
      InputFile.writeToStandardError(
        "wrote \(output): \(paths.count) documents, \(layoutCount) layouts\n")
    }
  }
}
