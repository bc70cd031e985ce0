/// The redundant constraint each `[LayoutConstraints] Redundant constraint` message of a log
/// names (its second line), and any other message whole: what a screen's log is checked
/// against when the screen's own code repeats a constraint UIKit already makes.
func redundantConstraintLines(in messages: [String]) -> [String] {
  messages.map { message in
    guard message.hasPrefix("[LayoutConstraints] Redundant constraint") else { return message }
    return message.split(separator: "\n").dropFirst().first.map(String.init) ?? message
  }
}
