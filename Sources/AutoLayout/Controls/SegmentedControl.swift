import Foundation

/// A row of segments, one selected (UIKit's `UISegmentedControl`): 32 points tall, as wide as
/// its segments.
///
/// Sources: storyboards made with iOS 13 and later draw segmented controls 32 points tall (28
/// or 29 before iOS 13). Segment titles are the 13-point system font. By default every segment
/// is as wide as the widest one (`apportionsSegmentWidthsByContent` false); with it, each is
/// as wide as its own content. The padding around a segment's title was not found measured:
/// Truss uses 12 points on each side (so Interface Builder's default "First | Second" control
/// comes out close to its 121 points), and says so here.
open class SegmentedControl: Control {
  /// What ``selectedSegmentIndex`` is when no segment is selected.
  public static let noSegment = -1
  /// The space Truss adds on each side of a segment's title.
  public static let segmentPadding: CGFloat = 12

  struct Segment {
    var title: String?
    var image: ImageView.Image?
    var width: CGFloat = 0
  }

  var segments: [Segment] = []

  /// The selected segment, or ``noSegment``.
  open var selectedSegmentIndex = SegmentedControl.noSegment
  /// Whether segments are as wide as their own content rather than all as wide as the widest.
  open var apportionsSegmentWidthsByContent = false {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// The selected segment's color.
  open var selectedSegmentTintColor: Color?
  /// The font segment titles are measured in: the 13-point system font.
  open var titleFont = Font.systemFont(ofSize: 13) {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// A control with one segment per item: a `String` title or an ``ImageView/Image``.
  public convenience init(items: [Any]?) {
    self.init(frame: .zero)
    for item in items ?? [] {
      if let title = item as? String {
        segments.append(Segment(title: title))
      } else if let image = item as? ImageView.Image {
        segments.append(Segment(image: image))
      }
    }
  }

  /// The number of segments.
  open var numberOfSegments: Int { segments.count }

  /// Inserts a titled segment at `index` (clamped).
  open func insertSegment(withTitle title: String?, at index: Int, animated: Bool) {
    segments.insert(Segment(title: title), at: max(0, min(index, segments.count)))
    invalidateIntrinsicContentSize()
  }

  /// Inserts an image segment at `index` (clamped).
  open func insertSegment(with image: ImageView.Image?, at index: Int, animated: Bool) {
    segments.insert(Segment(image: image), at: max(0, min(index, segments.count)))
    invalidateIntrinsicContentSize()
  }

  /// Removes the segment at `index`, if there is one.
  open func removeSegment(at index: Int, animated: Bool) {
    guard segments.indices.contains(index) else { return }
    segments.remove(at: index)
    if selectedSegmentIndex >= segments.count { selectedSegmentIndex = SegmentedControl.noSegment }
    invalidateIntrinsicContentSize()
  }

  /// Removes every segment.
  open func removeAllSegments() {
    segments.removeAll()
    selectedSegmentIndex = SegmentedControl.noSegment
    invalidateIntrinsicContentSize()
  }

  /// Sets the title of the segment at `index`.
  open func setTitle(_ title: String?, forSegmentAt index: Int) {
    guard segments.indices.contains(index) else { return }
    segments[index].title = title
    invalidateIntrinsicContentSize()
  }

  /// The title of the segment at `index`.
  open func titleForSegment(at index: Int) -> String? {
    segments.indices.contains(index) ? segments[index].title : nil
  }

  /// Fixes the width of the segment at `index` (0: sized by its content).
  open func setWidth(_ width: CGFloat, forSegmentAt index: Int) {
    guard segments.indices.contains(index) else { return }
    segments[index].width = width
    invalidateIntrinsicContentSize()
  }

  /// The fixed width of the segment at `index` (0 when sized by content).
  open func widthForSegment(at index: Int) -> CGFloat {
    segments.indices.contains(index) ? segments[index].width : 0
  }

  /// The content width of each segment: its fixed width, or its title or image plus padding.
  var segmentWidths: [CGFloat] {
    let content = segments.map { segment -> CGFloat in
      let inner: CGFloat
      if let title = segment.title, !title.isEmpty {
        inner = CGFloat(Label.standardMeasurer.width(of: title, font: titleFont.spec))
      } else {
        inner = segment.image?.size.width ?? 0
      }
      return (inner + 2 * SegmentedControl.segmentPadding).rounded(.up)
    }
    let widest = content.max() ?? 0
    return zip(segments, content).map { segment, own in
      segment.width > 0 ? segment.width : (apportionsSegmentWidthsByContent ? own : widest)
    }
  }

  /// The segments side by side; 32 points tall.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: segmentWidths.reduce(0, +), height: 32)
  }
}
