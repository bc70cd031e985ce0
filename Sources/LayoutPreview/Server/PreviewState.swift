import Foundation

/// What the server knows about the previewed file: its version (how many saves it has seen),
/// the answers for the current version by options, and the last good drawing for each
/// options, shown under a failure.
///
/// Renders are made one at a time, in the order they are asked for (a preview source need
/// not be reentrant, and a Swift file's child process is one at a time anyway).
actor PreviewState {
  /// What is previewed.
  let source: any PreviewSource
  /// How many times the watched files have changed since the server started.
  private(set) var version = 0
  /// The options of the latest snapshot request: a save renders them before the pages are
  /// told, so the page's request that follows finds its answer ready.
  private var latestOptions: PreviewOptions
  /// Encoded answers for the current version, by options and exercised view.
  private var answers: [Key: Data] = [:]
  /// The last good drawing by options, at most ``retained`` of them (oldest dropped first).
  private var lastGood: [PreviewOptions: PreviewSnapshot] = [:]
  private var lastGoodOrder: [PreviewOptions] = []
  /// The newest good drawing of any options, for options that never had one.
  private var newestGood: PreviewSnapshot?
  /// The watched files and how they were when last looked at.
  private var fingerprints: [String: FileFingerprint?] = [:]
  private var isRendering = false
  private var waiting: [CheckedContinuation<Void, Never>] = []

  /// How many answers and last good drawings are kept: a page, or a few side by side.
  static let retained = 12

  /// The key of an answer.
  struct Key: Hashable {
    var options: PreviewOptions
    var exercise: String?
  }

  /// The state of `source`, first shown with `options`.
  init(source: any PreviewSource, options: PreviewOptions) {
    self.source = source
    self.latestOptions = options
  }

  /// Looks at the watched files as they are now (call once before serving).
  func start() async {
    await refreshFingerprints()
  }

  /// The JSON answer for `options` (exercising the ambiguity of `exercise`, if given) at the
  /// current version: the drawing, or the failure with the last good drawing.
  func answer(for options: PreviewOptions, exercise: String? = nil) async -> Data {
    let key = Key(options: options, exercise: exercise)
    if let data = answers[key] { return data }
    if exercise == nil { latestOptions = options }
    await acquire()
    defer { release() }
    // Another request may have made it while this one waited.
    if let data = answers[key] { return data }
    let answerVersion = version
    let result: Result<PreviewSnapshot, PreviewFailure>
    if let exercise {
      result = await source.render(options, exercising: exercise)
    } else {
      result = await source.render(options)
    }
    let response: PreviewResponse
    switch result {
    case .success(let snapshot):
      if exercise == nil { keepGood(snapshot, for: options) }
      response = PreviewResponse(version: answerVersion, snapshot: snapshot, failure: nil)
    case .failure(let failure):
      response = PreviewResponse(
        version: answerVersion, snapshot: lastGood[options] ?? newestGood, failure: failure)
    }
    let data = Self.encode(response)
    // A save during the render made this answer old: it is sent, not kept.
    if answerVersion == version {
      if answers.count >= Self.retained { answers.removeAll() }
      answers[key] = data
    }
    return data
  }

  /// Looks at the watched files; when one changed, moves to the next version, renders the
  /// latest options for it, and returns the new version (`nil` when nothing changed).
  func poll() async -> Int? {
    var changed = false
    for (path, old) in fingerprints where FileFingerprint(path: path) != old {
      changed = true
    }
    guard changed else { return nil }
    await refreshFingerprints()
    version += 1
    answers.removeAll()
    _ = await answer(for: latestOptions)
    return version
  }

  /// The JSON of `response`, keys sorted so the same answer is the same bytes.
  static func encode(_ response: PreviewResponse) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(response)) ?? Data("{}".utf8)
  }

  private func refreshFingerprints() async {
    var result: [String: FileFingerprint?] = [:]
    for path in await source.watchedFiles() { result[path] = FileFingerprint(path: path) }
    fingerprints = result
  }

  private func keepGood(_ snapshot: PreviewSnapshot, for options: PreviewOptions) {
    newestGood = snapshot
    if lastGood.updateValue(snapshot, forKey: options) == nil {
      lastGoodOrder.append(options)
      if lastGoodOrder.count > Self.retained {
        lastGood[lastGoodOrder.removeFirst()] = nil
      }
    }
  }

  private func acquire() async {
    guard isRendering else {
      isRendering = true
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }

  private func release() {
    if waiting.isEmpty {
      isRendering = false
    } else {
      waiting.removeFirst().resume()
    }
  }
}
