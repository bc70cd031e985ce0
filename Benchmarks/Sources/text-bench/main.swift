// text-bench [--runs N] [--labels N] [--only ROW]
//
// Times StandardTextMeasurer on 10,000 label strings (default) of mixed lengths: half short
// (a button or tab title: 1–3 words), a third medium (a cell title: 4–9 words), the rest
// body text (12–60 words). The text is generated from a fixed seed, so every run measures
// the same strings: mostly English words, some accented words, numbers, prices and curly
// quotes (the binary-search path), and one word in fifty in CJK, Hangul, Cyrillic, Greek,
// Thai or emoji (the fallback paths).
//
// Each row prints the median and the fastest of N runs (default 21, after two untimed
// warm-up runs) of measuring every label once: milliseconds for all labels, nanoseconds per
// label, and (fastest) per Unicode scalar. Rows: `sans` (Nimbus Sans 17 pt, kerned, as labels measure), `sans-nokern`,
// `sans-bold` (kerned), `mono`, `box`, and `sans-any`: kerned Nimbus Sans through an
// `any TextMeasuring` existential, as the layout layer holds its measurer. `--only ROW` runs
// one row, for a profiler. Run it in release:
//
//   swift run -c release --package-path Benchmarks text-bench
//   valgrind --tool=callgrind .build/release/text-bench --runs 1 --only mono

import Foundation
import Truss

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data((message + "\n").utf8))
  exit(2)
}

let usage = "usage: text-bench [--runs N] [--labels N] [--only ROW]"
var runs = 21
var labelCount = 10_000
var only: String?
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
  switch argument {
  case "--runs":
    guard let value = arguments.next().flatMap({ Int($0) }), value >= 1 else { fail(usage) }
    runs = value
  case "--labels":
    guard let value = arguments.next().flatMap({ Int($0) }), value >= 1 else { fail(usage) }
    labelCount = value
  case "--only":
    guard let value = arguments.next() else { fail(usage) }
    only = value
  default: fail(usage)
  }
}

/// SplitMix64: a small, fixed-seed generator, so the labels are the same on every machine.
struct SplitMix64 {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `range`.
  mutating func next(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.count))
  }
}

let words = [
  "the", "of", "and", "to", "in", "is", "you", "that", "it", "for", "on", "are", "with",
  "as", "your", "at", "be", "this", "have", "from", "or", "by", "one", "all", "new", "more",
  "Settings", "Profile", "Messages", "Done", "Cancel", "Edit", "Share", "Delete", "Search",
  "notifications", "account", "privacy", "WiFi", "Bluetooth", "Today", "Yesterday", "AVAILABLE",
  "Wave", "Travel", "VAT", "To", "Yourself", "layout", "constraint", "priority", "frame",
  "typography", "keyboard", "Photos", "Library", "favourites", "downloaded", "quickly",
  "café", "naïve", "Zürich", "Málaga", "façade", "Ærø", "Łódź", "crème", "brûlée",
  "12:45", "€3.99", "$1,299.00", "100%", "#42", "(beta)", "—", "“quoted”", "it’s", "e-mail",
]
let rareWords = ["日本語", "東京", "한국어", "👍", "🎉", "Привет", "Ελλάδα", "ภาษาไทย"]

var random = SplitMix64(state: 0x5452_5553_535F_5458)  // fixed seed
var labels: [String] = []
labels.reserveCapacity(labelCount)
for _ in 0..<labelCount {
  let kind = random.next(in: 0...99)
  let count =
    kind < 50
    ? random.next(in: 1...3) : kind < 85 ? random.next(in: 4...9) : random.next(in: 12...60)
  var label = ""
  for i in 0..<count {
    if i > 0 { label += " " }
    if random.next(in: 0...49) == 0 {
      label += rareWords[random.next(in: 0...(rareWords.count - 1))]
    } else {
      label += words[random.next(in: 0...(words.count - 1))]
    }
  }
  labels.append(label)
}
let scalarCount = labels.reduce(0) { $0 + $1.unicodeScalars.count }

let clock = ContinuousClock()

func nanoseconds(_ d: Duration) -> Double {
  let (seconds, attoseconds) = d.components
  return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  let n = sorted.count
  return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2
}

/// The median and the shortest time of measuring every label once with `measure`, in
/// nanoseconds, and the total width (printed, so the work cannot be optimized away).
@MainActor func time(
  _ measure: (String) -> Double
) -> (
  median: Double, fastest: Double, total: Double
) {
  var times: [Double] = []
  var total = 0.0
  for run in 0..<(runs + 2) {
    var sum = 0.0
    let start = clock.now
    for label in labels { sum += measure(label) }
    let elapsed = nanoseconds(clock.now - start)
    if run >= 2 { times.append(elapsed) }
    total = sum
  }
  return (median(times), times.min() ?? 0, total)
}

let measurer = StandardTextMeasurer()
let existential: any TextMeasuring = measurer
let sans = FontSpec(family: .sans, size: 17)
let cases: [(String, (String) -> Double)] = [
  ("sans", { measurer.width(of: $0, font: sans) }),
  ("sans-nokern", { measurer.width(of: $0, font: sans, kerning: false) }),
  ("sans-bold", { measurer.width(of: $0, font: FontSpec(family: .sans, size: 17, bold: true)) }),
  ("mono", { measurer.width(of: $0, font: FontSpec(family: .mono, size: 13)) }),
  ("box", { measurer.width(of: $0, font: FontSpec(family: .box, size: 10)) }),
  ("sans-any", { existential.width(of: $0, font: sans) }),
]

print(
  "\(labels.count) labels, \(scalarCount) scalars (\(scalarCount / labels.count) per label on "
    + "average); median and fastest of \(runs) runs")
func pad(_ text: String, _ width: Int) -> String {
  text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
}
func number(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }
print(
  pad("row", 12) + pad("median ms", 11) + pad("ns/label", 10) + pad("fastest ms", 12)
    + pad("ns/label", 10) + pad("ns/scalar", 11) + pad("total width", 14))
for (name, measure) in cases where only.map({ name == $0 }) ?? true {
  let (median, fastest, total) = time(measure)
  let perLabel = Double(labels.count)
  print(
    pad(name, 12) + pad(number(median / 1e6, 3), 11) + pad(number(median / perLabel, 1), 10)
      + pad(number(fastest / 1e6, 3), 12) + pad(number(fastest / perLabel, 1), 10)
      + pad(number(fastest / Double(scalarCount), 2), 11) + pad(number(total, 3), 14))
}

// The same strings as `Label`s: the intrinsic size a layout pass asks for (one line, and
// wrapped at 200 points with no line limit).
@MainActor func labelRow(_ name: String, configure: (Label) -> Void) {
  guard only.map({ name == $0 }) ?? true else { return }
  let views = labels.map { text -> Label in
    let label = Label()
    label.text = text
    configure(label)
    return label
  }
  var index = 0
  let (median, fastest, total) = time { _ in
    defer { index = (index + 1) % views.count }
    return Double(views[index].intrinsicContentSize.height)
  }
  let perLabel = Double(labels.count)
  print(
    pad(name, 12) + pad(number(median / 1e6, 3), 11) + pad(number(median / perLabel, 1), 10)
      + pad(number(fastest / 1e6, 3), 12) + pad(number(fastest / perLabel, 1), 10)
      + pad(number(fastest / Double(scalarCount), 2), 11) + pad(number(total, 3), 14))
}
labelRow("Label") { _ in }
labelRow("Label-wrap") { label in
  label.numberOfLines = 0
  label.preferredMaxLayoutWidth = 200
}
