import Foundation

/// The top or bottom layout guide of a view controller (UIKit's `UILayoutSupport`, deprecated
/// since iOS 11 in favour of the safe area but still in shipped code): a zero-width strip
/// from the view's top edge to the top of its safe area, or from the bottom of the safe area
/// to the bottom edge. It is a view, as UIKit's `_UILayoutGuide` is, so a visual format can
/// name it: `"V:[topLayoutGuide]-[label]"`.
public protocol LayoutSupport: AnyObject {
  /// The strip's height: the safe-area inset it stands for, as of the last layout.
  var length: CGFloat { get }
  /// The strip's top.
  var topAnchor: LayoutYAxisAnchor { get }
  /// The strip's bottom.
  var bottomAnchor: LayoutYAxisAnchor { get }
  /// The strip's height.
  var heightAnchor: LayoutDimension { get }
}

/// UIKit's `_UILayoutGuide`: the view behind ``ViewController/topLayoutGuide`` and
/// ``ViewController/bottomLayoutGuide``.
final class LayoutSupportView: View, LayoutSupport {
  var length: CGFloat { frame.height }

  /// A strip in `view`, pinned to its top edge and the top of its safe area (or the bottom of
  /// the safe area and its bottom edge).
  init(in view: View, top: Bool) {
    super.init(frame: .zero)
    identifier = "_UILayoutGuide"
    translatesAutoresizingMaskIntoConstraints = false
    isHidden = true
    view.insertSubview(self, at: 0)
    let safe = view.safeAreaLayoutGuide
    LayoutConstraint.activate([
      leadingAnchor.constraint(equalTo: view.leadingAnchor),
      widthAnchor.constraint(equalToConstant: 0),
      top
        ? topAnchor.constraint(equalTo: view.topAnchor)
        : topAnchor.constraint(equalTo: safe.bottomAnchor),
      top
        ? bottomAnchor.constraint(equalTo: safe.topAnchor)
        : bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

extension ViewController {
  /// The strip above the content: from the view's top to the top of its safe area (UIKit's
  /// `topLayoutGuide`, deprecated in iOS 11). Made on first use, as a hidden subview.
  public var topLayoutGuide: any LayoutSupport {
    if let guide = topGuideView { return guide }
    let guide = LayoutSupportView(in: view, top: true)
    topGuideView = guide
    return guide
  }

  /// The strip below the content: from the bottom of the safe area to the view's bottom
  /// (UIKit's `bottomLayoutGuide`). Made on first use, as a hidden subview.
  public var bottomLayoutGuide: any LayoutSupport {
    if let guide = bottomGuideView { return guide }
    let guide = LayoutSupportView(in: view, top: false)
    bottomGuideView = guide
    return guide
  }
}
