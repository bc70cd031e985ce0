extension View {
  /// The layout direction the view's content follows: forced by its
  /// ``semanticContentAttribute``, or inherited from the superview (the window's layout
  /// direction at the root). Playback and spatial content is always left to right.
  public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
    var view: View? = self
    while let v = view {
      switch v.semanticStorage {
      case .forceRightToLeft: return .rightToLeft
      case .forceLeftToRight, .playback, .spatial: return .leftToRight
      case .unspecified: view = v.superview
      }
    }
    return (rootView as? Window)?.baseTraits.layoutDirection ?? .leftToRight
  }

  /// The direction UIKit gives a view with the given semantic content attribute in an
  /// interface running in the given direction.
  public static func userInterfaceLayoutDirection(
    for attribute: SemanticContentAttribute,
    relativeTo direction: UserInterfaceLayoutDirection = .leftToRight
  ) -> UserInterfaceLayoutDirection {
    switch attribute {
    case .forceRightToLeft: .rightToLeft
    case .forceLeftToRight, .playback, .spatial: .leftToRight
    case .unspecified: direction
    }
  }

  /// The view's traits: its window's, with the layout direction the view follows. A view
  /// outside a window has unspecified size classes and scale.
  public var traitCollection: TraitCollection {
    var traits = (rootView as? Window)?.baseTraits ?? TraitCollection()
    traits.layoutDirection = effectiveUserInterfaceLayoutDirection
    return traits
  }

  /// The traits of the view and its descendants, parents first, before a change.
  func subtreeTraits() -> [(View, TraitCollection)] {
    var list: [(View, TraitCollection)] = []
    forEachInSubtree { list.append(($0, $0.traitCollection)) }
    return list
  }

  /// Calls `traitCollectionDidChange` on the views whose traits differ from `before`, and
  /// lets the engine re-resolve leading and trailing when the direction may have changed.
  func traitsChanged(from before: [(View, TraitCollection)], directionMayDiffer: Bool) {
    var directionChanged = false
    for (view, old) in before {
      let new = view.traitCollection
      if new != old {
        if new.layoutDirection != old.layoutDirection { directionChanged = true }
        view.deliverTraitCollectionChange(old)
      }
    }
    if directionChanged || directionMayDiffer { engine?.directionChanged(in: self) }
  }

  /// After the view moved: notify trait changes relative to `oldTraits` of the view itself.
  func notifyTraitChanges(from oldTraits: TraitCollection) {
    let new = traitCollection
    guard new != oldTraits else { return }
    forEachInSubtree { view in
      var previous = oldTraits
      previous.layoutDirection =
        view === self ? oldTraits.layoutDirection : previous.layoutDirection
      view.deliverTraitCollectionChange(previous)
    }
  }
}
