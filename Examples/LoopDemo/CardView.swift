import Foundation
import Truss

/// A news card: a headline and, beside it, a "New" badge. The badge fits beside a headline
/// of one line; a headline that wraps gets the card's full width (the badge goes below it).
///
/// The bug: the choice is made in `layoutSubviews` from the headline's current height. A
/// headline that fits on one line at the full width but not beside the badge wraps when it
/// is given the narrower width, so the next layout gives it the full width, where it fits on
/// one line again, and so on: the card's height flips between one and two lines forever.
final class CardView: View {
  let headline = Label()
  /// The width the badge takes beside a one-line headline.
  let badgeWidth: CGFloat = 60

  override init(frame: CGRect) {
    super.init(frame: frame)
    identifier = "card"
    headline.identifier = "headline"
    headline.numberOfLines = 0
    headline.translatesAutoresizingMaskIntoConstraints = false
    addSubview(headline)
    LayoutConstraint.activate([
      headline.leadingAnchor.constraint(equalTo: leadingAnchor),
      headline.topAnchor.constraint(equalTo: topAnchor),
      headline.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor),
      bottomAnchor.constraint(equalTo: headline.bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    let isOneLine = headline.frame.height < 2 * headline.font.lineHeight
    headline.preferredMaxLayoutWidth = isOneLine ? bounds.width - badgeWidth : bounds.width
  }
}
