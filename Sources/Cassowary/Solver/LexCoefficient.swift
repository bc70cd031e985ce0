/// A coefficient of the lexicographic objective: one component per priority level.
///
/// Optional constraints are satisfied in strict priority order, so the objective is a
/// vector compared level by level, highest priority first, rather than kiwi's weighted sum.
/// `parts` is sorted by decreasing priority and holds no zero components.
struct LexCoefficient: Equatable {
  struct Part: Equatable {
    var priority: Double
    var value: Double
  }

  var parts: [Part] = []

  static let zero = LexCoefficient()

  init() {}

  init(priority: Double, value: Double) {
    parts = negligible(value) ? [] : [Part(priority: priority, value: value)]
  }

  @inline(__always) var isZero: Bool { parts.isEmpty }

  /// The sign of the first non-zero component: -1, 0 or +1.
  /// Components below the pivot tolerance are round-off and do not decide the sign.
  @inline(__always) var sign: Int {
    for part in parts where abs(part.value) > pivotTolerance {
      return part.value < 0 ? -1 : 1
    }
    return 0
  }

  /// The sign counting only components at `floor` or above (ambiguity questions ignore the
  /// solver's internal stays, which sit below every user priority).
  func sign(atOrAbove floor: Double) -> Int {
    for part in parts where part.priority >= floor && abs(part.value) > pivotTolerance {
      return part.value < 0 ? -1 : 1
    }
    return 0
  }

  /// Adds `factor · other`.
  mutating func add(_ other: LexCoefficient, times factor: Double) {
    if other.parts.isEmpty { return }
    // Most coefficients have one level, and most additions hit a level already present:
    // add in place, without allocating.
    if other.parts.count == 1 {
      let p = other.parts[0]
      let v = p.value * factor
      if negligible(v) { return }
      for i in parts.indices where parts[i].priority == p.priority {
        if cancels(parts[i].value, v) {
          parts.remove(at: i)
        } else {
          parts[i].value += v
        }
        return
      }
    }
    if parts.isEmpty {
      for p in other.parts {
        let v = p.value * factor
        if !negligible(v) { parts.append(Part(priority: p.priority, value: v)) }
      }
      return
    }
    var merged: [Part] = []
    merged.reserveCapacity(parts.count + other.parts.count)
    var i = 0
    var j = 0
    while i < parts.count || j < other.parts.count {
      let pa = i < parts.count ? parts[i].priority : -1
      let pb = j < other.parts.count ? other.parts[j].priority : -1
      if pa > pb {
        merged.append(parts[i])
        i += 1
      } else if pb > pa {
        let v = other.parts[j].value * factor
        if !negligible(v) { merged.append(Part(priority: pb, value: v)) }
        j += 1
      } else {
        let x = parts[i].value
        let y = other.parts[j].value * factor
        if !cancels(x, y) { merged.append(Part(priority: pa, value: x + y)) }
        i += 1
        j += 1
      }
    }
    parts = merged
  }

  /// Compares `a / ka` with `b / kb` lexicographically; true when the first is smaller.
  static func ratioLess(
    _ a: LexCoefficient, _ ka: Double, _ b: LexCoefficient, _ kb: Double
  )
    -> Bool
  {
    var i = 0
    var j = 0
    while i < a.parts.count || j < b.parts.count {
      let pa = i < a.parts.count ? a.parts[i].priority : -1
      let pb = j < b.parts.count ? b.parts[j].priority : -1
      let va: Double
      let vb: Double
      if pa > pb {
        va = a.parts[i].value / ka
        vb = 0
        i += 1
      } else if pb > pa {
        va = 0
        vb = b.parts[j].value / kb
        j += 1
      } else {
        va = a.parts[i].value / ka
        vb = b.parts[j].value / kb
        i += 1
        j += 1
      }
      if !nearZero(va - vb) { return va < vb }
    }
    return false
  }

  var description: String {
    if parts.isEmpty { return "0" }
    return parts.map { "\(formatNumber($0.value))@\(formatNumber($0.priority))" }.joined(
      separator: " ")
  }
}
