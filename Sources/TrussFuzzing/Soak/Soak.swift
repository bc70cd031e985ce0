import AutoLayout
import Foundation

/// The soak (issue 20): seeded random operations on live windows, each followed by a layout
/// and ``SoakOracle``'s checks against computations of its own.
///
/// A run is a sequence of episodes of ``episodeLength`` operations, each on a fresh window
/// (a small one: at most ``maximumViews`` views, so the oracle's simplex stays exact and
/// cheap). Episode `e` of seed `s` draws from its own generator, so it replays alone. On a
/// broken invariant the run stops, shrinks the episode's operations to a shortest sequence
/// that still breaks an invariant (delta debugging), and reports the seed, the episode and
/// that sequence.
///
/// ```
/// swift run -c release --package-path Benchmarks soak --operations 1000000 --seed 1
/// ```
public enum Soak {
  /// Operations per window.
  public static let episodeLength = 1_000
  /// The most views a window has at once.
  public static let maximumViews = 5
  /// The most active constraints a window has at once (the generator deactivates past it).
  public static let maximumConstraints = 16

  /// What a run did.
  public struct Report: Sendable, CustomStringConvertible {
    /// The seed of the run.
    public var seed: UInt64
    /// The operations performed.
    public var operations = 0
    /// The operations that changed something (the rest named a view or constraint that was
    /// gone).
    public var applied = 0
    /// The layouts checked.
    public var checks = 0
    /// The first broken invariant, if any.
    public var failure: Failure?

    public var description: String {
      var text =
        "soak seed \(seed): \(operations) operations (\(applied) applied), \(checks) layouts checked"
      if let failure { text += "\n" + failure.description } else { text += ", no invariant broken" }
      return text
    }
  }

  /// A broken invariant and the shortest operations found that break it.
  public struct Failure: Sendable, CustomStringConvertible {
    public var seed: UInt64
    public var episode: Int
    /// What broke, as the oracle says it after the last of ``operations``.
    public var problems: [String]
    /// The shrunk sequence of operations, on a fresh window.
    public var operations: [SoakOperation]

    public var description: String {
      var text = "FAILED: seed \(seed), episode \(episode); shortest reproduction "
      text += "(\(operations.count) operations on a fresh window):\n"
      for (i, operation) in operations.enumerated() { text += "  \(i + 1). \(operation)\n" }
      text += "broken:\n" + problems.map { "  - \($0)" }.joined(separator: "\n")
      return text
    }
  }

  /// Runs `operations` random operations from `seed`, checking every layout; stops at the
  /// first broken invariant, shrunk. `progress` hears of each finished episode.
  public static func run(
    seed: UInt64, operations: Int, progress: (Report) -> Void = { _ in }
  ) -> Report {
    var report = Report(seed: seed)
    var episode = 0
    while report.operations < operations {
      let count = min(episodeLength, operations - report.operations)
      var generator = SoakGenerator(seed: seed, episode: episode)
      let soak = SoakWindow()
      var done: [SoakOperation] = []
      for _ in 0..<count {
        let operation = generator.next(for: soak)
        done.append(operation)
        report.operations += 1
        if soak.apply(operation) { report.applied += 1 }
        soak.window.layoutIfNeeded()
        report.checks += 1
        let problems = SoakOracle(soak)?.problems() ?? []
        if !problems.isEmpty {
          let shrunk = shrink(done)
          report.failure = Failure(
            seed: seed, episode: episode, problems: replay(shrunk) ?? problems, operations: shrunk)
          return report
        }
      }
      progress(report)
      episode += 1
    }
    return report
  }

  /// Runs `operations` on a fresh window, checking after each; returns the problems of the
  /// first layout that has any, or `nil`.
  public static func replay(_ operations: [SoakOperation]) -> [String]? {
    let soak = SoakWindow()
    for operation in operations {
      soak.apply(operation)
      soak.window.layoutIfNeeded()
      let problems = SoakOracle(soak)?.problems() ?? []
      if !problems.isEmpty { return problems }
    }
    return nil
  }

  /// A shortest subsequence of `operations` found that still breaks an invariant: Zeller's
  /// delta debugging (ddmin) over the list, then single removals until none can go.
  static func shrink(_ operations: [SoakOperation]) -> [SoakOperation] {
    let fails = { (candidate: [SoakOperation]) in replay(candidate) != nil }
    var current = operations
    // Cut at the first failing layout.
    for end in 1...max(1, current.count) where fails(Array(current.prefix(end))) {
      current = Array(current.prefix(end))
      break
    }
    var granularity = 2
    while current.count >= 2 {
      let chunk = (current.count + granularity - 1) / granularity
      var reduced = false
      var start = 0
      while start < current.count {
        let complement =
          Array(current[..<start]) + Array(current[min(current.count, start + chunk)...])
        if !complement.isEmpty, fails(complement) {
          current = complement
          granularity = max(granularity - 1, 2)
          reduced = true
          break
        }
        start += chunk
      }
      if !reduced {
        if granularity >= current.count { break }
        granularity = min(current.count, granularity * 2)
      }
    }
    return current
  }
}
