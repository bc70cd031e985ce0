import Testing

// The data-driven layout tests: every file under Fixtures/layout, in LTR and in mirrored RTL.
// A failure shows the file, the direction, the phase, expected and actual frames side by side,
// the diagnostics log and the window's autolayoutTrace().

@Suite("Layout fixtures") struct FixtureTests {
  @Test("Fixture", arguments: FixtureLibrary.enabledCases())
  @MainActor func fixture(_ fixtureCase: FixtureCase) {
    let fixture: Fixture
    do {
      fixture = try FixtureLibrary.load(fixtureCase.path)
    } catch {
      Issue.record(Comment(rawValue: "\(error)"))
      return
    }
    for failure in FixtureRun(fixture: fixture, direction: fixtureCase.direction).run() {
      Issue.record(Comment(rawValue: failure))
    }
  }

  @Test func theFixturesAreFound() {
    #expect(
      FixtureLibrary.enabledCases().count >= 2,
      "no fixtures under \(FixtureLibrary.root.path)")
  }

  // A disabled fixture need not validate (it may use what the harness cannot run yet), but it
  // must be JSON and say why.
  @Test("Disabled fixtures say why", arguments: FixtureLibrary.disabledPaths())
  func disabledFixture(_ path: String) {
    #expect(throws: Never.self) { try FixtureLibrary.disabledReason(path) }
  }
}
