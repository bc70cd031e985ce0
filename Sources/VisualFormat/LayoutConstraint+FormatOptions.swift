import AutoLayout

extension LayoutConstraint {
  /// Options for ``LayoutConstraint/constraints(withVisualFormat:options:metrics:views:file:line:)``
  /// (UIKit's `NSLayoutConstraint.FormatOptions`, with UIKit's raw values): an alignment for
  /// every view in the format, the direction of `H:` formats, and the kind of vertical spacing.
  ///
  /// Alignment must be perpendicular to the format's orientation: `H:` formats may align tops,
  /// bottoms, vertical centers and baselines; `V:` formats lefts, rights, leadings, trailings
  /// and horizontal centers. At most one direction may be given.
  public struct FormatOptions: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public var rawValue: UInt
    /// Options from their raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Align the views' left edges.
    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    /// Align the views' right edges.
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    /// Align the views' top edges.
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    /// Align the views' bottom edges.
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    /// Align the views' leading edges.
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    /// Align the views' trailing edges.
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    /// Align the views' horizontal centers.
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    /// Align the views' vertical centers.
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    /// Align the views' last baselines.
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    /// Align the views' first baselines.
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    /// UIKit's older name for ``alignAllLastBaseline``.
    public static let alignAllBaseline = alignAllLastBaseline
    /// The bits of the alignment options.
    public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

    /// `H:` runs from the leading edge to the trailing edge (the default: no bits).
    public static let directionLeadingToTrailing = FormatOptions([])
    /// `H:` runs from left to right, whatever the layout direction.
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    /// `H:` runs from right to left, whatever the layout direction.
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    /// The bits of the direction options.
    public static let directionMask = FormatOptions(rawValue: 3 << 16)

    /// `V:` spacing runs between edges (the default: no bits).
    public static let spacingEdgeToEdge = FormatOptions([])
    /// `V:` spacing runs from one view's last baseline to the next view's first baseline.
    public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
    /// The bits of the spacing options.
    public static let spacingMask = FormatOptions(rawValue: 1 << 19)

    /// Each alignment option and the attribute it aligns, in raw-value order.
    static let alignments: [(FormatOptions, Attribute)] = [
      (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top),
      (.alignAllBottom, .bottom), (.alignAllLeading, .leading), (.alignAllTrailing, .trailing),
      (.alignAllCenterX, .centerX), (.alignAllCenterY, .centerY),
      (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
    ]
  }
}
