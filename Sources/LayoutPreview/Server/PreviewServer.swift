import FlyingFox
import FlyingSocks
import Foundation

/// The live preview's HTTP server (FlyingFox): the page, its snapshots of the previewed file,
/// and server-sent events on every save.
///
/// ```swift
/// let server = PreviewServer(source: DocumentPreviewSource(path: "screen.yaml"))
/// let port = try await server.start()   // http://127.0.0.1:port/
/// // …
/// await server.stop()
/// ```
///
/// A task polls the watched files every ``Configuration/pollInterval``; on a change it
/// renders the latest options again, moves to the next version and tells every page. See
/// ``PreviewRouter`` for what is served and what is refused.
public actor PreviewServer {
  /// Where and how the server listens.
  public struct Configuration: Sendable {
    /// The address to listen on: `127.0.0.1` by default; `localhost` is `127.0.0.1`; an
    /// address with a colon is IPv6.
    public var host: String
    /// The port; 0 picks a free one (``PreviewServer/start()`` returns it).
    public var port: UInt16
    /// The most pages following the preview at once; the next gets 503.
    public var maximumClients: Int
    /// How often the watched files are looked at.
    public var pollInterval: Duration
    /// The options the page starts with (the command line's `--device`, `--rtl`, …).
    public var options: PreviewOptions

    /// A configuration; the defaults listen on 127.0.0.1 at a free port, for 16 pages,
    /// looking at the files every 50 ms.
    public init(
      host: String = "127.0.0.1", port: UInt16 = 0, maximumClients: Int = 16,
      pollInterval: Duration = .milliseconds(50), options: PreviewOptions = PreviewOptions()
    ) {
      self.host = host
      self.port = port
      self.maximumClients = maximumClients
      self.pollInterval = pollInterval
      self.options = options
    }

    /// Whether ``host`` is the loopback interface (the only safe default: anyone who can
    /// reach the port can read the previewed layout).
    public var isLoopback: Bool {
      ["127.0.0.1", "localhost", "::1"].contains(host.lowercased())
    }
  }

  /// Why the server did not start.
  public struct StartError: Error, CustomStringConvertible {
    /// What went wrong.
    public var description: String
  }

  /// Where and how the server listens.
  public nonisolated let configuration: Configuration
  /// What is previewed, its versions and answers.
  let state: PreviewState
  /// The pages following the preview.
  let hub: EventHub
  private var http: HTTPServer?
  private var tasks: [Task<Void, Never>] = []

  /// A server previewing `source`.
  public init(source: any PreviewSource, configuration: Configuration = Configuration()) {
    self.configuration = configuration
    state = PreviewState(source: source, options: configuration.options)
    hub = EventHub(capacity: configuration.maximumClients)
  }

  /// The version of the previewed file: how many saves the server has seen.
  public var version: Int {
    get async { await state.version }
  }

  /// Starts listening and watching, and returns the port listened on.
  ///
  /// - Throws: ``StartError`` when the host is not an address or the port cannot be bound.
  public func start() async throws -> UInt16 {
    let address: any SocketAddress
    do {
      let host = configuration.host.lowercased() == "localhost" ? "127.0.0.1" : configuration.host
      if host.contains(":") {
        address = try sockaddr_in6.inet6(ip6: host, port: configuration.port)
      } else {
        address = try sockaddr_in.inet(ip4: host, port: configuration.port)
      }
    } catch {
      throw StartError(description: "'\(configuration.host)' is not an IPv4 or IPv6 address")
    }
    await state.start()
    let router = PreviewRouter(
      state: state, hub: hub, requiresLoopbackHost: configuration.isLoopback,
      options: configuration.options)
    // Rendering a Swift file can take a first build: a request waits for it.
    let server = HTTPServer(
      config: HTTPServer.Configuration(
        address: address, timeout: 600, sharedRequestBufferSize: 4096,
        sharedRequestReplaySize: 64 * 1024, logger: .disabled),
      handler: PreviewHandler(router: router))
    http = server
    // `run()` returns only when the server stops, or at once with the reason it could not
    // listen (a port in use): watch for either.
    let failure = StartFailure()
    tasks.append(
      Task {
        do {
          try await server.run()
        } catch {
          await failure.record(error)
        }
      })
    var waited = Duration.zero
    while !(await server.isListening) {
      if let error = await failure.error {
        throw StartError(
          description:
            "cannot listen on \(configuration.host):\(configuration.port): \(error.localizedDescription)"
        )
      }
      guard waited < .seconds(10) else {
        throw StartError(description: "cannot listen on \(configuration.host): timed out")
      }
      try? await Task.sleep(for: .milliseconds(5))
      waited += .milliseconds(5)
    }
    guard let listening = await server.listeningAddress else {
      throw StartError(description: "cannot listen on \(configuration.host)")
    }
    let port: UInt16
    switch listening {
    case .ip4(_, let value), .ip6(_, let value): port = value
    case .unix: port = configuration.port
    }
    let state = self.state
    let hub = self.hub
    let interval = configuration.pollInterval
    tasks.append(
      Task {
        while !Task.isCancelled {
          try? await Task.sleep(for: interval)
          if let version = await state.poll() { await hub.broadcast(version: version) }
        }
      })
    tasks.append(
      Task {
        while !Task.isCancelled {
          try? await Task.sleep(for: EventHub.heartbeat)
          await hub.ping()
        }
      })
    return port
  }

  /// Stops watching, ends every page's event stream and closes the server.
  public func stop() async {
    await hub.close()
    await http?.stop(timeout: 1)
    http = nil
    for task in tasks { task.cancel() }
    tasks.removeAll()
  }
}

/// Why the HTTP server's run ended, if it did.
private actor StartFailure {
  private(set) var error: (any Error)?

  func record(_ error: any Error) {
    self.error = error
  }
}

/// FlyingFox's handler for every request: the router decides.
struct PreviewHandler: HTTPHandler {
  let router: PreviewRouter

  func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
    await router.respond(to: request)
  }
}
