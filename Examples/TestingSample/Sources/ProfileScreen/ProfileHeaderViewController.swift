import TrussUIKit

/// A profile header as an iOS app writes it: an avatar, a name, a bio of any length and a
/// follow button, laid out with anchors in a vertical scroll view (so the largest text sizes
/// scroll rather than run off the screen), inside the layout margins. The name and the button
/// share a row; at accessibility text sizes the button moves under the name, as the Human
/// Interface Guidelines ask of rows that would truncate.
public final class ProfileHeaderViewController: UIViewController {
  public let scrollView = UIScrollView()
  public let content = UIView()
  public let avatar = UIImageView()
  public let nameLabel = UILabel()
  public let bioLabel = UILabel()
  public let followButton = UIButton(type: .system)

  private var sideBySide: [NSLayoutConstraint] = []
  private var stacked: [NSLayoutConstraint] = []

  public var name: String = "" { didSet { nameLabel.text = name } }
  public var bio: String = "" { didSet { bioLabel.text = bio } }

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    avatar.identifier = "avatar"
    nameLabel.identifier = "name"
    bioLabel.identifier = "bio"
    followButton.identifier = "follow"
    avatar.backgroundColor = .systemGray4
    avatar.layer.cornerRadius = 32
    nameLabel.font = .preferredFont(forTextStyle: .headline)
    nameLabel.adjustsFontForContentSizeCategory = true
    nameLabel.numberOfLines = 0
    bioLabel.font = .preferredFont(forTextStyle: .body)
    bioLabel.adjustsFontForContentSizeCategory = true
    bioLabel.numberOfLines = 0
    followButton.setTitle("Follow", for: .normal)
    followButton.setContentHuggingPriority(.required, for: .horizontal)
    followButton.setContentCompressionResistancePriority(.required, for: .horizontal)

    scrollView.identifier = "scroll"
    content.identifier = "content"
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    content.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scrollView)
    scrollView.addSubview(content)
    for subview in [avatar, nameLabel, bioLabel, followButton] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      content.addSubview(subview)
    }
    // The content is as wide as the scroll view and as tall as it needs.
    NSLayoutConstraint.activate([
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.topAnchor.constraint(equalTo: view.topAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
      content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
      content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
      content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
    ])
    let margins = content.layoutMarginsGuide
    NSLayoutConstraint.activate([
      avatar.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      avatar.topAnchor.constraint(equalTo: margins.topAnchor, constant: 8),
      avatar.widthAnchor.constraint(equalToConstant: 64),
      avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),

      nameLabel.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
      nameLabel.topAnchor.constraint(equalTo: avatar.topAnchor),

      bioLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      bioLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      bioLabel.topAnchor.constraint(
        greaterThanOrEqualTo: avatar.bottomAnchor, constant: 12),
      bioLabel.topAnchor.constraint(
        greaterThanOrEqualTo: followButton.bottomAnchor, constant: 12),
      bioLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor, constant: -8),
    ])
    // As high as the two rules above allow.
    let snug = bioLabel.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 12)
    snug.priority = .defaultLow
    snug.isActive = true
    sideBySide = [
      followButton.leadingAnchor.constraint(equalTo: nameLabel.trailingAnchor, constant: 8),
      followButton.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      followButton.firstBaselineAnchor.constraint(equalTo: nameLabel.firstBaselineAnchor),
    ]
    stacked = [
      nameLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      followButton.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
      followButton.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 4),
    ]
    updateArrangement()
  }

  public override func traitCollectionDidChange(_ previous: UITraitCollection?) {
    super.traitCollectionDidChange(previous)
    updateArrangement()
  }

  /// Side by side at ordinary text sizes; the button under the name at accessibility sizes.
  private func updateArrangement() {
    let large = traitCollection.preferredContentSizeCategory.isAccessibilityCategory
    NSLayoutConstraint.deactivate(large ? sideBySide : stacked)
    NSLayoutConstraint.activate(large ? stacked : sideBySide)
  }
}
