import Foundation
import Testing
import Truss

// The seed cases of issue 5, laid out in a window: a scroll view pinned with
// `H:|-(>=0)-[scrollview(==width)]-(>=0)-|` and `V:|[scrollview]|`, and a column of modules
// with `H:|-(lmargin)-[image(==width)]-(rmargin)-|`.
@Suite struct SeedLayoutTests {
  @Test func pinnedScrollView() throws {
    let window = Window(size: CGSize(width: 400, height: 600))
    let scrollview = View(frame: .zero)
    scrollview.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(scrollview)
    let views = ["scrollview": scrollview]
    let metrics: [String: CGFloat] = ["width": 320]
    let horizontal = try LayoutConstraint.visualFormatConstraints(
      "H:|-(>=0)-[scrollview(==width)]-(>=0)-|", metrics: metrics, views: views)
    let vertical = try LayoutConstraint.visualFormatConstraints(
      "V:|[scrollview]|", views: views)
    LayoutConstraint.activate(horizontal + vertical)
    // Center it: the format leaves the x position free between 0 and 80.
    LayoutConstraint.activate([
      scrollview.centerXAnchor.constraint(equalTo: window.centerXAnchor)
    ])
    window.layoutIfNeeded()
    #expect(scrollview.frame == CGRect(x: 40, y: 0, width: 320, height: 600))
  }

  @Test func columnOfModules() throws {
    let window = Window(size: CGSize(width: 375, height: 667))
    var constraints: [LayoutConstraint] = []
    var images: [View] = []
    var views: [String: AnyObject] = [:]
    for index in 0..<3 {
      let image = View(frame: .zero)
      image.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(image)
      images.append(image)
      views["image\(index)"] = image
    }
    let metrics: [String: CGFloat] = ["lmargin": 16, "rmargin": 16, "width": 343, "height": 100]
    for index in 0..<3 {
      constraints += try LayoutConstraint.visualFormatConstraints(
        "H:|-(lmargin)-[image(==width)]-(rmargin)-|", metrics: metrics,
        views: ["image": images[index]])
    }
    constraints += try LayoutConstraint.visualFormatConstraints(
      "V:|-20-[image0(height)]-[image1(==image0)]-[image2(==image0)]", metrics: metrics,
      views: views)
    LayoutConstraint.activate(constraints)
    window.layoutIfNeeded()
    #expect(
      images.map(\.frame) == [
        CGRect(x: 16, y: 20, width: 343, height: 100),
        CGRect(x: 16, y: 128, width: 343, height: 100),
        CGRect(x: 16, y: 236, width: 343, height: 100),
      ])
  }

  @Test func rightToLeftWindowMirrorsLeadingToTrailing() throws {
    let window = Window(size: CGSize(width: 300, height: 100), layoutDirection: .rightToLeft)
    let a = View(frame: .zero)
    let b = View(frame: .zero)
    for view in [a, b] {
      view.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(view)
    }
    let views = ["a": a, "b": b]
    LayoutConstraint.activate(
      try LayoutConstraint.visualFormatConstraints("H:|-10-[a(50)]-[b(60)]", views: views)
        + LayoutConstraint.visualFormatConstraints("V:|[a(20)]", views: views)
        + LayoutConstraint.visualFormatConstraints("V:|[b(20)]", views: views))
    window.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 240, y: 0, width: 50, height: 20))
    #expect(b.frame == CGRect(x: 172, y: 0, width: 60, height: 20))
  }
}
