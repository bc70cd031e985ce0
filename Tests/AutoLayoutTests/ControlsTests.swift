import Foundation
import Testing
import Truss

/// Issue 12, item 2: controls' intrinsic sizes and default priorities for views made in code,
/// each as UIKit's (the sources are in each control's documentation comment).
@Suite struct ControlsTests {
  /// Apple: "UISwitch … enforces a size appropriate for the control"; storyboards: 51 × 31,
  /// hugging 750/750.
  @Test func switchIs51By31AndHugs() {
    let control = Switch(frame: CGRect(x: 5, y: 5, width: 200, height: 100))
    #expect(control.intrinsicContentSize == CGSize(width: 51, height: 31))
    #expect(control.frame == CGRect(x: 5, y: 5, width: 51, height: 31))
    #expect(control.contentHuggingPriority(for: .horizontal) == .defaultHigh)
    #expect(control.contentHuggingPriority(for: .vertical) == .defaultHigh)
    #expect(!control.isOn)
    control.setOn(true, animated: true)
    #expect(control.isOn)
  }

  /// Storyboards: sliders 31 tall, no intrinsic width; progress views 4 tall (iOS 13 and
  /// later), no intrinsic width, vertical hugging 750.
  @Test func slidersAndProgressViewsStretch() {
    let slider = Slider()
    #expect(slider.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: 31))
    #expect(slider.contentHuggingPriority(for: .horizontal) == .defaultLow)
    slider.maximumValue = 10
    slider.value = 12
    #expect(slider.value == 10)
    let progress = ProgressView(progressViewStyle: .bar)
    #expect(progress.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: 4))
    #expect(progress.contentHuggingPriority(for: .vertical) == .defaultHigh)
    #expect(progress.contentHuggingPriority(for: .horizontal) == .defaultLow)
  }

  /// "It assumes a default size of 20 × 20 or 37 × 37, depending on its style" (Mark
  /// Meretzky's notes); hidden while stopped, as `hidesWhenStopped` is true by default.
  @Test func activityIndicatorsBySizeAndHiddenWhenStopped() {
    let medium = ActivityIndicatorView(style: .medium)
    #expect(medium.intrinsicContentSize == CGSize(width: 20, height: 20))
    #expect(ActivityIndicatorView(style: .large).intrinsicContentSize.width == 37)
    #expect(ActivityIndicatorView(style: .whiteLarge).intrinsicContentSize.height == 37)
    #expect(medium.isHidden)
    medium.startAnimating()
    #expect(!medium.isHidden && medium.isAnimating)
    medium.stopAnimating()
    #expect(medium.isHidden)
    #expect(medium.contentHuggingPriority(for: .horizontal) == .defaultHigh)
  }

