import Cassowary

/// What a layout document reproducing a conflict holds: the views and guides of the minimal
/// conflict and its constraints as document equations (`UILabel_2420.top == UIView_2240.top
/// + 8`), with the facts the replay assumed made explicit (default margins, superviews).
///
/// Every view and guide sits directly in the window: a constraint relates its items' edges
/// wherever they are, so the conflict is the same, and a view whose subviews are pinned to
/// it is still placed by its constraints (in a document, a container only its subviews
/// mention would keep its frame through its autoresizing mask). Sizes are never negative in
/// Truss either, so the document needs nothing for those. The `truss` command writes the
/// plan out as YAML.
public struct ReproductionPlan: Sendable {
  /// A view of the document.
  public struct View: Sendable, Hashable {
    /// Its id, the replay's readable name.
    public var id: String
    /// The item as the log printed it, or how the replay made it.
    public var printed: String
    /// Its superview in the app, by id, when the log shows it (or the replay inferred it).
    public var superview: String?
    /// Whether the document gives it UIKit's default 8-point margins (the conflict uses them
    /// and the log does not print them).
    public var hasDefaultMargins: Bool
  }

  /// A layout guide of the document.
  public struct Guide: Sendable, Hashable {
    /// Its id.
    public var id: String
    /// The guide as the log printed it.
    public var printed: String
    /// The view owning it in the app, by id, when the log shows it.
    public var owner: String?
  }

  /// A constraint of the document.
  public struct Equation: Sendable, Hashable {
    /// The document equation: `A.attribute == B.attribute * M + C @P #identifier`.
    public var text: String
    /// The address the log printed for it.
    public var address: String
    /// Its letter in the replay's proof (empty for a constraint left out).
    public var letter: String
  }

  /// The views, in order of first use.
  public var views: [View] = []
  /// The guides, in order of first use.
  public var guides: [Guide] = []
  /// The minimal conflict, in the log's order.
  public var equations: [Equation] = []
  /// Apple's other listed constraints, for reference (the document lists them commented
  /// out: they are not part of the conflict).
  public var omitted: [Equation] = []

  /// The plan for `analysis`; `nil` unless it found a conflict.
  public init?(_ analysis: ConflictAnalysis) {
    guard analysis.status == .conflict else { return nil }
    var builder = Builder(analysis: analysis)
    for (index, c) in analysis.minimal.enumerated() {
      equations.append(
        Equation(
          text: builder.equation(c, declaring: true), address: c.address,
          letter: ConflictAnalysis.letters(index)))
    }
    for c in analysis.notNeeded {
      omitted.append(
        Equation(text: builder.equation(c, declaring: false), address: c.address, letter: ""))
    }
    views = builder.views
    guides = builder.guides
  }

  /// Turns logged constraints into document equations, declaring the items they use.
  private struct Builder {
    let analysis: ConflictAnalysis
    var views: [View] = []
    var guides: [Guide] = []

    var names: ItemNames { analysis.names }
    var report: LoggedReport { analysis.report }

    mutating func equation(_ c: LoggedConstraint, declaring: Bool) -> String {
      var text = operand(c.first, declaring: declaring) + " \(c.relation) "
      var constant = c.constant
      if let second = c.second {
        text += operand(second, declaring: declaring)
        if c.multiplier != 1 { text += " * \(formatValue(c.multiplier))" }
      } else if c.first.attribute.frameAttribute.isSize {
        text += formatValue(constant)
        constant = 0
      } else {
        // A frame constraint to a constant is in the superview's coordinates.
        let key = superview(of: c.first.item)
        let origin: LoggedConstraint.Attribute = c.first.attribute.isHorizontal ? .left : .top
        text += operand(
          LoggedConstraint.Operand(item: key, attribute: origin), declaring: declaring)
      }
      if constant != 0 {
        text += constant < 0 ? " - \(formatValue(-constant))" : " + \(formatValue(constant))"
      }
      if !c.isRequired { text += " @\(formatValue(max(1, c.priority)))" }
      if let identifier = c.identifier, !identifier.isEmpty,
        identifier.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "_-.".contains($0)) })
      {
        text += " #" + identifier
      }
      return text
    }

    func superview(of key: String) -> String {
      analysis.inferredSuperviews[key] ?? report.superviews[key] ?? "|" + key
    }

    /// `id.attribute`, with the attribute as a document names it.
    mutating func operand(_ operand: LoggedConstraint.Operand, declaring: Bool) -> String {
      let key = operand.item
      var attribute = operand.attribute
      var item = key
      if attribute.isMargin, let guide = marginsGuide(of: key) {
        item = guide
        attribute = attribute.frameAttribute
      } else if !attribute.isMargin {
        attribute = attribute.frameAttribute
      }
      if declaring { declare(item, margins: attribute.isMargin) }
      return names[item] + "." + attribute.rawValue
    }

    func marginsGuide(of key: String) -> String? {
      report.items.keys.sorted().first { guide in
        report.items[guide]?.isMarginsGuide == true && report.superviews[guide] == key
      }
    }

    mutating func declare(_ key: String, margins: Bool) {
      let id = names[key]
      let printed = analysis.printed(key)
      let container = analysis.inferredSuperviews[key] ?? report.superviews[key]
      if report.items[key]?.isLayoutGuide == true {
        guard !guides.contains(where: { $0.id == id }) else { return }
        guides.append(Guide(id: id, printed: printed, owner: container.map { names[$0] }))
        return
      }
      if let index = views.firstIndex(where: { $0.id == id }) {
        if margins { views[index].hasDefaultMargins = true }
        return
      }
      views.append(
        View(
          id: id, printed: printed, superview: container.map { names[$0] },
          hasDefaultMargins: margins))
    }
  }
}
