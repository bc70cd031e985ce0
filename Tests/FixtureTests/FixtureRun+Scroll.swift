import Foundation
import Truss

// The runner's part for scroll views: making one from its spec, and checking the scroll
// expectations (content size, adjusted content inset, frames in window coordinates).

extension FixtureRun {
  /// A scroll view with the spec's offset, inset and inset adjustment.
  func makeScrollView(_ spec: ViewSpec, frame: CGRect) -> ScrollView {
    let scroll = ScrollView(frame: frame)
    if let inset = spec.scroll.contentInset { scroll.contentInset = inset.edgeInsets }
    if let behavior = spec.scroll.insetAdjustment {
      scroll.contentInsetAdjustmentBehavior = behavior.behavior
    }
    if let offset = spec.scroll.contentOffset { scroll.contentOffset = offset }
    return scroll
  }

  /// The problems with the scroll expectations; `lookup` finds a view (or the window) by id.
  func checkScroll(_ expectation: Expectation?, lookup: (String) -> View?) -> [String] {
    guard let expectation else { return [] }
    var problems: [String] = []
    for (id, expected) in expectation.contentSize.sorted(by: { $0.key < $1.key }) {
      guard let actual = (lookup(id) as? ScrollView)?.contentSize else { continue }
      if abs(actual.width - expected.width) > 1e-3 || abs(actual.height - expected.height) > 1e-3 {
        problems.append(
          "contentSize of \(id): expected \(NumberText.format(expected)), got "
            + NumberText.format(actual))
      }
    }
    for (id, expected) in expectation.adjustedContentInset.sorted(by: { $0.key < $1.key }) {
      guard let scroll = lookup(id) as? ScrollView else { continue }
      let actual = FixtureInsets(scroll.adjustedContentInset)
      if !actual.isClose(to: expected) {
        problems.append(
          "adjustedContentInset of \(id): expected \(NumberText.format(expected)), got "
            + NumberText.format(actual))
      }
    }
    for (id, expected) in expectation.windowFrames.sorted(by: { $0.key < $1.key }) {
      guard let view = lookup(id) else { continue }
      let actual = Self.windowFrame(of: view)
      if !actual.isClose(to: expected) {
        problems.append(
          "window frame of \(id): expected \(NumberText.format(expected)), got "
            + NumberText.format(actual))
      }
    }
    return problems
  }

  /// The view's rectangle in the window's coordinates (UIKit's `convert(bounds, to: nil)`):
  /// up the superview chain, each superview's bounds origin (a scroll view's content offset)
  /// subtracted and its frame origin added, up to the window.
  static func windowFrame(of view: View) -> CGRect {
    guard view.superview != nil else { return view.bounds }
    var rect = view.frame
    var parent = view.superview
    while let current = parent {
      rect.origin.x -= current.bounds.minX
      rect.origin.y -= current.bounds.minY
      guard let next = current.superview else { break }
      rect.origin.x += current.frame.minX
      rect.origin.y += current.frame.minY
      parent = next
    }
    return rect
  }
}

extension InsetAdjustmentOption {
  /// The engine's behavior of the same name.
  var behavior: ScrollView.ContentInsetAdjustmentBehavior {
    switch self {
    case .automatic: .automatic
    case .scrollableAxes: .scrollableAxes
    case .never: .never
    case .always: .always
    }
  }
}
