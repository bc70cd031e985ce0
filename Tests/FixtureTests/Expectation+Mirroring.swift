import Foundation

// The expectations of the mirrored run: each frame mirrored within its parent's expected
// frame (or the window; a scroll view's content within its expected content width), insets
// with left and right exchanged; everything else unchanged.

extension Expectation {
  /// The mirror image of these expectations.
  ///
  /// - Parameters:
  ///   - fixture: the (unmirrored) fixture, for the parent of each item.
  ///   - windowWidth: the window's width in this phase.
  /// - Throws: `FixtureError` when a frame's parent has no expected frame to mirror within.
  func mirrored(in fixture: Fixture, windowWidth: Double) throws -> Expectation {
    var result = self
    for (key, frame) in frames {
      // A scroll view's frame guide is its bounds, whose origin (the offset) is not mirrored.
      guard let parent = fixture.parent(of: key), !fixture.isScrollFrameGuide(key) else {
        continue
      }
      let parentWidth: Double
      if parent == Fixture.windowID {
        parentWidth = windowWidth
      } else if fixture.view(parent)?.kind == .scroll {
        parentWidth = try scrollContentWidth(of: parent, mirroring: key)
      } else if let parentFrame = frames[parent] {
        parentWidth = parentFrame.width
      } else {
        throw FixtureError(
          "cannot mirror the expected frame of \"\(key)\" for RTL: its parent \"\(parent)\" "
            + "has no expected frame in the same \"frames\" (add it, or give explicit \"rtl\" "
            + "expectations)")
      }
      result.frames[key] = frame.mirrored(within: parentWidth)
    }
    result.safeAreaInsets = safeAreaInsets.mapValues(\.mirrored)
    result.margins = margins.mapValues(\.mirrored)
    result.adjustedContentInset = adjustedContentInset.mapValues(\.mirrored)
    result.windowFrames = windowFrames.mapValues { $0.mirrored(within: windowWidth) }
    return result
  }
}
