import AutoLayout
import Foundation

/// A view that shows part of a larger content area and moves over it (UIKit's
/// `UIScrollView`, reduced to layout).
///
/// As in UIKit, the content offset is the bounds origin: subviews sit in content coordinates
/// and keep their frames while the view scrolls, so scrolling content constrained only within
/// the scroll view costs no solver work. Following Apple's Auto Layout Guide ("Working with
/// Scroll Views"):
/// - ``contentLayoutGuide`` is the content area, from the content origin; its size is
///   ``contentSize``, decided by the constraints of the content;
/// - ``frameLayoutGuide`` is the visible frame, wherever the view has scrolled;
/// - constraints between the content and the scroll view's own edges attach to the content
///   area (the older idiom: a column pinned top to bottom decides the content height), and
///   those to its edge margins to the content area inset by ``View/layoutMargins``, while
///   constraints to its width, height and centers attach to its frame.
///
/// Where Truss differs from UIKit: there is no deceleration, bouncing or paging (Truss does not
/// animate); the offset starts at zero whatever the insets, and moves only when code moves
/// it; and `.automatic` inset adjustment is `.scrollableAxes`, as UIKit's is for a scroll view
/// outside a navigation or tab bar controller (Truss has neither).
open class ScrollView: View {
  /// How the safe area adds to the content inset (UIKit's
  /// `UIScrollView.ContentInsetAdjustmentBehavior`).
  public enum ContentInsetAdjustmentBehavior: Int, Hashable, Sendable {
    /// As `.scrollableAxes` (outside a navigation or tab bar controller).
    case automatic
    /// The safe area is added on an axis only when the content is larger than the frame on
    /// it, or the view always bounces on it (``alwaysBounceVertical``).
    case scrollableAxes
    /// Never added.
    case never
    /// Always added.
    case always
  }

  /// The content area: its edges are the content's, its size ``contentSize``.
  public let contentLayoutGuide = LayoutGuide()
  /// Space added around the content.
  open var contentInset = EdgeInsets.zero
  /// How the safe area adds to ``contentInset``.
  open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
  /// Whether the view bounces vertically even when its content is not taller than it (UIKit's
  /// `alwaysBounceVertical`, off by default). Truss does not bounce, but the setting counts as
  /// scrollable for `.scrollableAxes`, as UIKit's header says ("contentSize.height >
  /// frame.size.height or alwaysBounceVertical = YES").
  open var alwaysBounceVertical = false
  /// Whether the view bounces horizontally even when its content is not wider than it
  /// (UIKit's `alwaysBounceHorizontal`); counts as scrollable for `.scrollableAxes`.
  open var alwaysBounceHorizontal = false
  /// Called with the new content size after a layout pass that changed it.
  public var contentSizeDidChange: ((CGSize) -> Void)?
  /// Whether the user can scroll (UIKit's `isScrollEnabled`, on by default). Stored: Truss has
  /// no touches, and code still moves ``contentOffset`` when it is off, as in UIKit.
  open var isScrollEnabled = true
  /// Whether touches wait to see if they start a scroll before reaching the content (UIKit's
  /// `delaysContentTouches`, on by default). Stored: Truss has no touches.
  open var delaysContentTouches = true

  var frameGuide: LayoutGuide?
  var frameGuideOrigin: [LayoutConstraint] = []
  var lastContentSize = CGSize.zero

  /// A scroll view with the given frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpContentGuide()
  }

  /// A scroll view decoded from an archive (Truss has no nibs: an empty scroll view).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpContentGuide()
  }

  private func setUpContentGuide() {
    // UIKit's scroll views clip their content (`clipsToBounds` is true by default).
    clipsToBounds = true
    contentLayoutGuide.identifier = "UIScrollView-contentLayoutGuide"
    addLayoutGuide(contentLayoutGuide)
    contentEdgesGuide = contentLayoutGuide
    // The content area starts at the content origin (the view's own edges are zero-based in
    // its bounds coordinates).
    addConstraints([
      contentLayoutGuide.leftAnchor.constraint(equalTo: leftAnchor),
      contentLayoutGuide.topAnchor.constraint(equalTo: topAnchor),
    ])
  }

  /// The visible frame, in content coordinates: it moves with the offset. Made on first use
  /// (so a scroll view whose content ignores it scrolls without solver work).
  public var frameLayoutGuide: LayoutGuide {
    if let frameGuide { return frameGuide }
    let guide = LayoutGuide()
    guide.identifier = "UIScrollView-frameLayoutGuide"
    addLayoutGuide(guide)
    frameGuide = guide
    frameGuideOrigin = [
      guide.leftAnchor.constraint(equalTo: leftAnchor, constant: contentOffset.x),
      guide.topAnchor.constraint(equalTo: topAnchor, constant: contentOffset.y),
    ]
    addConstraints(
      frameGuideOrigin + [
        guide.widthAnchor.constraint(equalTo: widthAnchor),
        guide.heightAnchor.constraint(equalTo: heightAnchor),
      ])
    return guide
  }

  /// Where the visible frame's origin is in the content: the bounds origin.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set {
      setBoundsOrigin(newValue)
      if frameGuideOrigin.count == 2 {
        frameGuideOrigin[0].constant = newValue.x
        frameGuideOrigin[1].constant = newValue.y
      }
    }
  }

  /// Scrolls to `offset` (without animation in Truss).
  open func setContentOffset(_ offset: CGPoint, animated: Bool) {
    contentOffset = offset
  }

  /// The content area's size, as of the last layout.
  public var contentSize: CGSize { contentLayoutGuide.layoutFrame.size }

  /// The visible part of the content: the bounds.
  public var visibleRect: CGRect { bounds }

  /// ``contentInset`` plus the safe-area insets the adjustment behavior adds.
  public var adjustedContentInset: EdgeInsets {
    let safe = safeAreaInsets
    let size = contentSize
    let (horizontal, vertical): (Bool, Bool) =
      switch contentInsetAdjustmentBehavior {
      case .never: (false, false)
      case .always: (true, true)
      case .automatic, .scrollableAxes:
        (
          size.width > bounds.width || alwaysBounceHorizontal,
          size.height > bounds.height || alwaysBounceVertical
        )
      }
    var insets = contentInset
    if horizontal {
      insets.left += safe.left
      insets.right += safe.right
    }
    if vertical {
      insets.top += safe.top
      insets.bottom += safe.bottom
    }
    return insets
  }

  /// Scrolls as little as needed to show `rect` (in content coordinates), within the content
  /// and its adjusted insets.
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    let insets = adjustedContentInset
    let size = bounds.size
    func axis(
      _ offset: CGFloat, _ low: CGFloat, _ high: CGFloat, _ length: CGFloat,
      _ before: CGFloat, _ after: CGFloat, _ content: CGFloat
    ) -> CGFloat {
      var value = offset
      if high > value + length - after { value = high - length + after }
      if low < value + before { value = low - before }
      let minimum = -before
      let maximum = max(minimum, content + after - length)
      return min(max(value, minimum), maximum)
    }
    let content = contentSize
    contentOffset = CGPoint(
      x: axis(
        contentOffset.x, rect.minX, rect.maxX, size.width, insets.left, insets.right,
        content.width),
      y: axis(
        contentOffset.y, rect.minY, rect.maxY, size.height, insets.top, insets.bottom,
        content.height))
  }

  /// Reports a new content size to ``contentSizeDidChange``.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let size = contentSize
    if size != lastContentSize {
      lastContentSize = size
      contentSizeDidChange?(size)
    }
  }
}
