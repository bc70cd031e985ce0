import AutoLayout
import Cassowary
import Foundation

/// The soak's checks of a laid-out window against computations of its own.
///
/// The oracle reads only the solver's unsnapped values (before pixel snapping) and the
/// solver variables of each item; everything else it derives from the soak's own record of
/// the constraints it made (``SoakConstraint``), with UIKit's meaning of each attribute,
/// and from the facts the engine documents (every item's width and height are at least 0;
/// the window's size is its frame's). What must hold:
/// - every value is finite, and every active required constraint the engine did not break
///   holds within 1e-6 points;
/// - priorities are honoured: for each priority level, from the highest, the total
///   violation of that level's constraints is the least possible without giving up anything
///   at a higher level (SPEC §1.2) — a lexicographic optimum computed independently, by a
///   textbook simplex (``SimplexTableau``);
/// - `hasAmbiguousLayout` agrees, for every view, with whether the simplex can move one of
///   its four values over the optimal solutions (its least and greatest value differ), and
///   a determined value is the engine's;
/// - a fresh solver built from the engine's active constraints gives the same values for
///   every determined variable.
struct SoakOracle {
  /// Absolute tolerance of a required constraint's residual, in points.
  static let tolerance = 1e-6
  /// A value whose least and greatest optimal values differ by more than this is
  /// undetermined. The soak's numbers are multiples of 0.5 with multipliers 0.5, 1 and 2, so
  /// a real freedom is far wider and a rounding far narrower.
  static let ambiguityThreshold = 1e-4

  /// A linear expression over the oracle's variables (the solver variables of the items in
  /// the window, numbered from 0).
  struct Linear {
    var terms: [Int: Double] = [:]
    var constant = 0.0

    static func + (a: Linear, b: Linear) -> Linear {
      var sum = a
      for (k, c) in b.terms { sum.terms[k, default: 0] += c }
      sum.constant += b.constant
      return sum
    }

    static func * (a: Linear, s: Double) -> Linear {
      Linear(terms: a.terms.mapValues { $0 * s }, constant: a.constant * s)
    }

    func value(_ x: [Double]) -> Double {
      terms.reduce(constant) { $0 + $1.value * x[$1.key] }
    }
  }

  /// A constraint the engine keeps, with its residual.
  struct Kept {
    var spec: SoakConstraint
    var residual: Linear
    var priority: Float
  }

  let soak: SoakWindow
  let solver: Solver
  /// The oracle's variable of each solver variable (by solver index).
  private var number: [Int: Int] = [:]
  /// The solver variable of each oracle variable.
  private var solverVariables: [Variable] = []
  /// The engine's value of each oracle variable.
  private var values: [Double] = []

  init?(_ soak: SoakWindow) {
    guard let solver = soak.window.layoutSolverSnapshot else { return nil }
    self.soak = soak
    self.solver = solver
    for view in [soak.window] + soak.liveViewIDs.compactMap({ soak.item($0) }) {
      for variable in soak.window.layoutVariables(of: view) ?? [] {
        number[variable.index] = solverVariables.count
        solverVariables.append(variable)
        values.append(solver.value(of: variable))
      }
    }
  }

  /// The oracle's variables of a view (`minX`, `minY`, `Width`, `Height`), if it has any.
  func variables(of view: View) -> [Int]? {
    guard let vars = soak.window.layoutVariables(of: view) else { return nil }
    return vars.compactMap { number[$0.index] }
  }

  /// The nearest common ancestor of two views (a view is its own ancestor): where UIKit
  /// installs a constraint between them, and the coordinate space it is measured in.
  func nearestCommonAncestor(_ a: View, _ b: View) -> View? {
    var chain: [View] = []
    var current: View? = a
    while let v = current {
      chain.append(v)
      current = v.superview
    }
    current = b
    while let v = current {
      if chain.contains(where: { $0 === v }) { return v }
      current = v.superview
    }
    return nil
  }

