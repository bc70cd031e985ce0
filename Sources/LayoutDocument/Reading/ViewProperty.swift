import AutoLayout
import Foundation
import LayoutContainers

/// One property a document sets on a view, read once and applied to the view (and again by
/// every matching variation).
enum ViewProperty {
  case text(String)
  case font(Font)
  case numberOfLines(Int)
  case textColor(Color)
  case image(ImageView.Image)
  case shape(ShapeView.Shape)
  case fill(Color?)
  case stroke(Color?)
  case lineWidth(CGFloat)
  case hidden(Bool)
  case background(Color?)
  case border(width: CGFloat, color: Color?)
  case cornerRadius(CGFloat)
  case margins(EdgeInsets)
  case hugging(horizontal: LayoutPriority?, vertical: LayoutPriority?)
  case compressionResistance(horizontal: LayoutPriority?, vertical: LayoutPriority?)
  case axis(LayoutConstraint.Axis)
  case distribution(StackView.Distribution)
  case alignment(StackView.Alignment)
  case spacing(CGFloat)
  case baselineRelative(Bool)
  case marginsRelative(Bool)
  case contentInset(EdgeInsets)
  case contentOffset(CGPoint)
  case insetAdjustment(ScrollView.ContentInsetAdjustmentBehavior)
  case rowSpacing(CGFloat)
  case columnSpacing(CGFloat)
  case xPlacement(GridCell.Placement)
  case yPlacement(GridCell.Placement)
  case rowAlignment(GridRow.Alignment)
  case rowHeight(CGFloat)
  case estimatedRowHeight(CGFloat)

  /// The property keys, with the kinds that have each (`nil`: every kind).
  static let kindsByKey: [String: [String]?] = [
    "text": ["label", "button"], "font": ["label", "button"], "textColor": ["label", "button"],
    "numberOfLines": ["label"], "image": ["image"], "shape": ["shape"], "fill": ["shape"],
    "stroke": ["shape"], "lineWidth": ["shape"], "hidden": nil, "background": nil,
    "border": nil, "cornerRadius": nil, "margins": nil, "hugging": nil,
    "compressionResistance": nil, "axis": ["stack"], "distribution": ["stack"],
    "alignment": ["stack"], "spacing": ["stack"], "baselineRelative": ["stack"],
    "marginsRelative": ["stack"], "contentInset": ["scroll", "table"],
    "contentOffset": ["scroll", "table"], "insetAdjustment": ["scroll", "table"],
    "rowHeight": ["table"], "estimatedRowHeight": ["table"], "rowSpacing": ["grid"],
    "columnSpacing": ["grid"],
    "xPlacement": ["grid"], "yPlacement": ["grid"], "rowAlignment": ["grid"],
  ]

  /// The property keys in a stable order, for error messages.
  static let keys = kindsByKey.keys.sorted()

  /// Sets the property on `view` (of the kind the property was read for).
  func apply(to view: View) {
    switch self {
    case .text(let text):
      if let label = view as? Label { label.text = text }
      if let button = view as? Button { button.setTitle(text, for: .normal) }
    case .font(let font):
      if let label = view as? Label {
        label.font = font
        // A text style follows the window's text size, as "Automatically Adjusts Font" in
        // Interface Builder (`adjustsFontForContentSizeCategory`).
        label.adjustsFontForContentSizeCategory = font.textStyle != nil
      }
      if let button = view as? Button {
        button.titleLabel?.font = font
        button.titleLabel?.adjustsFontForContentSizeCategory = font.textStyle != nil
      }
    case .numberOfLines(let lines): (view as? Label)?.numberOfLines = lines
    case .textColor(let color):
      if let label = view as? Label { label.textColor = color }
      if let button = view as? Button { button.setTitleColor(color, for: .normal) }
    case .image(let image): (view as? ImageView)?.image = image
    case .shape(let shape): (view as? ShapeView)?.shape = shape
    case .fill(let color): (view as? ShapeView)?.fillColor = color
    case .stroke(let color): (view as? ShapeView)?.strokeColor = color
    case .lineWidth(let width): (view as? ShapeView)?.lineWidth = width
    case .hidden(let hidden): view.isHidden = hidden
    case .background(let color): view.backgroundColor = color
    case .border(let width, let color):
      view.layer.borderWidth = width
      view.layer.borderColor = color
    case .cornerRadius(let radius): view.layer.cornerRadius = radius
    case .margins(let margins): view.layoutMargins = margins
    case .hugging(let horizontal, let vertical):
      if let horizontal { view.setContentHuggingPriority(horizontal, for: .horizontal) }
      if let vertical { view.setContentHuggingPriority(vertical, for: .vertical) }
    case .compressionResistance(let horizontal, let vertical):
      if let horizontal {
        view.setContentCompressionResistancePriority(horizontal, for: .horizontal)
      }
      if let vertical { view.setContentCompressionResistancePriority(vertical, for: .vertical) }
    case .axis(let axis): (view as? StackView)?.axis = axis
    case .distribution(let distribution): (view as? StackView)?.distribution = distribution
    case .alignment(let alignment): (view as? StackView)?.alignment = alignment
    case .spacing(let spacing): (view as? StackView)?.spacing = spacing
    case .baselineRelative(let on): (view as? StackView)?.isBaselineRelativeArrangement = on
    case .marginsRelative(let on): (view as? StackView)?.isLayoutMarginsRelativeArrangement = on
    case .contentInset(let insets): (view as? ScrollView)?.contentInset = insets
    case .contentOffset(let offset): (view as? ScrollView)?.contentOffset = offset
    case .insetAdjustment(let behavior):
      (view as? ScrollView)?.contentInsetAdjustmentBehavior = behavior
    case .rowSpacing(let spacing): (view as? GridView)?.rowSpacing = spacing
    case .columnSpacing(let spacing): (view as? GridView)?.columnSpacing = spacing
    case .xPlacement(let placement): (view as? GridView)?.xPlacement = placement
    case .yPlacement(let placement): (view as? GridView)?.yPlacement = placement
    case .rowAlignment(let alignment): (view as? GridView)?.rowAlignment = alignment
    case .rowHeight(let height): (view as? TableView)?.rowHeight = height
    case .estimatedRowHeight(let height): (view as? TableView)?.estimatedRowHeight = height
    }
  }
}
