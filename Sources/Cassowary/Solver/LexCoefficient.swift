/// A coefficient of the lexicographic objective: one component per priority level.
///
/// Optional constraints are satisfied in strict priority order, so the objective is a
/// vector compared level by level, highest priority first, rather than kiwi's weighted sum.
/// The components are sorted by decreasing priority and none is zero.
///
/// Storage: the first two components are held inline and only a third or later one goes to
/// an array. Almost every coefficient of a layout has one or two levels (a preferred size and
/// the edit variables' level), and the simplex updates objective coefficients on every pivot:
/// with all components in an array, each update checked uniqueness and often reallocated,
/// which was a fifth of a feed screen's resize (callgrind: malloc, free, retain, release and
/// the array's growth around `LexCoefficient.add`).
struct LexCoefficient: Equatable {
  struct Part: Equatable {
    var priority: Double
    var value: Double
  }

  private var count = 0
  private var first = Part(priority: 0, value: 0)
  private var second = Part(priority: 0, value: 0)
  /// The components after the second, in order; empty unless there are three or more.
  private var rest: [Part] = []

  static let zero = LexCoefficient()

  init() {}

  init(priority: Double, value: Double) {
    if !negligible(value) { append(Part(priority: priority, value: value)) }
  }

  @inline(__always) private subscript(i: Int) -> Part {
    get { i == 0 ? first : i == 1 ? second : rest[i - 2] }
    set {
      if i == 0 {
        first = newValue
      } else if i == 1 {
        second = newValue
      } else {
        rest[i - 2] = newValue
      }
    }
  }

  @inline(__always) private mutating func append(_ part: Part) {
    if count == 0 {
      first = part
    } else if count == 1 {
      second = part
    } else {
      rest.append(part)
    }
    count += 1
  }

  private mutating func remove(at i: Int) {
    for j in i..<(count - 1) { self[j] = self[j + 1] }
    if count > 2 { rest.removeLast() }
    count -= 1
  }

  static func == (a: LexCoefficient, b: LexCoefficient) -> Bool {
    guard a.count == b.count else { return false }
    for i in 0..<a.count where a[i] != b[i] { return false }
    return true
  }

  @inline(__always) var isZero: Bool { count == 0 }

  /// The sign of the first non-zero component: -1, 0 or +1.
  /// Components below the pivot tolerance are round-off and do not decide the sign.
  @inline(__always) var sign: Int {
    for i in 0..<count {
      let value = self[i].value
      if abs(value) > pivotTolerance { return value < 0 ? -1 : 1 }
    }
    return 0
  }

  /// The sign counting only components at `floor` or above (ambiguity questions ignore the
  /// solver's internal stays, which sit below every user priority).
  func sign(atOrAbove floor: Double) -> Int {
    for i in 0..<count {
      let part = self[i]
      if part.priority >= floor && abs(part.value) > pivotTolerance {
        return part.value < 0 ? -1 : 1
      }
    }
    return 0
  }

  /// Adds `factor · other`.
  mutating func add(_ other: LexCoefficient, times factor: Double) {
    if other.count == 0 { return }
    // Most coefficients have one level, and most additions hit a level already present:
    // add in place.
    if other.count == 1 {
      let p = other.first
      let v = p.value * factor
      if negligible(v) { return }
      for i in 0..<count where self[i].priority == p.priority {
        if cancels(self[i].value, v) {
          remove(at: i)
        } else {
          self[i].value += v
        }
        return
      }
    }
    var merged = LexCoefficient()
    var i = 0
    var j = 0
    while i < count || j < other.count {
      let pa = i < count ? self[i].priority : -1
      let pb = j < other.count ? other[j].priority : -1
      if pa > pb {
        merged.append(self[i])
        i += 1
      } else if pb > pa {
        let v = other[j].value * factor
        if !negligible(v) { merged.append(Part(priority: pb, value: v)) }
        j += 1
      } else {
        let x = self[i].value
        let y = other[j].value * factor
        if !cancels(x, y) { merged.append(Part(priority: pa, value: x + y)) }
        i += 1
        j += 1
      }
    }
    self = merged
  }

  /// Compares `a / ka` with `b / kb` lexicographically; true when the first is smaller.
  static func ratioLess(
    _ a: LexCoefficient, _ ka: Double, _ b: LexCoefficient, _ kb: Double
  )
    -> Bool
  {
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      let pa = i < a.count ? a[i].priority : -1
      let pb = j < b.count ? b[j].priority : -1
      let va: Double
      let vb: Double
      if pa > pb {
        va = a[i].value / ka
        vb = 0
        i += 1
      } else if pb > pa {
        va = 0
        vb = b[j].value / kb
        j += 1
      } else {
        va = a[i].value / ka
        vb = b[j].value / kb
        i += 1
        j += 1
      }
      if !nearZero(va - vb) { return va < vb }
    }
    return false
  }

  var description: String {
    if count == 0 { return "0" }
    return (0..<count).map { "\(formatNumber(self[$0].value))@\(formatNumber(self[$0].priority))" }
      .joined(
        separator: " ")
  }
}