  /// An attribute of a view in the coordinate space of `space` (an ancestor of it, or
  /// itself): locations from `space`'s top-left corner, or, `mirrored` (a right-to-left
  /// constraint with leading or trailing), horizontal ones from its right edge; `nil` when
  /// a view has no solver variables.
  func attribute(
    _ attribute: LayoutConstraint.Attribute, of view: View, in space: View, mirrored: Bool
  ) -> Linear? {
    guard let own = variables(of: view), own.count == 4 else { return nil }
    // The view's origin in `space`: the origins of the chain from it up to `space`.
    var x = Linear()
    var y = Linear()
    var current: View? = view
    while let v = current, v !== space {
      guard let chain = variables(of: v), chain.count == 4 else { return nil }
      x.terms[chain[0], default: 0] += 1
      y.terms[chain[1], default: 0] += 1
      current = v.superview
    }
    let width = Linear(terms: [own[2]: 1])
    let height = Linear(terms: [own[3]: 1])
    let horizontal: Linear
    switch attribute {
    case .left, .leading: horizontal = x
    case .right, .trailing: horizontal = x + width
    case .centerX: horizontal = x + width * 0.5
    case .top: return y
    case .bottom: return y + height
    case .centerY: return y + height * 0.5
    case .width: return width
    case .height: return height
    default: return nil
    }
    guard mirrored else { return horizontal }
    guard let frame = variables(of: space), frame.count == 4 else { return nil }
    // x′ = width of the space − x: leading is the right edge, trailing the left.
    let mirroredValue = Linear(terms: [frame[2]: 1]) + horizontal * -1
    switch attribute {
    case .leading: return Linear(terms: [frame[2]: 1]) + (x + width) * -1
    case .trailing: return Linear(terms: [frame[2]: 1]) + x * -1
    default: return mirroredValue
    }
  }

  /// `first − multiplier × second − constant`: zero, at most zero or at least zero when the
  /// constraint holds; measured in the space of the items' nearest common ancestor.
  func residual(_ spec: SoakConstraint, constant: Double) -> Linear? {
    guard let first = soak.item(spec.first) else { return nil }
    let hasSecond = spec.secondAttribute != .notAnAttribute
    let second = hasSecond ? soak.item(spec.second) : nil
    if hasSecond && second == nil { return nil }
    guard let space = nearestCommonAncestor(first, second ?? first) else { return nil }
    let directional: Set<LayoutConstraint.Attribute> = [.leading, .trailing]
    let mirrored =
      soak.isRightToLeft
      && (directional.contains(spec.firstAttribute)
        || (hasSecond && directional.contains(spec.secondAttribute)))
    guard
      var residual = attribute(spec.firstAttribute, of: first, in: space, mirrored: mirrored)
    else { return nil }
    if let second {
      guard
        let other = attribute(spec.secondAttribute, of: second, in: space, mirrored: mirrored)
      else { return nil }
      residual = residual + other * -spec.multiplier
    }
    residual.constant -= constant
    return residual
  }

  /// How far a value of a residual is from keeping its relation.
  static func violation(_ r: Double, _ relation: LayoutConstraint.Relation) -> Double {
    switch relation {
    case .equal: abs(r)
    case .greaterThanOrEqual: max(0, -r)
    case .lessThanOrEqual: max(0, r)
    }
  }

