// AppKit's names for the grid view, which UIKit never had: `NSGridView` exists only on macOS
// in Apple's frameworks, and on every platform in Truss. With these names, grid code written
// for AppKit (the WWDC 2016 form, for example) compiles with `import TrussUIKit`.

/// AppKit's `NSGridView`.
public typealias NSGridView = GridView
/// AppKit's `NSGridRow` (its `NSGridRow.Alignment` is `GridRow.Alignment`).
public typealias NSGridRow = GridRow
/// AppKit's `NSGridColumn`.
public typealias NSGridColumn = GridColumn
/// AppKit's `NSGridCell` (its `NSGridCell.Placement` is `GridCell.Placement`).
public typealias NSGridCell = GridCell
