import FlyingSocks
import Foundation

/// A small HTTP/1.1 server on FlyingSocks: a listening socket, the connections it accepts
/// (at most ``HTTPLimits/maximumConnections`` at once), each served by an
/// ``HTTPConnection`` answering through the ``HTTPHandler``.
///
/// It exists because FlyingFox's server, which the preview used first, grows by about 0.8 KB
/// per request and reads a whole request head (slower than linearly) before its size can be
/// judged; FlyingSocks, its socket layer, serves the same requests in flat memory (README,
/// Preview). ``stop()`` cancels every connection, waits for them to close, and closes the
/// listening socket, so the port is free when it returns.
actor HTTPServer {
  /// The address listened on, an IPv4 or IPv6 address.
  let host: String
  /// The bounds the clients are kept within.
  let limits: HTTPLimits

  private let requestedPort: UInt16
  private let handler: any HTTPHandler
  private var listener: Socket?
  private var serving: Task<Void, Never>?
  let slots: ConnectionSlots

  /// A server for `handler` on `host`, port `port` (0: any free port).
  init(host: String, port: UInt16, limits: HTTPLimits = HTTPLimits(), handler: any HTTPHandler) {
    self.host = host
    self.requestedPort = port
    self.limits = limits
    self.handler = handler
    slots = ConnectionSlots(limit: limits.maximumConnections)
  }

  /// Binds the address, starts accepting connections, and returns the port.
  ///
  /// - Throws: ``HTTPServerError`` when the host is not an IP address or the address cannot
  ///   be bound (the port is in use, or not allowed).
  func start() async throws(HTTPServerError) -> UInt16 {
    let socket: Socket
    do {
      socket = try bind()
    } catch let error as HTTPServerError {
      throw error
    } catch {
      throw HTTPServerError.cannotListen(error.localizedDescription)
    }
    var port = requestedPort
    if case .ip4(_, let bound) = try? socket.sockname() { port = bound }
    if case .ip6(_, let bound) = try? socket.sockname() { port = bound }
    let pool: some AsyncSocketPool = .make(maxEvents: 64)
    let accepting: AsyncSocket
    do {
      try await pool.prepare()
      accepting = try AsyncSocket(socket: socket, pool: pool)
    } catch {
      try? socket.close()
      throw HTTPServerError.cannotListen(error.localizedDescription)
    }
    listener = socket
    let (handler, limits, slots) = (self.handler, self.limits, self.slots)
    serving = Task {
      await withDiscardingTaskGroup { group in
        group.addTask { try? await pool.run() }
        group.addTask {
          await Self.accept(on: accepting, handler: handler, limits: limits, slots: slots)
        }
      }
    }
    return port
  }

  /// Stops accepting, cancels every connection and waits for them to close, then closes the
  /// listening socket.
  func stop() async {
    serving?.cancel()
    await serving?.value
    serving = nil
    try? listener?.close()
    listener = nil
  }

  /// A socket bound to the address and listening.
  private func bind() throws -> Socket {
    let socket: Socket
    if host.contains(":") {
      guard let address = try? sockaddr_in6.inet6(ip6: host, port: requestedPort) else {
        throw HTTPServerError.notAnAddress(host)
      }
      socket = try Socket(domain: AF_INET6, type: .stream)
      try listen(socket, on: address)
    } else {
      guard let address = try? sockaddr_in.inet(ip4: host, port: requestedPort) else {
        throw HTTPServerError.notAnAddress(host)
      }
      socket = try Socket(domain: AF_INET, type: .stream)
      try listen(socket, on: address)
    }
    return socket
  }

  /// Binds `socket` to `address` and listens, closing it on failure.
  private func listen(_ socket: Socket, on address: some SocketAddress) throws {
    do {
      try socket.setValue(true, for: .localAddressReuse)
      try socket.bind(to: address)
      try socket.listen()
    } catch {
      try? socket.close()
      throw error
    }
  }

  /// Accepts connections until cancelled, each served in a task of its own; one past the
  /// bound is answered 503 and closed at once.
  private static func accept(
    on listener: AsyncSocket, handler: any HTTPHandler, limits: HTTPLimits,
    slots: ConnectionSlots
  ) async {
    await withDiscardingTaskGroup { group in
      while !Task.isCancelled {
        let client: ClientSocket
        do {
          client = ClientSocket(socket: try await listener.accept())
        } catch {
          if Task.isCancelled { break }
          // Out of descriptors, or a connection reset before it was accepted: try again soon.
          try? await Task.sleep(for: .milliseconds(50))
          continue
        }
        #if canImport(Darwin)
          try? client.socket.socket.setValue(true, for: .noSIGPIPE)
        #endif
        guard slots.take() else {
          var busy = handler.refuse(
            HTTPRefusal(
              .serviceUnavailable,
              "\(limits.maximumConnections) connections are open already; try again"))
          busy.closesConnection = true
          if case .bytes(let body) = busy.body {
            client.writeWithoutWaiting(busy.head(keepingAlive: false) + body)
          }
          client.close()
          continue
        }
        group.addTask {
          await HTTPConnection(socket: client, handler: handler, limits: limits).serve()
          slots.give()
        }
      }
    }
  }
}
