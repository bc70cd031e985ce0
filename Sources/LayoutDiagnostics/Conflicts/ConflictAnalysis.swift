import Cassowary

/// One report of an Apple log replayed: its constraints rebuilt as a Cassowary system with
/// what Apple's engine does not print (views' sizes are never negative, default margins),
/// the minimal set of them that cannot hold together with the arithmetic that proves it,
/// which of Apple's listed constraints were not needed, and what to change.
///
/// The minimal conflict is a set of the log's required constraints that cannot hold
/// together, with the facts Apple's engine always applies, and that can once any one of
/// them is removed (see ``ConflictSearch``). It relies on the non-negative sizes exactly
/// when the printed constraints alone can hold, and it contains the constraint Apple broke
/// whenever a conflict with it exists.
public struct ConflictAnalysis: Sendable {
  /// What the replay found.
  public enum Status: String, Sendable {
    /// A minimal conflict, proved.
    case conflict
    /// The printed constraints conflict only by less than the log's rounding of its
    /// numbers (a floating-point near-tie in Apple's engine): no constraint is at fault.
    case nearTie
    /// The printed constraints can all hold: whatever Apple's engine saw is not in them.
    case satisfiable
    /// What could be read can hold, but lines of the list are unreadable or cut off.
    case incomplete
    /// No constraint of the report could be read.
    case empty
  }

  /// The report replayed.
  public let report: LoggedReport
  /// Readable names of its items.
  public private(set) var names: ItemNames
  /// What the replay found.
  public private(set) var status: Status = .empty
  /// The minimal conflicting set of the log's constraints, in the log's order (empty unless
  /// ``status`` is `conflict` or `nearTie`).
  public private(set) var minimal: [LoggedConstraint] = []
  /// Everything in the minimal conflict, the log's constraints and the unprinted facts it
  /// needs, in the order of the proof.
  public private(set) var members: [ConflictMember] = []
  /// The multiplier of each member in the proof (the Farkas certificate), when the
  /// arithmetic could be shown.
  public private(set) var multipliers: [Double] = []
  /// The constant the weighted sum of the members comes to (below 0 for a conflict).
  public private(set) var gap: Double = 0
  /// Each member's constant in the proof (`expression >= 0` or `== 0` form).
  public private(set) var constants: [Double] = []
  /// Whether each member is an inequality.
  public private(set) var isInequality: [Bool] = []
  /// Superviews the replay inferred (by item key) for frame constraints whose superview the
  /// log does not name: the one item the view is pinned to edge to edge.
  public private(set) var inferredSuperviews: [String: String] = [:]

  /// Replays `report`.
  public init(_ report: LoggedReport) {
    self.report = report
    var system = RebuiltSystem(report, names: ItemNames(report))
    names = system.names
    guard !report.constraints.isEmpty else {
      status = .empty
      return
    }
    let order = report.constraints.indices.filter { report.constraints[$0].isRequired }
      .sorted { a, b in
        // The constraint Apple broke goes last, so the conflict keeps it when it can.
        let brokenA = report.constraints[a].address == report.brokenAddress
        let brokenB = report.constraints[b].address == report.brokenAddress
        return brokenA != brokenB ? brokenB : a < b
      }
    let logged = order.map { system.row(forLogged: $0) }
    let bounds = system.nonNegativeRows()
    let margins = system.marginRows
    names = system.names
    inferredSuperviews = system.inferredSuperviews
    let search = ConflictSearch(variableCount: system.solver.variableCount)
    // The facts Apple's engine does not print are taken only as far as the conflict needs
    // them: none if the printed constraints conflict alone, then the non-negative sizes,
    // then the default margins too.
    guard
      let background = [[], bounds, bounds + margins].first(where: { facts in
        !search.isFeasible(facts + logged)
      })
    else {
      let unreadable = !report.unreadableLines.isEmpty || !report.listIsComplete
      status = unreadable ? .incomplete : .satisfiable
      return
    }
    let broken = report.constraints.indices.first { index in
      report.constraints[index].address == report.brokenAddress
    }
    let (conflict, facts) = search.minimalConflict(
      logged, background: background, broken: broken.map { .logged($0) })
    var rows = conflict + facts
    // The proof's order: the log's constraints as listed, then the unprinted facts.
    rows.sort { Self.rank($0.member) < Self.rank($1.member) }
    members = rows.map(\.member)
    minimal = rows.compactMap { row in
      if case .logged(let index) = row.member { return report.constraints[index] }
      return nil
    }
    if let certificate = FarkasCertificate(rows.map { ($0.expression, $0.relation) }) {
      multipliers = certificate.multipliers
      gap = certificate.constant
      constants = certificate.constants
      isInequality = certificate.isInequality
    }
    status = !multipliers.isEmpty && abs(gap) < Self.rounding ? .nearTie : .conflict
  }

  /// Conflicts smaller than this (in points, with the proof's multipliers) are within the
  /// rounding of the log's numbers: UIKit prints six significant digits (`52.3333`).
  static let rounding = 1e-3

  /// Orders members: the log's constraints in the log's order, then margins, then sizes.
  private static func rank(_ member: ConflictMember) -> Int {
    switch member {
    case .logged(let index): index
    case .defaultMargin: 1_000_000
    case .nonNegativeSize: 2_000_000
    }
  }

  // MARK: - What the conflict says

  /// Apple's listed constraints outside the minimal conflict (optional ones included), in
  /// the log's order; all of them when there is no conflict.
  public var notNeeded: [LoggedConstraint] {
    let needed = Set(minimal.map(\.address))
    return report.constraints.filter { !needed.contains($0.address) }
  }

  /// Whether the conflict holds only because Apple's engine keeps views' widths and heights
  /// at least 0 (the log's constraints alone can hold).
  public var reliesOnNonNegativeSizes: Bool {
    members.contains { if case .nonNegativeSize = $0 { true } else { false } }
  }

  /// Whether the conflict holds only with UIKit's default 8-point margins, which the log
  /// uses but does not print.
  public var assumesDefaultMargins: Bool {
    members.contains { if case .defaultMargin = $0 { true } else { false } }
  }

  /// Whether the constraint Apple broke is in the minimal conflict (`nil` when the log does
  /// not print which one it broke, or there is no conflict).
  public var brokenIsInConflict: Bool? {
    guard let broken = report.brokenAddress, status == .conflict else { return nil }
    return minimal.contains { $0.address == broken }
  }

  /// Inferred superviews the minimal conflict depends on, by item key.
  public var inferredSuperviewsUsed: [String: String] {
    var used: [String: String] = [:]
    for c in minimal where c.second == nil && !c.first.attribute.frameAttribute.isSize {
      if let superview = inferredSuperviews[c.first.item] { used[c.first.item] = superview }
    }
    return used
  }

  /// The axis of the conflict: `horizontal`, `vertical`, or `both`.
  public var axis: String {
    let horizontal = minimal.map { $0.first.attribute.isHorizontal }
    if horizontal.allSatisfy({ $0 }) { return "horizontal" }
    if horizontal.allSatisfy({ !$0 }) { return "vertical" }
    return "both"
  }
}
