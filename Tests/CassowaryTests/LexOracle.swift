// An independent, brute-force answer to "what is the lexicographically optimal solution" for
// systems of one to three variables, to check the solver's optimality and ambiguity against.
//
// Why vertex enumeration is exact: each priority level's total error is a convex
// piecewise-linear function whose pieces are cut by the constraints' hyperplanes, so the set
// of optimal solutions is a convex union of faces of the hyperplane arrangement. Adding the
// faces of a large box (|x[i]| = bound) makes it bounded; its extreme points are then points
// where n independent hyperplanes of the arrangement meet. Enumerating those points gives
// the optimal objective exactly, and the range of each variable over the optimal set
// clipped to the box. A range that grows when the box does is unbounded.

/// The brute-force lexicographic optimum of a small system.
struct LexOracle {
  /// Half the side of the box; far beyond any vertex of the systems generated (coefficients
  /// up to 3, constants up to 20, at most three variables).
  static let bound = 10_000.0

  let system: RandomSystem
  /// Half the side of the box used.
  let bound: Double
  /// The distinct optional priorities, highest first.
  let levels: [Int]
  /// The lexicographically smallest error vector over feasible solutions.
  var best: [Double] = []
  /// The feasible arrangement vertices whose error vector equals ``best``.
  var optimalPoints: [[Double]] = []

  /// Solves `system` (every required constraint in it must be meant as added).
  /// The range of each variable over the optimal solutions, `nil` when unbounded.
  var ranges: [ClosedRange<Double>?] = []

  init(_ system: RandomSystem, bound: Double = LexOracle.bound, findRanges: Bool = true) {
    self.system = system
    self.bound = bound
    levels = Array(Set(system.constraints.filter { !$0.isRequired }.map(\.priority)))
      .sorted(by: >)
    var candidates: [(point: [Double], errors: [Double])] = []
    for point in vertices() where isFeasible(point) {
      candidates.append((point, errors(at: point)))
    }
    guard let first = candidates.first else { return }
    var best = first.errors
    for c in candidates where Self.compare(c.errors, best) < 0 { best = c.errors }
    self.best = best
    optimalPoints = candidates.filter { Self.compare($0.errors, best) == 0 }.map(\.point)
    guard findRanges else { return }
    let wider = LexOracle(system, bound: 2 * bound, findRanges: false)
    ranges = (0..<system.variableCount).map { v in
      guard let r = clippedRange(of: v), let w = wider.clippedRange(of: v),
        isClose(w.lowerBound, r.lowerBound), isClose(w.upperBound, r.upperBound)
      else { return nil }
      return r
    }
  }

  /// Whether the system has a feasible point at all.
  var isFeasible: Bool { !optimalPoints.isEmpty }

  /// The total error of each priority level at `point`, highest priority first.
  func errors(at point: [Double]) -> [Double] {
    levels.map { level in
      system.constraints.filter { $0.priority == level }.reduce(0) {
        $0 + $1.violation(at: point)
      }
    }
  }

  /// Whether every required constraint holds at `point` (within round-off).
  func isFeasible(_ point: [Double]) -> Bool {
    system.constraints.allSatisfy { c in
      !c.isRequired || c.violation(at: point) <= 1e-9 * c.scale(at: point)
    }
  }

  /// Compares error vectors lexicographically, treating round-off as equality: -1, 0 or 1.
  static func compare(
    _ a: [Double], _ b: [Double], absolute: Double = 1e-9, relative: Double = 1e-12
  ) -> Int {
    for (x, y) in zip(a, b) where abs(x - y) > absolute + relative * max(abs(x), abs(y)) {
      return x < y ? -1 : 1
    }
    return 0
  }

  /// The range of variable `v` over the optimal solutions within the box.
  func clippedRange(of v: Int) -> ClosedRange<Double>? {
    let xs = optimalPoints.map { $0[v] }
    guard let low = xs.min(), let high = xs.max() else { return nil }
    return low...high
  }

  /// The range of variable `v` over the optimal solutions, or `nil` when it is unbounded
  /// (it grows with the box).
  func range(of v: Int) -> ClosedRange<Double>? {
    v < ranges.count ? ranges[v] : nil
  }

  /// Whether variable `v` takes more than one value over the optimal solutions.
  func isAmbiguous(_ v: Int) -> Bool {
    guard let r = range(of: v) else { return true }
    return r.upperBound - r.lowerBound > 1e-6
  }

  /// Every point where `n` linearly independent hyperplanes of the arrangement meet.
  func vertices() -> [[Double]] {
    let n = system.variableCount
    var planes: [(normal: [Double], offset: Double)] = []
    for c in system.constraints where c.coefficients.contains(where: { $0 != 0 }) {
      planes.append((c.coefficients.map(Double.init), Double(-c.constant)))
    }
    for i in 0..<n {
      var normal = Array(repeating: 0.0, count: n)
      normal[i] = 1
      planes.append((normal, bound))
      planes.append((normal, -bound))
    }
    var points: [[Double]] = []
    var chosen: [Int] = []
    func choose(from start: Int) {
      if chosen.count == n {
        if let p = solve(chosen.map { planes[$0] }) { points.append(p) }
        return
      }
      guard start < planes.count else { return }
      for i in start..<planes.count {
        chosen.append(i)
        choose(from: i + 1)
        chosen.removeLast()
      }
    }
    choose(from: 0)
    return points.filter { p in p.allSatisfy { abs($0) <= bound * (1 + 1e-12) } }
  }

  /// Solves the square system `normal · x = offset` by Gaussian elimination with partial
  /// pivoting; `nil` when it is singular.
  func solve(_ equations: [(normal: [Double], offset: Double)]) -> [Double]? {
    let n = equations.count
    var a = equations.map { $0.normal + [$0.offset] }
    for col in 0..<n {
      var pivot = col
      for r in col..<n where abs(a[r][col]) > abs(a[pivot][col]) { pivot = r }
      guard abs(a[pivot][col]) > 1e-9 else { return nil }
      a.swapAt(col, pivot)
      for r in 0..<n where r != col {
        let f = a[r][col] / a[col][col]
        if f == 0 { continue }
        for k in col...n { a[r][k] -= f * a[col][k] }
      }
    }
    return (0..<n).map { a[$0][n] / a[$0][$0] }
  }
}
