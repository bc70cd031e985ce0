/// An RGBA color, used by renderers for a view's background (UIKit's `UIColor`, reduced to
/// what layout needs to draw).
public struct Color: Hashable, Sendable {
  /// The red component, 0...1.
  public var red: Double
  /// The green component, 0...1.
  public var green: Double
  /// The blue component, 0...1.
  public var blue: Double
  /// The opacity, 0...1.
  public var alpha: Double

  /// A color with the given components.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// A gray with the given brightness.
  public init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Opaque black.
  public static let black = Color(white: 0)
  /// Opaque white.
  public static let white = Color(white: 1)
  /// Fully transparent.
  public static let clear = Color(white: 0, alpha: 0)
  /// Opaque red.
  public static let red = Color(red: 1, green: 0, blue: 0)
  /// Opaque green.
  public static let green = Color(red: 0, green: 1, blue: 0)
  /// Opaque blue.
  public static let blue = Color(red: 0, green: 0, blue: 1)
  /// Opaque mid gray.
  public static let gray = Color(white: 0.5)
  /// Light gray.
  public static let lightGray = Color(white: 2.0 / 3.0)
}
