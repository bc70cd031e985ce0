import Foundation
import Testing
import TrussFuzzing

/// The soak (issue 20) in the test suite: 10,000 random operations (ten windows of 1,000),
/// every layout checked against the oracle. The million-operation run is the Benchmarks
/// package's `soak` (README, The soak).
@Suite struct SoakTests {
  @Test func tenThousandOperationsBreakNoInvariant() {
    let seed = UInt64(ProcessInfo.processInfo.environment["TRUSS_SOAK_SEED"] ?? "") ?? 20
    let clock = ContinuousClock()
    let start = clock.now
    let report = Soak.run(seed: seed, operations: 10_000)
    print("\(report) in \(clock.now - start)")
    #expect(report.failure == nil, "\(report)")
    #expect(report.operations == 10_000)
    // Most operations must do something, or the soak tests little.
    #expect(report.applied > 8_000, "\(report)")
  }
}