  /// Every broken invariant (empty when the layout is right).
  func problems() -> [String] {
    var problems: [String] = []
    for (k, value) in values.enumerated() where !value.isFinite {
      problems.append("\(solver.name(of: solverVariables[k])) is \(value)")
    }
    if !problems.isEmpty { return problems }

    // The constraints the engine keeps, with their residuals.
    var required: [Kept] = []
    var optional: [Kept] = []
    for id in soak.constraintOrder {
      guard let made = soak.constraints[id], made.constraint.isActive, soak.isLive(made.spec)
      else { continue }
      if made.constraint.isBrokenByEngine { continue }
      guard let r = residual(made.spec, constant: Double(made.constraint.constant)) else {
        problems.append("c\(id) \(made.spec) is active but its items have no variables")
        continue
      }
      let priority = made.constraint.priority.rawValue
      if priority >= 1000 {
        required.append(Kept(spec: made.spec, residual: r, priority: priority))
        let v = Self.violation(r.value(values), made.spec.relation)
        if v > Self.tolerance {
          problems.append("required c\(id) \(made.spec) is off by \(v)")
        }
      } else {
        optional.append(Kept(spec: made.spec, residual: r, priority: priority))
      }
    }
    // The engine's own facts: sizes at least 0, the window's size its frame's.
    var floors: [Int] = []
    for view in [soak.window] + soak.liveViewIDs.compactMap({ soak.item($0) }) {
      guard let own = variables(of: view), own.count == 4 else { continue }
      floors += [own[2], own[3]]
    }
    for k in floors where values[k] < -Self.tolerance {
      problems.append("\(solver.name(of: solverVariables[k])) is negative: \(values[k])")
    }
    let root = variables(of: soak.window)
    if let root, root.count == 4 {
      let size = soak.size
      if abs(values[root[2]] - size.width) > Self.tolerance
        || abs(values[root[3]] - size.height) > Self.tolerance
      {
        problems.append(
          "the window is \(size) but its variables say \(values[root[2]]) × \(values[root[3]])")
      }
    }
    if !problems.isEmpty { return problems }
    problems += optimality(required: required, optional: optional, floors: floors, root: root)
    return problems
  }

  /// The priority, ambiguity and fresh-solver checks, through the simplex.
  private func optimality(
    required: [Kept], optional: [Kept],
    floors: [Int], root: [Int]?
  ) -> [String] {
    let n = values.count
    var columns = 2 * n
    var rows: [SimplexTableau.Row] = []
    func row(
      _ r: Linear, extra: [Int: Double] = [:], _ relation: LayoutConstraint.Relation
    )
      -> SimplexTableau.Row
    {
      var coefficients = Array(repeating: 0.0, count: columns)
      for (k, c) in r.terms {
        coefficients[2 * k] += c
        coefficients[2 * k + 1] -= c
      }
      for (j, c) in extra { coefficients[j] += c }
      let rowRelation: SimplexTableau.RowRelation =
        switch relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessOrEqual
        case .greaterThanOrEqual: .greaterOrEqual
        }
      return SimplexTableau.Row(coefficients: coefficients, relation: rowRelation, rhs: -r.constant)
    }
    // Violation columns of the optional constraints, by priority.
    var violationColumns: [Float: [Int]] = [:]
    var pending: [(Linear, [Int: Double], LayoutConstraint.Relation)] = []
    for kept in optional {
      let r = kept.residual
      let priority = kept.priority
      switch kept.spec.relation {
      case .equal:
        pending.append((r, [columns: -1, columns + 1: 1], .equal))
        violationColumns[priority, default: []] += [columns, columns + 1]
        columns += 2
      case .greaterThanOrEqual:
        pending.append((r, [columns: 1], .greaterThanOrEqual))
        violationColumns[priority, default: []].append(columns)
        columns += 1
      case .lessThanOrEqual:
        pending.append((r, [columns: -1], .lessThanOrEqual))
        violationColumns[priority, default: []].append(columns)
        columns += 1
      }
    }
    for kept in required { rows.append(row(kept.residual, kept.spec.relation)) }
    for (r, extra, relation) in pending { rows.append(row(r, extra: extra, relation)) }
    for k in floors { rows.append(row(Linear(terms: [k: 1]), .greaterThanOrEqual)) }
    if let root, root.count == 4 {
      rows.append(row(Linear(terms: [root[2]: 1], constant: -soak.size.width), .equal))
      rows.append(row(Linear(terms: [root[3]: 1], constant: -soak.size.height), .equal))
    }
    for i in rows.indices where rows[i].coefficients.count < columns {
      rows[i].coefficients += Array(repeating: 0, count: columns - rows[i].coefficients.count)
    }
    guard var tableau = SimplexTableau(columns: columns, rows: rows, bounds: violationColumns.count)
    else {
      return ["the simplex finds the required constraints the engine keeps infeasible"]
    }
    var problems: [String] = []

