import Cassowary
import Foundation

extension LayoutEngine {
  func handle(of c: LayoutConstraint) -> Cassowary.Constraint? {
    isScratch ? scratchHandles[ObjectIdentifier(c)] : (c.engine === self ? c.handle : nil)
  }

  private func setHandle(_ h: Cassowary.Constraint?, of c: LayoutConstraint) {
    if isScratch {
      scratchHandles[ObjectIdentifier(c)] = h
    } else {
      c.handle = h
      c.engine = h == nil ? nil : self
    }
  }

  /// Adds an active constraint to the solver. A required constraint that cannot be
  /// satisfied is handled as UIKit does: the conflict is logged, one constraint of it is
  /// broken (the lowest priority, then the most recently added; an encapsulated-layout size
  /// last), and layout goes on.
  func add(_ c: LayoutConstraint) {
    guard handle(of: c) == nil else { return }
    if let problem = magnitudeProblem(constant: c.storedConstant, multiplier: c.multiplier) {
      log("[LayoutConstraints] \(c) cannot be used: \(problem)")
      return
    }
    guard let (lhs, relation, rhs) = lower(c) else {
      log("[LayoutConstraints] Cannot express \(c) in its hierarchy; it is ignored.")
      return
    }
    let priority = Priority(Double(c.storedPriority.rawValue)) ?? .required
    let h: Cassowary.Constraint
    do {
      h = try solver.makeConstraint(lhs, relation, rhs, priority: priority, name: c.identifier)
    } catch {
      log("[LayoutConstraints] \(c) cannot be used: \(error)")
      return
    }
    while owners.count <= h.index { owners.append(nil) }
    owners[h.index] = c
    setHandle(h, of: c)
    sequence += 1
    // A scratch engine (a fitting) leaves the live constraint's state alone.
    if !isScratch {
      c.sequence = sequence
      c.isBroken = false
    }
    insert(h, for: c, signature: duplicateSignature(of: c, lhs, relation, rhs))
    requestLayout()
  }

  /// Adds a defined solver constraint, breaking a conflicting one when it is unsatisfiable.
  /// `signature` is the constraint's duplicate signature when its duplicates are looked for
  /// by it.
  private func insert(_ h: Cassowary.Constraint, for c: LayoutConstraint, signature: Int64?) {
    while true {
      do {
        let implied = solver.impliedEqualitiesAdded
        try solver.add(h)
        if detectsRedundancy, c.isUserMade {
          noteRedundancy(
            of: c, handle: h, implied: solver.impliedEqualitiesAdded != implied,
            signature: signature)
        }
        return
      } catch .unsatisfiableConstraint(_, let conflicts) {
        let members = conflicts.compactMap(owner(of:))
        let victim = breakConflict(adding: c, among: members)
        if victim === c { return }
      } catch {
        log("[LayoutConstraints] \(c) cannot be added: \(error)")
        c.isBroken = true
        return
      }
    }
  }

  /// Logs an unsatisfiable conflict, picks the constraint to break and takes it out of the
  /// solver (unless it is the one being added). Returns the broken constraint.
  @discardableResult
  func breakConflict(
    adding c: LayoutConstraint?, among members: [LayoutConstraint]
  )
    -> LayoutConstraint?
  {
    let all = members + (c.map { [$0] } ?? [])
    // UIKit never breaks the encapsulated-layout size of an engine host (a table cell's
    // content view keeps its row's height; every published log breaks one of the cell's own
    // constraints instead), so those are broken only when nothing else can be.
    let breakable = all.filter { !$0.isEncapsulatedLayout }
    guard
      let victim = (breakable.isEmpty ? all : breakable).min(by: { a, b in
        if a.storedPriority != b.storedPriority { return a.storedPriority < b.storedPriority }
        return order(of: a) > order(of: b)
      })
    else { return nil }
    let wasBroken = victim.isBroken
    victim.isBroken = true
    if victim !== c, let h = handle(of: victim), solver.contains(h) {
      try? solver.remove(h)
    }
    let report = UnsatisfiableConstraintsReport(conflicts: all, broken: victim)
    LayoutProblemScope.note(report)
    if !isScratch {
      brokenUntilGeometrySettles.append(victim)
      log(report.message)
      emit(.constraintBroken(report))
      (root as? Window)?.unsatisfiableConstraintsHandler?(report)
    } else {
      reportFittingConflict(report)
      // The constraint is broken in the fitting only; the live layout keeps it.
      victim.isBroken = wasBroken
    }
    return victim
  }

  /// A conflict met while fitting a view (`systemLayoutSizeFitting`): logged as any conflict
  /// is, through the window the view is in (its log, event sink and unsatisfiable-constraints
  /// handler), or standard error for a view in no window. UIKit logs these too: they are the
  /// "Unable to simultaneously satisfy constraints" logs that list a cell's
  /// `UIView-Encapsulated-Layout-Width` (Stack Overflow 25059443 and its duplicates).
  private func reportFittingConflict(_ report: UnsatisfiableConstraintsReport) {
    guard let window = root.window else {
      FileHandle.standardError.write(Data((report.message + "\n").utf8))
      return
    }
    window.log(report.message)
    window.eventSink?.receive(.constraintBroken(report))
    window.unsatisfiableConstraintsHandler?(report)
  }

