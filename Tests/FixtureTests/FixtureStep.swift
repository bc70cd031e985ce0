/// One entry of the fixture's `steps`: an action, then (after `layoutIfNeeded`) expectations.
struct FixtureStep: Sendable {
  /// What the step does.
  var action: FixtureAction
  /// What must hold after it.
  var expect: Expectation?
}
