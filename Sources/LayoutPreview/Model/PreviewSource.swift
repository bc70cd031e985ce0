/// Something `truss preview` can draw: a layout document or a Swift file.
///
/// The server asks for a drawing whenever the page does and whenever a watched file
/// changes; a source renders from the files as they are at that moment. A source never
/// crashes or hangs the server for a bad file: it answers a ``PreviewFailure``.
public protocol PreviewSource: Sendable {
  /// The paths whose changes call for a new drawing (the previewed file, and what it reads).
  func watchedFiles() async -> [String]

  /// Draws the previewed file with `options`, or says why it cannot.
  func render(_ options: PreviewOptions) async -> Result<PreviewSnapshot, PreviewFailure>
}
