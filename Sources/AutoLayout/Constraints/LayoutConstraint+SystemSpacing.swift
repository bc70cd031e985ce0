import Foundation

/// A view whose baselines are lines of text in one font (labels): vertical system spacing to
/// and from its baselines is measured from that font.
protocol TextBaselineSpacing: AnyObject {
  /// The distance from one baseline of the view's text to the next: the font's line height
  /// plus its leading (the Human Interface Guidelines' leading for a preferred font).
  var baselineToBaselineDistance: CGFloat { get }
}

extension LayoutConstraint {
  /// What a vertical system-spacing constraint's constant stands for.
  struct SystemSpacing: Hashable, Sendable {
    /// The factor applied to the system spacing.
    let multiplier: CGFloat
    /// The constant it last resolved to; a constant that differs was set by the user, and
    /// the constraint keeps it from then on.
    var resolved: CGFloat
  }

  /// Makes the constraint's constant `multiplier` × the vertical system spacing between its
  /// anchors, resolved from the fonts now and again each time the engine adds the constraint
  /// (a font change re-adds the constraints that use a view's baselines). For
  /// `VisualFormat`'s standard spacing between baselines; not API.
  package func useVerticalSystemSpacing(multiplier: CGFloat) {
    let value = verticalSystemSpacing(multiplier: multiplier)
    storedConstant = value
    systemSpacing = SystemSpacing(multiplier: multiplier, resolved: value)
  }

  /// Brings a system-spacing constant up to date with the fonts, before the engine lowers
  /// the constraint. A constant the user changed since is left alone.
  func resolveSystemSpacing() {
    guard let spacing = systemSpacing else { return }
    guard storedConstant == spacing.resolved else {
      systemSpacing = nil
      return
    }
    let value = verticalSystemSpacing(multiplier: spacing.multiplier)
    storedConstant = value
    systemSpacing?.resolved = value
  }

  /// `multiplier` × the system spacing between the constraint's vertical anchors.
  ///
  /// Apple: "If either the receiver or 'anchor' is the firstBaselineAnchor or
  /// lastBaselineAnchor of a view with text content then the spacing will depend on the fonts
  /// involved and will change when those do" (`NSLayoutAnchor.h`, iOS 11.1 SDK); for VFL,
  /// "the default spacing will be determined from the line heights of the fonts involved"
  /// (`NSLayoutConstraint.h`). Apple gives no numbers and no device measurement is published,
  /// so Truss chooses: between two text baselines, the larger of the two fonts' baseline-to-
  /// baseline distances (line height + leading: 22 points for body text at Large, as the
  /// lines of a paragraph are spaced); between a text baseline and any other edge, that
  /// font's distance; 8 points (``systemSpacing``) when neither anchor is a text baseline.
  func verticalSystemSpacing(multiplier: CGFloat) -> CGFloat {
    let distances = (first + second).compactMap { term -> CGFloat? in
      let isFirst = term.attribute == .firstBaseline
      guard isFirst || term.attribute == .lastBaseline, let view = term.item as? View,
        // A container's baseline is a descendant's (a stack view's label): its font counts.
        let text = LayoutEngine.baselineView(of: view, first: isFirst) as? TextBaselineSpacing
      else { return nil }
      return text.baselineToBaselineDistance
    }
    return (distances.max() ?? LayoutConstraint.systemSpacing) * multiplier
  }
}
