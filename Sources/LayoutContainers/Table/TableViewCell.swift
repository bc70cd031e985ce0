import AutoLayout
import Foundation

/// A row of a table view (UIKit's `UITableViewCell`): its subviews go in ``contentView``, which
/// the cell lays out to fill it above the row's separator.
///
/// A table sizes a self-sizing row (``TableView/automaticDimension``) from the content view's
/// constraints: `systemLayoutSizeFitting` at the content view's width, width required and height
/// at `fittingSizeLevel`, rounded up to the pixel grid. It then holds the content view's frame
/// with required `UIView-Encapsulated-Layout-Left/Top/Width/Height` constraints, as UIKit does
/// (the content view hosts its own layout engine there), so a required vertical chain that
/// does not land on a pixel conflicts with the rounded height and UIKit's log names
/// `'UIView-Encapsulated-Layout-Height'`; the cell's own constraint is the one broken, and the
/// content view keeps the row's height. Lowering one vertical constraint to 999 avoids it.
///
/// Geometry, as UIKit's:
/// - a cell made by ``init(style:reuseIdentifier:)`` is 320 × 44 until its table sizes it
///   (openradar 18290376 reads `{{0, 0}, {320, 44}}` from a new cell's content view);
/// - the content view is the row minus the separator below it: 43.5 tall in a 44-point row on
///   a 2× screen (`<UITableViewCellContentView: …; frame = (0 0; 375 43.5)>` next to
///   `<_UITableViewCellSeparatorView: …; frame = (132.5 43.5; 243 0.5)>` in a published
///   `recursiveDescription`; the classic conflict lists
///   `'UIView-Encapsulated-Layout-Height' UITableViewCellContentView.height == 54.3333` on a 3×
///   screen);
/// - the content view's margins are 11 points above and below (the values Shopify's
///   FunctionalTableData copied from UIKit's view debugger, iOS 11) and, at its sides, the
///   table's side margins — 16 points at compact width, 20 at regular — or its readable-width
///   insets with ``TableView/cellLayoutMarginsFollowReadableWidth``. Margins set on the content
///   view win.
///
/// Where Truss differs: the styles have no built-in labels or image view (`textLabel`,
/// `detailTextLabel` and `imageView` are absent; every style lays out as a custom cell);
/// accessories are absent; selection and highlighting are stored and drawn by no one; the
/// content view's margins do not take the safe area (the table insets the content view
/// horizontally instead, ``TableView/insetsContentViewsToSafeArea``), so a row's height never
/// depends on where it has scrolled.
///
/// Subclasses are made by a table from their class (``TableView/register(_:forCellReuseIdentifier:)``)
/// through ``init(style:reuseIdentifier:)``, which is therefore `required`: without the
/// Objective-C runtime, Swift makes an instance from a class value only through a required
/// initializer. A UIKit subclass's `override init(style:reuseIdentifier:)` is written
/// `required init(style:reuseIdentifier:)` in Truss.
open class TableViewCell: View {
  /// The layout of UIKit's built-in content (UIKit's `UITableViewCell.CellStyle`). Truss's
  /// cells have no built-in labels: the style is accepted and every style lays out as
  /// `.default` with custom content.
  public enum CellStyle: Int, Hashable, Sendable {
    /// A label (UIKit's basic cell).
    case `default`
    /// A label and a detail label at the trailing edge.
    case value1
    /// A detail label and a label after it.
    case value2
    /// A label above a detail label.
    case subtitle
  }

  /// How a selected cell looks (UIKit's `UITableViewCell.SelectionStyle`). Stored: Truss draws
  /// no selection.
  public enum SelectionStyle: Int, Hashable, Sendable {
    /// No highlight.
    case none
    /// A blue highlight (before iOS 7).
    case blue
    /// A gray highlight.
    case gray
    /// The system's highlight.
    case `default`
  }

