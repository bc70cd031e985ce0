import Cassowary
import Foundation

/// One constraint the engine keeps for an item: `first.attribute REL second.attribute ×
/// multiplier + constant`.
struct OwnedSpec {
  var first: AnchorTerm
  var relation: LayoutConstraint.Relation = .equal
  var second: AnchorTerm?
  var multiplier: CGFloat = 1
  var constant: CGFloat
  var priority: LayoutPriority = .required
  var identifier: String?

  func sameShape(as c: LayoutConstraint) -> Bool {
    c.first.first?.attribute == first.attribute && c.relation == relation
      && c.second.first?.attribute == second?.attribute && c.multiplier == multiplier
      && c.second.first?.item === second?.item
  }
}

extension LayoutEngine {
  /// Replaces a record's engine constraints by `specs`, changing only constants and
  /// priorities when the shapes match (incremental), else removing and adding.
  func reconcile(
    _ existing: [LayoutConstraint], with specs: [OwnedSpec], kind: LayoutConstraint.Kind,
    installedOn host: View
  ) -> [LayoutConstraint] {
    if existing.count == specs.count,
      zip(existing, specs).allSatisfy({ $1.sameShape(as: $0) && $0.kind == kind })
    {
      for (c, spec) in zip(existing, specs) {
        if c.storedPriority != spec.priority {
          if c.storedPriority.isRequired != spec.priority.isRequired {
            remove(c)
            c.storedPriority = spec.priority
            c.storedConstant = spec.constant
            add(c)
            continue
          }
          let old = c.storedPriority
          c.storedPriority = spec.priority
          priorityChanged(c, from: old)
        }
        guard c.storedConstant != spec.constant else { continue }
        if c.isBroken {
          // UIKit makes new autoresizing constraints for a new frame, so one broken before
          // (while a superview was still 0 wide, say) is tried again, not left broken.
          remove(c)
          c.storedConstant = spec.constant
          add(c)
        } else {
          // Changed in place: a frame that moves both edges passes through an intermediate
          // set (16 from the left and still 393 from the right of a 393-wide superview: −16
          // wide), which is harmless because size bounds are added only to sizes still
          // negative after the solve (LayoutEngine+SizeFloors). Removing and re-adding
          // instead made a window resize of the 1,000-view benchmark 14 times slower (40.5
          // ms against 2.95 ms): every view depends on the window's size constraints.
          let old = c.storedConstant
          c.storedConstant = spec.constant
          constantChanged(c, from: old)
        }
      }
      return existing
    }
    for c in existing { remove(c) }
    return specs.map { spec in
      let c = LayoutConstraint(
        first: [spec.first], relation: spec.relation, second: spec.second.map { [$0] } ?? [],
        multiplier: spec.multiplier, constant: spec.constant, priority: spec.priority,
        kind: kind, identifier: spec.identifier, file: "", line: 0)
      c.installedView = host
      c.active = true
      add(c)
      return c
    }
  }

  // MARK: Frames: root size and autoresizing masks

