/// The answer to `GET /snapshot`: `{"version": N, "snapshot": {…} | null, "failure": {…} |
/// null, "lastGood": {…} | null}`.
struct SnapshotResponse: Encodable, Sendable {
  /// The version of the watched files the drawing was asked for (it grows on every change).
  var version: Int
  /// The drawing, when the file could be drawn.
  var snapshot: PreviewSnapshot?
  /// Why it could not, otherwise.
  var failure: PreviewFailure?
  /// On a failure, the last good drawing for the same options (or for any, if none).
  var lastGood: PreviewSnapshot?

  private enum CodingKeys: String, CodingKey {
    case version, snapshot, failure, lastGood
  }

  /// Writes every key, `null` for what is missing.
  func encode(to encoder: any Encoder) throws {
    var values = encoder.container(keyedBy: CodingKeys.self)
    try values.encode(version, forKey: .version)
    try values.encode(snapshot, forKey: .snapshot)
    try values.encode(failure, forKey: .failure)
    try values.encode(lastGood, forKey: .lastGood)
  }
}
