/// One benchmark workload as a constraint script (`.tcs`, SPEC §1.7).
///
/// A workload has two sections: `build` defines the system (variables, constraints, edit
/// variables and their first suggestions), `edit` changes it (resizes, constraint churn,
/// prints). ``text`` joins them with the line `# phase: resize`, so a reader can time the
/// two separately.
public struct Workload: Sendable, Hashable {
  /// The workload's kind: `enaml`, `siblings`, `chain`, `grid`, `nested` or `churn`.
  public var kind: String
  /// The number of views (4 variables each), or `nil` for the enaml-like form.
  public var size: Int?
  /// The comment header and the part that builds the system.
  public var build: String
  /// The part that changes the built system: resizes, churn, prints.
  public var edit: String

  public init(kind: String, size: Int?, build: String, edit: String) {
    self.kind = kind
    self.size = size
    self.build = build
    self.edit = edit
  }

  /// The whole script.
  public var text: String { build + Workload.phaseMarker + "\n" + edit }

  /// The file name `make-workloads` writes: `<kind>-<size>.tcs`, or `<kind>.tcs`.
  public var fileName: String {
    if let size { "\(kind)-\(size).tcs" } else { "\(kind).tcs" }
  }

  /// The comment line between the two sections.
  public static let phaseMarker = "# phase: resize"
}

/// Accumulates script lines.
struct ScriptWriter {
  var text = ""

  init(capacity: Int = 0) { text.reserveCapacity(capacity) }

  mutating func line(_ s: String) {
    text += s
    text += "\n"
  }

  mutating func comment(_ s: String) { line("# " + s) }

  /// `constraint V.lead V.x == c.x + 8` for the first view of a row (`previous` nil), else
  /// `V.x` `gap` points after `previous`'s right edge: the link of a horizontal chain.
  mutating func lead(_ v: String, after previous: String?, gap: Int) {
    guard let p = previous else { return line("constraint \(v).lead \(v).x == c.x + 8") }
    line("constraint \(v).lead \(v).x == \(p).x + \(p).w + \(gap)")
  }

  /// `constraint V.top V.y == c.y + 8` for the first view of a column (`above` nil), else
  /// `V.y` `gap` points below `above`'s bottom edge: the link of a vertical chain.
  mutating func top(_ v: String, below above: String?, gap: Int) {
    guard let p = above else { return line("constraint \(v).top \(v).y == c.y + 8") }
    line("constraint \(v).top \(v).y == \(p).y + \(p).h + \(gap)")
  }
}
