import Foundation

extension View {
  /// The layout margins in use, in absolute directions: what was set (8 points on every side
  /// by default; a window's are UIKit's system minimum), plus the safe-area insets when
  /// ``insetsLayoutMarginsFromSafeArea``, widened to the superview's where
  /// ``preservesSuperviewLayoutMargins``. Setting it sets the view's own margins.
  public var layoutMargins: EdgeInsets {
    get { effectiveMargins() }
    set {
      explicitMargins = .absolute(newValue)
      engine?.geometryChanged()
    }
  }

  /// The layout margins in use, with leading and trailing following the layout direction.
  /// Setting it sets the view's own margins, which then flip in right-to-left layouts.
  public var directionalLayoutMargins: DirectionalEdgeInsets {
    get {
      DirectionalEdgeInsets(effectiveMargins(), direction: effectiveUserInterfaceLayoutDirection)
    }
    set {
      explicitMargins = .directional(newValue)
      engine?.geometryChanged()
    }
  }

  /// The insets of the part of the view not covered by the window's unsafe areas (status
  /// bar, home indicator, sensor housing), as of the last layout.
  public var safeAreaInsets: EdgeInsets { effectiveSafeAreaInsets() }

  /// A guide for the view's bounds inset by its layout margins.
  public var layoutMarginsGuide: LayoutGuide {
    systemGuide(\.marginsGuideStorage, .layoutMargins, "UIViewLayoutMarginsGuide")
  }

  /// A guide for the view's bounds inset by its safe-area insets.
  public var safeAreaLayoutGuide: LayoutGuide {
    systemGuide(\.safeAreaGuideStorage, .safeArea, "UIViewSafeAreaLayoutGuide")
  }

  /// A guide inside the layout margins whose width stays comfortable for reading: at most
  /// ``View/readableContentWidth`` points, centered in the margins.
  public var readableContentGuide: LayoutGuide {
    _ = layoutMarginsGuide
    return systemGuide(\.readableGuideStorage, .readableContent, "UIViewReadableContentGuide")
  }

  /// For a scroll view (a view with a ``contentEdgesGuide``): its content area inset by its
  /// layout margins, which the margins named from inside the content stand for. Made on the
  /// first constraint that needs it, so a scroll view whose content never names its margins
  /// keeps a content area decided by its content alone (zero when empty, as UIKit's).
  var contentMarginsGuide: LayoutGuide? {
    guard contentEdgesGuide != nil else { return nil }
    return systemGuide(
      \.contentMarginsGuideStorage, .contentMargins, "TrussScrollViewContentMarginsGuide")
  }

  /// The widest the readable content guide gets: 672 points, UIKit's value at the default
  /// text size.
  public static let readableContentWidth: CGFloat = 672

  /// A system guide, made (with UIKit's identifier) and added on first use.
  private func systemGuide(
    _ storage: ReferenceWritableKeyPath<View, LayoutGuide?>, _ role: LayoutGuide.Role,
    _ identifier: String
  ) -> LayoutGuide {
    if let guide = self[keyPath: storage] { return guide }
    let guide = LayoutGuide(role: role, identifier: identifier)
    self[keyPath: storage] = guide
    guide.owningView = self
    guides.append(guide)
    engine?.register(guide)
    return guide
  }

  /// The margins set on the view (or its defaults), resolved for its layout direction.
  var ownMargins: EdgeInsets {
    let direction = effectiveUserInterfaceLayoutDirection
    var set: EdgeInsets?
    switch explicitMargins {
    case .absolute(let insets): set = insets
    case .directional(let insets): set = insets.resolved(for: direction)
    case nil: set = defaultLayoutMargins?.resolved(for: direction)
    }
    if let controller = viewController, !(self is Window) {
      return controllerMargins(set, of: controller, direction: direction)
    }
    var own = set ?? (self is Window ? .zero : EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    if let window = self as? Window {
      // A root view's margins never go below the system minimum (UIKit's
      // `viewRespectsSystemMinimumLayoutMargins`, true by default).
      own = own.atLeast(window.systemMinimumLayoutMargins.resolved(for: direction))
    }
    return own
  }

  /// The margins in use, computed from the current frames.
  func effectiveMargins() -> EdgeInsets {
    var margins = ownMargins
    if insetsLayoutMarginsFromSafeArea {
      let safe = effectiveSafeAreaInsets()
      margins.top += safe.top
      margins.left += safe.left
      margins.bottom += safe.bottom
      margins.right += safe.right
    }
    if preservesSuperviewLayoutMargins, let parent = superview {
      let outer = parent.effectiveMargins()
      let f = storedFrame.offsetBy(
        dx: -parent.storedBoundsOrigin.x, dy: -parent.storedBoundsOrigin.y)
      let size = parent.storedFrame.size
      margins.top = max(margins.top, outer.top - f.minY)
      margins.left = max(margins.left, outer.left - f.minX)
      margins.bottom = max(margins.bottom, outer.bottom - (size.height - f.maxY))
      margins.right = max(margins.right, outer.right - (size.width - f.maxX))
    }
    return margins
  }

  /// The safe-area insets, computed from the current frames: the part of the view outside
  /// its superview's safe area, each side at most the superview's inset on that side (a
  /// view partly off screen is not inset further than its superview), as UIKit does.
  func effectiveSafeAreaInsets() -> EdgeInsets {
    var insets = geometricSafeAreaInsets()
    if let extra = viewController?.additionalSafeAreaInsets, extra != .zero, rootView is Window {
      insets.top += extra.top
      insets.left += extra.left
      insets.bottom += extra.bottom
      insets.right += extra.right
    }
    return insets
  }

  /// The safe-area insets the view's place in its superview gives it, before its view
  /// controller's additional insets.
  private func geometricSafeAreaInsets() -> EdgeInsets {
    if let window = self as? Window { return window.totalSafeAreaInsets }
    guard let parent = superview, rootView is Window else { return .zero }
    let outer = parent.effectiveSafeAreaInsets()
    if outer == .zero { return .zero }
    let f = storedFrame.offsetBy(dx: -parent.storedBoundsOrigin.x, dy: -parent.storedBoundsOrigin.y)
    let size = parent.storedFrame.size
    func clamp(_ x: CGFloat, _ cap: CGFloat, _ limit: CGFloat) -> CGFloat {
      max(0, min(x, cap, max(0, limit)))
    }
    return EdgeInsets(
      top: clamp(outer.top - f.minY, outer.top, f.height),
      left: clamp(outer.left - f.minX, outer.left, f.width),
      bottom: clamp(f.maxY - (size.height - outer.bottom), outer.bottom, f.height),
      right: clamp(f.maxX - (size.width - outer.right), outer.right, f.width))
  }
}
