import Foundation

/// One client's connection: requests read and answered in order, as many as the client sends
/// on it (pipelined ones too), until either side ends it, a limit is passed, or the server
/// stops.
///
/// A head is read only up to ``HTTPLimits/maximumHeadBytes`` and must arrive within
/// ``HTTPLimits/headTimeout`` of its first byte; a silent kept-alive connection is closed
/// after ``HTTPLimits/idleTimeout``, an answer the client does not read after
/// ``HTTPLimits/writeTimeout``. A malformed, oversized or slow head is answered with the
/// handler's refusal and the connection closed, lingering so that the client reads the
/// answer. A streamed answer (server-sent events) is written while the connection is watched
/// for the client leaving, so that its end is noticed at once, not at the next write.
struct HTTPConnection: Sendable {
  /// The client's socket.
  let socket: ClientSocket
  /// The routes.
  let handler: any HTTPHandler
  /// The bounds.
  let limits: HTTPLimits

  /// What waiting for the next request came to.
  private enum Next {
    case request(HTTPRequest)
    case refused(HTTPRefusal)
    /// The client closed the connection, or the task was cancelled.
    case closed
  }

  /// Serves requests until the connection ends, then closes the socket.
  func serve() async {
    let watchdog = ConnectionWatchdog(interval: limits.watchInterval)
    // The exchange ends by itself, or is cancelled when the watch sees a deadline pass.
    await withTaskGroup(of: Void.self) { group in
      group.addTask { await self.exchange(watchdog) }
      group.addTask { await watchdog.watch() }
      await group.next()
      group.cancelAll()
    }
    // Nothing waits on the socket any more: a head that came too slowly is answered with
    // what fits at once, and the socket closed.
    if watchdog.expired == .head {
      let refusal = handler.refuse(
        HTTPRefusal(
          .requestTimeout,
          "the request's head did not arrive within \(seconds(limits.headTimeout)) seconds"))
      if case .bytes(let body) = refusal.body {
        socket.writeWithoutWaiting(refusal.head(keepingAlive: false) + body)
      }
      socket.shutdownWriting()
    }
    socket.close()
  }

  /// `value` as a message says it: `10`, `0.5`.
  private func seconds(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }

  /// Reads requests and writes answers until the connection is to end.
  private func exchange(_ watchdog: ConnectionWatchdog) async {
    var reader = HTTPHeadReader(limit: limits.maximumHeadBytes)
    while !Task.isCancelled {
      switch await next(from: &reader, watchdog) {
      case .closed:
        return
      case .refused(let refusal):
        let response = handler.refuse(refusal)
        if await send(response, answering: nil, keepingAlive: false, watchdog) {
          await linger(watchdog)
        }
        return
      case .request(let request):
        watchdog.disarm()
        let response = await handler.respond(to: request)
        // A body is never read, so nothing after it can be told apart from a next request.
        let keepingAlive =
          request.keepsAlive && !request.announcesBody && !response.closesConnection
        let sent = await send(
          response, answering: request.method, keepingAlive: keepingAlive, watchdog)
        guard sent, keepingAlive else {
          if sent { await linger(watchdog) }
          return
        }
      }
    }
  }

  /// The next request's head, read until it is whole, refused, or the connection ends.
  private func next(
    from reader: inout HTTPHeadReader, _ watchdog: ConnectionWatchdog
  ) async -> Next {
    watchdog.arm(.nextRequest, seconds: limits.idleTimeout)
    var headStarted = false
    while true {
      switch reader.next() {
      case .success(let request): return .request(request)
      case .failure(let refusal): return .refused(refusal)
      case nil: break
      }
      if !headStarted, reader.hasPartialHead {
        headStarted = true
        watchdog.arm(.head, seconds: limits.headTimeout, keepingEarlier: true)
      }
      guard let bytes = try? await socket.read() else { return .closed }
      reader.append(bytes)
    }
  }

  /// Writes `response` to a request made with `method` (`nil` for a refusal); `false` when
  /// the connection cannot go on (the client left or did not read in time, or the answer
  /// was a stream, which ends with the connection).
  private func send(
    _ response: HTTPResponse, answering method: String?, keepingAlive: Bool,
    _ watchdog: ConnectionWatchdog
  ) async -> Bool {
    watchdog.arm(.write, seconds: limits.writeTimeout)
    defer { watchdog.disarm() }
    switch response.body {
    case .bytes(let body):
      var bytes = response.head(keepingAlive: keepingAlive)
      // A HEAD request is answered with the head alone, its Content-Length that of the body.
      if method != "HEAD" { bytes.append(body) }
      return (try? await socket.write(bytes)) != nil
    case .stream(let chunks, let owner):
      guard (try? await socket.write(response.head(keepingAlive: false))) != nil else {
        return false
      }
      watchdog.disarm()
      await stream(chunks, watchdog)
      withExtendedLifetime(owner) {}
      return false
    }
  }

  /// Writes `chunks` as they come until the stream ends, a write fails or times out, or the
  /// client leaves.
  private func stream(_ chunks: AsyncStream<Data>, _ watchdog: ConnectionWatchdog) async {
    let socket = self.socket
    let writeTimeout = limits.writeTimeout
    await withTaskGroup(of: Void.self) { group in
      // The client sends nothing more on an event stream: a read ends when it leaves (end of
      // file, or an error), and then the stream stops at once. Stray bytes are discarded.
      group.addTask {
        while !Task.isCancelled {
          guard (try? await socket.read()) != nil else { return }
        }
      }
      group.addTask {
        for await chunk in chunks {
          watchdog.arm(.write, seconds: writeTimeout)
          guard (try? await socket.write(chunk)) != nil else { return }
          watchdog.disarm()
        }
      }
      await group.next()
      group.cancelAll()
    }
  }

  /// Ends the server's side and reads, discarding it, what the client still sends until it
  /// closes its side or ``HTTPLimits/lingerTimeout`` passes.
  ///
  /// Closing a socket that has unread bytes makes the kernel reset the connection, and a
  /// reset can destroy the answer before the client reads it: this is the lingering close of
  /// RFC 9112 (9.6), so that a refused client sees why.
  private func linger(_ watchdog: ConnectionWatchdog) async {
    socket.shutdownWriting()
    watchdog.arm(.linger, seconds: limits.lingerTimeout)
    while (try? await socket.read()) != nil {}
  }
}