  /// Tries again, silently, the constraints broken since the last pass ended, now that the
  /// safe areas and margins have followed the new frames: a window resized to a narrower
  /// width meets its views' old margins for a moment (a rotation from landscape keeps the
  /// landscape safe area in the margins until the pass refreshes them), and a constraint
  /// broken only for that moment holds again once they settle, as the autoresizing
  /// constraints made for a new frame do. One that still conflicts stays broken (its
  /// conflict was logged when it broke).
  func retryConstraintsBrokenBeforeGeometrySettled() {
    for c in brokenUntilGeometrySettles where c.isBroken {
      guard let h = handle(of: c), !solver.contains(h) else { continue }
      if (try? solver.add(h)) != nil { c.isBroken = false }
    }
  }

  /// The order in which constraints were added; the constraint being added is the newest.
  /// A fitting's target size counts as the oldest, so it is broken only when nothing else of
  /// the same priority can be: a required fitting width holds, and a conflict breaks one of
  /// the content's own constraints, as UIKit's logs of self-sizing cells show.
  private func order(of c: LayoutConstraint) -> Int {
    if c.kind == .fitting { return -1 }
    return isScratch ? (scratchHandles[ObjectIdentifier(c)]?.index ?? Int.max) : c.sequence
  }

  /// Takes a constraint out of the solver.
  func remove(_ c: LayoutConstraint) {
    guard let h = handle(of: c) else { return }
    if !duplicates.isEmpty { forgetDuplicateSignature(of: c, handle: h) }
    if solver.contains(h) { try? solver.remove(h) }
    // The solver constraint is never used again (a later add makes a new one), so its owner
    // goes: kept, it would hold every constraint ever removed for the engine's lifetime.
    if h.index < owners.count, owners[h.index] === c { owners[h.index] = nil }
    setHandle(nil, of: c)
    c.isBroken = false
    requestLayout()
  }

  /// Moves an active constraint's constant incrementally. When the new constant makes the
  /// required constraints unsatisfiable, one member of the conflict is broken, as on add.
  func constantChanged(_ c: LayoutConstraint, from old: CGFloat) {
    if constantBatch != nil {
      guard let h = handle(of: c), solverStorage.contains(h) else { return }
      constantBatch?.append((c, old))
      requestLayout()
      return
    }
    guard let h = handle(of: c), solver.contains(h) else { return }
    // The solver holds `lhs - (m·rhs + constant)`, so its constant moves by old − new.
    let target = solver.expression(of: h).constant + Double(old - c.storedConstant)
    requestLayout()
    while true {
      do {
        try solver.setConstant(h, to: target)
        return
      } catch .unsatisfiableConstraint(_, let conflicts) {
        let members = conflicts.compactMap(owner(of:)).filter { $0 !== c }
        let victim = breakConflict(adding: c, among: members)
        if victim === c {
          try? solver.remove(h)
          return
        }
      } catch {
        log("[LayoutConstraints] The constant of \(c) cannot change: \(error)")
        return
      }
    }
  }

  /// Moves an active constraint between optional priorities incrementally.
  func priorityChanged(_ c: LayoutConstraint, from old: LayoutPriority) {
    guard let h = handle(of: c), let p = Priority(Double(c.storedPriority.rawValue)) else {
      return
    }
    requestLayout()
    do {
      try solver.setPriority(h, to: p)
    } catch {
      log("[LayoutConstraints] The priority of \(c) cannot change: \(error)")
    }
  }

  /// Re-expresses a constraint (its items' spaces or direction changed).
  func reAdd(_ c: LayoutConstraint) {
    remove(c)
    add(c)
  }

  /// Re-expresses constraints together: all leave the solver before any comes back. One at a
  /// time, the system passes through states that mix old and new expressions, and constraints
  /// that depend on one another (a duplicate of a leading pin flipped to right to left while
  /// the original still reads left to right) conflict there for nothing, breaking one.
  func reAdd(_ list: [LayoutConstraint]) {
    for c in list { remove(c) }
    for c in list { add(c) }
  }
}

extension LayoutEngine {
  /// The largest constant or multiplier, in magnitude, the engine lays out with: a billion
  /// points. The solver takes numbers up to 1e100, but a layout's values share its rows, and
  /// beside a constant of 1e45 a width of 20 is lost to rounding (a constraint that huge,
  /// removed again, left a view 0 wide instead of 20; found by fuzzing, issue 20). Up to 1e9,
  /// the rounding stays below 1e-6 points.
  static let maximumMagnitude: CGFloat = 1e9

  /// Why the engine cannot lay out with `constant` and `multiplier`, or `nil` when it can.
  func magnitudeProblem(constant: CGFloat, multiplier: CGFloat) -> String? {
    for (name, value) in [("constant", constant), ("multiplier", multiplier)]
    where value.isFinite && abs(value) > LayoutEngine.maximumMagnitude {
      return "its \(name) \(value) is beyond ±1e9, where the layout's other values would lose "
        + "their precision"
    }
    return nil
  }
}
