import Foundation

extension LayoutConstraint {
  /// Validates, installs on the nearest common ancestor (or on `holder`, an ancestor of every
  /// item, for `addConstraint(_:)`) and hands the constraint to its hierarchy's engine, or
  /// reports why it cannot be activated.
  func install(on holder: View? = nil) {
    if let problem = validationProblem() {
      report(problem)
      return
    }
    guard let ancestor = commonAncestor() else {
      report(
        "Unable to activate constraint with anchors \(anchorDescription(first)) and "
          + "\(anchorDescription(second)) because they have no common ancestor.  Does the "
          + "constraint or its anchors reference items in different view hierarchies?  "
          + "That's illegal. Constraint: \(self)")
      return
    }
    var host = ancestor
    if let holder {
      guard host === holder || host.isDescendant(of: holder) else {
        report(
          "The view hierarchy is not prepared for the constraint: \(self)\n\tWhen added to a "
            + "view, the constraint's items must be descendants of that view (or the view "
            + "itself). \(holder.layoutName) is not an ancestor of every item; the constraint "
            + "is not added.")
        return
      }
      host = holder
    }
    installedView = host
    host.installedConstraints.append(self)
    active = true
    let engine = host.rootView.hostedEngine
    if let engine, engine.loopRecorder != nil {
      engine.noteInvalidation(.activation(self, isActive: true), fileID: "", line: 0)
    }
    engine?.add(self)
  }

  /// Removes the constraint from its engine and from the view it is installed on.
  func uninstall() {
    if let engine, engine.loopRecorder != nil {
      engine.noteInvalidation(.activation(self, isActive: false), fileID: "", line: 0)
    }
    engine?.remove(self)
    if let host = installedView,
      let index = host.installedConstraints.lastIndex(where: { $0 === self })
    {
      host.installedConstraints.remove(at: index)
    }
    installedView = nil
    active = false
    isBroken = false
    redundancyChecked = false
  }

  /// The nearest view that contains every item of the constraint (a guide counts as part of
  /// its owning view), or `nil` when they are in different hierarchies.
  func commonAncestor() -> View? {
    var host: View?
    for term in first + second {
      guard let view = hostView(of: term.item) else { return nil }
      guard let current = host else {
        host = view
        continue
      }
      guard let shared = current.nearestCommonAncestor(with: view) else { return nil }
      host = shared
    }
    return host
  }

  /// Why the constraint cannot be activated, in UIKit's words, or `nil` when it can.
  func validationProblem() -> String? {
    for term in first + second {
      guard let item = term.item else {
        return "A constraint refers to an item that no longer exists: \(self)"
      }
      if let guide = item as? LayoutGuide, guide.owningView == nil {
        return "The layout guide \(layoutName(of: guide)) must be added to a view with "
          + "addLayoutGuide(_:) before it is used in a constraint: \(self)"
      }
      if !(item is View || item is LayoutGuide) {
        return "A constraint item must be a View or a LayoutGuide: \(self)"
      }
      if term.attribute == .notAnAttribute {
        return "Invalid pairing of layout attributes: notAnAttribute needs a nil item: \(self)"
      }
      if term.attribute.marginBase != nil, !(item is View) {
        return "Margin attributes apply to views, not to layout guides: \(self)"
      }
    }
    guard !first.isEmpty else { return "A constraint needs a first item: \(self)" }
    // UIKit's words for each (the multiplier's from -[NSLayoutConstraint _setMultiplier:], as
    // crash reports quote it: "Multiplier is not finite!  That's illegal.  multiplier:nan",
    // artsy/energy-legacy#222).
    guard multiplier.isFinite else {
      return "Multiplier is not finite!  That's illegal.  multiplier:\(multiplier) "
        + "constraint:\(self)"
    }
    guard storedConstant.isFinite else {
      return "constant is not finite! That's illegal. constant:\(storedConstant) "
        + "multiplier:\(multiplier) constraint:\(self)"
    }
    guard storedPriority.rawValue >= 1, storedPriority.rawValue <= 1000 else {
      return
        "Invalid priority \(storedPriority) for \(self): a priority must be between 1 and 1000."
    }
    let firstIsLocation = isLocationSide(first)
    if firstIsLocation, second.isEmpty || multiplier == 0 {
      return "A multiplier of 0 or a nil second item together with a location for the first "
        + "attribute creates an illegal constraint of a location equal to a constant. Location "
        + "attributes must be specified in pairs. Constraint: \(self)"
    }
    if !second.isEmpty, firstIsLocation != isLocationSide(second) {
      return "Invalid pairing of layout attributes: a location and a dimension cannot be "
        + "related (\(describeTerms(first)) and \(describeTerms(second))). Constraint: \(self)"
    }
    let locations = (first + second).map(\.attribute.family).filter { $0 != .dimension }
    let axes = Set(locations.map { $0.isHorizontal ? Attribute.Family.absoluteX : $0 })
    if axes.count > 1 {
      return "Invalid pairing of layout attributes: an X location and a Y location cannot be "
        + "related (\(describeTerms(first)) and \(describeTerms(second))). Constraint: \(self)"
    }
    if locations.contains(.absoluteX), locations.contains(.directionalX) {
      return "A constraint cannot be made between a leading/trailing attribute and a right/left "
        + "attribute. Use leading/trailing for both or neither. Constraint: \(self)"
    }
    return nil
  }

