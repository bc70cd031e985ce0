import Cassowary
import Testing

/// Larger deterministic smoke tests: a 2,000-view chain and a 30 × 30 grid build and
/// resize, checked against closed-form values.
@Suite struct LargeSystemTests {
  @Test func chainOfTwoThousandViews() throws {
    // |[v0]-8-[v1]-8-...-8-[v1999]| with equal widths in a window of edited width W:
    // width = (W - 8·1999) / 2000 and left[k] = k·(width + 8).
    let count = 2000
    var solver = Solver()
    let window = solver.makeVariable("window")
    var lefts: [Variable] = []
    var widths: [Variable] = []
    for i in 0..<count {
      let left = solver.makeVariable("left\(i)")
      let width = solver.makeVariable("width\(i)")
      if let previousLeft = lefts.last, let previousWidth = widths.last {
        try solver.addConstraint(Expression(left), .equal, previousLeft + previousWidth + 8)
        try solver.addConstraint(Expression(width), .equal, Expression(widths[0]))
      } else {
        try solver.addConstraint(Expression(left), .equal, 0)
        try solver.addConstraint(Expression(width), .greaterThanOrEqual, 0)
      }
      lefts.append(left)
      widths.append(width)
    }
    try solver.addConstraint(lefts[count - 1] + widths[count - 1], .equal, Expression(window))
    try solver.addEditVariable(window, priority: .strong)
    for width in [20.0, 31.5, 12, 20] {
      let w = Double(count) * width + 8 * Double(count - 1)
      try solver.suggestValue(window, w)
      for k in [0, 1, 2, 999, 1000, 1998, 1999] {
        expectValue(solver, lefts[k], Double(k) * (width + 8), "W = \(w), left\(k)")
        expectValue(solver, widths[k], width, "W = \(w), width\(k)")
      }
      #expect(!solver.isAmbiguous(lefts[1500]))
    }
    // Too narrow for non-negative widths: the edit yields, widths stay at 0.
    try solver.suggestValue(window, 100)
    expectValue(solver, widths[1234], 0)
    expectValue(solver, lefts[1999], 8 * 1999)
  }

  @Test func gridOfThirtyByThirty() throws {
    // Equal columns and rows with 4-point gaps in an edited W × H window: a cell (r, c) is
    // at (c·(cw + 4), r·(rh + 4)) with cw = (W - 4·29) / 30 and rh = (H - 4·29) / 30.
    let n = 30
    let gap = 4.0
    var solver = Solver()
    let windowWidth = solver.makeVariable("W")
    let windowHeight = solver.makeVariable("H")

    func track(_ name: String, extent: Variable) throws -> (starts: [Variable], sizes: [Variable]) {
      var starts: [Variable] = []
      var sizes: [Variable] = []
      for i in 0..<n {
        let start = solver.makeVariable("\(name)\(i).start")
        let size = solver.makeVariable("\(name)\(i).size")
        if let previousStart = starts.last, let previousSize = sizes.last {
          try solver.addConstraint(
            Expression(start), .equal, previousStart + previousSize + Expression(gap))
          try solver.addConstraint(Expression(size), .equal, Expression(sizes[0]))
          // A preference the equal sizes override.
          try solver.addConstraint(Expression(size), .equal, 10, priority: .weak)
        } else {
          try solver.addConstraint(Expression(start), .equal, 0)
          try solver.addConstraint(Expression(size), .greaterThanOrEqual, 1)
        }
        starts.append(start)
        sizes.append(size)
      }
      try solver.addConstraint(starts[n - 1] + sizes[n - 1], .equal, Expression(extent))
      return (starts, sizes)
    }

    let columns = try track("column", extent: windowWidth)
    let rows = try track("row", extent: windowHeight)
    var cells: [[(x: Variable, y: Variable, w: Variable, h: Variable)]] = []
    for r in 0..<n {
      var line: [(x: Variable, y: Variable, w: Variable, h: Variable)] = []
      for c in 0..<n {
        let x = solver.makeVariable("cell\(r).\(c).x")
        let y = solver.makeVariable("cell\(r).\(c).y")
        let w = solver.makeVariable("cell\(r).\(c).w")
        let h = solver.makeVariable("cell\(r).\(c).h")
        try solver.addConstraint(Expression(x), .equal, Expression(columns.starts[c]))
        try solver.addConstraint(Expression(w), .equal, Expression(columns.sizes[c]))
        try solver.addConstraint(Expression(y), .equal, Expression(rows.starts[r]))
        try solver.addConstraint(Expression(h), .equal, Expression(rows.sizes[r]))
        line.append((x, y, w, h))
      }
      cells.append(line)
    }
    try solver.addEditVariable(windowWidth, priority: .strong)
    try solver.addEditVariable(windowHeight, priority: .strong)
    for (cw, rh) in [(20.0, 30.0), (25.5, 12.0), (100, 44), (20, 30)] {
      let w = 30 * cw + gap * 29
      let h = 30 * rh + gap * 29
      try solver.suggestValue(windowWidth, w)
      try solver.suggestValue(windowHeight, h)
      for (r, c) in [(0, 0), (0, 29), (29, 0), (17, 13), (29, 29)] {
        let cell = cells[r][c]
        let label = "\(Int(w))×\(Int(h)) cell (\(r), \(c))"
        expectValue(solver, cell.x, Double(c) * (cw + gap), label)
        expectValue(solver, cell.y, Double(r) * (rh + gap), label)
        expectValue(solver, cell.w, cw, label)
        expectValue(solver, cell.h, rh, label)
      }
    }
    #expect(violatedRequiredConstraints(solver).isEmpty)
  }
}
