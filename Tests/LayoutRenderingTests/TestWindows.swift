import AutoLayout
import Foundation
import LayoutContainers

/// Small windows built in code for the rendering tests. Text is set in the box font (every
/// glyph a 1-em square) so drawings do not depend on real font data.
@MainActor
enum TestWindows {
  /// A 200 × 300 window with a 2 × 2 grid at (10, 20): a 40 × 20, b 60 × 30 in row 0, c
  /// 50 × 10 and an empty cell in row 1; columns 50 and 60 wide, rows 30 and 10 high, AppKit's
  /// spacing 6.
  static func gridded() -> Window {
    let window = Window(size: CGSize(width: 200, height: 300))
    var sized: [View] = []
    var constraints: [LayoutConstraint] = []
    for (name, width, height) in [("a", 40.0, 20.0), ("b", 60, 30), ("c", 50, 10)] {
      let view = View()
      view.identifier = name
      view.backgroundColor = .blue
      constraints += [
        view.widthAnchor.constraint(equalToConstant: width),
        view.heightAnchor.constraint(equalToConstant: height),
      ]
      sized.append(view)
    }
    let grid = GridView(views: [[sized[0], sized[1]], [sized[2], GridCell.emptyContentView]])
    grid.identifier = "grid"
    grid.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(grid)
    constraints += [
      grid.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      grid.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
    ]
    LayoutConstraint.activate(constraints)
    window.layoutIfNeeded()
    return window
  }

