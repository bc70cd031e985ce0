// UIKit's names for the visual format options. `NSLayoutConstraint.FormatOptions` works
// already through the `NSLayoutConstraint` typealias; this adds the Objective-C era name.

/// UIKit's Objective-C name for `NSLayoutConstraint.FormatOptions`, still seen in Swift code
/// and documentation.
public typealias NSLayoutFormatOptions = NSLayoutConstraint.FormatOptions
