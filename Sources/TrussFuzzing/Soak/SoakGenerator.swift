import AutoLayout

/// Draws the soak's operations: random, but mostly ones that change something, given the
/// window's state (views to add under, constraints to change).
struct SoakGenerator {
  private var random: SplitMix64
  /// The next id of a view or a constraint.
  private var nextID = 0

  init(seed: UInt64, episode: Int) {
    random = SplitMix64(state: seed &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(episode))
  }

  private mutating func pick<T>(_ choices: [T]) -> T {
    choices[Int.random(in: 0..<choices.count, using: &random)]
  }

  private mutating func chance(_ p: Double) -> Bool {
    Double.random(in: 0..<1, using: &random) < p
  }

  private mutating func makeID() -> Int {
    defer { nextID += 1 }
    return nextID
  }

  /// A constant: a multiple of 0.5 between -400 and 400, mostly small.
  private mutating func constant() -> Double {
    chance(0.3)
      ? 0 : Double(Int.random(in: -200...600, using: &random)) / 2 * (chance(0.5) ? 1 : 0.25)
  }

  private mutating func priority() -> Float {
    chance(0.5) ? 1000 : pick([1, 250, 251, 500, 749, 750, 999])
  }

  /// The next operation for `soak`'s window.
  mutating func next(for soak: SoakWindow) -> SoakOperation {
    let views = soak.liveViewIDs
    let active = soak.constraintOrder.filter { soak.constraints[$0]?.constraint.isActive == true }
    let all = soak.constraintOrder
    let roll = Int.random(in: 0..<100, using: &random)
    switch roll {
    case 0..<12 where views.count < Soak.maximumViews:
      let parent: Int? = views.isEmpty || chance(0.6) ? nil : pick(views)
      return .addView(id: makeID(), parent: parent)
    case 12..<15 where !views.isEmpty:
      return .removeView(id: pick(views))
    case 15..<50 where !views.isEmpty && active.count < Soak.maximumConstraints:
      return .constrain(id: makeID(), constraint(views))
    case 50..<60 where !active.isEmpty:
      return .deactivate(id: pick(active))
    case 60..<66 where !all.isEmpty:
      return .reactivate(id: pick(all))
    case 66..<80 where !all.isEmpty:
      return .setConstant(id: pick(all), constant())
    case 80..<88 where !all.isEmpty:
      // UIKit refuses a change between required and optional on an active constraint (and
      // logs it); the soak changes classes only on inactive ones.
      let id = pick(all)
      guard let made = soak.constraints[id], made.constraint.isActive else {
        return .setPriority(id: id, priority())
      }
      if made.constraint.priority.rawValue >= 1000 { return .setConstant(id: id, constant()) }
      return .setPriority(id: id, pick([1, 250, 251, 500, 749, 750, 999]))
    case 88..<91 where !views.isEmpty:
      return .hide(id: pick(views), chance(0.5))
    case 91..<94:
      return .resize(
        width: Double(Int.random(in: 0...1000, using: &random)),
        height: Double(Int.random(in: 0...1000, using: &random)))
    case 94..<96:
      return .rotate
    case 96..<98:
      return .setRightToLeft(chance(0.5))
    case 98..<100:
      return .setLargeText(chance(0.5))
    default:
      if views.count < Soak.maximumViews { return .addView(id: makeID(), parent: nil) }
      if !active.isEmpty { return .deactivate(id: pick(active)) }
      return .rotate
    }
  }

  /// A random valid constraint among `views` and the window: positions with positions of
  /// the same axis and family (left/right or leading/trailing, centers with either), sizes
  /// with sizes or constants.
  private mutating func constraint(_ views: [Int]) -> SoakConstraint {
    typealias A = LayoutConstraint.Attribute
    let first: Int? = pick(views)
    let relation: LayoutConstraint.Relation = pick([
      .equal, .equal, .lessThanOrEqual, .greaterThanOrEqual,
    ])
    let multiplier = chance(0.75) ? 1 : pick([0.5, 2])
    let items: [Int?] = [nil] + views.map { Optional($0) }
    let second = pick(items)
    let firstAttribute: A
    let secondAttribute: A
    switch Int.random(in: 0..<5, using: &random) {
    case 0:
      let family: [A] = [.left, .right, .centerX]
      firstAttribute = pick(family)
      secondAttribute = pick(family)
    case 1:
      let family: [A] = [.leading, .trailing, .centerX]
      firstAttribute = pick([A.leading, .trailing])
      secondAttribute = pick(family)
    case 2:
      let family: [A] = [.top, .bottom, .centerY]
      firstAttribute = pick(family)
      secondAttribute = pick(family)
    default:
      firstAttribute = pick([A.width, .height])
      if chance(0.4) {
        return SoakConstraint(
          first: first, firstAttribute: firstAttribute, relation: relation, second: nil,
          secondAttribute: .notAnAttribute, multiplier: 1, constant: abs(constant()),
          priority: priority())
      }
      secondAttribute = pick([A.width, .height])
    }
    return SoakConstraint(
      first: first, firstAttribute: firstAttribute, relation: relation, second: second,
      secondAttribute: secondAttribute, multiplier: multiplier, constant: constant(),
      priority: priority())
  }
}

/// SplitMix64: a small seeded generator, so a run replays from its seed.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
