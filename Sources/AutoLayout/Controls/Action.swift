import Foundation

/// A closure a control runs for an event (UIKit's `UIAction`): the Linux-ready replacement
/// for target-action.
public final class Action {
  /// An action's identity, for ``Control/removeAction(identifiedBy:for:)``.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// An identifier with the given name.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// The title (for menus; not drawn by buttons in Truss).
  public var title: String
  /// The identifier.
  public let identifier: Identifier
  /// What runs, given the action.
  public let handler: (Action) -> Void

  /// An action running `handler`.
  public init(
    title: String = "", identifier: Identifier? = nil, handler: @escaping (Action) -> Void
  ) {
    self.title = title
    // UIKit gives an action without one a unique identifier too.
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.handler = handler
  }
}
