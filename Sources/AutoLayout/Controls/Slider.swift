import Foundation

/// A control for picking a value in a range (UIKit's `UISlider`): 31 points tall, with no
/// intrinsic width (it stretches to what constraints give it).
///
/// Sources: storyboards' sliders are always 31 points tall, and Interface Builder gives them
/// the default priorities (hugging 250, compression resistance 750); no printout of
/// `UISlider().intrinsicContentSize` was found, so the width is UIKit's "no intrinsic
/// metric", as for any stretching control.
open class Slider: Control {
  /// The current value, kept within ``minimumValue`` … ``maximumValue``.
  open var value: Float = 0 {
    didSet { value = min(max(value, minimumValue), maximumValue) }
  }
  /// The smallest value (0 by default).
  open var minimumValue: Float = 0
  /// The largest value (1 by default).
  open var maximumValue: Float = 1
  /// Whether value changes are sent while dragging.
  open var isContinuous = true
  /// The track color left of the thumb.
  open var minimumTrackTintColor: Color?
  /// The track color right of the thumb.
  open var maximumTrackTintColor: Color?
  /// The thumb color.
  open var thumbTintColor: Color?

  /// Sets the value (without animation in Truss).
  open func setValue(_ value: Float, animated: Bool) { self.value = value }

  /// No intrinsic width; 31 points tall.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: 31)
  }
}
