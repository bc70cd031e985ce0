import ArgumentParser
import Foundation
import Truss

/// `truss vfl FORMAT --views a,b,c`: the constraints a visual format makes, one per line.
///
/// The views are fresh subviews of a view named `superview`. Exit status: 0 when the format
/// lowered, 1 for a format error (printed with its caret to standard error), 2 for bad
/// arguments.
struct Vfl: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "vfl",
    abstract: "Print the constraints a visual format string makes.",
    discussion: """
      Each view named in --views is a subview of a view named 'superview', so '|' works. \
      Constraints print as Truss describes them, one per line. Options are UIKit's \
      NSLayoutConstraint.FormatOptions names: alignAllLeft, alignAllRight, alignAllTop, \
      alignAllBottom, alignAllLeading, alignAllTrailing, alignAllCenterX, alignAllCenterY, \
      alignAllLastBaseline, alignAllFirstBaseline, directionLeadingToTrailing, \
      directionLeftToRight, directionRightToLeft, spacingEdgeToEdge, spacingBaselineToBaseline.
      """
  )

  @Argument(help: "The visual format, such as 'H:|-[a]-[b(==a)]-|'.")
  var format: String

  @Option(help: "The view names, separated by commas.")
  var views: String = ""

  @Option(help: "Metrics as name=value pairs, separated by commas.")
  var metrics: String = ""

  @Option(help: "Format options, separated by commas.")
  var options: String = ""

  @Flag(help: "Print the parsed syntax tree (standard spacing as NSSpace) instead.")
  var syntax = false

  /// Each option's UIKit name.
  static let optionNames: [String: LayoutConstraint.FormatOptions] = [
    "alignAllLeft": .alignAllLeft, "alignAllRight": .alignAllRight,
    "alignAllTop": .alignAllTop, "alignAllBottom": .alignAllBottom,
    "alignAllLeading": .alignAllLeading, "alignAllTrailing": .alignAllTrailing,
    "alignAllCenterX": .alignAllCenterX, "alignAllCenterY": .alignAllCenterY,
    "alignAllLastBaseline": .alignAllLastBaseline, "alignAllBaseline": .alignAllBaseline,
    "alignAllFirstBaseline": .alignAllFirstBaseline,
    "directionLeadingToTrailing": .directionLeadingToTrailing,
    "directionLeftToRight": .directionLeftToRight,
    "directionRightToLeft": .directionRightToLeft,
    "spacingEdgeToEdge": .spacingEdgeToEdge,
    "spacingBaselineToBaseline": .spacingBaselineToBaseline,
  ]

  func run() throws {
    if syntax {
      do {
        print(try FormatStatement(parsing: format))
      } catch {
        InputFile.writeToStandardError("\(error)\n")
        throw ExitCode(1)
      }
      return
    }
    let superview = View(frame: .zero)
    superview.identifier = "superview"
    var items: [String: AnyObject] = [:]
    for name in list(views) {
      let view = View(frame: .zero)
      view.identifier = name
      view.translatesAutoresizingMaskIntoConstraints = false
      superview.addSubview(view)
      items[name] = view
    }
    let options = try parsedOptions()
    let metrics = try parsedMetrics()
    let constraints: [LayoutConstraint]
    do {
      // Constraints record where they came from; here, the command line.
      constraints = try LayoutConstraint.visualFormatConstraints(
        format, options: options, metrics: metrics, views: items, file: "vfl", line: 1)
    } catch {
      InputFile.writeToStandardError("\(error)\n")
      throw ExitCode(1)
    }
    for constraint in constraints { print(constraint) }
  }

  private func list(_ text: String) -> [String] {
    text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
  }

  private func parsedMetrics() throws -> [String: CGFloat] {
    var result: [String: CGFloat] = [:]
    for pair in list(metrics) {
      let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2, !parts[0].isEmpty, let value = Double(parts[1]), value.isFinite
      else {
        InputFile.writeToStandardError(
          "truss: bad metric '\(pair)': expected name=number, such as margin=16\n")
        throw ExitCode(2)
      }
      result[parts[0]] = CGFloat(value)
    }
    return result
  }

  private func parsedOptions() throws -> LayoutConstraint.FormatOptions {
    var result: LayoutConstraint.FormatOptions = []
    for name in list(options) {
      guard let option = Vfl.optionNames[name] else {
        InputFile.writeToStandardError(
          "truss: unknown option '\(name)'; known options: "
            + Vfl.optionNames.keys.sorted().joined(separator: ", ") + "\n")
        throw ExitCode(2)
      }
      result.formUnion(option)
    }
    return result
  }
}
