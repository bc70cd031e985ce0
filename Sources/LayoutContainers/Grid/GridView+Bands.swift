import AutoLayout

extension GridView: BandedContainer {
  /// The guides of the grid's rows and then of its columns: each band without its padding
  /// (as of the last constraint update; a hidden band's has no size).
  package var bandGuides: [LayoutGuide] { rowGuides + columnGuides }
}
