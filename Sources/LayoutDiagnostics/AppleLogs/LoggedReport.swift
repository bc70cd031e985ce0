/// One "Unable to simultaneously satisfy constraints" report of a log: the constraints it
/// lists, the one it broke, and the lines of it that could not be read.
public struct LoggedReport: Sendable {
  /// Which system printed the report, from its wording.
  public enum Platform: String, Sendable {
    /// UIKit: `Unable to simultaneously satisfy constraints.` and its advice.
    case iOS
    /// AppKit: `Unable to simultaneously satisfy constraints:` or
    /// `Conflicting constraints detected:`.
    case macOS
  }

  /// The line of the header (from 1), or of the list when the header was not pasted.
  public var line: Int
  /// The platform the wording shows.
  public var platform: Platform
  /// The constraints of the list that could be read, in the log's order.
  public var constraints: [LoggedConstraint] = []
  /// Every item the readable constraints name, by key (``LoggedItem/key``).
  public var items: [String: LoggedItem] = [:]
  /// The superview (or owning view, for a guide) of an item, by key, as `|` shows it.
  public var superviews: [String: String] = [:]
  /// The address of the constraint Apple broke, when it is printed whole enough to read.
  public var brokenAddress: String?
  /// The line the broken constraint is printed on.
  public var brokenLine: Int?
  /// Lines of the report that could not be read (`<private>`, `...`, cut-off or mangled
  /// descriptions), from 1.
  public var unreadableLines: [Int] = []
  /// Whether the list's closing `)` was seen: a report cut off inside its list may be
  /// missing constraints.
  public var listIsComplete = false

  /// An empty report starting at `line`.
  public init(line: Int, platform: Platform) {
    self.line = line
    self.platform = platform
  }

  /// The constraint Apple broke, when it is printed and in the list.
  public var broken: LoggedConstraint? {
    guard let brokenAddress else { return nil }
    return constraints.first { $0.address == brokenAddress }
  }

  /// Adds what one readable description says.
  mutating func add(_ result: DescriptionParser.Result) {
    for item in result.items { merge(item) }
    for (child, parent) in result.superviews where superviews[child] == nil && child != parent {
      // A superview is taken only if it does not make a cycle.
      var ancestor: String? = parent
      var seen = 0
      while let current = ancestor, current != child, seen < 1000 {
        ancestor = superviews[current]
        seen += 1
      }
      if ancestor == nil { superviews[child] = parent }
    }
    var constraint = result.constraint
    constraint.involvesPrivateClass = [constraint.first.item, constraint.second?.item]
      .compactMap { $0 }.allSatisfy { key in items[key]?.baseClassName?.hasPrefix("_") == true }
    constraints.append(constraint)
  }

  /// Records `item`, filling in what an earlier mention of it left out.
  private mutating func merge(_ item: LoggedItem) {
    guard var known = items[item.key] else {
      items[item.key] = item
      return
    }
    known.className = known.className ?? item.className
    known.name = known.name ?? item.name
    known.text = known.text ?? item.text
    known.address = known.address ?? item.address
    items[item.key] = known
  }
}
