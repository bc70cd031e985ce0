import AutoLayout

/// How to load a layout document: on which device and in which orientation, Split View
/// window and layout direction, and whether at design time or at run time.
///
/// The defaults load the document as written: on its own device (or window) and orientation,
/// full screen, left to right, at design time (placeholders included). A document loaded
/// with the defaults (or with overrides equal to the document's own choices) is on its
/// design device: ``LoadedDocument/isDesignDevice``.
public struct LoadOptions: Sendable {
  /// A device to use instead of the document's `device` or `window`.
  public var device: DeviceProfile?
  /// An orientation to use instead of the document's.
  public var orientation: DeviceOrientation?
  /// The iPad Split View window to load into (`Window.setSplit`); a split the device does
  /// not offer leaves the window full screen and is reported by ``LoadedDocument/check()``
  /// as a log problem, not as an error.
  public var split: SplitFraction?
  /// The interface's layout direction; `.rightToLeft` mirrors leading and trailing.
  public var layoutDirection: UserInterfaceLayoutDirection
  /// Whether to load as the app would run: placeholder constraints (` !placeholder`) are
  /// left out and intrinsic-size placeholders (`intrinsicSize:`) report no intrinsic size,
  /// as Interface Builder removes them at build time. `false` (design time) by default.
  public var runtime: Bool
  /// The user's preferred text size to lay out at (`nil`: Large, UIKit's default): labels
  /// whose `font` is a text style (`{textStyle: body}`) adjust to it, as with Dynamic Type.
  public var contentSizeCategory: ContentSizeCategory?
  /// Called with the window as soon as it is made, before any view is added or laid out (to
  /// install an event sink that sees the whole load, as `truss trace --format chrome` does).
  public var prepareWindow: (@Sendable (Window) -> Void)?

  /// Options for loading a document; every `nil` keeps the document's own choice.
  public init(
    device: DeviceProfile? = nil, orientation: DeviceOrientation? = nil,
    split: SplitFraction? = nil, layoutDirection: UserInterfaceLayoutDirection = .leftToRight,
    runtime: Bool = false, contentSizeCategory: ContentSizeCategory? = nil
  ) {
    self.device = device
    self.orientation = orientation
    self.split = split
    self.layoutDirection = layoutDirection
    self.runtime = runtime
    self.contentSizeCategory = contentSizeCategory
  }

  /// UIKit's names of the text sizes (`UIContentSizeCategory`'s Swift names: `large`,
  /// `accessibilityExtraExtraExtraLarge`, …), for documents and the command line.
  public static let contentSizeCategoryNames: [(name: String, category: ContentSizeCategory)] =
    ContentSizeCategory.allCases.map { ($0.swiftName, $0) }
}
