import AutoLayout

/// Collects constraints from a block of statements: DSL relations (`a == b + 8`), composites
/// (`view.edges == other.edges`), constraints made with the anchor API, arrays of them, and
/// `if`, `if`/`else`, `switch`, `for` and optionals around any of these.
///
/// Each DSL relation becomes its constraint here, recording the `#fileID` and `#line` of the
/// statement that wrote it.
@resultBuilder
public enum LayoutConstraintBuilder {
  /// A DSL relation, made into a constraint that remembers the statement's file and line.
  public static func buildExpression(
    _ relation: LayoutRelation, file: String = #fileID, line: Int = #line
  ) -> [LayoutConstraint] {
    [relation.constraint(file: file, line: line)]
  }

  /// A composite relation (edges, size, center), made into constraints that remember the
  /// statement's file and line.
  public static func buildExpression(
    _ relations: [LayoutRelation], file: String = #fileID, line: Int = #line
  ) -> [LayoutConstraint] {
    relations.constraints(file: file, line: line)
  }

  /// A constraint made elsewhere (the anchor API); it keeps its own location.
  public static func buildExpression(_ constraint: LayoutConstraint) -> [LayoutConstraint] {
    [constraint]
  }

  /// A constraint that may be missing; `nil` adds nothing.
  public static func buildExpression(_ constraint: LayoutConstraint?) -> [LayoutConstraint] {
    constraint.map { [$0] } ?? []
  }

  /// Constraints made elsewhere.
  public static func buildExpression(_ constraints: [LayoutConstraint]) -> [LayoutConstraint] {
    constraints
  }

  /// The statements of a block, in order.
  public static func buildBlock(_ components: [LayoutConstraint]...) -> [LayoutConstraint] {
    components.flatMap { $0 }
  }

  /// An `if` without `else`, or an `if let`.
  public static func buildOptional(_ component: [LayoutConstraint]?) -> [LayoutConstraint] {
    component ?? []
  }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither(first component: [LayoutConstraint]) -> [LayoutConstraint] {
    component
  }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither(second component: [LayoutConstraint]) -> [LayoutConstraint] {
    component
  }

  /// The iterations of a `for` loop, in order.
  public static func buildArray(_ components: [[LayoutConstraint]]) -> [LayoutConstraint] {
    components.flatMap { $0 }
  }

  /// An `if #available` branch.
  public static func buildLimitedAvailability(
    _ component: [LayoutConstraint]
  )
    -> [LayoutConstraint]
  {
    component
  }
}

extension LayoutConstraint {
  /// Makes the constraints of `content` and activates them; returns them in order.
  ///
  /// ```swift
  /// LayoutConstraint.activate {
  ///   card.directionalEdges == window.layoutMarginsGuide.directionalEdges
  ///   if compact { card.heightAnchor == 120 } else { card.heightAnchor == 200 }
  /// }
  /// ```
  ///
  /// Invalid constraints are reported and stay inactive, as with ``activate(_:)``.
  @discardableResult
  public static func activate(
    @LayoutConstraintBuilder _ content: () -> [LayoutConstraint]
  )
    -> [LayoutConstraint]
  {
    let constraints = content()
    activate(constraints)
    return constraints
  }

  /// Makes the constraints of `content` without activating them; returns them in order.
  public static func build(
    @LayoutConstraintBuilder _ content: () -> [LayoutConstraint]
  )
    -> [LayoutConstraint]
  {
    content()
  }
}
