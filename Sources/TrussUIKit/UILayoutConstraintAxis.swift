/// UIKit's Objective-C name for `NSLayoutConstraint.Axis`, still seen in Swift code and
/// documentation.
public typealias UILayoutConstraintAxis = LayoutConstraint.Axis
