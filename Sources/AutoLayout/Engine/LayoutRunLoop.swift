/// A window's run loop (UIKit's main run loop, reduced to layout): blocks scheduled with
/// ``perform(_:)`` run on the next turn, and every turn ends with the window's layout pass.
public final class LayoutRunLoop {
  unowned let window: Window
  private var queue: [() -> Void] = []
  private var layoutPending = false
  /// Turns run so far.
  public private(set) var turnCount = 0

  init(window: Window) { self.window = window }

  /// Schedules a block for the next turn.
  public func perform(_ block: @escaping () -> Void) {
    queue.append(block)
  }

  /// Whether a turn has work: scheduled blocks or a layout request.
  public var hasPendingWork: Bool { !queue.isEmpty || layoutPending }

  func layoutRequested() { layoutPending = true }
  func layoutServed() { layoutPending = false }

  /// Runs one turn: the blocks scheduled before it began, then the layout pass.
  ///
  /// Each view's layouts are counted per turn (to stop layout feedback loops, and for a loop
  /// hunter); the turn starts the counts again here, in the run loop, not in the code being
  /// counted.
  public func runOnce() {
    turnCount += 1
    let engine = window.hostedEngine
    engine?.beginTurn()
    defer { engine?.endTurn() }
    let blocks = queue
    queue.removeAll()
    for block in blocks { block() }
    window.layoutIfNeeded()  // the pass marks the requests made so far as served
  }

  /// Runs turns until nothing is scheduled and nothing needs layout, or `maxTurns` turns
  /// have run. Returns the number of turns run.
  @discardableResult
  public func runUntilIdle(maxTurns: Int = 100) -> Int {
    var turns = 0
    while hasPendingWork, turns < maxTurns {
      runOnce()
      turns += 1
    }
    return turns
  }
}
