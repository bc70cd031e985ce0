/// Why a request is answered with an error before any route sees it: a head that is malformed,
/// too large or too slow to arrive. The connection is closed after the answer, since what
/// follows in it cannot be trusted to start a request.
struct HTTPRefusal: Error, Sendable, Equatable {
  /// The status to answer with (400, 408, 414, 431, 501, 505).
  var status: HTTPStatus
  /// One sentence for the client.
  var message: String

  init(_ status: HTTPStatus, _ message: String) {
    self.status = status
    self.message = message
  }
}
