/// How the engine takes the frame of a view whose frame is translated into constraints. Not
/// API: for Truss's containers.
package enum FrameTranslation: Equatable, Sendable {
  /// The autoresizing mask's constraints (`h=--& v=--&`), as for any view made in code.
  case autoresizingMask
  /// UIKit's constraints for a view that hosts its own layout engine: required
  /// `UIView-Encapsulated-Layout-Left`, `-Top`, `-Width` and `-Height` holding the frame. A
  /// table view cell's content view is such a host in UIKit (`autolayoutTrace` marks
  /// `•UITableViewCellContentView`), which is why a cell's height conflict names
  /// `'UIView-Encapsulated-Layout-Height'`.
  case encapsulated
  /// The same without the height: while a container measures the view's height (a cell
  /// entering its table before it is sized), so a height not yet known conflicts with
  /// nothing.
  case encapsulatedWidthOnly
}
