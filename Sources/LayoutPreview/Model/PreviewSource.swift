/// Something the preview server shows: a layout document (``DocumentPreviewSource``), or a
/// Swift file that builds views.
///
/// The server calls ``render(_:)`` for every snapshot request and again after every save of
/// one of the ``watchedFiles()``; it makes one call at a time.
public protocol PreviewSource: Sendable {
  /// The files whose saves change the preview (the file, and any it includes).
  func watchedFiles() async -> [String]
  /// The drawing for `options`, or why there is none; called again after every save.
  func render(_ options: PreviewOptions) async -> Result<PreviewSnapshot, PreviewFailure>
  /// The drawing for `options` after exercising the ambiguity of the view named `view`
  /// (UIKit's `exerciseAmbiguityInLayout()`): another layout the constraints allow. By
  /// default, the drawing as solved.
  func render(
    _ options: PreviewOptions, exercising view: String
  ) async
    -> Result<PreviewSnapshot, PreviewFailure>
}

extension PreviewSource {
  /// The drawing as solved: a source that cannot exercise ambiguity shows its one layout.
  public func render(
    _ options: PreviewOptions, exercising view: String
  ) async
    -> Result<PreviewSnapshot, PreviewFailure>
  {
    await render(options)
  }
}
