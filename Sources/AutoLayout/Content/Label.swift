import Foundation
import TextMetrics

/// A view that shows text (UIKit's `UILabel`): its intrinsic size is the measured text,
/// wrapped into lines when `numberOfLines` allows more than one, and its baselines are the
/// font's, so `firstBaselineAnchor` and `lastBaselineAnchor` align text.
///
/// A label made in code hugs its content at 250, as UIKit's do (`UILabel()` prints
/// `Hug:250 CompressionResistance:750` in its content-size constraints); 251 is what Interface
/// Builder sets, and labels loaded from layout documents get it. Its intrinsic size is the
/// measured text rounded up to the pixel grid of its window (whole points outside a window),
/// as UIKit's is, so a label sized to fit is never narrower than its text. A multi-line label
/// with no `preferredMaxLayoutWidth` wraps at the width layout gives it, and asks for a new
/// intrinsic size when that width changes (the two-pass behaviour of UIKit's labels).
open class Label: View {
  /// The measurer every label uses unless given another.
  public static let standardMeasurer: any TextMeasuring = StandardTextMeasurer()

  /// How text is measured; plug in your own to match another renderer.
  public var textMeasurer: any TextMeasuring = Label.standardMeasurer {
    didSet {
      lastMeasurement = nil
      invalidateIntrinsicContentSize()
    }
  }
  /// The text shown.
  public var text: String? {
    didSet {
      guard text != oldValue else { return }
      // Plain text replaces styled text, as in UIKit.
      if attributedTextStorage?.string != text { attributedTextStorage = nil }
      invalidateIntrinsicContentSize()
    }
  }
  /// The styled text last set through ``attributedText``, while ``text`` is its string.
  var attributedTextStorage: NSAttributedString?
  /// The font (the system font at 17 points by default). Implicitly unwrapped, as UIKit types
  /// it (`UIFont!`), so `label.font = UIFont(name: …, size: …)` compiles; setting `nil`
  /// restores the default.
  ///
  /// A preferred font or one scaled by ``FontMetrics`` assigned while
  /// ``adjustsFontForContentSizeCategory`` is on is made again at once for the label's
  /// category (UIKit's app-wide category and a window's are one; in Truss they can differ, and
  /// the label follows its window's).
  public var font: Font! {
    get { storedFont }
    set {
      let oldValue = storedFont
      storedFont = newValue ?? .systemFont(ofSize: 17)
      // The leading is not part of font equality, but it moves wrapped lines.
      if storedFont != oldValue || storedFont.leading != oldValue.leading {
        invalidateIntrinsicContentSize()
      }
      restyleAttributedText(.font, storedFont)
      if adjustsFontForContentSizeCategory { adjustForContentSizeCategory() }
    }
  }
  var storedFont: Font = .systemFont(ofSize: 17)
  /// Whether the font shrinks to fit the width (UIKit's `adjustsFontSizeToFitWidth`). Stored
  /// for renderers: the intrinsic size is the full text's, as UIKit's is.
  public var adjustsFontSizeToFitWidth = false
  /// The smallest scale the font shrinks to when ``adjustsFontSizeToFitWidth`` is on.
  public var minimumScaleFactor: CGFloat = 0
  /// Whether the label replaces its font when its preferred content size category changes
  /// (UIKit's `adjustsFontForContentSizeCategory`, off by default).
  ///
  /// It takes effect when the font is a preferred font (``Font/preferredFont(forTextStyle:)``)
  /// or one scaled by ``FontMetrics``, the two kinds UIKit's header names: the label then
  /// takes the same style (or scaling) at the category of its traits when the category
  /// changes (``Window/setPreferredContentSizeCategory(_:)``, moving into a window with
  /// another category), and at once when the property is turned on. Outside a window the
  /// category is ``ContentSizeCategory/current``. A new font invalidates the intrinsic size,
  /// so the label's frame follows at the next layout pass.
  public var adjustsFontForContentSizeCategory = false {
    didSet { if adjustsFontForContentSizeCategory, !oldValue { adjustForContentSizeCategory() } }
  }
  /// The most lines shown; 0 for no limit. 1 by default.
  public var numberOfLines = 1 {
    didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// How lines break and truncate: multi-line labels wrap at words (at characters with
  /// `byCharWrapping`), and the last visible line is truncated at its head, middle or tail
  /// (clipped with `byClipping`, truncated at the tail with the wrapping modes).
  public var lineBreakMode = LineBreakMode.byTruncatingTail {
    didSet { if lineBreakMode != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// The width a multi-line label wraps at for its intrinsic size (0: the width layout
  /// gives it).
  public var preferredMaxLayoutWidth: CGFloat = 0 {
    didSet {
      guard preferredMaxLayoutWidth != oldValue else { return }
      if let engine, engine.loopRecorder != nil {
        engine.noteInvalidation(
          .preferredMaxLayoutWidth(self, old: oldValue, new: preferredMaxLayoutWidth), fileID: "",
          line: 0)
      }
      invalidateIntrinsicContentSize()
    }
  }
  /// Whether the font's kerning pairs adjust the text's width (on by default, as in UIKit).
  public var usesKerning = true {
    didSet { if usesKerning != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// How lines are aligned horizontally (for rendering).
  public var textAlignment = TextAlignment.natural
  /// The text color (for rendering).
  public var textColor: Color = .black {
    didSet { restyleAttributedText(.foregroundColor, textColor) }
  }

  /// How a label breaks lines (UIKit's `NSLineBreakMode`).
  public enum LineBreakMode: Int, Hashable, Sendable {
    /// Wrap at word boundaries.
    case byWordWrapping
    /// Wrap at character boundaries.
    case byCharWrapping
    /// Cut off what does not fit.
    case byClipping
    /// Replace the start of the last line with "…".
    case byTruncatingHead
    /// Replace the end of the last line with "…".
    case byTruncatingTail
    /// Replace the middle of the last line with "…".
    case byTruncatingMiddle
  }

  /// Horizontal text alignment (UIKit's `NSTextAlignment`).
  public enum TextAlignment: Int, Hashable, Sendable {
    /// Left.
    case left
    /// Centered.
    case center
    /// Right.
    case right
    /// Both edges.
    case justified
    /// Leading: left in left-to-right layouts, right in right-to-left.
    case natural
  }

  /// The width the last intrinsic size wrapped at, and a width a fitting-size solve asks
  /// for instead of the bounds.
  var wrapWidthUsed: CGFloat = 0
  var fittingWidth: CGFloat?

  var layout: TextLayout {
    let truncation: TextLayout.Truncation =
      switch lineBreakMode {
      case .byTruncatingHead: .head
      case .byTruncatingMiddle: .middle
      default: .tail
      }
    return TextLayout(
      measurer: textMeasurer, font: font.spec, byCharacters: lineBreakMode == .byCharWrapping,
      truncation: truncation, kerning: usesKerning)
  }
  var metrics: LineMetrics { textMeasurer.lineMetrics(for: font.spec) }

  /// Whether the intrinsic size depends on the width layout gives the label.
  var wrapsAtLayoutWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth <= 0 }

  /// What a measurement of the text depends on: the text, the font (its leading too, which
  /// font equality leaves out), the line settings, the width wrapped at and the pixel grid.
  struct MeasurementKey: Equatable {
    var text: String
    var font: Font
    var leading: CGFloat
    var numberOfLines: Int
    var lineBreakMode: LineBreakMode
    var kerning: Bool
    var width: CGFloat
    var scale: CGFloat?
  }

  /// The last measurement and what it depended on (the text measurer aside: setting one drops
  /// it). A self-sizing cell's label is measured by the live engine when its text is set, then
  /// again by the fitting's scratch engine at the same width, twice: without this the text was
  /// laid out three times per row, a third of a table row's cost.
  var lastMeasurement: (key: MeasurementKey, size: CGSize)?

  /// The measured text: the widest line by the number of lines × the line height.
  open override var intrinsicContentSize: CGSize {
    guard let text, !text.isEmpty else { return .zero }
    var width = CGFloat.infinity
    if numberOfLines != 1 {
      if preferredMaxLayoutWidth > 0 {
        width = preferredMaxLayoutWidth
      } else if let fittingWidth {
        width = fittingWidth
      } else if bounds.width > 0 {
        width = bounds.width
      }
      wrapWidthUsed = width.isFinite ? width : 0
    }
    let key = MeasurementKey(
      text: text, font: font, leading: font.leading, numberOfLines: numberOfLines,
      lineBreakMode: lineBreakMode, kerning: usesKerning, width: width, scale: window?.scale)
    if let last = lastMeasurement, last.key == key { return last.size }
    let size = measure(text, width: width)
    lastMeasurement = (key, size)
    return size
  }

  /// The text's size wrapped at `width` (one line for a single-line label), rounded up to
  /// pixels.
  private func measure(_ text: String, width: CGFloat) -> CGSize {
    let lineHeight = CGFloat(metrics.lineHeight)
    if numberOfLines == 1 {
      // One line: a newline shows as a space (replaced only when there is one: it costs).
      let single =
        text.utf8.contains(10)
        ? Substring(text.replacingOccurrences(of: "\n", with: " ")) : Substring(text)
      return roundedUpToPixels(CGSize(width: CGFloat(layout.width(single)), height: lineHeight))
    }
    let lines = layout.lines(
      of: text, width: Double(width), maximumLines: numberOfLines, truncating: false)
    let widest = lines.map { layout.width($0) }.max() ?? 0
    return roundedUpToPixels(
      CGSize(width: CGFloat(widest), height: height(ofLines: lines.count, lineHeight: lineHeight)))
  }

  /// The height of `count` lines: each line's height, and the font's ``Font/leading``
  /// between them, as UIKit sets them (mobimeo/ios-baseline-alignment measured a multi-line
  /// label as `lineHeight × n + leading × (n − 1)` before rounding up to a pixel).
  func height(ofLines count: Int, lineHeight: CGFloat) -> CGFloat {
    guard count > 0 else { return 0 }
    return lineHeight * CGFloat(count) + font.leading * CGFloat(count - 1)
  }

  /// The font's ascender: where the first line's baseline sits below the top.
  open override var firstBaselineOffsetFromTop: CGFloat? {
    CGFloat(metrics.ascender)
  }

  /// The font's descender and line gap: where the last line's baseline sits above the
  /// bottom (the leading goes between lines only, so it does not move the last baseline
  /// from the bottom).
  open override var lastBaselineOffsetFromBottom: CGFloat? {
    CGFloat(metrics.descender + metrics.lineGap)
  }

  /// The lines as drawn in the current bounds: wrapped at the bounds width when more than one
  /// line is allowed, at most `numberOfLines` and as many as the height holds, the last one
  /// holding the rest of the text and truncated with "…" when text does not fit (a single-line
  /// label compressed below its intrinsic width truncates rather than overflowing), with a
  /// pixel of slack for frames snapped to pixels.
  public var visibleLines: [String] {
    guard let text, !text.isEmpty else { return [] }
    // Frames snap each edge to the nearest pixel, so a label sized to its text can be up to a
    // pixel narrower than the measured width: that much does not truncate or wrap.
    let width = Double(bounds.width) + 1 / Double(window?.scale ?? 1)
    let truncating = lineBreakMode != .byClipping
    if numberOfLines == 1 {
      let single = Substring(text.replacingOccurrences(of: "\n", with: " "))
      return [String(truncating ? layout.truncate(single, to: width, always: false) : single)]
    }
    // As many lines as the height holds (at least one), and no more than numberOfLines: n
    // lines take n × lineHeight + (n − 1) × leading.
    let lineHeight = metrics.lineHeight
    let pitch = lineHeight + Double(font.leading)
    let fitting =
      lineHeight > 0 && pitch > 0
      ? max(1, Int(((Double(bounds.height) + Double(font.leading)) / pitch) + 1e-9)) : 1
    let limit = numberOfLines > 0 ? min(numberOfLines, fitting) : fitting
    return layout.lines(
      of: text, width: width, maximumLines: limit, truncating: truncating
    ).map(String.init)
  }

  /// Re-measures a multi-line label whose width changed, as UIKit's labels do.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if wrapsAtLayoutWidth, bounds.width != wrapWidthUsed { invalidateIntrinsicContentSize() }
  }
}

extension Label: ContentSizeCategoryAdjusting {
  /// Takes the font's text style (or scaling) at the label's category, when the label adjusts
  /// and its font follows a style: its window's category, ``ContentSizeCategory/current``
  /// outside a window.
  func adjustForContentSizeCategory() {
    guard adjustsFontForContentSizeCategory,
      let resolved = font.resolved(compatibleWith: window == nil ? nil : traitCollection)
    else { return }
    // Equal fonts with the same leading lay out the same: no new font, no invalidation (and
    // no recursion through `font`'s observer).
    if resolved != font || resolved.leading != font.leading { font = resolved }
  }
}

extension Label: TextBaselineSpacing {
  /// The distance between two lines' baselines: the line height and the font's leading
  /// (the style's leading for a preferred font).
  var baselineToBaselineDistance: CGFloat { CGFloat(metrics.lineHeight) + font.leading }
}
