import Foundation
import Truss

/// The frames of a hierarchy in preorder (the root first, then each view followed by its
/// subtree).
public func framesInPreorder(_ root: View) -> [CGRect] {
  var frames: [CGRect] = []
  func visit(_ view: View) {
    frames.append(view.frame)
    for subview in view.subviews { visit(subview) }
  }
  visit(root)
  return frames
}

/// Compares two lists of frames; returns a description of each difference larger than
/// `tolerance` (at most `limit` of them) and the largest difference found.
public func compareFrames(
  _ actual: [CGRect], _ expected: [CGRect], tolerance: CGFloat = 1e-9, limit: Int = 10
) -> (problems: [String], maxDifference: CGFloat) {
  var problems: [String] = []
  if actual.count != expected.count {
    problems.append("\(actual.count) frames, expected \(expected.count)")
  }
  var maxDifference: CGFloat = 0
  for (i, (a, e)) in zip(actual, expected).enumerated() {
    let difference = max(
      abs(a.minX - e.minX), abs(a.minY - e.minY), abs(a.width - e.width),
      abs(a.height - e.height))
    maxDifference = max(maxDifference, difference)
    if difference > tolerance, problems.count < limit {
      problems.append("view \(i) (preorder): \(a), expected \(e)")
    }
  }
  return (problems, maxDifference)
}

/// Checks that the constraint-based screen, the hand-written views and the hand-written
/// rectangles agree on every frame in both orientations, after both constant changes and
/// after rotating back; returns the problems found (none when they agree) and a summary.
public func verifyScreens(content: [CardContent]) -> (problems: [String], summary: String) {
  var problems: [String] = []
  var maxDifference: CGFloat = 0
  var checks = 0
  let truss = FeedScreen(content: content, geometry: .portrait)
  truss.window.layoutIfNeeded()
  let views = HandwrittenScreen(content: content, geometry: .portrait)
  var rects = HandwrittenFrames(content: content, geometry: .portrait)

  func check(_ label: String) {
    let actual = framesInPreorder(truss.window)
    for (name, expected) in [
      ("hand-written views", framesInPreorder(views.root)), ("hand-written rects", rects.frames),
    ] {
      let result = compareFrames(actual, expected)
      maxDifference = max(maxDifference, result.maxDifference)
      problems += result.problems.map { "\(label), against \(name): \($0)" }
    }
    checks += 1
  }

  let middle = content.count / 2
  check("portrait 375×812")
  truss.resize(to: .landscape)
  views.resize(to: .landscape)
  rects.resize(to: .landscape)
  check("landscape 812×375")
  truss.setAvatarWidth(card: middle, to: 56)
  views.setAvatarWidth(card: middle, to: 56)
  rects.setAvatarWidth(card: middle, to: 56)
  check("landscape, card \(middle)'s avatar 56 wide")
  truss.setAvatarHeight(card: 0, to: 56)
  views.setAvatarHeight(card: 0, to: 56)
  rects.setAvatarHeight(card: 0, to: 56)
  check("landscape, card 0's avatar 56 tall")
  truss.resize(to: .portrait)
  views.resize(to: .portrait)
  rects.resize(to: .portrait)
  check("back to portrait")
  truss.setAvatarWidth(card: middle, to: 40)
  views.setAvatarWidth(card: middle, to: 40)
  rects.setAvatarWidth(card: middle, to: 40)
  truss.setAvatarHeight(card: 0, to: 40)
  views.setAvatarHeight(card: 0, to: 40)
  rects.setAvatarHeight(card: 0, to: 40)
  check("portrait, avatars restored")

  let landscape = FeedScreen(content: content, geometry: .landscape)
  landscape.window.layoutIfNeeded()
  let landscapeRects = HandwrittenFrames(content: content, geometry: .landscape)
  let result = compareFrames(framesInPreorder(landscape.window), landscapeRects.frames)
  maxDifference = max(maxDifference, result.maxDifference)
  problems += result.problems.map { "built in landscape: \($0)" }
  checks += 1

  for (name, screen) in [("portrait", truss), ("landscape", landscape)] {
    problems += screen.log.messages.map { "\(name) window logged: \($0)" }
    if screen.window.hasAmbiguousLayout {
      let lines = screen.window.autolayoutTrace().split(separator: "\n")
      problems += lines.filter { $0.contains("AMBIGUOUS") }.prefix(10).map {
        "\(name) window: \($0.trimmingCharacters(in: .whitespaces))"
      }
    }
  }
  let count = truss.viewCount
  if count != FeedMetrics.viewCount(cards: content.count) {
    problems.append("\(count) views, expected \(FeedMetrics.viewCount(cards: content.count))")
  }
  let summary =
    "\(count) views; frames equal to the hand-written ones in \(checks) states "
    + "(largest difference \(maxDifference) pt); no ambiguity, nothing logged"
  return (problems, summary)
}
