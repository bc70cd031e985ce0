import AutoLayout

extension LayoutItem {
  /// Top, left, bottom and right, for `view.edges == other.edges`.
  public var edges: EdgeAnchors {
    EdgeAnchors(top: topAnchor, left: leftAnchor, bottom: bottomAnchor, right: rightAnchor)
  }

  /// Top, leading, bottom and trailing, for `view.directionalEdges == other.directionalEdges`.
  public var directionalEdges: DirectionalEdgeAnchors {
    DirectionalEdgeAnchors(
      top: topAnchor, leading: leadingAnchor, bottom: bottomAnchor, trailing: trailingAnchor)
  }

  /// Left and right.
  public var horizontalEdges: EdgePairAnchors<LayoutXAxisAnchor> {
    EdgePairAnchors(start: leftAnchor, end: rightAnchor)
  }

  /// Leading and trailing.
  public var directionalHorizontalEdges: EdgePairAnchors<LayoutXAxisAnchor> {
    EdgePairAnchors(start: leadingAnchor, end: trailingAnchor)
  }

  /// Top and bottom.
  public var verticalEdges: EdgePairAnchors<LayoutYAxisAnchor> {
    EdgePairAnchors(start: topAnchor, end: bottomAnchor)
  }

  /// Width and height.
  public var size: SizeAnchors { SizeAnchors(width: widthAnchor, height: heightAnchor) }

  /// Center X and center Y.
  public var centerAnchors: CenterAnchors {
    CenterAnchors(centerX: centerXAnchor, centerY: centerYAnchor)
  }
}
