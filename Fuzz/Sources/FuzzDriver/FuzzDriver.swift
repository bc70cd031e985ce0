import CFuzzDriver
import Foundation
import TrussFuzzing

/// The target the running fuzzer checks: set once, before libFuzzer starts, and read by its
/// callback, which libFuzzer calls on one thread, one input at a time.
nonisolated(unsafe) private var running = FuzzTarget.script

/// Runs libFuzzer on `target` with the process's arguments (libFuzzer's flags, corpus
/// directories) and exits with its status. An input that breaks an invariant is a crash, so
/// that libFuzzer keeps it.
///
/// SwiftPM links an executable's `main` to its top-level code, so the targets call this
/// from `main.swift` instead of letting libFuzzer's own `main` run (which needs
/// `-parse-as-library`, and SwiftPM's link then misses the renamed entry point).
public func runFuzzer(_ target: FuzzTarget) -> Never {
  running = target
  var argc = CommandLine.argc
  var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
  let status = LLVMFuzzerRunDriver(&argc, &argv) { data, size in
    let problems = running.check(UnsafeBufferPointer(start: data, count: size))
    if !problems.isEmpty {
      fatalError("invariant broken:\n" + problems.joined(separator: "\n"))
    }
    return 0
  }
  exit(status)
}
