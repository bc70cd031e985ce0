/// Why an HTTP server could not start.
enum HTTPServerError: Error, Sendable {
  /// The host is neither an IPv4 nor an IPv6 address.
  case notAnAddress(String)
  /// Binding or listening failed: the system's reason.
  case cannotListen(String)
}
