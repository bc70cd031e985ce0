import Foundation

/// One client's connection: requests read and answered in order, as many as the client sends
/// on it (pipelined ones too), until either side ends it, a limit is passed, or the server
/// stops.
///
/// A head is read only up to ``HTTPLimits/maximumHeadBytes`` and must arrive within
/// ``HTTPLimits/headTimeout`` of its first byte; a silent kept-alive connection is closed
/// after ``HTTPLimits/idleTimeout``. A malformed, oversized or slow head is answered with
/// the handler's refusal and the connection closed, lingering so that the client reads the
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
    /// The client closed the connection, went silent past the idle timeout, or the server
    /// is stopping.
    case closed
  }

  /// Serves requests until the connection ends, then closes the socket.
  func serve() async {
    var reader = HTTPHeadReader(limit: limits.maximumHeadBytes)
    while !Task.isCancelled {
      switch await next(from: &reader) {
      case .closed:
        socket.close()
        return
      case .refused(let refusal):
        _ = await send(handler.refuse(refusal), answering: nil, keepingAlive: false)
        await socket.lingeringClose(seconds: limits.lingerTimeout)
        return
      case .request(let request):
        let response = await handler.respond(to: request)
        // A body is never read, so nothing after it can be told apart from a next request.
        let keepingAlive =
          request.keepsAlive && !request.announcesBody && !response.closesConnection
        guard await send(response, answering: request.method, keepingAlive: keepingAlive),
          keepingAlive
        else {
          await socket.lingeringClose(seconds: limits.lingerTimeout)
          return
        }
      }
    }
    socket.close()
  }

  /// The next request's head, read until it is whole, refused, or the connection ends.
  private func next(from reader: inout HTTPHeadReader) async -> Next {
    var deadline = ContinuousClock.now + .seconds(limits.idleTimeout)
    var headStarted = false
    while true {
      switch reader.next() {
      case .success(let request): return .request(request)
      case .failure(let refusal): return .refused(refusal)
      case nil: break
      }
      if !headStarted, reader.hasPartialHead {
        headStarted = true
        deadline = min(deadline, ContinuousClock.now + .seconds(limits.headTimeout))
      }
      let bytes: [UInt8]?
      do {
        bytes = try await socket.read(before: deadline)
      } catch {
        return .closed
      }
      guard let bytes else {
        guard headStarted, !Task.isCancelled else { return .closed }
        return .refused(
          HTTPRefusal(
            .requestTimeout,
            "the request's head did not arrive within \(Int(limits.headTimeout)) seconds"))
      }
      reader.append(bytes)
    }
  }

  /// Writes `response` to a request made with `method` (`nil` for a refusal); `false` when
  /// the connection cannot go on (the client left or did not read, or the answer was a
  /// stream, which ends with the connection).
  private func send(
    _ response: HTTPResponse, answering method: String?, keepingAlive: Bool
  ) async -> Bool {
    let deadline = ContinuousClock.now + .seconds(limits.writeTimeout)
    switch response.body {
    case .bytes(let body):
      var bytes = response.head(keepingAlive: keepingAlive)
      // A HEAD request is answered with the head alone, its Content-Length that of the body.
      if method != "HEAD" { bytes.append(body) }
      return (try? await socket.write(bytes, before: deadline)) == true
    case .stream(let chunks, let owner):
      guard (try? await socket.write(response.head(keepingAlive: false), before: deadline)) == true
      else { return false }
      await stream(chunks)
      withExtendedLifetime(owner) {}
      return false
    }
  }

  /// Writes `chunks` as they come until the stream ends, a write fails or times out, or the
  /// client leaves.
  private func stream(_ chunks: AsyncStream<Data>) async {
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
          let deadline = ContinuousClock.now + .seconds(writeTimeout)
          guard (try? await socket.write(chunk, before: deadline)) == true else { return }
        }
      }
      await group.next()
      group.cancelAll()
    }
  }
}
