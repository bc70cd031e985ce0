/// The answer to a snapshot request: the drawing for the asked options at the current
/// version of the file, or why there is none with the last good drawing to keep showing.
public struct PreviewResponse: Codable, Sendable, Equatable {
  /// How many times the watched files have changed since the server started.
  public var version: Int
  /// The drawing: the current one, or with a ``failure`` the last good one for these options
  /// (`nil` when there never was one).
  public var snapshot: PreviewSnapshot?
  /// Why the current version has no drawing; `nil` when it has one.
  public var failure: PreviewFailure?

  /// A response of the given parts.
  public init(version: Int, snapshot: PreviewSnapshot?, failure: PreviewFailure?) {
    self.version = version
    self.snapshot = snapshot
    self.failure = failure
  }
}
