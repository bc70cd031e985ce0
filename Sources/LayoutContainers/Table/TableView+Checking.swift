import AutoLayout
import Foundation

extension TableView {
  /// Puts `cell`, a cell that is not the table's, in `container` (a view of a window with the
  /// table's traits) and sizes it as the table sizes a new self-sizing row: it gets the
  /// table's geometry (width, side insets, margins, separator), joins the container with its
  /// height left out of its constraints, is filled by `fill`, measured, and given the
  /// measured height (UIKit's standard height when its constraints collapse it). Answers
  /// whether it collapsed. Nothing of the table changes (no counts, no warning). Not API: for
  /// checkers that fit every row (`truss check`) without realising them in the table.
  package func placeDetached(
    _ cell: TableViewCell, in container: View, fill: () -> Void
  ) -> (height: CGFloat, collapsed: Bool) {
    let geometry = cellGeometry
    configure(cell, geometry)
    cell.contentView.frameTranslation = .encapsulatedWidthOnly
    cell.frame = CGRect(x: 0, y: 0, width: geometry.width, height: TableView.standardRowHeight)
    cell.layoutContentView()
    container.addSubview(cell)
    fill()
    // As `measure(_:at:_:)` fits a row's content view, without its count or its warning.
    let content = fittedContentPixels(of: cell, geometry)
    let total = rowPixels(content: content, geometry)
    cell.frame.size.height = points(total)
    cell.layoutContentView()
    cell.contentView.frameTranslation = .encapsulated
    return (points(total), content == 0)
  }
}
