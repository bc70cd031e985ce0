// vfl-bench [--runs N] [--formats N]
//
// Times the Visual Format Language on 10,000 formats (default) generated from a fixed seed:
// `H:` and `V:` lines of 1–6 views with superview edges, standard, fixed, metric and
// predicate-list spacing, size predicates with relations, priorities and view-to-view
// sizes. Rows: `parse` (format → syntax tree) and `parse+lower` (format → inactive
// constraints, through `LayoutConstraint.visualFormatConstraints`). Each row prints the
// median and the fastest of N runs (default 11, after one untimed warm-up run): milliseconds
// for all formats, and nanoseconds and constraints per format. Run it in release:
//
//   swift run -c release --package-path Benchmarks vfl-bench

import Foundation
import Truss

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data((message + "\n").utf8))
  exit(2)
}

var runs = 11
var formatCount = 10_000
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
  switch argument {
  case "--runs":
    guard let value = arguments.next().flatMap({ Int($0) }), value >= 1 else { fail("bad --runs") }
    runs = value
  case "--formats":
    guard let value = arguments.next().flatMap({ Int($0) }), value >= 1 else {
      fail("bad --formats")
    }
    formatCount = value
  default:
    fail("usage: vfl-bench [--runs N] [--formats N]")
  }
}

/// SplitMix64, so every run measures the same formats.
struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

let viewNames = (0..<8).map { "view\($0)" }
let metricNames = ["margin", "gap", "width", "low"]
let metrics: [String: CGFloat] = ["margin": 16, "gap": 8, "width": 120, "low": 250]

func spacing(_ rng: inout SplitMix) -> String {
  switch Int.random(in: 0..<6, using: &rng) {
  case 0: return ""
  case 1: return "-"
  case 2: return "-\(Int.random(in: 0...40, using: &rng))-"
  case 3: return "-gap-"
  case 4: return "-(>=\(Int.random(in: 0...20, using: &rng))@750)-"
  default: return "-(>=margin,<=40@low)-"
  }
}

func sizePredicates(_ rng: inout SplitMix, earlier: [String]) -> String {
  switch Int.random(in: 0..<5, using: &rng) {
  case 0, 1: return ""
  case 2: return "(>=\(Int.random(in: 20...100, using: &rng)))"
  case 3: return "(width@\(Int.random(in: 1...999, using: &rng)),<=300)"
  default: return earlier.isEmpty ? "(==width)" : "(==\(earlier[0]))"
  }
}

func makeFormat(_ rng: inout SplitMix) -> String {
  var text = Bool.random(using: &rng) ? "H:" : "V:"
  if Bool.random(using: &rng) { text += "|" + spacing(&rng) }
  let count = Int.random(in: 1...6, using: &rng)
  var used: [String] = []
  for index in 0..<count {
    if index > 0 { text += spacing(&rng) }
    let name = viewNames[index]
    text += "[\(name)\(sizePredicates(&rng, earlier: used))]"
    used.append(name)
  }
  if Bool.random(using: &rng) { text += spacing(&rng) + "|" }
  return text
}

var rng = SplitMix(state: 2025)
let formats = (0..<formatCount).map { _ in makeFormat(&rng) }
let superview = View(frame: .zero)
var views: [String: AnyObject] = [:]
for name in viewNames {
  let view = View(frame: .zero)
  superview.addSubview(view)
  views[name] = view
}

func time(_ body: () -> Int) -> (nanoseconds: Double, count: Int) {
  let start = DispatchTime.now().uptimeNanoseconds
  let count = body()
  return (Double(DispatchTime.now().uptimeNanoseconds - start), count)
}

@MainActor func row(_ name: String, _ body: () -> Int) {
  _ = body()
  var samples: [Double] = []
  var count = 0
  for _ in 0..<runs {
    let sample = time(body)
    samples.append(sample.nanoseconds)
    count = sample.count
  }
  samples.sort()
  let median = samples[samples.count / 2]
  let fastest = samples[0]
  let n = Double(formats.count)
  print(
    name.padding(toLength: 12, withPad: " ", startingAt: 0)
      + String(
        format:
          "median %8.2f ms  %7.0f ns/format   fastest %8.2f ms  %7.0f ns/format   %.2f constraints/format",
        median / 1e6, median / n, fastest / 1e6, fastest / n, Double(count) / n))
}

print("vfl-bench: \(formats.count) formats, \(runs) runs")
row("parse") {
  var views = 0
  for format in formats {
    if let statement = try? FormatStatement(parsing: format) { views += statement.views.count }
  }
  return 0 * views
}
row("parse+lower") {
  var constraints = 0
  for format in formats {
    do {
      constraints += try LayoutConstraint.visualFormatConstraints(
        format, metrics: metrics, views: views
      ).count
    } catch {
      fail("vfl-bench: \(error)")
    }
  }
  return constraints
}
