import Testing

/// The suites that talk to servers over real sockets, one test at a time: `RawHTTP` blocks the
/// thread it reads on, and two such reads at once would hold both of a 2-core machine's
/// cooperative threads, leaving none to the servers they wait for.
@Suite(.serialized) enum ServerTests {}
