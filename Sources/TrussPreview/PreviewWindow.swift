internal import Foundation
internal import LayoutDocument
internal import LayoutPreview
internal import Truss

/// The window a preview is drawn in, made from the page's options, and what the page needs
/// from it once it is laid out.
enum PreviewWindow {
  /// The default device when the options name none.
  static let defaultDevice = "iPhone 15 Pro"

  /// A window of the options' device (or the default one) and orientation, named `root` as a
  /// document's window is (logs and the page call it so).
  @MainActor
  static func make(_ options: PreviewOptions) -> Window {
    var device =
      options.device.flatMap(DeviceProfile.named) ?? DeviceProfile.named(defaultDevice)
      ?? DeviceProfile.all[0]
    // Another display scale is the same device with other pixels.
    if let scale = options.scale { device.scale = CGFloat(scale) }
    let window = Window(
      device: device, orientation: options.orientation.flatMap(DeviceOrientation.init(rawValue:)))
    window.identifier = "root"
    if let split = options.split.flatMap(SplitFraction.init(rawValue:)), split != window.split {
      window.setSplit(split)
    }
    return window
  }

  /// Applies the options' layout direction and text size to `window` (the previewed file's
  /// own window as well as the one made by ``make(_:)``).
  @MainActor
  static func apply(_ options: PreviewOptions, to window: Window) {
    window.setLayoutDirection(options.rightToLeft ? .rightToLeft : .leftToRight)
    let category = options.contentSizeCategory.flatMap { name in
      LoadOptions.contentSizeCategoryNames.first { $0.name == name }?.category
    }
    if let category { window.setPreferredContentSizeCategory(category) }
  }

  /// Gives every view without an identifier the name logs already call it by (its type and
  /// index path, `UILabel[0.2]`), so that the page can point at it, show its constraints and
  /// ask for its ambiguity to be exercised. The names are the same on every run of the same
  /// code, which is what lets a click name a view to the next run.
  @MainActor
  static func nameViews(in window: Window) {
    func visit(_ view: View) {
      if view.identifier == nil { view.identifier = view.layoutName }
      view.subviews.forEach(visit)
    }
    visit(window)
  }

  /// The view named `name` in `window`'s hierarchy, if any.
  @MainActor
  static func view(named name: String, in window: Window) -> View? {
    if window.identifier == name { return window }
    for subview in window.subviews {
      if let found = find(name, in: subview) { return found }
    }
    return nil
  }

  @MainActor
  private static func find(_ name: String, in view: View) -> View? {
    if view.identifier == name { return view }
    for subview in view.subviews {
      if let found = find(name, in: subview) { return found }
    }
    return nil
  }

  /// The ambiguous views, in tree order, as `truss check` words them:
  /// `ambiguous: title (minX, Width)`.
  @MainActor
  static func problems(in window: Window) -> [String] {
    var problems: [String] = []
    func visit(_ node: LayoutTraceNode) {
      if !node.ambiguous.isEmpty {
        let variables = node.ambiguous.map(\.variable).joined(separator: ", ")
        problems.append("ambiguous: \(node.name) (\(variables))")
      }
      for guide in node.guides where !guide.ambiguous.isEmpty {
        let variables = guide.ambiguous.map(\.variable).joined(separator: ", ")
        problems.append("ambiguous: \(node.name).\(guide.name) (\(variables))")
      }
      node.subviews.forEach(visit)
    }
    visit(window.autolayoutTraceTree())
    return problems
  }
}
