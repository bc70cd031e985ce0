import Foundation

/// The live preview's HTTP server (`truss preview`): the page, its assets, the drawing of the
/// previewed file for the options the page asks for, and a server-sent event on every change
/// of a watched file.
///
/// ```
/// GET /                 the page          GET /app.js, /app.css   its script and style
/// GET /snapshot?…       the drawing       GET /events             text/event-stream: change
/// GET /devices          the device bar's choices
/// ```
///
/// It serves nothing else: no request path reaches the file system, other paths are 404 and
/// other methods 405; request heads are bounded (``PreviewRoutes/maximumHeaderBytes``, refused
/// as they arrive), bodies refused, at most ``EventHub/limit`` event clients listen at once and
/// at most ``HTTPLimits/maximumConnections`` connections are open. The HTTP is the module's own
/// (``HTTPServer``, on FlyingSocks). A task looks
/// at the watched files every ``pollInterval`` seconds; a change bumps ``version``, draws the
/// options the page last asked for again and tells the clients. A failed drawing keeps the
/// last good one for the page.
public actor PreviewServer {
  /// What is previewed.
  public let source: any PreviewSource
  /// The options a request leaves to the server (from `truss preview`'s flags).
  public let defaults: PreviewOptions
  /// The address to listen on: `127.0.0.1` unless told otherwise.
  public let host: String
  /// How often the watched files are looked at, in seconds.
  public let pollInterval: Double

  let events: EventHub
  private let requestedPort: UInt16
  private var http: HTTPServer?
  private var watching: Task<Void, Never>?
  private var boundPort: Int?

  /// The version of the watched files, from 1; every change adds 1.
  public private(set) var version = 1
  private var lastOptions: PreviewOptions
  private var renders: [PreviewOptions: Task<Result<PreviewSnapshot, PreviewFailure>, Never>] =
    [:]
  private var lastGood: [PreviewOptions: PreviewSnapshot] = [:]
  private var lastGoodAny: PreviewSnapshot?

  /// The most drawings kept for the current version, and the most last good ones kept: the
  /// page asks for a few option sets at a time (a comparison shows three devices).
  static let cacheLimit = 24

  /// A server for `source` on `host`, port `port` (0: any free port; read ``port`` once
  /// started).
  ///
  /// - Parameters:
  ///   - eventLimit: how many event clients may listen at once.
  ///   - keepAliveInterval: seconds between the comments that keep idle event streams open.
  public init(
    source: any PreviewSource, defaults: PreviewOptions = PreviewOptions(),
    host: String = "127.0.0.1", port: UInt16 = 0, pollInterval: Double = 0.05,
    eventLimit: Int = 16, keepAliveInterval: Double = 15
  ) {
    self.source = source
    self.defaults = defaults
    self.host = host
    self.requestedPort = port
    self.pollInterval = pollInterval
    self.lastOptions = defaults
    events = EventHub(limit: eventLimit, keepAliveInterval: keepAliveInterval)
  }

  /// Whether the server listens on the loopback interface only (then it answers requests
  /// naming a loopback host only).
  nonisolated var isLoopback: Bool { ["127.0.0.1", "::1", "localhost"].contains(host) }

  /// The port the server listens on, once started.
  public var port: Int? { boundPort }

  /// The page's address: `http://127.0.0.1:PORT/`.
  public var url: String? {
    guard let boundPort else { return nil }
    let name = host.contains(":") ? "[\(host)]" : host
    return "http://\(name):\(boundPort)/"
  }

  /// Binds the address, starts serving and watching, and returns the port.
  ///
  /// - Throws: ``PreviewServerError`` when the host is not an IP address or the port cannot
  ///   be bound (in use, not allowed).
  @discardableResult
  public func start() async throws(PreviewServerError) -> Int {
    if let boundPort { return boundPort }
    var limits = HTTPLimits()
    limits.maximumHeadBytes = PreviewRoutes.maximumHeaderBytes
    let server = HTTPServer(
      host: host, port: requestedPort, limits: limits, handler: PreviewRoutes(server: self))
    let port: UInt16
    do {
      port = try await server.start()
    } catch {
      switch error {
      case .notAnAddress:
        throw PreviewServerError(message: "'\(host)' is not an IP address to listen on")
      case .cannotListen(let reason):
        throw PreviewServerError(
          message: "cannot listen on \(host) port \(requestedPort): \(reason)")
      }
    }
    http = server
    boundPort = Int(port)
    startWatching()
    return Int(port)
  }

  /// Ends the event streams, stops watching and serving, and frees the port.
  public func stop() async {
    events.finish()
    watching?.cancel()
    watching = nil
    if let http { await http.stop() }
    http = nil
    boundPort = nil
    for task in renders.values { task.cancel() }
    renders = [:]
  }

  /// The drawing for `options` at the current version: the one being made or made already
  /// for the same options, else a new one.
  func snapshot(for options: PreviewOptions) async -> SnapshotResponse {
    let asked = version
    if options.exercise == nil { lastOptions = options }
    let task = render(options)
    let result = await task.value
    switch result {
    case .success(let snapshot):
      remember(snapshot, for: options)
      return SnapshotResponse(version: asked, snapshot: snapshot, failure: nil, lastGood: nil)
    case .failure(let failure):
      let good = lastGood[options.withoutExercise] ?? lastGoodAny
      return SnapshotResponse(version: asked, snapshot: nil, failure: failure, lastGood: good)
    }
  }

  /// The drawing task for `options` at this version.
  private func render(
    _ options: PreviewOptions
  ) -> Task<Result<PreviewSnapshot, PreviewFailure>, Never> {
    if let task = renders[options] { return task }
    if renders.count >= Self.cacheLimit { renders = [:] }
    let source = self.source
    let task = Task { await source.render(options) }
    renders[options] = task
    return task
  }

  /// Keeps `snapshot` as the last good drawing for `options` (and for any options).
  private func remember(_ snapshot: PreviewSnapshot, for options: PreviewOptions) {
    guard options.exercise == nil else { return }
    if lastGood[options] == nil, lastGood.count >= Self.cacheLimit { lastGood = [:] }
    lastGood[options] = snapshot
    lastGoodAny = snapshot
  }

  /// A watched file changed: a new version, drawn at once for the options last asked for,
  /// and announced to the event clients.
  func filesChanged() {
    version += 1
    renders = [:]
    _ = render(lastOptions)
    events.send(event: "change", data: "{\"version\": \(version)}")
  }

  /// Looks at the watched files every ``pollInterval`` seconds; a change is announced once
  /// the files have settled.
  private func startWatching() {
    let source = self.source
    let interval = UInt64(pollInterval * 1_000_000_000)
    watching = Task { [weak self] in
      var stamps: [String: FileStamp] = [:]
      for path in await source.watchedFiles() { stamps[path] = FileStamp(path: path) }
      while !Task.isCancelled {
        try? await Task.sleep(nanoseconds: interval)
        var changed = false
        var now: [String: FileStamp] = [:]
        for path in await source.watchedFiles() {
          let stamp = FileStamp(path: path)
          now[path] = stamp
          if stamps[path] != stamp { changed = true }
        }
        if now.count != stamps.count { changed = true }
        guard changed else { continue }
        // A save in progress (an editor truncating and writing) is read once it settles:
        // the files looked at again every 15 ms until two looks agree (at most 150 ms).
        for _ in 0..<10 {
          try? await Task.sleep(nanoseconds: 15_000_000)
          var again: [String: FileStamp] = [:]
          for path in now.keys { again[path] = FileStamp(path: path) }
          if again == now { break }
          now = again
        }
        stamps = now
        guard let self else { return }
        await self.filesChanged()
      }
    }
  }
}

/// Why the preview server could not start.
public struct PreviewServerError: Error, CustomStringConvertible, Sendable {
  /// One sentence.
  public var message: String

  /// An error saying `message`.
  public init(message: String) { self.message = message }

  public var description: String { message }
}