  /// Re-translates a view's frame (and mask) into constraints, or removes them when the
  /// view no longer translates it.
  func updateFrameConstraints(of view: View) {
    guard let record = record(of: view) else { return }
    var specs: [OwnedSpec] = []
    var kind = LayoutConstraint.Kind.system
    let f = view.storedFrame
    if let window = view as? Window, view === root {
      specs = [
        OwnedSpec(
          first: AnchorTerm(view, .width), constant: window.storedFrame.width,
          identifier: "UIView-Encapsulated-Layout-Width"),
        OwnedSpec(
          first: AnchorTerm(view, .height), constant: window.storedFrame.height,
          identifier: "UIView-Encapsulated-Layout-Height"),
      ]
    } else if view === root {
      if view.translatesAutoresizingMaskIntoConstraints, !isScratch {
        specs = [
          OwnedSpec(
            first: AnchorTerm(view, .width), constant: f.width,
            identifier: "UIView-Encapsulated-Layout-Width"),
          OwnedSpec(
            first: AnchorTerm(view, .height), constant: f.height,
            identifier: "UIView-Encapsulated-Layout-Height"),
        ]
      }
    } else if view.translatesAutoresizingMaskIntoConstraints, let parent = view.superview,
      view.frameTranslation != .autoresizingMask
    {
      specs = encapsulatedSpecs(view, parent, frame: f)
    } else if view.translatesAutoresizingMaskIntoConstraints, let parent = view.superview {
      let mask = view.autoresizingMask
      let (h, hCode) = autoresizingSpecs(
        view, parent, origin: f.minX, size: f.width, parentSize: parent.storedFrame.width,
        flexible: (
          mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
          mask.contains(.flexibleRightMargin)
        ), attributes: (.left, .right, .width))
      let (v, vCode) = autoresizingSpecs(
        view, parent, origin: f.minY, size: f.height, parentSize: parent.storedFrame.height,
        flexible: (
          mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
          mask.contains(.flexibleBottomMargin)
        ), attributes: (.top, .bottom, .height))
      specs = h + v
      kind = .autoresizing("h=\(hCode) v=\(vCode)")
    }
    let host = view === root ? view : (view.superview ?? view)
    let encapsulated = view.frameTranslation != .autoresizingMask && view !== root
    let broken = encapsulated ? brokenConstraints(inSubtreeOf: view) : []
    record.frameConstraints = reconcile(
      record.frameConstraints, with: specs, kind: kind, installedOn: host)
    retry(broken)
  }

  /// UIKit's constraints for the frame of a view hosting its own layout engine (see
  /// ``FrameTranslation``): the origin in the superview and the size, all required.
  private func encapsulatedSpecs(_ view: View, _ parent: View, frame f: CGRect) -> [OwnedSpec] {
    var specs = [
      OwnedSpec(
        first: AnchorTerm(view, .left), second: AnchorTerm(parent, .left), constant: f.minX,
        identifier: "UIView-Encapsulated-Layout-Left"),
      OwnedSpec(
        first: AnchorTerm(view, .top), second: AnchorTerm(parent, .top), constant: f.minY,
        identifier: "UIView-Encapsulated-Layout-Top"),
      OwnedSpec(
        first: AnchorTerm(view, .width), constant: f.width,
        identifier: "UIView-Encapsulated-Layout-Width"),
    ]
    if view.frameTranslation == .encapsulated {
      specs.append(
        OwnedSpec(
          first: AnchorTerm(view, .height), constant: f.height,
          identifier: "UIView-Encapsulated-Layout-Height"))
    }
    return specs
  }

  /// The active constraints inside `view` that are broken.
  private func brokenConstraints(inSubtreeOf view: View) -> [LayoutConstraint] {
    var broken: [LayoutConstraint] = []
    view.forEachInSubtree { v in
      for c in v.installedConstraints where c.active && c.isBroken { broken.append(c) }
    }
    return broken
  }

  /// Tries again constraints broken inside a view whose encapsulated size moved (the size that
  /// broke them may have moved away from the conflict): each is added again, and one that
  /// still conflicts is reported and broken as on any add.
  private func retry(_ broken: [LayoutConstraint]) {
    for c in broken where c.active && c.isBroken {
      guard let h = handle(of: c), !solver.contains(h) else { continue }
      remove(c)
      add(c)
    }
  }

