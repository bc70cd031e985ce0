// memory-bench [--iterations N] [--every K] [--churn]
//
// Whether memory stays flat (issue 20). By default: the 1,000-view feed screen (LayoutWorkloads)
// built in a window, laid out, rotated and laid out again, then dropped, N times (default
// 1,000). With --churn: one such window kept for the whole run, and each iteration replaces
// every card's avatar-width constraint with a new one (90 constraints deactivated, 90
// activated), takes the last card out of the window and puts it back with new constraints to
// the card above it, and lays out.
//
// Every K iterations (default 100) it prints the resident set size (from /proc/self/statm)
// and its anonymous part (RssAnon in /proc/self/status: the heap, without the libraries'
// pages). Build in release: `swift run -c release --package-path Benchmarks memory-bench`.

import Foundation
import LayoutWorkloads
import Truss

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data((message + "\n").utf8))
  exit(2)
}

let usage = "usage: memory-bench [--iterations N] [--every K] [--churn]"
var iterations = 1000
var every = 100
var churn = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--iterations":
    guard let value = arguments.popFirst().flatMap(Int.init), value > 0 else { fail(usage) }
    iterations = value
  case "--every":
    guard let value = arguments.popFirst().flatMap(Int.init), value > 0 else { fail(usage) }
    every = value
  case "--churn": churn = true
  default: fail(usage)
  }
}

/// The resident set size in KiB (statm's second field is in pages).
func residentKiB() -> Int {
  guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
    return -1
  }
  let fields = text.split(separator: " ")
  guard fields.count > 1, let pages = Int(fields[1]) else { return -1 }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
}

/// The anonymous part of the resident set (the heap and stacks, not the mapped libraries), in
/// KiB, from /proc/self/status.
func anonymousKiB() -> Int {
  guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
    let line = text.split(separator: "\n").first(where: { $0.hasPrefix("RssAnon:") })
  else { return -1 }
  return Int(line.split(separator: " ").dropFirst().first ?? "") ?? -1
}

let content = FeedContent.cards()
var views = 0

func report(_ iteration: Int) {
  print("iteration \(iteration): rss \(residentKiB()) KiB, anonymous \(anonymousKiB()) KiB")
}

print(
  churn ? "churn in one window, \(iterations) iterations" : "build and drop, \(iterations) windows")
report(0)
if churn {
  let screen = FeedScreen(content: content, geometry: .portrait)
  screen.window.layoutIfNeeded()
  views = screen.viewCount
  var widths = screen.avatarWidths
  for iteration in 1...iterations {
    for (index, old) in widths.enumerated() {
      guard let avatar = old.firstItem as? View else { fail("an avatar width without its view") }
      old.isActive = false
      let new = avatar.widthAnchor.constraint(
        equalToConstant: iteration.isMultiple(of: 2) ? 48 : FeedMetrics.avatarSize)
      new.isActive = true
      widths[index] = new
    }
    let last = screen.cards[screen.cards.count - 1]
    let above = screen.cards[screen.cards.count - 2]
    last.removeFromSuperview()
    screen.window.addSubview(last)
    LayoutConstraint.activate([
      last.topAnchor.constraint(equalTo: above.bottomAnchor, constant: FeedMetrics.cardSpacing),
      last.leadingAnchor.constraint(equalTo: screen.window.layoutMarginsGuide.leadingAnchor),
      last.trailingAnchor.constraint(equalTo: screen.window.layoutMarginsGuide.trailingAnchor),
    ])
    screen.window.layoutIfNeeded()
    if iteration.isMultiple(of: every) { report(iteration) }
  }
  if !screen.log.messages.isEmpty { fail("the screen logged: \(screen.log.messages[0])") }
} else {
  for iteration in 1...iterations {
    do {
      let screen = FeedScreen(content: content, geometry: .portrait)
      screen.window.layoutIfNeeded()
      screen.resize(to: .landscape)
      views = screen.viewCount
      if !screen.log.messages.isEmpty { fail("the screen logged: \(screen.log.messages[0])") }
    }
    if iteration.isMultiple(of: every) { report(iteration) }
  }
}
print("\(views) views a window")
