// make-workloads OUTDIR [--sizes N,N,...]
//
// Writes every solver workload as a constraint script: OUTDIR/enaml.tcs and
// OUTDIR/<kind>-<N>.tcs for siblings, chain, grid, nested and churn at 100, 1,000 and
// 10,000 views (or the sizes given), and for the optional kinds at their own sizes (fill at
// 50, 100, 200 and 1,000; form at 100; weakgrid at 900; tied at 1,000).

import Foundation
import SolverWorkloads

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data((message + "\n").utf8))
  exit(2)
}

var arguments = Array(CommandLine.arguments.dropFirst())
var sizes = Workloads.sizes
if let i = arguments.firstIndex(of: "--sizes") {
  guard i + 1 < arguments.count else { fail("usage: make-workloads OUTDIR [--sizes N,N,...]") }
  let parsed = arguments[i + 1].split(separator: ",").compactMap { Int($0) }
  guard !parsed.isEmpty, parsed.allSatisfy({ $0 >= 1 }) else { fail("bad --sizes") }
  sizes = parsed
  arguments.removeSubrange(i...(i + 1))
}
guard arguments.count == 1 else { fail("usage: make-workloads OUTDIR [--sizes N,N,...]") }

let directory = URL(fileURLWithPath: arguments[0], isDirectory: true)
do {
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  for workload in Workloads.all(sizes: sizes) {
    let url = directory.appendingPathComponent(workload.fileName)
    try Data(workload.text.utf8).write(to: url)
    print(url.path)
  }
} catch {
  fail("make-workloads: \(error)")
}