  /// Whether the constraint uses leading or trailing, so that it flips in right-to-left.
  var isDirectional: Bool {
    (first + second).contains { $0.attribute.family == .directionalX }
  }
}

/// Whether one side of a constraint is a location (an edge, a center, a baseline) rather
/// than a size; a difference of locations (`anchorWithOffset(to:)`) is a size.
func isLocationSide(_ terms: [AnchorTerm]) -> Bool {
  let locations = terms.filter { $0.attribute.isLocation }
  guard !locations.isEmpty else { return false }
  return locations.reduce(0) { $0 + $1.coefficient } != 0
}

/// `<LayoutXAxisAnchor "card.leading">`, as UIKit prints anchors in messages.
func anchorDescription(_ terms: [AnchorTerm]) -> String {
  guard let attribute = terms.first?.attribute else { return "<constant>" }
  let type: String =
    switch attribute.family {
    case .absoluteX, .directionalX, .centerX: "LayoutXAxisAnchor"
    case .y: "LayoutYAxisAnchor"
    case .dimension, .none: "LayoutDimension"
    }
  return "<\(type) \"\(describeTerms(terms))\">"
}

/// The view an item belongs to: a view itself, or a guide's owning view.
func hostView(of item: AnyObject?) -> View? {
  if let view = item as? View { return view }
  if let guide = item as? LayoutGuide { return guide.owningView }
  return nil
}

/// The name logs use for an item: its identifier, or its type and index path from its root.
func layoutName(of item: AnyObject?) -> String {
  if let view = item as? View { return view.layoutName }
  if let guide = item as? LayoutGuide { return guide.layoutName }
  return "nil"
}

/// Sends a message about misuse to the log of the window `item` is in, or to standard error.
/// `package` for Truss's containers, which report misuse the same way; not API.
package func reportLayoutIssue(_ message: String, near item: AnyObject?) {
  reportLayoutIssue(message, near: [item])
}

/// Sends a message about misuse to the log and event sink of the first window one of `items`
/// is in (a constraint activated before its new view was added still reaches the window of
/// the view it pins to), or to standard error when none is in a window. `package` for Truss's
/// modules (containers, the visual format language); not API.
package func reportLayoutIssue(_ message: String, near items: [AnyObject?]) {
  if let window = items.lazy.compactMap({ hostView(of: $0)?.window }).first {
    window.log(message)
    window.eventSink?.receive(.invalidConstraint(message))
  } else {
    FileHandle.standardError.write(Data(("[LayoutConstraints] " + message + "\n").utf8))
  }
}
