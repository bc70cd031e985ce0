// UIKit's names for Truss types, so layout code written for UIKit compiles unchanged with
// `import TrussUIKit` in place of `import UIKit`.
@_exported import Foundation
@_exported import Truss

/// UIKit's `UIView`.
public typealias UIView = View
/// UIKit's `UIWindow`.
public typealias UIWindow = Window
/// UIKit's `UILayoutGuide`.
public typealias UILayoutGuide = LayoutGuide
/// UIKit's `NSLayoutConstraint`.
public typealias NSLayoutConstraint = LayoutConstraint
/// UIKit's `UILayoutPriority`.
public typealias UILayoutPriority = LayoutPriority
/// UIKit's `NSLayoutAnchor`.
public typealias NSLayoutAnchor = LayoutAnchor
/// UIKit's `NSLayoutXAxisAnchor`.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
/// UIKit's `NSLayoutYAxisAnchor`.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
/// UIKit's `NSLayoutDimension`.
public typealias NSLayoutDimension = LayoutDimension
/// UIKit's `UIEdgeInsets`.
public typealias UIEdgeInsets = EdgeInsets
/// UIKit's `NSDirectionalEdgeInsets`.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
/// UIKit's `UITraitCollection`.
public typealias UITraitCollection = TraitCollection
/// UIKit's `UIUserInterfaceSizeClass`.
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass
/// UIKit's `UIUserInterfaceLayoutDirection`.
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection
/// UIKit's `UISemanticContentAttribute`.
public typealias UISemanticContentAttribute = SemanticContentAttribute
/// UIKit's `UIContentSizeCategory`.
public typealias UIContentSizeCategory = ContentSizeCategory
/// UIKit's `UIColor` (RGBA only).
public typealias UIColor = Color
/// UIKit's `UILabel`.
public typealias UILabel = Label
/// UIKit's `UIImageView`.
public typealias UIImageView = ImageView
/// UIKit's `UIButton`.
public typealias UIButton = Button
/// UIKit's `UIFont`.
public typealias UIFont = Font
/// UIKit's `NSLineBreakMode`.
public typealias NSLineBreakMode = Label.LineBreakMode
/// UIKit's `NSTextAlignment`.
public typealias NSTextAlignment = Label.TextAlignment
/// UIKit's `UITraitEnvironmentLayoutDirection`, the type of a trait collection's
/// `layoutDirection`: in Truss the same type as `UIUserInterfaceLayoutDirection`, with no
/// `.unspecified` case (a trait collection always has a direction).
public typealias UITraitEnvironmentLayoutDirection = UserInterfaceLayoutDirection
