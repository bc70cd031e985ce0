import AutoLayout
import Foundation

extension TableView {
  /// How sections look (UIKit's `UITableView.Style`).
  public enum Style: Int, Hashable, Sendable {
    /// Rows edge to edge; section headers and footers float over the rows while their section
    /// scrolls.
    case plain
    /// Sections as groups. In Truss, as `.plain` without floating headers and footers (UIKit's
    /// grouped spacing and backgrounds are not modelled).
    case grouped
    /// Groups inset from the sides. In Truss, as `.grouped`.
    case insetGrouped
  }

  /// Where a row ends up when the table scrolls to it (UIKit's `UITableView.ScrollPosition`).
  public enum ScrollPosition: Int, Hashable, Sendable {
    /// As little as it takes to show the row.
    case none
    /// At the top of the visible area.
    case top
    /// In the middle of the visible area.
    case middle
    /// At the bottom of the visible area.
    case bottom
  }

  /// How rows come and go in an update (UIKit's `UITableView.RowAnimation`). Truss does not
  /// animate: the table takes its final layout at once, whatever the value.
  public enum RowAnimation: Int, Hashable, Sendable {
    /// Fade.
    case fade
    /// Slide from or to the right.
    case right
    /// Slide from or to the left.
    case left
    /// Slide from or to the top.
    case top
    /// Slide from or to the bottom.
    case bottom
    /// No animation.
    case none
    /// Keep the middle in place.
    case middle
    /// The system's choice.
    case automatic = 100
  }

  /// Whether rows are separated by a line (UIKit's `UITableViewCell.SeparatorStyle`).
  public enum SeparatorStyle: Int, Hashable, Sendable {
    /// No separators: a cell's content view takes the whole row.
    case none
    /// A line one pixel high below every row, taken from the row's height (the content view
    /// is that much shorter).
    case singleLine
  }
}
