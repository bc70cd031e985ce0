internal import Foundation
internal import LayoutPreview
internal import LayoutRendering
public import Truss

/// The entry point of a previewed Swift file's program: `truss preview Screen.swift` compiles
/// the file with a generated `@main` that calls ``main(_:)-(()->View)`` with the file's
/// `preview` function, and runs the program once per drawing.
///
/// The program reads the page's options from its command line, makes the window they describe
/// (device, orientation, Split View, layout direction, text size), collects what the window
/// logs (unsatisfiable constraints, layout loops: the messages a UIKit developer sees in
/// Xcode's console), places what `preview()` returned in it as UIKit would, lays it out, and
/// writes the snapshot the page draws as JSON to the path it was given. Standard output is
/// left to the previewed code: what it prints is shown beside the drawing.
///
/// Not API for apps: the previewed file calls none of this itself.
public enum PreviewRuntime {
  /// Previews a view: it fills the window through its autoresizing mask, as a window's root
  /// view does.
  @MainActor
  public static func main(_ preview: @MainActor () -> View) {
    run { .view(preview()) }
  }

  /// Previews a view controller: it becomes the window's root view controller (its view is
  /// loaded, fills the window and gets the root view's margins).
  @MainActor
  public static func main(_ preview: @MainActor () -> ViewController) {
    run { .controller(preview()) }
  }

  /// Previews a window as it is: its own device, orientation and size; the page's layout
  /// direction and text size are applied to it.
  @MainActor
  public static func main(_ preview: @MainActor () -> Window) {
    run { .window(preview()) }
  }

  /// Makes the window, places the content, lays it out, and writes the snapshot. A bad
  /// command line or an unwritable snapshot ends the program with status 64 or 74 and a line
  /// on standard error (the server reports it); the content is made after the window, so that
  /// the window's handlers see everything it logs.
  @MainActor
  static func run(_ make: @MainActor () -> PreviewContent) {
    let arguments: PreviewArguments
    let options: PreviewOptions
    do {
      arguments = try PreviewArguments(Array(CommandLine.arguments.dropFirst()))
      options = try JSONDecoder().decode(PreviewOptions.self, from: arguments.options)
    } catch {
      fail("truss preview runtime: \(error)", status: 64)
    }
    let logs = PreviewLogs()
    let prepare = { (window: Window) in
      logs.install(on: window)
      PreviewWindow.apply(options, to: window)
    }
    let screen = PreviewWindow.make(options)
    prepare(screen)
    let window = make().place(in: screen, prepare: prepare)
    window.layoutIfNeeded()
    PreviewWindow.nameViews(in: window)
    if let name = arguments.exercise, let view = PreviewWindow.view(named: name, in: window) {
      view.exerciseAmbiguityInLayout()
      window.layoutIfNeeded()
    }
    let snapshot = PreviewSnapshot(
      window: window, marks: RenderMarks(), problems: PreviewWindow.problems(in: window),
      logs: logs.messages, output: "")
    do {
      let data = try JSONEncoder().encode(snapshot)
      try data.write(to: URL(fileURLWithPath: arguments.snapshot))
    } catch {
      fail("truss preview runtime: cannot write the snapshot: \(error)", status: 74)
    }
  }

  /// Writes `message` to standard error and exits with `status`.
  static func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(status)
  }
}