    // Priorities, from the highest level down.
    for priority in violationColumns.keys.sorted(by: >) {
      var objective = Array(repeating: 0.0, count: columns)
      for j in violationColumns[priority] ?? [] { objective[j] = 1 }
      guard let best = tableau.minimize(objective) else {
        return problems + ["the simplex finds priority \(priority)'s violation unbounded"]
      }
      var engine = 0.0
      for kept in optional where kept.priority == priority {
        engine += Self.violation(kept.residual.value(values), kept.spec.relation)
      }
      let slack = Self.tolerance * Double(1 + (violationColumns[priority]?.count ?? 0))
      if engine > best + slack {
        problems.append(
          "priority \(priority): the engine's layout violates it by \(engine), the least "
            + "possible without giving up a higher priority is \(best)")
      } else if engine < best - slack {
        problems.append(
          "priority \(priority): the simplex's optimum \(best) is worse than the engine's \(engine)"
        )
      }
      tableau.bound(objective, by: max(best, engine) + 1e-9)
    }
    if !problems.isEmpty { return problems }

    // Ambiguity: whether each view's four values can move over the optimal solutions. A
    // view is determined when a generic combination of its values (weights 1, √2, π, e, which
    // no direction of the soak's rational constraints is orthogonal to) has one value over
    // them: two programs per view instead of two per value. A determined view's values are
    // then read off the optimal basis.
    var determined: [Int: Double] = [:]
    let weights = [1, 2.0.squareRoot(), Double.pi, 2.718_281_828_459_045]
    for id in soak.liveViewIDs {
      guard let view = soak.item(id) else { continue }
      var ambiguous = false
      if let own = variables(of: view), own.count == 4 {
        var objective = Array(repeating: 0.0, count: columns)
        for (k, w) in zip(own, weights) {
          objective[2 * k] = w
          objective[2 * k + 1] = -w
        }
        let greatest = tableau.minimize(objective.map { -$0 }).map { -$0 }
        let least = tableau.minimize(objective)
        if let least, let greatest, greatest - least <= Self.ambiguityThreshold {
          for k in own {
            let value = tableau.value(2 * k) - tableau.value(2 * k + 1)
            determined[k] = value
            if abs(values[k] - value) > Self.tolerance * max(1, abs(value)) {
              problems.append(
                "v\(id): \(solver.name(of: solverVariables[k])) can only be \(value), the engine has \(values[k])"
              )
            }
          }
        } else {
          ambiguous = true
        }
      }
      if ambiguous != view.hasAmbiguousLayout {
        problems.append(
          "v\(id): hasAmbiguousLayout is \(view.hasAmbiguousLayout), the simplex says \(ambiguous)"
        )
      }
    }

    // A fresh solver from the engine's active constraints, and every view's size floors:
    // the engine adds a view's floors only once its size goes negative (so its own system
    // may leave a size free below 0), which it promises gives the solution of having them
    // all from the start.
    var fresh = Solver()
    let mapped = solver.variables.map { fresh.makeVariable(solver.name(of: $0)) }
    for k in floors {
      _ = try? fresh.addConstraint(
        Expression(mapped[solverVariables[k].index]), .greaterThanOrEqual, 0)
    }
    for c in solver.activeConstraints {
      let e = solver.expression(of: c)
      let expression = Expression(
        terms: e.terms.map { Term(mapped[$0.variable.index], $0.coefficient) }, constant: e.constant
      )
      do {
        _ = try fresh.addConstraint(
          expression, solver.relation(of: c), priority: solver.priority(of: c))
      } catch {
        problems.append("the engine's active constraints do not rebuild: \(error)")
        return problems
      }
    }
    for (k, value) in determined.sorted(by: { $0.key < $1.key }) {
      let again = fresh.value(of: mapped[solverVariables[k].index])
      if abs(again - value) > Self.tolerance * max(1, abs(value)) {
        problems.append(
          "\(solver.name(of: solverVariables[k])) is \(values[k]), a fresh solver of the same "
            + "constraints gives \(again)")
      }
    }
    return problems
  }
}
