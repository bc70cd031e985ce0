import Foundation
import TrussFuzzing

// The soak (issue 20): random operations on live windows, every layout checked against an
// independent oracle (README, The soak).
//
//   swift run -c release --package-path Benchmarks soak [--operations N] [--seed S]
//
// Prints progress every 100,000 operations, then the report; on a broken invariant, the
// seed, the episode and the shortest operation sequence found that reproduces it, and exits
// with status 1.
var operations = 1_000_000
var seed: UInt64 = 1
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--operations": operations = arguments.popFirst().flatMap { Int($0) } ?? operations
  case "--seed": seed = arguments.popFirst().flatMap { UInt64($0) } ?? seed
  default:
    FileHandle.standardError.write(Data("usage: soak [--operations N] [--seed S]\n".utf8))
    exit(2)
  }
}
let clock = ContinuousClock()
let start = clock.now
var reported = 0
let report = Soak.run(seed: seed, operations: operations) { progress in
  if progress.operations / 100_000 > reported {
    reported = progress.operations / 100_000
    print("\(progress.operations) operations, \(clock.now - start)")
    // Progress is for a watching person: out now, even into a pipe or a file.
    fflush(stdout)
  }
}
print("\(report)\ntime: \(clock.now - start)")
exit(report.failure == nil ? 0 : 1)
