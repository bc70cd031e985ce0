import Foundation

extension Font {
  /// Registers a font the app bundles, so ``init(name:size:)`` finds it by name.
  ///
  /// A UIKit app ships its own font files (listed under `UIAppFonts` in its Info.plist) and
  /// loads them with `UIFont(name:size:)`, which returns `nil` for a name no bundled or system
  /// font has. Truss reads no font files, so a bundled font is measured with the shipped
  /// metrics of another font: `metrics`'s family and weight (its size is ignored). Register
  /// each PostScript name the code asks for (`"OpenSans"`, `"OpenSans-Bold"`); names are
  /// matched as ``init(name:size:)`` matches them, in any case and with or without spaces.
  /// Registering a name again replaces it; a registered name takes precedence over the
  /// families Truss maps itself. Thread-safe.
  ///
  /// Widths and line heights follow the stand-in's metrics, not the bundled font's, so text
  /// in such a font wraps and stacks as the stand-in would.
  public static func registerAppFont(named name: String, measuredAs metrics: Font) {
    AppFonts.shared.set(metrics.withSize(1), for: AppFonts.key(name))
  }

  /// The font registered for `name` with ``registerAppFont(named:measuredAs:)``, at `size`.
  static func appFont(named name: String, size: CGFloat) -> Font? {
    AppFonts.shared.font(for: AppFonts.key(name))?.withSize(size)
  }
}

/// The fonts registered as bundled with the app, behind a lock.
final class AppFonts: @unchecked Sendable {
  static let shared = AppFonts()
  private let lock = NSLock()
  private var fonts: [String: Font] = [:]

  /// How names are compared: lowercased, without spaces.
  static func key(_ name: String) -> String { name.lowercased().filter { $0 != " " } }

  func font(for key: String) -> Font? {
    lock.lock()
    defer { lock.unlock() }
    return fonts[key]
  }

  func set(_ font: Font, for key: String) {
    lock.lock()
    fonts[key] = font
    lock.unlock()
  }
}
