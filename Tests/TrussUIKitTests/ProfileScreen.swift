// The layout half of an iOS screen, written as it reads in a UIKit app: this file compiles
// unchanged with `import UIKit` in place of `import TrussUIKit`. (The tests make the window
// with Truss's `UIWindow(size:scale:safeAreaInsets:)`, standing in for the device.)
import TrussUIKit

/// A round avatar: a fixed intrinsic size it hugs more than the name beside it, and a corner
/// radius and image frame kept in step with its bounds in `layoutSubviews`.
final class AvatarView: UIView {
  private(set) var cornerRadius: CGFloat = 0
  private(set) var imageFrame: CGRect = .zero
  private(set) var layoutCount = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    translatesAutoresizingMaskIntoConstraints = false
    setContentHuggingPriority(.defaultHigh, for: .horizontal)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override var intrinsicContentSize: CGSize {
    CGSize(width: 64, height: 64)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    layoutCount += 1
    cornerRadius = bounds.height / 2
    imageFrame = bounds.inset(by: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4))
  }
}

/// A one-line title: as wide as its text, no opinion about its height.
final class TitleView: UIView {
  override var intrinsicContentSize: CGSize {
    CGSize(width: 100, height: UIView.noIntrinsicMetric)
  }
}

/// A small badge with a fixed intrinsic size.
final class BadgeView: UIView {
  override var intrinsicContentSize: CGSize {
    CGSize(width: 40, height: 20)
  }
}

/// A profile screen: a header with an avatar, a name and a badge under the status bar, and
/// a card centred in the content area below.
final class HandWrittenProfileViewController {
  let view: UIWindow
  let backgroundView = UIView()
  let headerView = UIView()
  let avatarView = AvatarView()
  let nameView = TitleView()
  let badgeView = BadgeView()
  let contentGuide = UILayoutGuide()
  let cardView = UIView()

  init(window: UIWindow) {
    view = window
  }

  func viewDidLoad() {
    backgroundView.frame = view.bounds
    backgroundView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(backgroundView)

    headerView.translatesAutoresizingMaskIntoConstraints = false
    headerView.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 8, leading: 20, bottom: 8, trailing: 20)
    view.addSubview(headerView)
    for subview in [avatarView, nameView, badgeView] as [UIView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      headerView.addSubview(subview)
    }
    // The name stretches; the badge keeps its size.
    nameView.setContentHuggingPriority(.defaultLow, for: .horizontal)
    badgeView.setContentHuggingPriority(.defaultHigh + 1, for: .horizontal)

    view.addLayoutGuide(contentGuide)
    cardView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(cardView)

    let cardWidth = cardView.widthAnchor.constraint(
      equalTo: contentGuide.widthAnchor, multiplier: 0.5)
    cardWidth.priority = UILayoutPriority(rawValue: 999)

    NSLayoutConstraint.activate([
      headerView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      headerView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      headerView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      NSLayoutConstraint(
        item: headerView, attribute: .height, relatedBy: .equal, toItem: nil,
        attribute: .notAnAttribute, multiplier: 1, constant: 120),

      avatarView.leadingAnchor.constraint(equalTo: headerView.layoutMarginsGuide.leadingAnchor),
      avatarView.centerYAnchor.constraint(equalTo: headerView.centerYAnchor),

      nameView.leadingAnchor.constraint(
        equalToSystemSpacingAfter: avatarView.trailingAnchor, multiplier: 1.5),
      nameView.centerYAnchor.constraint(equalTo: avatarView.centerYAnchor),
      nameView.heightAnchor.constraint(equalToConstant: 24),
      badgeView.leadingAnchor.constraint(equalTo: nameView.trailingAnchor, constant: 8),
      badgeView.trailingAnchor.constraint(equalTo: headerView.layoutMarginsGuide.trailingAnchor),
      badgeView.centerYAnchor.constraint(equalTo: avatarView.centerYAnchor),

      contentGuide.topAnchor.constraint(equalTo: headerView.bottomAnchor, constant: 16),
      contentGuide.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      contentGuide.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      contentGuide.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),

      cardView.centerXAnchor.constraint(equalTo: contentGuide.centerXAnchor),
      cardView.topAnchor.constraint(equalTo: contentGuide.topAnchor),
      cardWidth,
      cardView.widthAnchor.constraint(lessThanOrEqualToConstant: 300),
      NSLayoutConstraint(
        item: cardView, attribute: .height, relatedBy: .equal, toItem: cardView,
        attribute: .width, multiplier: 0.5, constant: 0),
    ])
  }

  /// The header's smallest size: what its content needs.
  var compressedHeaderSize: CGSize {
    headerView.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
  }
}