  /// LayoutKit's tested model of `UIButton.intrinsicContentSize` and Erica Sadun's "Hello
  /// World" system button (78 × 30): the 15-point title plus 12 points of height, no
  /// horizontal padding, at least 30 wide, rounded up to whole points.
  @Test func legacyButtonsSizeAsUIKitsDo() {
    let system = Button(type: .system)
    system.setTitle("Hello World", for: .normal)
    let font = Font.systemFont(ofSize: 15)
    let title = CGFloat(Label.standardMeasurer.width(of: "Hello World", font: font.spec))
    #expect(system.titleLabel?.font == font)
    #expect(system.intrinsicContentSize.width == title.rounded(.up))
    #expect(system.intrinsicContentSize.height == (font.lineHeight + 12).rounded(.up))
    #expect(system.intrinsicContentSize.height == 30)

    // An empty title keeps a line's height; a short one is at least 30 wide.
    let empty = Button(type: .system)
    #expect(empty.intrinsicContentSize == CGSize(width: 30, height: 30))
    let short = Button(type: .system)
    short.setTitle("OK", for: .normal)
    #expect(short.intrinsicContentSize.width == 30)

    // `UIButton()` is a custom button: an 18-point title.
    let custom = Button()
    #expect(custom.buttonType == .custom)
    #expect(custom.titleLabel?.font.pointSize == 18)

    // Content insets replace the padding and the minimum.
    short.contentEdgeInsets = EdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
    let ok = CGFloat(Label.standardMeasurer.width(of: "OK", font: font.spec))
    #expect(short.intrinsicContentSize.width == (ok + 8).rounded(.up))
    #expect(short.intrinsicContentSize.height == (font.lineHeight + 8).rounded(.up))

    // A font set on the title label resizes the button.
    short.titleLabel?.font = .systemFont(ofSize: 30)
    #expect(
      short.intrinsicContentSize.height == (Font.systemFont(ofSize: 30).lineHeight + 8).rounded(.up)
    )
  }

  /// iOS 15 configurations: 7/12/7/12 insets (Apple engineer, developer forums thread 733541)
  /// and the 17-point title; sizes rounded up to the window's pixels.
  @Test func configuredButtons() {
    let window = Window(size: CGSize(width: 320, height: 480), scale: 2)
    let button = Button(configuration: .filled())
    button.configuration?.title = "Button"
    button.setTitle("Button", for: .normal)
    window.addSubview(button)
    let font = Font.systemFont(ofSize: 17)
    let title = CGFloat(Label.standardMeasurer.width(of: "Button", font: font.spec))
    func up(_ x: CGFloat) -> CGFloat { (x * 2 - 1e-6).rounded(.up) / 2 }
    #expect(
      button.intrinsicContentSize == CGSize(width: up(title + 24), height: up(font.lineHeight + 14))
    )
    #expect(button.titleLabel?.textColor == .white)
  }

  /// Per-state titles fall back to the normal one, and state changes show their own.
  @Test func perStateTitles() {
    let button = Button(type: .system)
    button.setTitle("Play", for: .normal)
    button.setTitle("Pause", for: .selected)
    #expect(button.currentTitle == "Play")
    button.isSelected = true
    #expect(button.currentTitle == "Pause")
    #expect(button.titleLabel?.text == "Pause")
    button.isEnabled = false
    #expect(button.state == [.selected, .disabled])
    #expect(button.currentTitle == "Play")
  }

  /// Target-action needs Objective-C; the closure form runs for the events it was added for.
  @Test func closureActionsReplaceTargetAction() {
    let button = Button(type: .system)
    var taps = 0
    let action = Action { _ in taps += 1 }
    button.addAction(action, for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    button.sendActions(for: .valueChanged)
    #expect(taps == 1)
    button.removeAction(action, for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(taps == 1)
    var primary = 0
    let titled = Button(type: .system, primaryAction: Action(title: "Go") { _ in primary += 1 })
    #expect(titled.currentTitle == "Go")
    titled.sendActions(for: .primaryActionTriggered)
    #expect(primary == 1)
  }

  /// A rounded-rect field is 34 tall at Interface Builder's 14-point font with its text 7 in
  /// from each side; a borderless field is its text's line; the placeholder sizes an empty
  /// field; overlay views add their widths.
  @Test func textFieldsSizeByBorderStyle() {
    let field = TextField()
    field.font = .systemFont(ofSize: 14)
    field.placeholder = "Email"
    let font = Font.systemFont(ofSize: 14)
    let placeholder = CGFloat(Label.standardMeasurer.width(of: "Email", font: font.spec))
    #expect(field.borderStyle == .none)
    #expect(
      field.intrinsicContentSize
        == CGSize(width: placeholder.rounded(.up), height: font.lineHeight.rounded(.up)))
    field.borderStyle = .roundedRect
    #expect(field.intrinsicContentSize.height == 34)
    #expect(field.intrinsicContentSize.width == (placeholder + 14).rounded(.up))
    field.text = "a@b.c"
    let text = CGFloat(Label.standardMeasurer.width(of: "a@b.c", font: font.spec))
    #expect(field.intrinsicContentSize.width == (text + 14).rounded(.up))
    let left = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    field.leftView = left
    field.leftViewMode = .always
    #expect(field.intrinsicContentSize.width == (text + 14 + 40).rounded(.up))
    #expect(field.intrinsicContentSize.height == 40)
    #expect(field.becomeFirstResponder() && field.isFirstResponder)
    #expect(!View().becomeFirstResponder())
  }

  /// Segments are as wide as the widest title plus padding (each its own with
  /// `apportionsSegmentWidthsByContent`); the control is 32 tall (iOS 13 storyboards).
  @Test func segmentedControlsSumTheirSegments() {
    let control = SegmentedControl(items: ["First", "Second"])
    let font = Font.systemFont(ofSize: 13)
    let first = CGFloat(Label.standardMeasurer.width(of: "First", font: font.spec))
    let second = CGFloat(Label.standardMeasurer.width(of: "Second", font: font.spec))
    #expect(control.numberOfSegments == 2)
    #expect(
      control.intrinsicContentSize == CGSize(width: 2 * (second + 24).rounded(.up), height: 32))
    control.apportionsSegmentWidthsByContent = true
    #expect(
      control.intrinsicContentSize.width == (first + 24).rounded(.up) + (second + 24).rounded(.up))
    control.setWidth(100, forSegmentAt: 0)
    #expect(control.intrinsicContentSize.width == 100 + (second + 24).rounded(.up))
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
  }

  /// Wheels are UIKit's picker, 320 × 216; the compact style's size is Truss's stated choice.
  @Test func datePickersSizeByStyle() {
    let picker = DatePicker()
    picker.preferredDatePickerStyle = .wheels
    #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))
    picker.preferredDatePickerStyle = .automatic
    #expect(picker.datePickerStyle == .compact)
    picker.datePickerMode = .date
    let font = Font.systemFont(ofSize: 17)
    let text = CGFloat(Label.standardMeasurer.width(of: "Nov 24, 2026", font: font.spec))
    #expect(
      picker.intrinsicContentSize
        == CGSize(width: (text + 24).rounded(.up), height: (font.lineHeight + 14).rounded(.up)))
  }

  /// `NSLayoutConstraint` is an `NSObject`: equal only to itself, however alike two are.
  @Test func constraintsAreEqualByIdentity() {
    let view = View()
    let a = view.widthAnchor.constraint(equalToConstant: 10)
    let b = view.widthAnchor.constraint(equalToConstant: 10)
    #expect(a == a)
    #expect(a != b)
    #expect(Set([a, b, a]).count == 2)
    #expect([a, b].firstIndex(of: b) == 1)
  }

  /// UIKit's named colors (Apple's documented fixed colors; iOS 13's light system colors).
  @Test func namedColors() {
    #expect(Color.cyan == Color(red: 0, green: 1, blue: 1))
    #expect(Color.brown == Color(red: 0.6, green: 0.4, blue: 0.2))
    #expect(Color.systemBlue == Color(red: 0, green: 122.0 / 255, blue: 1))
    #expect(Color.secondaryLabel.alpha == 0.6)
    #expect(Color.systemBackground == .white)
    #expect(Color.black.cgColor == .black)
    #expect(Color.red.withAlphaComponent(0.5).alpha == 0.5)
    #expect(Color(hue: 0, saturation: 1, brightness: 1, alpha: 1) == .red)
  }

  /// Stored properties layout code sets, kept and harmless.
  @Test func storedViewProperties() {
    let view = View()
    view.contentMode = .scaleAspectFit
    view.isUserInteractionEnabled = false
    view.clipsToBounds = true
    view.accessibilityIdentifier = "card"
    #expect(view.contentMode == .scaleAspectFit)
    #expect(!view.isUserInteractionEnabled)
    #expect(view.layer.masksToBounds)
    #expect(view.accessibilityIdentifier == "card")
  }
}
