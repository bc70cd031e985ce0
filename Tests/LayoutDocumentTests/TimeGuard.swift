import Foundation

/// A time guard's limit: `limit`, times `TRUSS_TIME_GUARD_SCALE` when that is set to a whole
/// number above 1. `Scripts/sanitize.sh` sets it: under a sanitizer the code runs several
/// times slower, and a guard is there to catch a hang or a blow-up, not a constant factor.
/// Normal runs keep the strict limit.
func timeGuard(_ limit: Duration) -> Duration {
  let environment = ProcessInfo.processInfo.environment
  let scale = environment["TRUSS_TIME_GUARD_SCALE"].flatMap(Int.init) ?? 1
  return limit * max(1, scale)
}
