import Cassowary

/// Why a set of linear constraints cannot hold, as numbers: multipliers `y` such that the
/// weighted sum of the constraints' expressions has no variable left, only a constant `K`
/// that contradicts the combined relation (Farkas' lemma). For a minimal conflicting set the
/// multipliers are unique up to a positive factor and none is zero, so they are found as the
/// one-dimensional null space of the coefficient matrix.
///
/// The constraints are `expression relation 0`; `<=` rows are negated first, so every
/// inequality is `expression >= 0` and has a multiplier of at least 0. The sum then says
/// `K == 0` (equalities only) or `K >= 0`, and the certificate has `K < 0`.
struct FarkasCertificate {
  /// One multiplier per row, in the rows' order, scaled so the most common magnitude is 1.
  var multipliers: [Double]
  /// The constant of the weighted sum, below 0.
  var constant: Double
  /// The rows' constants after `<=` rows are negated, in the rows' order.
  var constants: [Double]
  /// Whether a row is an inequality.
  var isInequality: [Bool]

  /// The certificate of `rows`, or `nil` when the rows are not a minimal conflict the
  /// arithmetic can show (round-off, or more than one way to combine them).
  init?(_ rows: [(Expression, Relation)]) {
    let k = rows.count
    guard k > 0 else { return nil }
    var normalized: [Expression] = []
    for (expression, relation) in rows {
      let e = expression.normalized()
      normalized.append(relation == .lessThanOrEqual ? -e : e)
    }
    isInequality = rows.map { $0.1 != .equal }
    constants = normalized.map(\.constant)
    var columnOfVariable: [Int: Int] = [:]
    for e in normalized {
      for term in e.terms where columnOfVariable[term.variable.index] == nil {
        columnOfVariable[term.variable.index] = columnOfVariable.count
      }
    }
    // matrix[variable][row]
    var matrix = [[Double]](
      repeating: [Double](repeating: 0, count: k), count: columnOfVariable.count)
    for (i, e) in normalized.enumerated() {
      for term in e.terms {
        guard let v = columnOfVariable[term.variable.index] else { continue }
        matrix[v][i] += term.coefficient
      }
    }
    let (reduced, pivots) = Self.rowReduced(matrix, columns: k)
    let free = (0..<k).filter { !pivots.contains($0) }
    for column in free {
      var y = [Double](repeating: 0, count: k)
      y[column] = 1
      for (row, pivot) in pivots.enumerated() { y[pivot] = -reduced[row][column] }
      if let found = Self.oriented(y, constants: constants, isInequality: isInequality) {
        multipliers = found.0
        constant = found.1
        return
      }
    }
    return nil
  }

  /// `y` with its sign chosen so every inequality's multiplier is at least 0 and the
  /// constant is below 0, scaled so the most common magnitude is 1; `nil` when no sign does.
  private static func oriented(
    _ y: [Double], constants: [Double], isInequality: [Bool]
  ) -> ([Double], Double)? {
    let tolerance = 1e-9
    var y = y
    let inequalities = y.indices.filter { isInequality[$0] }
    if inequalities.contains(where: { y[$0] < -tolerance }) {
      y = y.map { -$0 }
    }
    guard !inequalities.contains(where: { y[$0] < -tolerance }) else { return nil }
    var k = zip(y, constants).reduce(0) { $0 + $1.0 * $1.1 }
    if inequalities.allSatisfy({ abs(y[$0]) <= tolerance }) {
      if k > 0 {
        y = y.map { -$0 }
        k = -k
      }
    }
    guard k < 0 else { return nil }
    // The most common magnitude becomes 1 (the ties of a chain: 1, 1, 1 with a 0.5).
    var counts: [Double: Int] = [:]
    for value in y where abs(value) > tolerance {
      let magnitude = (abs(value) * 1e9).rounded() / 1e9
      counts[magnitude, default: 0] += 1
    }
    let unit =
      counts.max { a, b in a.value != b.value ? a.value < b.value : a.key > b.key }?.key ?? 1
    guard unit > 0 else { return nil }
    return (y.map { $0 / unit }, k / unit)
  }

  /// Gauss–Jordan elimination with partial pivoting: the reduced rows and, for each row with
  /// a pivot, its column.
  private static func rowReduced(_ matrix: [[Double]], columns: Int) -> ([[Double]], [Int]) {
    var m = matrix
    var pivots: [Int] = []
    var row = 0
    for column in 0..<columns where row < m.count {
      var best = row
      for r in row..<m.count where abs(m[r][column]) > abs(m[best][column]) { best = r }
      guard abs(m[best][column]) > 1e-9 else { continue }
      m.swapAt(row, best)
      let pivot = m[row][column]
      m[row] = m[row].map { $0 / pivot }
      for r in 0..<m.count where r != row && m[r][column] != 0 {
        let factor = m[r][column]
        for c in 0..<columns { m[r][c] -= factor * m[row][c] }
      }
      pivots.append(column)
      row += 1
    }
    return (Array(m.prefix(pivots.count)), pivots)
  }
}
