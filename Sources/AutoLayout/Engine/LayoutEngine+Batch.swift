import Cassowary
import Foundation

// Batched constant changes. A window's rotation moves its size, then (in the layout pass) its
// safe area and margins guides. Made one at a time, each change is solved on its own, and the
// intermediate states cost pivots the final one does not need: rotating the 1,000-view
// benchmark from landscape to portrait first solved the portrait width with the landscape
// margins (357 pivots, clamping labels that fit in the end), then the margins (248 more,
// unclamping them). Made together, they cost the pivots of the final state only.
//
// A batch only delays: the `solver` property flushes it before anything reads or changes the
// solver, so no caller can see a state without a constant it set.

extension LayoutEngine {
  /// Runs `body` with the constant changes it makes (``constantChanged(_:from:)``) solved
  /// together, after it returns or when the solver is next used, whichever comes first.
  func batchingConstants(_ body: () -> Void) {
    guard constantBatch == nil else {
      body()
      return
    }
    constantBatch = []
    body()
    flushConstantBatch()
    constantBatch = nil
  }

  /// Makes the batched constant changes in one solver operation. If that fails (the
  /// constants together break a required constraint), nothing changed, and they are made one
  /// at a time, so each conflict is logged and broken as it would be without the batch.
  func flushConstantBatch() {
    guard let batch = constantBatch, !batch.isEmpty else { return }
    constantBatch = []
    // Each constraint once, with its constant before the batch, in the order first changed.
    var seen = Set<ObjectIdentifier>()
    var pending: [(LayoutConstraint, CGFloat)] = []
    for (c, old) in batch where seen.insert(ObjectIdentifier(c)).inserted {
      pending.append((c, old))
    }
    var changes: [(Cassowary.Constraint, Double)] = []
    changes.reserveCapacity(pending.count)
    for (c, old) in pending {
      guard let h = handle(of: c), solverStorage.contains(h) else { continue }
      changes.append(
        (h, solverStorage.expression(of: h).constant + Double(old - c.storedConstant)))
    }
    do {
      try solverStorage.setConstants(changes)
    } catch {
      // Outside the batch for a moment (it is empty now), so each change is made at once.
      constantBatch = nil
      for (c, old) in pending { constantChanged(c, from: old) }
      constantBatch = []
    }
  }
}
