/// What a server's requests are answered by: its routes.
protocol HTTPHandler: Sendable {
  /// The answer to `request`, a well-formed head (the routes judge its method, target and
  /// fields).
  func respond(to request: HTTPRequest) async -> HTTPResponse

  /// The answer to a request refused before it could be read whole (malformed, too large,
  /// too slow): the handler chooses the body, the connection closes after it.
  func refuse(_ refusal: HTTPRefusal) -> HTTPResponse
}
