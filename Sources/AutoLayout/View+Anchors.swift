extension View {
  /// The leading edge: left in left-to-right layouts, right in right-to-left.
  public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leading) }
  /// The trailing edge.
  public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .trailing) }
  /// The left edge, whatever the layout direction.
  public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .left) }
  /// The right edge, whatever the layout direction.
  public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .right) }
  /// The top edge.
  public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .top) }
  /// The bottom edge.
  public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .bottom) }
  /// The width.
  public var widthAnchor: LayoutDimension { LayoutDimension(self, .width) }
  /// The height.
  public var heightAnchor: LayoutDimension { LayoutDimension(self, .height) }
  /// The horizontal center.
  public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .centerX) }
  /// The vertical center.
  public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .centerY) }
  /// The baseline of the first line of text (the bottom edge for views without text).
  public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .firstBaseline) }
  /// The baseline of the last line of text (the bottom edge for views without text).
  public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .lastBaseline) }
}