  /// The two constraints of one axis of an autoresizing mask, and UIKit's code for it
  /// (`-&-`: `&` for a flexible part). Flexible parts share any change of the superview's
  /// size in proportion to their current sizes, as UIKit's autoresizing does.
  private func autoresizingSpecs(
    _ view: View, _ parent: View, origin x: CGFloat, size w: CGFloat, parentSize: CGFloat,
    flexible: (Bool, Bool, Bool),
    attributes: (LayoutConstraint.Attribute, LayoutConstraint.Attribute, LayoutConstraint.Attribute)
  ) -> ([OwnedSpec], String) {
    let (lead, trail, dim) = attributes
    let r = parentSize - x - w
    func ratio(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + b == 0 ? 0.5 : a / (a + b) }
    let me = { (a: LayoutConstraint.Attribute) in AnchorTerm(view, a) }
    let it = { (a: LayoutConstraint.Attribute) in AnchorTerm(parent, a) }
    switch flexible {
    case (false, false, _):
      return (
        [
          OwnedSpec(first: me(lead), second: it(lead), constant: x),
          OwnedSpec(first: me(dim), constant: w),
        ], "--&"
      )
    case (false, true, false):
      return (
        [
          OwnedSpec(first: me(lead), second: it(lead), constant: x),
          OwnedSpec(first: me(trail), second: it(trail), constant: -r),
        ], "-&-"
      )
    case (true, false, false):
      return (
        [
          OwnedSpec(first: me(dim), constant: w),
          OwnedSpec(first: me(trail), second: it(trail), constant: -r),
        ], "&--"
      )
    case (true, false, true):
      let k = ratio(x, r)
      return (
        [
          OwnedSpec(first: me(dim), constant: w),
          OwnedSpec(first: me(lead), second: it(trail), multiplier: k, constant: -k * w),
        ], "&-&"
      )
    case (true, true, false):
      let a = ratio(x, w)
      return (
        [
          OwnedSpec(first: me(lead), second: it(trail), multiplier: a, constant: -a * r),
          OwnedSpec(first: me(dim), second: it(dim), multiplier: 1 - a, constant: -(1 - a) * r),
        ], "&&-"
      )
    case (false, true, true):
      let b = ratio(w, r)
      return (
        [
          OwnedSpec(first: me(lead), second: it(lead), constant: x),
          OwnedSpec(first: me(dim), second: it(dim), multiplier: b, constant: -b * x),
        ], "-&&"
      )
    case (true, true, true):
      let kx = parentSize == 0 ? 1.0 / 3 : x / parentSize
      let kw = parentSize == 0 ? 1.0 / 3 : w / parentSize
      return (
        [
          OwnedSpec(first: me(lead), second: it(trail), multiplier: kx, constant: 0),
          OwnedSpec(first: me(dim), second: it(dim), multiplier: kw, constant: 0),
        ], "&&&"
      )
    }
  }

  // MARK: Intrinsic content size

  /// Turns the view's intrinsic size into hugging (`<=`) and compression-resistance (`>=`)
  /// constraints per axis that has a metric.
  func updateContentConstraints(of view: View) {
    guard let record = record(of: view) else { return }
    let size = view.intrinsicContentSize
    var specs: [OwnedSpec] = []
    for (attribute, metric, axis) in [
      (LayoutConstraint.Attribute.width, size.width, LayoutConstraint.Axis.horizontal),
      (.height, size.height, .vertical),
    ] where metric >= 0 && metric.isFinite {
      specs.append(
        OwnedSpec(
          first: AnchorTerm(view, attribute), relation: .lessThanOrEqual, constant: metric,
          priority: view.contentHuggingPriority(for: axis), identifier: "Hug"))
      specs.append(
        OwnedSpec(
          first: AnchorTerm(view, attribute), relation: .greaterThanOrEqual, constant: metric,
          priority: view.contentCompressionResistancePriority(for: axis),
          identifier: "CompressionResistance"))
    }
    record.contentConstraints = reconcile(
      record.contentConstraints, with: specs, kind: .contentSize, installedOn: view)
  }

  // MARK: System guides

  /// The constraints placing a system guide inside its owning view.
  func addEdgeConstraints(of guide: LayoutGuide) {
    guard let view = guide.owningView, guide.role != .custom,
      let record = record(of: guide)
    else { return }
    let insets: EdgeInsets? =
      switch guide.role {
      case .safeArea: view.effectiveSafeAreaInsets()
      case .layoutMargins, .contentMargins: view.effectiveMargins()
      case .custom, .readableContent: nil
      }
    let specs = edgeSpecs(of: guide, in: view, insets: insets ?? .zero)
    record.frameConstraints = reconcile(
      record.frameConstraints, with: specs, kind: .system, installedOn: view)
    record.insets = insets
    // A scratch engine (a fitting) keeps its own list and leaves the view's flag, which is
    // the window's engine's.
    let listed =
      isScratch ? geometryViews.contains(where: { $0.view === view }) : view.isGeometryView
    if guide.role != .readableContent, !listed {
      geometryViews.append(UnownedView(view: view))
      if !isScratch { view.isGeometryView = true }
      geometryViewsSorted = false
    }
  }

