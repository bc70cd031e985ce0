import ArgumentParser
import Foundation
import LayoutDocument
import LayoutRendering
import Truss

/// `truss render DOC -o OUT.svg|.html|.png`: lays a layout document out and draws it (see
/// ``SVGRenderer``): views with their backgrounds, borders, text, image placeholders and
/// shapes, overlays, ambiguous views in red, misplaced ones in orange, and a caption. With
/// `--all-devices`, every device profile in both orientations on one HTML page.
///
/// Exit status: 0 when the file was written, 2 for bad input (one line on standard error).
struct Render: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Draw a layout document as SVG, HTML or PNG.",
    discussion: """
      The output format follows the file's extension. SVG and HTML are deterministic: the \
      same document on the same device gives the same bytes. PNG goes through a headless \
      Chromium (TRUSS_CHROMIUM, or chromium on the PATH). Overlays: safe-area, margins, \
      constraints, ambiguity, misplaced; the safe area, ambiguity and misplaced views are \
      on unless --overlay none is given; --overlay all turns every overlay on.
      """
  )

  @Argument(help: "The layout document (YAML or JSON), or '-' to read standard input.")
  var document: String

  @Option(
    name: .shortAndLong,
    help: "The file to write (.svg, .html or .png), or '-' for SVG on standard output.")
  var output: String

  @OptionGroup var selection: DocumentSelection

  @Flag(help: "Draw every device profile, portrait and landscape, on one page (.html or .png).")
  var allDevices = false

  @Option(
    name: .customLong("overlay"),
    help:
      "Overlays to add, separated by commas: safe-area, margins, constraints, ambiguity, misplaced, scroll-content, grid-bands, all, none."
  )
  var overlays: [String] = []

  @Flag(help: "Draw the device's bezel around the screen.")
  var deviceFrame = false

  @Flag(help: "No progress lines on standard error.")
  var quiet = false

  /// The overlays `--overlay` asks for, on top of the defaults.
  static func overlays(from values: [String]) -> Set<Overlay> {
    let requested = values.flatMap { $0.split(separator: ",") }
      .map { $0.trimmingCharacters(in: .whitespaces) }
    // `none` clears the defaults wherever it is written; the other names add to what is left.
    var result: Set<Overlay> =
      requested.contains("none") ? [] : [.safeArea, .ambiguity, .misplaced]
    let names: [String: Overlay] = [
      "safe-area": .safeArea, "margins": .margins, "constraints": .constraints,
      "ambiguity": .ambiguity, "misplaced": .misplaced, "scroll-content": .scrollContent,
      "grid-bands": .gridBands,
    ]
    for name in requested {
      switch name {
      case "all": result = Set(Overlay.allCases)
      case "none": continue
      default:
        guard let overlay = names[name] else {
          CommandFailure.exit(
            "unknown overlay '\(name)'; expected safe-area, margins, constraints, ambiguity, "
              + "misplaced, scroll-content, grid-bands, all or none")
        }
        result.insert(overlay)
      }
    }
    return result
  }

  func run() throws {
    let format = output == "-" ? "svg" : URL(fileURLWithPath: output).pathExtension.lowercased()
    guard ["svg", "html", "png"].contains(format) else {
      CommandFailure.exit("cannot write '\(output)': expected a .svg, .html or .png file")
    }
    if allDevices {
      if format == "svg" {
        CommandFailure.exit("--all-devices draws many layouts on one page; write .html or .png")
      }
      if selection.device != nil || selection.orientation != nil || selection.split != nil {
        CommandFailure.exit(
          "--all-devices cannot be combined with --device, --orientation or --split")
      }
    }
    if format == "png", Chromium.executable() == nil {
      CommandFailure.exit(Chromium.missingMessage)
    }
    var renderer = SVGRenderer()
    renderer.overlays = Render.overlays(from: overlays)
    renderer.showsDeviceFrame = deviceFrame
    let source = DocumentSource(reading: document)
    let name = document == "-" ? "standard input" : URL(fileURLWithPath: document).lastPathComponent

    guard allDevices else {
      let layout = DrawnLayout(source, options: selection.loadOptions())
      let svg = layout.svg(renderer)
      switch format {
      case "svg":
        writeOutput(svg, to: output)
      case "html":
        var page = HTMLPage(title: name)
        page.addSection(
          name,
          panels: [
            HTMLPage.Panel(
              title: layout.caption, svg: svg, notes: layout.problemLines,
              isClean: layout.check.isClean)
          ])
        writeOutput(page.render(), to: output)
      default:
        let size = Chromium.size(ofSVG: svg)
        let html =
          "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><style>html,body{margin:0;"
          + "background:#fff}svg{display:block}</style></head><body>\(svg)</body></html>"
        Chromium.screenshot(html: html, width: size.width, height: size.height, to: output)
      }
      return
    }

    let configurations = DrawnLayout.matrix(
      layoutDirection: selection.rtl ? .rightToLeft : .leftToRight,
      contentSizeCategory: selection.textSize())
    var progress = Progress(total: configurations.count, enabled: !quiet)
    var page = HTMLPage(title: "\(name) on every device")
    var panels: [HTMLPage.Panel] = []
    var deviceName = ""
    var pageHeight = 200
    var rowHeight = 0
    for options in configurations {
      let layout = DrawnLayout(source, options: options)
      progress.step(layout.caption)
      let current = options.device?.name ?? ""
      if current != deviceName, !panels.isEmpty {
        page.addSection(deviceName, panels: panels)
        panels = []
        pageHeight += rowHeight
        rowHeight = 0
      }
      deviceName = current
      let svg = layout.svg(renderer)
      rowHeight = max(rowHeight, Render.panelHeight(ofSVG: svg))
      panels.append(
        HTMLPage.Panel(
          title: layout.caption, svg: svg, notes: layout.problemLines,
          isClean: layout.check.isClean))
    }
    if !panels.isEmpty { page.addSection(deviceName, panels: panels) }
    let html = page.render()
    if format == "html" {
      writeOutput(html, to: output)
    } else {
      Chromium.screenshot(html: html, width: 1600, height: pageHeight + rowHeight, to: output)
    }
  }

  /// About how tall a device's row of the matrix page is in a 1,600-pixel-wide window: its
  /// drawing scaled into a grid column (five columns leave a drawing about 247 pixels wide,
  /// and the page caps a drawing at 720 pixels tall) plus the heading, title and notes.
  static func panelHeight(ofSVG svg: String) -> Int {
    let size = Chromium.size(ofSVG: svg)
    let scale = min(1, 247 / Double(max(1, size.width)))
    return Int(min(720, Double(size.height) * scale).rounded(.up)) + 210
  }
}
