import Foundation

/// An on/off switch (UIKit's `UISwitch`): 51 × 31 points whatever its frame says, hugging
/// its content at 750 on both axes.
///
/// Sources: Apple ("UISwitch overrides initWithFrame: and enforces a size appropriate for the
/// control", quoted in facebook/react-native#7573), storyboards' switches (51 × 31, hugging
/// 750/750), and the Interface Builder priority table of Stack Overflow's "What are the
/// default Auto Layout Content Hugging and Content Compression Resistance priority values?"
/// (iOS 7–17; iOS 26's switch is larger).
open class Switch: Control {
  /// The size every switch has.
  public static let size = CGSize(width: 51, height: 31)

  /// Whether the switch is on.
  open var isOn = false
  /// The color of the track when on.
  open var onTintColor: Color?
  /// The color of the thumb.
  open var thumbTintColor: Color?

  /// A switch; the frame's size is replaced by the switch's own, as UIKit does.
  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: Switch.size))
    setContentHuggingPriority(.defaultHigh, for: .horizontal)
    setContentHuggingPriority(.defaultHigh, for: .vertical)
  }

  /// A switch decoded from an archive (Truss has no nibs: an off switch).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    frame.size = Switch.size
    setContentHuggingPriority(.defaultHigh, for: .horizontal)
    setContentHuggingPriority(.defaultHigh, for: .vertical)
  }

  /// Turns the switch on or off (without animation in Truss).
  open func setOn(_ on: Bool, animated: Bool) { isOn = on }

  /// 51 × 31.
  open override var intrinsicContentSize: CGSize { Switch.size }
}
