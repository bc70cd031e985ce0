import Foundation

/// A visual effect such as a blur (UIKit's `UIVisualEffect`). Truss draws no effects: an
/// effect is remembered for renderers.
open class VisualEffect {
  /// No effect.
  public init() {}
}

/// A blur (UIKit's `UIBlurEffect`).
public final class BlurEffect: VisualEffect {
  /// The blur's look (UIKit's `UIBlurEffect.Style`).
  public enum Style: Int, Hashable, Sendable {
    /// Extra light.
    case extraLight
    /// Light.
    case light
    /// Dark.
    case dark
    /// Regular.
    case regular = 4
    /// Prominent.
    case prominent
    /// A material adapting to the interface style.
    case systemMaterial = 1200
    /// A thin material.
    case systemThinMaterial
    /// An ultra-thin material.
    case systemUltraThinMaterial
    /// A thick material.
    case systemThickMaterial
    /// A chrome material.
    case systemChromeMaterial
  }

  /// The look.
  public let style: Style

  /// A blur of the given look.
  public init(style: Style) {
    self.style = style
  }
}

/// A view drawing an effect behind its content (UIKit's `UIVisualEffectView`): subviews go
/// in ``contentView``, which fills the view through its autoresizing mask, as in UIKit.
open class VisualEffectView: View {
  /// Where subviews go.
  public let contentView = View()
  /// The effect.
  open var effect: VisualEffect?

  /// A view drawing `effect`.
  public init(effect: VisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
    setUpContentView()
  }

  /// A view with no effect.
  public convenience override init(frame: CGRect) {
    self.init(effect: nil)
    self.frame = frame
  }

  /// A view decoded from an archive (Truss has no nibs: no effect).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpContentView()
  }

  private func setUpContentView() {
    addFillingSubview(contentView)
  }
}
