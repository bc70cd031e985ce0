import AutoLayout
import Foundation

/// A reusable section header or footer (UIKit's `UITableViewHeaderFooterView`): its subviews go
/// in ``contentView``, which fills it, inset by the table's safe area at the sides.
///
/// A header or footer of ``TableView/automaticDimension`` height is sized as a cell is: the
/// content view's `systemLayoutSizeFitting` at its width, rounded up to the pixel grid. The
/// content view's margins are 8 points above and below (UIKit's default for a view; UIKit's
/// own vary with the table's style, and Truss does not model that) and the table's side
/// margins at its sides, as a cell's. `textLabel` and `detailTextLabel` are absent.
///
/// A table makes a registered class
/// (``TableView/register(_:forHeaderFooterViewReuseIdentifier:)``) through
/// ``init(reuseIdentifier:)``, which is therefore `required` (see ``TableViewCell``).
open class TableViewHeaderFooterView: View {
  /// Where subviews go.
  public let contentView: View = TableViewHeaderFooterContentView()
  /// The identifier the view was registered and dequeued under.
  public internal(set) var reuseIdentifier: String?
  /// The safe-area insets the table keeps the content view out of, left and right.
  var contentInsets: (left: CGFloat, right: CGFloat) = (0, 0) {
    didSet { if contentInsets != oldValue { setNeedsLayout() } }
  }

  /// A header or footer for a table to show.
  public required init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    setUpContentView()
  }

  /// A view decoded from an archive (Truss has no nibs: an empty view).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpContentView()
  }

  /// A view with no reuse identifier and the given frame.
  public override convenience init(frame: CGRect) {
    self.init(reuseIdentifier: nil)
    self.frame = frame
  }

  private func setUpContentView() {
    contentView.frameTranslation = .encapsulated
    contentView.insetsLayoutMarginsFromSafeArea = false
    contentView.defaultLayoutMargins = TableViewHeaderFooterView.contentMargins(sides: 16)
    addSubview(contentView)
    layoutContentView()
  }

  /// The content view's margins with `sides` at the leading and trailing edges.
  static func contentMargins(sides: CGFloat) -> DirectionalEdgeInsets {
    DirectionalEdgeInsets(top: 8, leading: sides, bottom: 8, trailing: sides)
  }

  /// Called by the table before it hands the view out again. Override to reset state; the
  /// default does nothing.
  open func prepareForReuse() {}

  /// Lays the content view out in the view.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutContentView()
  }

  /// Gives the content view its frame now: the bounds, inset at the sides.
  func layoutContentView() {
    let width = max(0, bounds.width - contentInsets.left - contentInsets.right)
    let frame = CGRect(x: contentInsets.left, y: 0, width: width, height: bounds.height)
    if contentView.frame != frame { contentView.frame = frame }
  }
}

/// The content view of a table's header or footer view.
final class TableViewHeaderFooterContentView: View {}
