/// A view or layout guide named in an Apple log: `UILabel:0x7fe4bee22420'Tech'`,
/// `UILayoutGuide:0x600003ed07e0'UIViewLayoutMarginsGuide'`, a name from the constraint's
/// `names:` (`message_gray:0x7f83e5519600`), or the superview `|` of a visual-format line that
/// names none.
public struct LoggedItem: Hashable, Sendable {
  /// The class as printed (`UITableViewCellContentView`, `Trust.BrowserNavigationBar`), or
  /// `nil` when the log gives only a name.
  public var className: String?
  /// The address as printed (`0x7fe4bee22420`), or `nil` for a superview the log leaves
  /// unnamed.
  public var address: String?
  /// The name the log uses instead of a description (`message_gray`, `ItemCell`).
  public var name: String?
  /// The quoted text after the address: a label's text or a guide's identifier.
  public var text: String?
  /// For a superview the log leaves unnamed (`|` without `names:`), the key of the item it
  /// contains.
  public var unnamedSuperviewOf: String?

  /// Makes an item from what the log printed.
  public init(
    className: String? = nil, address: String? = nil, name: String? = nil, text: String? = nil,
    unnamedSuperviewOf: String? = nil
  ) {
    self.className = className
    self.address = address
    self.name = name
    self.text = text
    self.unnamedSuperviewOf = unnamedSuperviewOf
  }

  /// What identifies the item within a report: its address, else its name, else `|` and the
  /// item it contains.
  public var key: String {
    if let address { return address }
    if let name { return name }
    return "|" + (unnamedSuperviewOf ?? "")
  }

  /// Whether the item is a layout guide rather than a view: `UILayoutGuide`, `NSLayoutGuide`,
  /// the stack view's `_UILayoutSpacer`, any class ending in `LayoutGuide` (a subclass, such
  /// as a keyboard guide), or the margins and safe-area guides by their identifiers. The
  /// `_UILayoutGuide` of iOS 7 to 10's top and bottom layout guides is a view.
  ///
  /// Apple's engine keeps a view's width and height at least 0, but not a guide's.
  public var isLayoutGuide: Bool {
    if let text, text == "UIViewLayoutMarginsGuide" || text == "UIViewSafeAreaLayoutGuide" {
      return true
    }
    guard let className else { return false }
    let base = className.split(separator: ".").last.map(String.init) ?? className
    if base == "_UILayoutGuide" { return false }
    return base == "_UILayoutSpacer" || base.hasSuffix("LayoutGuide")
  }

  /// Whether the item is the layout-margins guide of its owning view.
  public var isMarginsGuide: Bool { text == "UIViewLayoutMarginsGuide" }

  /// The class without its module (`BrowserNavigationBar` for
  /// `Trust.BrowserNavigationBar`), or `nil`.
  var baseClassName: String? {
    guard let className else { return nil }
    return className.split(separator: ".").last.map(String.init) ?? className
  }

  /// How the item is printed in a description: `UILabel:0x7fe4bee22420'Tech'`.
  public var printed: String {
    if unnamedSuperviewOf != nil && address == nil { return "|" }
    var text = ""
    if let className {
      text += className + ":"
    } else if let name, address != nil {
      text += name + ":"
    }
    if let address { text += address } else if let name { text = name }
    if let quoted = self.text { text += "'\(quoted)'" }
    return text
  }
}
