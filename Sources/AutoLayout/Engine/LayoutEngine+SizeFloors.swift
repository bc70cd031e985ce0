import Cassowary

extension LayoutEngine {
  // A view's size is never negative, as in UIKit's engine, which keeps every view's width and
  // height at least 0 without listing that bound in its logs: a lone `width == -16` is
  // unsatisfiable, and `H:|-(15)-[label]-(15)-|` in a container still 0 wide conflicts (Apple's
  // Auto Layout Guide, "Debugging Tricks and Tips", and the logs quoted in
  // UnsatisfiableConstraintsTests.sizesAreNeverNegative). Layout guides get no bound: UIKit's
  // logs of a margins guide in a 0-wide cell list the label pinned to the guide, which a bound
  // on the guide itself would leave out of the minimal conflict.
  //
  // The bounds are added only to views whose solved size went negative: a bound that holds
  // changes nothing, and keeping one inequality row per width and height of every view made
  // a window resize of the 1,000-view benchmark 25 times slower (74.5 ms against 2.95 ms),
  // because each row is expanded over the chain of widths it depends on. Adding the bound
  // when it is violated gives the same solution as having it from the start; the conflict it
  // raises, if any, breaks the lowest-priority, most recent constraint involved, as any
  // conflict does.

  /// Adds the size bounds of the views among `records` whose width or height is negative.
  /// Returns whether any bound was added (the solution then changed).
  func enforceSizeFloors(_ records: some Sequence<ItemRecord>) -> Bool {
    var added = false
    for r in records where r.isView && r.sizeFloors.isEmpty {
      let negative =
        solver.value(of: r.width) < -LayoutEngine.floorTolerance
        || solver.value(of: r.height) < -LayoutEngine.floorTolerance
      guard negative else { continue }
      addSizeFloors(r)
      added = true
    }
    return added
  }

  /// Adds the size bounds of every view whose size is negative, until none is (a bound can
  /// move other views).
  func enforceAllSizeFloors() {
    let all = records.values.sorted { $0.width.index < $1.width.index }
    while enforceSizeFloors(all) {}
  }

  /// How negative a size may be before its bound is added: solver round-off.
  static let floorTolerance = 1e-9

  /// Adds `Width >= 0` and `Height >= 0` for `r`, breaking a constraint where a bound cannot
  /// hold.
  private func addSizeFloors(_ r: ItemRecord) {
    for size in [r.width, r.height] {
      guard
        let floor = try? solver.makeConstraint(
          Cassowary.Expression(size), .greaterThanOrEqual, 0, name: "size floor")
      else { continue }
      while true {
        do {
          try solver.add(floor)
          r.sizeFloors.append(floor)
          break
        } catch .unsatisfiableConstraint(_, let conflicts) {
          let members = conflicts.compactMap(owner(of:))
          guard breakConflict(adding: nil, among: members) != nil else { break }
        } catch {
          break
        }
      }
    }
  }
}

extension LayoutEngine {
  /// The layout constraint a solver constraint stands for; `nil` for the engine's bare solver
  /// constraints (size bounds, a root's origin), which have no owner.
  func owner(of constraint: Cassowary.Constraint) -> LayoutConstraint? {
    constraint.index < owners.count ? owners[constraint.index] : nil
  }
}