  /// A 200 × 300 scroll view filling the window over a column of two 200 × 250 modules (the
  /// content is 200 × 500), scrolled 120 points down.
  static func scrolling() -> Window {
    let window = Window(size: CGSize(width: 200, height: 300))
    let scroll = ScrollView()
    scroll.identifier = "scroll"
    scroll.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(scroll)
    var constraints = [
      scroll.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      scroll.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      scroll.topAnchor.constraint(equalTo: window.topAnchor),
      scroll.bottomAnchor.constraint(equalTo: window.bottomAnchor),
    ]
    var previous: View?
    for name in ["first", "second"] {
      let module = View()
      module.identifier = name
      module.backgroundColor = .blue
      module.translatesAutoresizingMaskIntoConstraints = false
      scroll.addSubview(module)
      constraints += [
        module.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
        module.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
        module.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
        module.heightAnchor.constraint(equalToConstant: 250),
        module.topAnchor.constraint(
          equalTo: previous?.bottomAnchor ?? scroll.contentLayoutGuide.topAnchor),
      ]
      previous = module
    }
    if let previous {
      constraints.append(
        previous.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor))
    }
    LayoutConstraint.activate(constraints)
    scroll.contentOffset = CGPoint(x: 0, y: 120)
    window.layoutIfNeeded()
    return window
  }

  /// A colored card with a two-line label, an image placeholder and a chevron inside it, an
  /// ellipse, and a hidden view; laid out by frames.
  static func sample() -> Window {
    let window = Window(
      size: CGSize(width: 200, height: 120),
      safeAreaInsets: EdgeInsets(top: 10, left: 0, bottom: 5, right: 0))
    let card = View(frame: CGRect(x: 10, y: 20, width: 180, height: 90))
    card.identifier = "card"
    card.backgroundColor = Color(red: 1, green: 0.5, blue: 0, alpha: 0.5)
    window.addSubview(card)
    let label = Label(frame: CGRect(x: 5, y: 5, width: 100, height: 20))
    label.identifier = "label"
    label.font = .box(ofSize: 10)
    label.numberOfLines = 2
    label.text = "Hi <you> & me"
    label.textColor = Color(white: 0.2)
    card.addSubview(label)
    let image = ImageView(
      image: ImageView.Image(named: "sun", size: CGSize(width: 32, height: 32)))
    image.frame = CGRect(x: 120, y: 10, width: 32, height: 32)
    card.addSubview(image)
    let chevron = ShapeView.chevron()
    chevron.frame = CGRect(x: 160, y: 50, width: 10, height: 20)
    card.addSubview(chevron)
    let dot = ShapeView(shape: .ellipse, frame: CGRect(x: 0, y: 100, width: 8, height: 6))
    dot.fillColor = .blue
    dot.strokeColor = .black
    dot.lineWidth = 0.5
    window.addSubview(dot)
    let hidden = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    hidden.backgroundColor = .red
    hidden.isHidden = true
    window.addSubview(hidden)
    window.layoutIfNeeded()
    return window
  }

  /// Layers: a rounded bordered card that clips a badge hanging over its corner, a round
  /// avatar placeholder, and a bordered square without a background.
  static func layers() -> Window {
    let window = Window(size: CGSize(width: 160, height: 120))
    let card = View(frame: CGRect(x: 10, y: 10, width: 100, height: 60))
    card.identifier = "card"
    card.backgroundColor = Color(white: 0.95)
    card.layer.cornerRadius = 12
    card.layer.borderWidth = 2
    card.layer.borderColor = Color(red: 0, green: 0, blue: 1)
    card.layer.masksToBounds = true
    window.addSubview(card)
    let badge = View(frame: CGRect(x: 80, y: -10, width: 30, height: 30))
    badge.identifier = "badge"
    badge.backgroundColor = .red
    card.addSubview(badge)
    let avatar = ImageView(
      image: ImageView.Image(named: "face", size: CGSize(width: 40, height: 40)))
    avatar.identifier = "avatar"
    avatar.frame = CGRect(x: 115, y: 10, width: 40, height: 40)
    avatar.layer.cornerRadius = 100
    window.addSubview(avatar)
    let frame = View(frame: CGRect(x: 10, y: 80, width: 30, height: 30))
    frame.identifier = "frame"
    frame.layer.borderWidth = 1
    window.addSubview(frame)
    window.layoutIfNeeded()
    return window
  }

  /// A constrained layout using every kind of constraint figure: spacing to the safe area
  /// and between siblings, sizes (one optional, one an inequality, one relative), an edge
  /// alignment, a center alignment, margins; one view left ambiguous in x.
  static func constrained() -> Window {
    let window = Window(
      size: CGSize(width: 240, height: 200),
      safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 10, right: 0))
    func make(_ id: String, _ color: Color, in parent: View) -> View {
      let view = View()
      view.identifier = id
      view.backgroundColor = color
      view.translatesAutoresizingMaskIntoConstraints = false
      parent.addSubview(view)
      return view
    }
    let header = make("header", Color(white: 0.9), in: window)
    let icon = make("icon", Color(red: 0.2, green: 0.6, blue: 1), in: header)
    let title = Label()
    title.identifier = "title"
    title.font = .box(ofSize: 12)
    title.text = "Title"
    title.translatesAutoresizingMaskIntoConstraints = false
    header.addSubview(title)
    let footer = make("footer", Color(red: 1, green: 0.8, blue: 0.6), in: window)
    let loose = make("loose", Color(red: 0.6, green: 0.9, blue: 0.6), in: window)
    var constraints = [
      header.leadingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.trailingAnchor),
      header.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor, constant: 10),
      header.heightAnchor.constraint(equalToConstant: 60),
      icon.leadingAnchor.constraint(equalTo: header.layoutMarginsGuide.leadingAnchor),
      icon.centerYAnchor.constraint(equalTo: header.centerYAnchor),
      icon.widthAnchor.constraint(equalToConstant: 30),
      icon.heightAnchor.constraint(equalTo: icon.widthAnchor),
      title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
      title.centerYAnchor.constraint(equalTo: icon.centerYAnchor),
      footer.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 20),
      footer.leadingAnchor.constraint(equalTo: header.leadingAnchor),
      footer.widthAnchor.constraint(equalTo: header.widthAnchor, multiplier: 0.5),
      footer.heightAnchor.constraint(greaterThanOrEqualToConstant: 30),
      loose.topAnchor.constraint(equalTo: footer.bottomAnchor, constant: 12),
      loose.widthAnchor.constraint(equalToConstant: 50),
      loose.heightAnchor.constraint(equalToConstant: 20),
    ]
    let preferred = footer.heightAnchor.constraint(equalToConstant: 40)
    preferred.priority = .defaultLow
    constraints.append(preferred)
    LayoutConstraint.activate(constraints)
    window.layoutIfNeeded()
    return window
  }

  /// A device window with one constrained, centered box.
  static func device(_ name: String, _ orientation: DeviceOrientation) -> Window? {
    guard let device = DeviceProfile.named(name) else { return nil }
    let window = Window(device: device, orientation: orientation)
    let box = View()
    box.identifier = "box"
    box.backgroundColor = Color(red: 0.3, green: 0.5, blue: 0.9)
    box.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(box)
    LayoutConstraint.activate([
      box.centerXAnchor.constraint(equalTo: window.centerXAnchor),
      box.centerYAnchor.constraint(equalTo: window.centerYAnchor),
      box.widthAnchor.constraint(equalToConstant: 120),
      box.heightAnchor.constraint(equalToConstant: 80),
    ])
    window.layoutIfNeeded()
    return window
  }
}