  /// Where subviews go: it fills the cell above its separator, inset by the table's safe area
  /// at the sides.
  public let contentView: View = TableViewCellContentView()
  /// The identifier the cell was registered and dequeued under.
  public internal(set) var reuseIdentifier: String?
  /// How the cell looks when selected. Stored only.
  open var selectionStyle = SelectionStyle.default
  /// Whether the cell is selected (``setSelected(_:animated:)``).
  open var isSelected: Bool {
    get { selectedFlag }
    set { setSelected(newValue, animated: false) }
  }
  /// Whether the cell is highlighted (``setHighlighted(_:animated:)``).
  open var isHighlighted: Bool {
    get { highlightedFlag }
    set { setHighlighted(newValue, animated: false) }
  }
  var selectedFlag = false
  var highlightedFlag = false

  /// The height of the separator below the content view, which the table sets (one pixel
  /// with ``TableView/SeparatorStyle/singleLine``, none outside a table).
  var separatorHeight: CGFloat = 0 {
    didSet { if separatorHeight != oldValue { setNeedsLayout() } }
  }
  /// The safe-area insets the table keeps the content view out of, left and right.
  var contentInsets: (left: CGFloat, right: CGFloat) = (0, 0) {
    didSet { if contentInsets != oldValue { setNeedsLayout() } }
  }

  /// A cell for a table to show, 320 × 44 until the table sizes it.
  public required init(style: CellStyle, reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    setUpContentView()
  }

  /// A cell decoded from an archive (Truss has no nibs: an empty cell, 320 × 44).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    setUpContentView()
  }

  /// A `.default` cell with no reuse identifier and the given frame (UIKit's 320 × 44 for a
  /// zero frame, as `UITableViewCell()` makes).
  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    if frame != .zero { self.frame = frame }
  }

  private func setUpContentView() {
    contentView.frameTranslation = .encapsulated
    contentView.insetsLayoutMarginsFromSafeArea = false
    contentView.defaultLayoutMargins = TableViewCell.contentMargins(sides: 16)
    defaultLayoutMargins = contentView.defaultLayoutMargins
    addSubview(contentView)
    layoutContentView()
  }

  /// UIKit's content-view margins with `sides` at the leading and trailing edges.
  static func contentMargins(sides: CGFloat) -> DirectionalEdgeInsets {
    DirectionalEdgeInsets(top: 11, leading: sides, bottom: 11, trailing: sides)
  }

  /// Called by the table before it hands the cell out again (from
  /// ``TableView/dequeueReusableCell(withIdentifier:for:)``). Override to reset state; the
  /// default does nothing.
  open func prepareForReuse() {}

  /// Selects or deselects the cell (stored; no animation).
  open func setSelected(_ selected: Bool, animated: Bool) {
    selectedFlag = selected
  }

  /// Highlights the cell or removes its highlight (stored; no animation).
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    highlightedFlag = highlighted
  }

  /// Lays the content view out in the cell.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutContentView()
  }

  /// The content view's frame: the cell's bounds above the separator, inset at the sides.
  var contentViewFrame: CGRect {
    let width = max(0, bounds.width - contentInsets.left - contentInsets.right)
    return CGRect(
      x: contentInsets.left, y: 0, width: width, height: max(0, bounds.height - separatorHeight))
  }

  /// Gives the content view its frame now (the table does, having sized the cell, so the
  /// content is laid out in the same pass).
  func layoutContentView() {
    let frame = contentViewFrame
    if contentView.frame != frame { contentView.frame = frame }
  }
}

/// The content view of a table view cell (UIKit's `UITableViewCellContentView`, the name logs
/// show).
final class TableViewCellContentView: View {}

extension TableViewCell {
  /// Whether a table separates its rows with lines (UIKit declares the table's
  /// `separatorStyle` type on the cell: `UITableViewCell.SeparatorStyle`).
  public typealias SeparatorStyle = TableView.SeparatorStyle
}
