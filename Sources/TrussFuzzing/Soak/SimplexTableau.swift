/// A small dense two-phase simplex, the soak's independent linear programming: it shares no
/// code with `Cassowary` (a textbook tableau over non-negative columns, not an incremental
/// dual simplex over a lexicographic objective), so the two agreeing means something.
///
/// Columns are non-negative; a free quantity is the difference of two columns. Rows are
/// `coefficients · x RELATION rhs`. After ``init(columns:rows:bounds:)`` finds a feasible
/// basis (phase 1), ``minimize(_:)`` optimizes any objective from the current basis
/// (phase 2), and ``bound(_:by:)`` adds a row keeping an objective at most a value, so
/// objectives can be optimized one after another over the optimal face of the ones before
/// (a lexicographic optimum).
///
/// The tableau is one flat array read through unsafe buffers, and a pivot touches only the
/// pivot row's non-zero columns: the soak checks every layout, in debug builds too.
struct SimplexTableau {
  enum RowRelation { case equal, lessOrEqual, greaterOrEqual }

  struct Row {
    var coefficients: [Double]
    var relation: RowRelation
    var rhs: Double
  }

  /// Pivots smaller than this are zero.
  static let epsilon = 1e-9

  /// The rows in canonical form, row-major, `stride` entries each: row `i` has a 1 in
  /// column `basis[i]` and 0 in the other basic columns; entry `width` is the right-hand
  /// side (never negative).
  private var cells: [Double] = []
  private var basis: [Int] = []
  private var rowCount = 0
  /// The number of columns (the caller's, slacks, artificials, then bound slacks).
  private let width: Int
  private var stride: Int { width + 1 }
  /// The first column of the bound rows' slacks, and how many are used.
  private let boundBase: Int
  private var boundsUsed = 0
  /// Columns that may not enter the basis (phase 1's artificials once it is over, bound
  /// slacks not yet in use).
  private var barred: [Bool]
  /// The reduced costs of the objective being minimized, and its value (negated) last.
  private var reduced: [Double]

  /// A tableau with a feasible basis for `rows` over `columns` non-negative columns, room
  /// for `bounds` calls of ``bound(_:by:)``, or `nil` when the rows cannot all hold (within a
  /// tolerance relative to their size).
  init?(columns: Int, rows input: [Row], bounds: Int) {
    var slackCount = 0
    var artificialCount = 0
    for row in input {
      let relation = row.rhs < 0 ? Self.flip(row.relation) : row.relation
      if relation != .equal { slackCount += 1 }
      if relation != .lessOrEqual { artificialCount += 1 }
    }
    boundBase = columns + slackCount + artificialCount
    width = boundBase + bounds
    barred = Array(repeating: false, count: width)
    for j in boundBase..<width { barred[j] = true }
    reduced = Array(repeating: 0, count: width + 1)
    let rowCapacity = input.count + bounds
    cells = Array(repeating: 0, count: rowCapacity * (width + 1))
    var slack = columns
    var artificial = columns + slackCount
    var artificials: [Int] = []
    for row in input {
      let sign: Double = row.rhs < 0 ? -1 : 1
      let relation = row.rhs < 0 ? Self.flip(row.relation) : row.relation
      let base = rowCount * (width + 1)
      for (j, a) in row.coefficients.enumerated() where a != 0 { cells[base + j] = sign * a }
      cells[base + width] = sign * row.rhs
      switch relation {
      case .lessOrEqual:
        cells[base + slack] = 1
        basis.append(slack)
        slack += 1
      case .greaterOrEqual:
        cells[base + slack] = -1
        slack += 1
        cells[base + artificial] = 1
        basis.append(artificial)
        artificials.append(artificial)
        artificial += 1
      case .equal:
        cells[base + artificial] = 1
        basis.append(artificial)
        artificials.append(artificial)
        artificial += 1
      }
      rowCount += 1
    }
    guard !artificials.isEmpty else { return }
    // Phase 1: minimize the sum of the artificial columns.
    var phaseOne = Array(repeating: 0.0, count: width)
    for a in artificials { phaseOne[a] = 1 }
    let scale = input.reduce(1.0) { max($0, abs($1.rhs)) }
    guard let infeasibility = minimize(phaseOne), infeasibility <= 1e-7 * scale else {
      return nil
    }
    for a in artificials { barred[a] = true }
    // Drive artificial columns still basic (at zero) out of the basis; a row with nothing
    // else is redundant and is emptied (an all-zero row constrains nothing).
    for i in 0..<rowCount where basis[i] >= columns + slackCount && basis[i] < boundBase {
      let base = i * stride
      if let j = (0..<boundBase).first(where: { !barred[$0] && abs(cells[base + $0]) > 1e-7 }) {
        pivot(row: i, column: j)
      } else {
        for j in 0...width { cells[base + j] = 0 }
      }
    }
  }