  /// The edge constraints of a system guide; `insets` are the safe-area or margin insets
  /// (unused for the readable-content guide, which follows the margins guide).
  func edgeSpecs(of guide: LayoutGuide, in view: View, insets: EdgeInsets) -> [OwnedSpec] {
    let g = { (a: LayoutConstraint.Attribute) in AnchorTerm(guide, a) }
    let v = { (a: LayoutConstraint.Attribute) in AnchorTerm(view, a) }
    switch guide.role {
    case .custom: return []
    case .layoutMargins, .safeArea:
      let prefix = guide.role == .safeArea ? "UIViewSafeAreaLayoutGuide-" : "UIView-"
      let suffix = guide.role == .safeArea ? "" : "-guide-constraint"
      let names =
        guide.role == .safeArea
        ? ["left", "right", "top", "bottom"]
        : ["leftMargin", "rightMargin", "topMargin", "bottomMargin"]
      return [
        OwnedSpec(
          first: g(.left), second: v(.left), constant: insets.left,
          identifier: prefix + names[0] + suffix),
        OwnedSpec(
          first: g(.right), second: v(.right), constant: -insets.right,
          identifier: prefix + names[1] + suffix),
        OwnedSpec(
          first: g(.top), second: v(.top), constant: insets.top,
          identifier: prefix + names[2] + suffix),
        OwnedSpec(
          first: g(.bottom), second: v(.bottom), constant: -insets.bottom,
          identifier: prefix + names[3] + suffix),
      ]
    case .contentMargins:
      // UIKit does not say how it attaches margins named from a scroll view's content to the
      // content area; Truss uses this guide, the content guide inset by the margins.
      guard let content = view.contentEdgesGuide else { return [] }
      let c = { (a: LayoutConstraint.Attribute) in AnchorTerm(content, a) }
      return [
        OwnedSpec(
          first: g(.left), second: c(.left), constant: insets.left,
          identifier: "TrussScrollView-content-leftMargin"),
        OwnedSpec(
          first: g(.right), second: c(.right), constant: -insets.right,
          identifier: "TrussScrollView-content-rightMargin"),
        OwnedSpec(
          first: g(.top), second: c(.top), constant: insets.top,
          identifier: "TrussScrollView-content-topMargin"),
        OwnedSpec(
          first: g(.bottom), second: c(.bottom), constant: -insets.bottom,
          identifier: "TrussScrollView-content-bottomMargin"),
      ]
    case .readableContent:
      let margins = view.layoutMarginsGuide
      let m = { (a: LayoutConstraint.Attribute) in AnchorTerm(margins, a) }
      return [
        OwnedSpec(
          first: g(.left), relation: .greaterThanOrEqual, second: m(.left), constant: 0,
          identifier: "UIViewReadableContentGuide-left"),
        OwnedSpec(
          first: g(.right), relation: .lessThanOrEqual, second: m(.right), constant: 0,
          identifier: "UIViewReadableContentGuide-right"),
        OwnedSpec(
          first: g(.centerX), second: m(.centerX), constant: 0,
          identifier: "UIViewReadableContentGuide-centerX"),
        OwnedSpec(
          first: g(.width), relation: .lessThanOrEqual,
          constant: View.readableContentWidth, identifier: "UIViewReadableContentGuide-maxWidth"),
        OwnedSpec(
          first: g(.width), second: m(.width), constant: 0, priority: 999,
          identifier: "UIViewReadableContentGuide-width"),
        OwnedSpec(
          first: g(.top), second: m(.top), constant: 0,
          identifier: "UIViewReadableContentGuide-top"),
        OwnedSpec(
          first: g(.bottom), second: m(.bottom), constant: 0,
          identifier: "UIViewReadableContentGuide-bottom"),
      ]
    }
  }
}
