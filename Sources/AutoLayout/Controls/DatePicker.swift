import Foundation

/// A control for picking a date (UIKit's `UIDatePicker`), sized by its style.
///
/// Sizes: the wheels are UIKit's picker, 320 × 216 points (the size `UIPickerView` and
/// `UIDatePicker` have had since iOS 2). The compact style (iOS 14) shows the date as a
/// tinted button; no measurement of its size was found, so Truss chooses one and says so: the
/// date text in the 17-point system font with 12 points on each side and 7 above and below,
/// like a configured button (a compact date-only picker is then about 120 × 34). The inline
/// style is a month calendar: Truss uses 320 × 330, also a choice.
open class DatePicker: Control {
  /// What the picker picks (UIKit's `UIDatePicker.Mode`).
  public enum Mode: Int, Hashable, Sendable {
    /// A time.
    case time
    /// A date.
    case date
    /// A date and a time.
    case dateAndTime
    /// A duration.
    case countDownTimer
  }

  /// How the picker looks (UIKit's `UIDatePickerStyle`).
  public enum Style: Int, Hashable, Sendable {
    /// The platform's choice: compact on iOS 14 and later.
    case automatic
    /// Spinning wheels.
    case wheels
    /// A button showing the date.
    case compact
    /// A calendar.
    case inline
  }

  /// What is picked.
  open var datePickerMode = Mode.dateAndTime { didSet { invalidateIntrinsicContentSize() } }
  /// The style asked for.
  open var preferredDatePickerStyle = Style.automatic {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// The style shown: compact for `.automatic` (iOS 14's default), except wheels for the
  /// count-down timer.
  open var datePickerStyle: Style {
    if preferredDatePickerStyle != .automatic { return preferredDatePickerStyle }
    return datePickerMode == .countDownTimer ? .wheels : .compact
  }
  /// The date shown.
  open var date = Date(timeIntervalSince1970: 0)
  /// The earliest date allowed.
  open var minimumDate: Date?
  /// The latest date allowed.
  open var maximumDate: Date?

  /// Sets the date (without animation in Truss).
  open func setDate(_ date: Date, animated: Bool) { self.date = date }

  /// The text a compact picker measures: a fixed medium-style date ("Nov 24, 2026") and time
  /// ("12:00 PM"), so the size does not depend on the date shown or the machine's locale.
  var compactText: String {
    switch datePickerMode {
    case .date: "Nov 24, 2026"
    case .time, .countDownTimer: "12:00 PM"
    case .dateAndTime: "Nov 24, 2026  12:00 PM"
    }
  }

  /// The size of the style shown (see the type's documentation for the sources and choices).
  open override var intrinsicContentSize: CGSize {
    switch datePickerStyle {
    case .wheels: return CGSize(width: 320, height: 216)
    case .inline: return CGSize(width: 320, height: 330)
    case .compact, .automatic:
      let font = Font.systemFont(ofSize: 17)
      let width = CGFloat(Label.standardMeasurer.width(of: compactText, font: font.spec)) + 24
      return CGSize(width: width.rounded(.up), height: (font.lineHeight + 14).rounded(.up))
    }
  }
}
