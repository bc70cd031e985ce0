import Foundation

/// A rectangle that takes part in layout without being a view (UIKit's `UILayoutGuide`):
/// spacing between views, a region such as the layout margins or the safe area, or any
/// rectangle constraints should define. Add it to a view with ``View/addLayoutGuide(_:)``.
open class LayoutGuide: CustomStringConvertible {
  /// A name for debugging, printed in every log.
  public var identifier: String?
  /// The view the guide belongs to; its ``layoutFrame`` is in this view's coordinates.
  public internal(set) weak var owningView: View?
  /// What the guide stands for, when the view made it.
  let role: Role

  enum Role: Equatable { case custom, layoutMargins, safeArea, readableContent, contentMargins }

  /// A guide; add it to a view to use it.
  public init() { role = .custom }

  init(role: Role, identifier: String) {
    self.role = role
    self.identifier = identifier
  }

  /// The guide's rectangle in its owning view's coordinates, as of the last layout.
  public var layoutFrame: CGRect {
    owningView?.engine?.frame(of: self) ?? .zero
  }

  /// The name logs use: `owner.identifier`, or the owner and the guide's index.
  public var layoutName: String {
    let owner = owningView?.layoutName ?? "nil"
    if role != .custom, let identifier { return "\(owner).\(identifier)" }
    if let identifier { return identifier }
    let index = owningView?.guides.firstIndex { $0 === self } ?? 0
    return "\(owner).layoutGuides[\(index)]"
  }

  /// `<LayoutGuide: name; layoutFrame = (x y; w h)>`.
  open var description: String {
    "<LayoutGuide: \(layoutName); layoutFrame = \(formatFrame(layoutFrame))>"
  }
}

extension LayoutGuide: LayoutItem {}
