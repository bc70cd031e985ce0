/// A container that places its content in bands (a grid view's rows and columns), which a
/// renderer can outline. Not API: the hook `LayoutContainers` gives `LayoutRendering`, which
/// knows only this module.
package protocol BandedContainer: AnyObject {
  /// The layout guides of the container's bands (rows, then columns), in its coordinates.
  var bandGuides: [LayoutGuide] { get }
}
