import TrussUIKit

// A profile card, previewed with `swift run truss preview Examples/swift/ProfileCard.swift`.
// Change a constant (the avatar's size, the spacing) and save: the page redraws the card.

/// The space between the avatar and the text beside it, and between the card's rows.
let spacing: CGFloat = 12
/// The avatar's side.
let avatarSide: CGFloat = 64

/// A card showing a person: the avatar at the leading edge, the name and handle in a stack
/// beside it, a bio of any length below both, and a Follow button at the trailing edge.
final class ProfileCardView: UIView {
  let avatar = UIImageView(
    image: UIImage(named: "avatar", size: CGSize(width: avatarSide, height: avatarSide)))
  let name = UILabel()
  let handle = UILabel()
  let bio = UILabel()
  let follow = UIButton(type: .system)

  override init(frame: CGRect) {
    super.init(frame: frame)
    identifier = "card"
    backgroundColor = .systemGray6
    layer.cornerRadius = 12
    layoutMargins = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)

    avatar.identifier = "avatar"
    avatar.layer.cornerRadius = avatarSide / 2
    name.identifier = "name"
    name.text = "Ada Lovelace"
    name.font = .boldSystemFont(ofSize: 17)
    handle.identifier = "handle"
    handle.text = "@ada"
    handle.font = .systemFont(ofSize: 15)
    handle.textColor = .secondaryLabel
    bio.identifier = "bio"
    bio.text = "Wrote the first program for the Analytical Engine, a century before computers."
    bio.font = .systemFont(ofSize: 15)
    bio.numberOfLines = 0
    follow.identifier = "follow"
    follow.setTitle("Follow", for: .normal)

    let names = UIStackView(arrangedSubviews: [name, handle])
    names.identifier = "names"
    names.axis = .vertical
    names.spacing = 2

    for view in [avatar, names, bio, follow] {
      view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(view)
    }
    // The name may be truncated before the Follow button is.
    follow.setContentCompressionResistancePriority(.required, for: .horizontal)
    NSLayoutConstraint.activate([
      avatar.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      avatar.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
      names.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: spacing),
      names.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
      follow.leadingAnchor.constraint(greaterThanOrEqualTo: names.trailingAnchor, constant: 8),
      follow.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
      follow.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
      bio.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: spacing),
      bio.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      bio.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
      bio.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

/// The screen: the card at the top of the safe area, inside the screen's margins.
func preview() -> UIView {
  let screen = UIView()
  screen.backgroundColor = .white
  let card = ProfileCardView()
  card.translatesAutoresizingMaskIntoConstraints = false
  screen.addSubview(card)
  NSLayoutConstraint.activate([
    card.topAnchor.constraint(equalTo: screen.safeAreaLayoutGuide.topAnchor, constant: 16),
    card.leadingAnchor.constraint(equalTo: screen.layoutMarginsGuide.leadingAnchor),
    card.trailingAnchor.constraint(equalTo: screen.layoutMarginsGuide.trailingAnchor),
  ])
  return screen
}
