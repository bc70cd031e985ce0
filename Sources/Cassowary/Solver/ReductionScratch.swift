/// Dense scratch arrays, indexed by symbol, reused across operations so that expanding rows
/// and refreshing values cost what they touch, without hashing.
struct ReductionScratch: Sendable {
  /// Accumulated coefficients; zero outside use.
  var sums: [Double] = []
  /// The largest magnitude added into `sums[s]`, to tell cancellation from a real value.
  var scale: [Double] = []
  /// Whether `sums[s]` is in `touched`.
  var present: [Bool] = []
  var touched: [Int] = []
  /// Per-symbol marks, valid when equal to `stamp`.
  var visited: [UInt32] = []
  var finished: [UInt32] = []
  var stamp: UInt32 = 0
  /// Values computed during a refresh.
  var values: [Double] = []
  /// Work lists of a refresh, kept for their capacity.
  var stale: [Int] = []
  var stack: [Int] = []
  /// The reference walk of a reduction: the rows in post-order, and the DFS stack.
  var order: [Int] = []
  var walk: [(symbol: Int, next: Int)] = []
  /// Symbols that entered or left a row during a substitution.
  var added: [Int] = []
  var removed: [Int] = []
  /// The storage a row merge writes into, swapped with the row's old cells (see `Row.add`).
  var spareCells: [Cell] = []

  /// Grows the arrays to `count` symbols and starts a new stamp.
  mutating func prepare(count: Int) {
    if sums.count < count {
      let extra = count - sums.count
      sums.append(contentsOf: repeatElement(0, count: extra))
      scale.append(contentsOf: repeatElement(0, count: extra))
      present.append(contentsOf: repeatElement(false, count: extra))
      visited.append(contentsOf: repeatElement(0, count: extra))
      finished.append(contentsOf: repeatElement(0, count: extra))
      values.append(contentsOf: repeatElement(0, count: extra))
    }
    stamp &+= 1
    if stamp == 0 {
      for i in visited.indices {
        visited[i] = 0
        finished[i] = 0
      }
      stamp = 1
    }
  }
}
