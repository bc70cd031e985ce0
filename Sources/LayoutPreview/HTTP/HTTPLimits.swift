/// The bounds a server keeps its clients within.
struct HTTPLimits: Sendable {
  /// The most bytes a request's head may take (its request line and fields); a longer one is
  /// refused with 414 or 431 as soon as the limit is passed.
  var maximumHeadBytes = 16 * 1024
  /// The most connections open at once; one more is answered 503 and closed.
  var maximumConnections = 64
  /// Seconds a head may take to arrive, from its first byte (a client sending a few bytes at
  /// a time cannot hold a connection longer).
  var headTimeout = 10.0
  /// Seconds a kept-alive connection may stay silent before the server closes it.
  var idleTimeout = 120.0
  /// Seconds an answer may take to be written (a client that does not read is dropped).
  var writeTimeout = 30.0
  /// Seconds the server goes on reading, and discarding, what a client sends after a refusal,
  /// so that the client reads the refusal before the connection closes.
  var lingerTimeout = 2.0

  /// How often a connection's deadline is looked at: every second, or a quarter of the
  /// shortest timeout when that is shorter (so a deadline is kept to within a quarter).
  var watchInterval: Duration {
    let shortest = min(headTimeout, idleTimeout, writeTimeout, lingerTimeout)
    return .seconds(max(0.01, min(1, shortest / 4)))
  }
}
