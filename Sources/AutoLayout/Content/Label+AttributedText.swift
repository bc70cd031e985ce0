import Foundation

extension Label {
  /// The text with its styling (UIKit's `UILabel.attributedText`).
  ///
  /// Setting it sets ``text`` to its characters and, as UIKit documents for this property,
  /// ``font`` and ``textColor`` to the styling at location 0: the ``Font`` under
  /// `NSAttributedString.Key.font` and the ``Color`` under `.foregroundColor`, when present.
  /// Setting `nil` clears the text.
  ///
  /// Truss measures the whole text in that first font: runs in other fonts (a bold word in
  /// a regular sentence) are measured in the first run's font, so their widths, and where
  /// the lines wrap, can differ from UIKit's; other attributes (paragraph styles, kerning,
  /// attachments) are kept for whoever reads the property but do not change the size.
  ///
  /// Reading it gives the string set, with ``font`` and ``textColor`` applied over all of it
  /// if they were set since (as UIKit applies them); after plain ``text`` was set, the text
  /// in the label's font and color; `nil` without text.
  public var attributedText: NSAttributedString? {
    get {
      if let attributedTextStorage { return attributedTextStorage }
      guard let text else { return nil }
      return NSAttributedString(
        string: text, attributes: [.font: font as Font, .foregroundColor: textColor])
    }
    set {
      guard let newValue else {
        attributedTextStorage = nil
        text = nil
        return
      }
      if newValue.length > 0 {
        let first = newValue.attributes(at: 0, effectiveRange: nil)
        if let firstFont = first[.font] as? Font { font = firstFont }
        if let firstColor = first[.foregroundColor] as? Color { textColor = firstColor }
      }
      // The styling is stored after the font and color so their setters do not restyle it.
      text = newValue.string
      attributedTextStorage = NSAttributedString(attributedString: newValue)
      invalidateIntrinsicContentSize()
    }
  }

  /// Applies a font or color set on the label to all of its styled text, as UIKit does.
  func restyleAttributedText(_ key: NSAttributedString.Key, _ value: Any) {
    guard let stored = attributedTextStorage, stored.length > 0 else { return }
    let restyled = NSMutableAttributedString(attributedString: stored)
    restyled.addAttribute(key, value: value, range: NSRange(location: 0, length: stored.length))
    attributedTextStorage = restyled
  }
}
