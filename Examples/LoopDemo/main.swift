// LoopDemo: a layout feedback loop, stopped and reported.
//
//   swift run LoopDemo                                              # the [LayoutLoop] summary
//   TRUSS_LAYOUT_FEEDBACK_LOOP_THRESHOLD=100 swift run LoopDemo     # the debugger's report
//   swift run LoopDemo -UIViewLayoutFeedbackLoopDebuggingThreshold 100
//
// The window's log goes to standard output; the process ends normally after the loop is
// stopped.

import Foundation
import Truss

let window = Window(size: CGSize(width: 320, height: 480))
window.logHandler = { print($0) }
let card = CardView(frame: .zero)
card.headline.text = "Truss stops layout feedback loops"
card.translatesAutoresizingMaskIntoConstraints = false
window.addSubview(card)
LayoutConstraint.activate([
  card.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
  card.trailingAnchor.constraint(equalTo: window.layoutMarginsGuide.trailingAnchor),
  card.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
])
window.layoutIfNeeded()
print(
  "The loop was stopped; the card is \(Int(card.frame.height)) points tall, and the app goes on.")
