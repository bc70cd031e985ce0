/// How text input behaves (UIKit's `UITextInputTraits` values): stored by text fields for the
/// code that sets them; Truss has no keyboard.

/// The keyboard shown (UIKit's `UIKeyboardType`).
public enum KeyboardType: Int, Hashable, Sendable {
  /// The default keyboard.
  case `default`
  /// Letters, numbers and punctuation.
  case asciiCapable
  /// Numbers and punctuation.
  case numbersAndPunctuation
  /// For URLs (UIKit's spelling).
  // swift-format-ignore: AlwaysUseLowerCamelCase
  case URL
  /// A number pad.
  case numberPad
  /// A phone pad.
  case phonePad
  /// A name and phone pad.
  case namePhonePad
  /// For email addresses.
  case emailAddress
  /// A decimal pad.
  case decimalPad
  /// For Twitter.
  case twitter
  /// For web searches.
  case webSearch
  /// ASCII numbers.
  case asciiCapableNumberPad
}

/// The return key's title (UIKit's `UIReturnKeyType`).
public enum ReturnKeyType: Int, Hashable, Sendable {
  /// Return.
  case `default`
  /// Go.
  case go
  /// Google.
  case google
  /// Join.
  case join
  /// Next.
  case next
  /// Route.
  case route
  /// Search.
  case search
  /// Send.
  case send
  /// Yahoo.
  case yahoo
  /// Done.
  case done
  /// Emergency call.
  case emergencyCall
  /// Continue.
  case `continue`
}

/// Automatic capitalization (UIKit's `UITextAutocapitalizationType`).
public enum TextAutocapitalizationType: Int, Hashable, Sendable {
  /// None.
  case none
  /// Each word.
  case words
  /// Each sentence.
  case sentences
  /// Every character.
  case allCharacters
}

/// Autocorrection (UIKit's `UITextAutocorrectionType`).
public enum TextAutocorrectionType: Int, Hashable, Sendable {
  /// The default.
  case `default`
  /// Off.
  case no
  /// On.
  case yes
}

/// Spell checking (UIKit's `UITextSpellCheckingType`).
public enum TextSpellCheckingType: Int, Hashable, Sendable {
  /// The default.
  case `default`
  /// Off.
  case no
  /// On.
  case yes
}

/// What a text field holds, for AutoFill (UIKit's `UITextContentType`).
public struct TextContentType: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A name.
  public static let name = TextContentType(rawValue: "name")
  /// A user name.
  public static let username = TextContentType(rawValue: "username")
  /// A password.
  public static let password = TextContentType(rawValue: "password")
  /// A new password.
  public static let newPassword = TextContentType(rawValue: "new-password")
  /// A one-time code.
  public static let oneTimeCode = TextContentType(rawValue: "one-time-code")
  /// An email address.
  public static let emailAddress = TextContentType(rawValue: "email")
  /// A phone number.
  public static let telephoneNumber = TextContentType(rawValue: "tel")
  /// A URL (UIKit's spelling).
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static let URL = TextContentType(rawValue: "url")
  /// A postal code.
  public static let postalCode = TextContentType(rawValue: "postal-code")
  /// A street address.
  public static let fullStreetAddress = TextContentType(rawValue: "street-address")
}
