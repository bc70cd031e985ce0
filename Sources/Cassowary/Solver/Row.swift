/// Coefficients smaller than this are treated as zero and dropped from rows.
let epsilon = 1.0e-8

@inline(__always) func nearZero(_ x: Double) -> Bool { abs(x) < epsilon }

/// Whether `a + b` cancelled out: zero up to the round-off of adding numbers of that size.
/// Relative, so that systems mixing coefficients like 1000 and 0.00001 keep small but real
/// coefficients (an absolute threshold would drop them and break required constraints).
@inline(__always) func cancels(_ a: Double, _ b: Double) -> Bool {
  let sum = a + b
  return abs(sum) <= 1e-12 * max(abs(a), abs(b)) || abs(sum) < 1e-200
}

/// Coefficients smaller than this are never pivoted on: they are more likely round-off than
/// real, and dividing by them would blow the tableau up.
let pivotTolerance = 1.0e-9

/// Whether a product is too small to keep at all.
@inline(__always) func negligible(_ x: Double) -> Bool { abs(x) < 1e-200 }

/// The kinds of tableau symbols of the Cassowary algorithm.
enum SymbolKind: UInt8 {
  /// A user variable: unrestricted in sign.
  case external
  /// The slack of an inequality (or an artificial variable): `>= 0`.
  case slack
  /// An error variable of an optional constraint: `>= 0`, in the objective.
  case error
  /// The marker of a required equality: always 0, never pivots.
  case dummy
}

/// One non-zero coefficient of a row.
struct Cell {
  var symbol: Int
  var coefficient: Double
}

/// A tableau row: `basic = constant + Σ cells`, cells sorted by symbol.
///
/// While a row is being built it reads `0 = constant + Σ cells` and `basic` is -1. A row of a
/// user variable may mention other basic user variables (lazy substitution, see
/// `Solver+Simplex.swift`); every other row mentions parametric symbols only.
struct Row {
  var basic: Int
  var constant: Double
  var cells: [Cell]

  init(basic: Int = -1, constant: Double, cells: [Cell] = []) {
    self.basic = basic
    self.constant = constant
    self.cells = cells
  }

  /// The position of `symbol` in `cells`, or where it would be inserted.
  @inline(__always) func position(of symbol: Int) -> (index: Int, found: Bool) {
    var low = 0
    var high = cells.count
    while low < high {
      let mid = (low + high) >> 1
      let s = cells[mid].symbol
      if s == symbol { return (mid, true) }
      if s < symbol { low = mid + 1 } else { high = mid }
    }
    return (low, false)
  }

  /// The coefficient of `symbol`, 0 when absent.
  @inline(__always) func coefficient(for symbol: Int) -> Double {
    let p = position(of: symbol)
    return p.found ? cells[p.index].coefficient : 0
  }

  /// Adds `coefficient` to the coefficient of `symbol` (a sum that cancels removes the cell).
  mutating func insert(_ symbol: Int, _ coefficient: Double) {
    if cells.last.map({ $0.symbol < symbol }) ?? true {
      // Past the last cell (a new symbol, typically): append.
      if negligible(coefficient) { return }
      cells.append(Cell(symbol: symbol, coefficient: coefficient))
      return
    }
    let p = position(of: symbol)
    if p.found {
      let old = cells[p.index].coefficient
      if cancels(old, coefficient) {
        cells.remove(at: p.index)
        return
      }
      cells[p.index].coefficient = old + coefficient
      return
    }
    if negligible(coefficient) { return }
    cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: p.index)
  }

  /// Removes `symbol` and returns its coefficient (0 when absent).
  @discardableResult
  mutating func remove(_ symbol: Int) -> Double {
    let p = position(of: symbol)
    guard p.found else { return 0 }
    return cells.remove(at: p.index).coefficient
  }

  /// Multiplies the constant and every coefficient by `factor`.
  mutating func multiply(by factor: Double) {
    constant *= factor
    for i in cells.indices { cells[i].coefficient *= factor }
  }

  /// Turns `0 = constant + a·symbol + rest` into `symbol = -(constant + rest) / a`.
  /// Precondition: `symbol` is in the row.
  mutating func solve(for symbol: Int) {
    let a = remove(symbol)
    multiply(by: -1 / a)
    basic = symbol
  }

  /// Turns `lhs = row` (with `rhs` in the row) into `rhs = …` with `lhs` among the cells.
  mutating func solve(for rhs: Int, replacing lhs: Int) {
    insert(lhs, -1)
    solve(for: rhs)
  }

  /// The allocation-free case of ``add(_:times:dropping:added:removed:)``: every symbol of
  /// `other` is already in this row. Returns false, changing nothing, otherwise.
  private mutating func addInPlace(
    _ other: Row, times factor: Double, dropping: Int, removed: inout [Int]
  ) -> Bool {
    var i = 0
    for cell in other.cells {
      while i < cells.count, cells[i].symbol < cell.symbol { i += 1 }
      guard i < cells.count, cells[i].symbol == cell.symbol else { return false }
    }
    var cancelled = false
    i = 0
    for cell in other.cells {
      while cells[i].symbol < cell.symbol { i += 1 }
      let x = cells[i].coefficient
      let y = factor * cell.coefficient
      if cancels(x, y) {
        cells[i].coefficient = 0
        cancelled = true
      } else {
        cells[i].coefficient = x + y
      }
    }
    let p = position(of: dropping)
    if p.found {
      cells[p.index].coefficient = 0
      cancelled = true
    }
    if cancelled {
      for cell in cells where cell.coefficient == 0 && cell.symbol != dropping {
        removed.append(cell.symbol)
      }
      cells.removeAll { $0.coefficient == 0 }
    }
    return true
  }

  /// Adds `factor · other` to this row, except `other`'s cell for `skipping`, and removes
  /// this row's own cell for `dropping`. Symbols that enter the row are appended to `added`,
  /// symbols that cancel out to `removed` (`dropping` is not reported).
  ///
  /// The merged cells are written into `spare`, which then takes this row's old cells: a
  /// solver passes the same spare array to every merge, so a pivot's merges reuse one
  /// another's storage instead of allocating a new array per row and freeing the old one.
  mutating func add(
    _ other: Row, times factor: Double, dropping: Int,
    added: inout [Int], removed: inout [Int], spare: inout [Cell]
  ) {
    constant += factor * other.constant
    if addInPlace(other, times: factor, dropping: dropping, removed: &removed) { return }
    spare.removeAll(keepingCapacity: true)
    spare.reserveCapacity(cells.count + other.cells.count)
    cells.withUnsafeBufferPointer { a in
      other.cells.withUnsafeBufferPointer { b in
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
          let sa = i < a.count ? a[i].symbol : Int.max
          let sb = j < b.count ? b[j].symbol : Int.max
          if sa < sb {
            if sa != dropping { spare.append(a[i]) }
            i += 1
          } else if sb < sa {
            let c = factor * b[j].coefficient
            if !negligible(c) {
              spare.append(Cell(symbol: sb, coefficient: c))
              added.append(sb)
            }
            j += 1
          } else {
            if sa != dropping {
              let x = a[i].coefficient
              let y = factor * b[j].coefficient
              if cancels(x, y) {
                removed.append(sa)
              } else {
                spare.append(Cell(symbol: sa, coefficient: x + y))
              }
            }
            i += 1
            j += 1
          }
        }
      }
    }
    swap(&cells, &spare)
  }
}
