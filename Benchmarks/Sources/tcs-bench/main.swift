// tcs-bench FILE [--repeat K] [--output PATH]
//
// Runs a constraint script (SPEC §1.7) on Truss's solver and times it, the counterpart of
// Scripts/kiwi/kiwi-bench.cpp. The file is read and parsed first (not timed). Then, K times
// (default 1), a fresh runner prepares the program, resolving names to integer IDs as
// kiwi-bench does while parsing (not timed), and `runner.run(prepared)` is timed with
// ContinuousClock; the runner is released after the clock stops. The shortest run is printed
// as `time_ms VALUE`. The script's output goes to PATH when `--output` is given.

import Cassowary
import Foundation

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data((message + "\n").utf8))
  exit(2)
}

let usage = "usage: tcs-bench FILE [--repeat K] [--output PATH]"
var file: String?
var repeatCount = 1
var outputPath: String?
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
  switch argument {
  case "--repeat":
    guard let value = arguments.next().flatMap({ Int($0) }), value >= 1 else { fail(usage) }
    repeatCount = value
  case "--output":
    guard let value = arguments.next() else { fail(usage) }
    outputPath = value
  default:
    guard file == nil, argument == "-" || !argument.hasPrefix("-") else { fail(usage) }
    file = argument
  }
}
guard let file else { fail(usage) }

let data: Data
if file == "-" {
  data = FileHandle.standardInput.readDataToEndOfFile()
} else {
  guard let contents = FileManager.default.contents(atPath: file) else {
    fail("tcs-bench: cannot read \(file)")
  }
  data = contents
}
let program = ScriptProgram.parse(String(decoding: data, as: UTF8.self))

let clock = ContinuousClock()
var best: Duration?
var output = ""
for _ in 0..<repeatCount {
  var runner = ScriptRunner()
  let prepared = runner.prepare(program)
  let start = clock.now
  let text = runner.run(prepared)
  let elapsed = clock.now - start
  // Keep the runner's teardown out of the timed region.
  withExtendedLifetime(runner) {}
  output = text
  if best.map({ elapsed < $0 }) ?? true { best = elapsed }
}

let (seconds, attoseconds) = (best ?? .zero).components
let milliseconds = Double(seconds) * 1000 + Double(attoseconds) / 1e15
print("time_ms " + String(format: "%.3f", milliseconds))
if let outputPath {
  do {
    try Data(output.utf8).write(to: URL(fileURLWithPath: outputPath))
  } catch {
    fail("tcs-bench: cannot write \(outputPath): \(error)")
  }
}
