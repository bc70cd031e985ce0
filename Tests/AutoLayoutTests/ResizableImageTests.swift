import Foundation
import Testing
import Truss

/// `resizableImage(withCapInsets:)` keeps the image's size, as UIKit's does: stretching is
/// drawing, not layout.
@Suite struct ResizableImageTests {
  @Test func aResizableImageKeepsItsSize() {
    let image = ImageView.Image(named: "pill", size: CGSize(width: 39, height: 38))
    let resizable = image.resizableImage(
      withCapInsets: EdgeInsets(top: 19, left: 19, bottom: 19, right: 19))
    #expect(resizable.size == image.size)
    #expect(resizable.capInsets == EdgeInsets(top: 19, left: 19, bottom: 19, right: 19))
    #expect(image.capInsets == .zero)
    #expect(ImageView(image: resizable).intrinsicContentSize == image.size)
  }
}