  private static func flip(_ relation: RowRelation) -> RowRelation {
    switch relation {
    case .equal: .equal
    case .lessOrEqual: .greaterOrEqual
    case .greaterOrEqual: .lessOrEqual
    }
  }

  /// The value of column `j` at the current basis.
  func value(_ j: Int) -> Double {
    guard let i = basis.firstIndex(of: j), i < rowCount else { return 0 }
    return cells[i * stride + width]
  }

  /// Sets ``reduced`` to `objective`'s reduced costs at the current basis.
  private mutating func price(_ objective: [Double]) {
    for j in 0...width { reduced[j] = j < objective.count ? objective[j] : 0 }
    let s = stride
    let w = width
    cells.withUnsafeBufferPointer { t in
      reduced.withUnsafeMutableBufferPointer { z in
        for i in 0..<rowCount {
          let b = basis[i]
          guard b < objective.count, objective[b] != 0 else { continue }
          let c = objective[b]
          let base = i * s
          for j in 0...w where t[base + j] != 0 { z[j] -= c * t[base + j] }
        }
      }
    }
  }

  /// Minimizes `objective` (over the first columns) from the current basis and returns its
  /// least value, or `nil` when it has no lower bound.
  mutating func minimize(_ objective: [Double]) -> Double? {
    price(objective)
    var iterations = 0
    while true {
      iterations += 1
      // Dantzig's rule (most negative reduced cost), then Bland's (lowest index) once the
      // run is long enough to suspect cycling.
      var entering = -1
      var best = -Self.epsilon
      for j in 0..<width where !barred[j] && reduced[j] < best {
        entering = j
        if iterations > 100 { break }
        best = reduced[j]
      }
      // The objective row holds −value in its right-hand side entry.
      if entering < 0 { return -reduced[width] }
      var leaving = -1
      var ratio = Double.infinity
      for i in 0..<rowCount {
        let a = cells[i * stride + entering]
        guard a > Self.epsilon else { continue }
        let r = cells[i * stride + width] / a
        if r < ratio - 1e-12 || (r <= ratio + 1e-12 && leaving >= 0 && basis[i] < basis[leaving]) {
          ratio = r
          leaving = i
        }
      }
      if leaving < 0 || iterations > 5_000 { return nil }
      pivot(row: leaving, column: entering)
    }
  }

  /// Adds the row `objective · x ≤ value` (its slack starts basic), so later objectives are
  /// optimized among the points keeping this one at most `value`; `value` must be at least
  /// the objective's current value, and ``minimize(_:)`` must have just optimized it (its
  /// reduced costs are the row).
  mutating func bound(_ objective: [Double], by value: Double) {
    guard boundsUsed < width - boundBase else { return }
    let slack = boundBase + boundsUsed
    boundsUsed += 1
    barred[slack] = false
    // objective · x = current + reduced · x (over non-basic columns), so the row is
    // reduced · x + slack = value − current.
    let base = rowCount * stride
    for j in 0..<width { cells[base + j] = reduced[j] }
    cells[base + slack] = 1
    cells[base + width] = max(value + reduced[width], 0)
    basis.append(slack)
    rowCount += 1
  }

  private mutating func pivot(row r: Int, column c: Int) {
    let s = stride
    let w = width
    let count = rowCount
    cells.withUnsafeMutableBufferPointer { t in
      let pivotBase = r * s
      let p = t[pivotBase + c]
      var nonzero: [Int] = []
      nonzero.reserveCapacity(32)
      for j in 0...w where t[pivotBase + j] != 0 {
        t[pivotBase + j] /= p
        nonzero.append(j)
      }
      for i in 0..<count where i != r {
        let base = i * s
        let f = t[base + c]
        if f == 0 { continue }
        for j in nonzero { t[base + j] -= f * t[pivotBase + j] }
        t[base + c] = 0
        // Keep the right-hand side non-negative against rounding.
        if t[base + w] < 0 && t[base + w] > -1e-9 { t[base + w] = 0 }
      }
      reduced.withUnsafeMutableBufferPointer { z in
        let f = z[c]
        if f != 0 {
          for j in nonzero { z[j] -= f * t[pivotBase + j] }
          z[c] = 0
        }
      }
    }
    basis[r] = c
  }
}
