#!/usr/bin/env bash
# The whole test suite under the sanitizers (SPEC §18, issue 20).
#
# Usage (from anywhere in the package):
#   Scripts/sanitize.sh [address|thread|undefined|all]     (default: all, one after another)
#
#   address    AddressSanitizer with LeakSanitizer: `swift test --sanitize=address`, the leaks
#              of the toolchain's libraries suppressed by Scripts/sanitizers/lsan.supp (each
#              entry says why; Truss's own leaks are fixed, not listed).
#   thread     ThreadSanitizer: `swift test --sanitize=thread`.
#   undefined  UndefinedBehaviorSanitizer when the compiler has it for Swift on this platform.
#              Swift 6.3 on Linux does not (`swiftc -sanitize=undefined` fails with "unsupported
#              option '-sanitize=undefined' for target 'x86_64-unknown-linux-gnu'"): then it
#              says so and runs the undefined-behaviour pass Swift has instead, the suite in
#              release (-O) with exclusivity checked at run time (`swift test -c release
#              -Xswiftc -enforce-exclusivity=checked`); overflow traps and bounds checks stay
#              on in -O builds. See the README's "Sanitizers" paragraph.
#
# Each builds in a scratch path of its own (.build-asan, .build-tsan, .build-ubsan or
# .build-release-checked), so the normal .build stays as it was; the output of each run is
# kept in that directory's sanitize.log. The suite's time guards (a hang or a blow-up must
# fail, not stall) read TRUSS_TIME_GUARD_SCALE, set to 10 here: code under a sanitizer runs
# several times slower; normal runs keep the strict limits.
#
# Exits non-zero when a test fails or any sanitizer report appears in the output. Not part of
# .ci/run (the address run alone takes about 20 minutes on two cores); the README gives the
# times.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

which=${1:-all}
case "$which" in
  address | thread | undefined) kinds=("$which") ;;
  all) kinds=(address thread undefined) ;;
  *)
    echo "usage: Scripts/sanitize.sh [address|thread|undefined|all]" >&2
    exit 2
    ;;
esac

export TRUSS_TIME_GUARD_SCALE=10
# What a sanitizer prints when it finds something (the test run's exit status says the rest).
reports='(ERROR|WARNING|SUMMARY): [A-Za-z]*Sanitizer|runtime error:'

results=()
status=0

# Runs `swift build --build-tests` then `swift test --skip-build` with the given arguments,
# logging to SCRATCH/sanitize.log; records the times and the verdict under NAME.
run_suite() {
  local name=$1 scratch=$2
  shift 2
  mkdir -p "$scratch"
  local log=$scratch/sanitize.log
  local start=$SECONDS
  echo "== $name: swift build --build-tests $* --scratch-path $scratch"
  if ! swift build --build-tests "$@" --scratch-path "$scratch" >"$log" 2>&1; then
    grep -aE 'error:' "$log" | head -20 || true
    results+=("$name: FAILED to build (log: $log)")
    status=1
    return
  fi
  local built=$SECONDS
  echo "== $name: swift test --skip-build $* --scratch-path $scratch"
  local tested=0
  swift test --skip-build "$@" --scratch-path "$scratch" >>"$log" 2>&1 || tested=$?
  local finished=$SECONDS
  local found
  found=$(grep -acE "$reports" "$log" || true)
  local counts
  counts=$({
    grep -aE 'Test run with [0-9]+ tests' "$log" | tail -1
    grep -aE 'Executed [0-9]+ tests' "$log" | tail -1
  } | sed 's/^[^A-Za-z]*//' | tr '\n' ' ' || true)
  local times="build $(((built - start) / 60)) min $(((built - start) % 60)) s, tests $(((finished - built) / 60)) min $(((finished - built) % 60)) s"
  if [ "$tested" -ne 0 ] || [ "$found" -ne 0 ]; then
    echo "   failed: exit status $tested, $found sanitizer report lines; the first:"
    grep -aE "$reports|^✘" "$log" | head -20 || true
    results+=("$name: FAILED ($times; exit status $tested, $found report lines; log: $log)")
    status=1
  else
    results+=("$name: passed, no sanitizer report ($times) $counts")
  fi
}

for kind in "${kinds[@]}"; do
  case "$kind" in
    address)
      ASAN_OPTIONS=detect_leaks=1 \
        LSAN_OPTIONS="suppressions=$root/Scripts/sanitizers/lsan.supp:print_suppressions=0" \
        run_suite address .build-asan --sanitize=address
      ;;
    thread)
      run_suite thread .build-tsan --sanitize=thread
      ;;
    undefined)
      probe=$(mktemp -d)
      echo 'print(1 + 1)' >"$probe/one.swift"
      if message=$(swiftc -sanitize=undefined "$probe/one.swift" -o "$probe/one" 2>&1); then
        rm -rf "$probe"
        run_suite undefined .build-ubsan --sanitize=undefined
      else
        rm -rf "$probe"
        echo "== undefined: UndefinedBehaviorSanitizer is not available for Swift here:"
        echo "   swiftc -sanitize=undefined: $message"
        echo "   It does NOT run. Running Swift's own undefined-behaviour checks instead: the suite"
        echo "   in release (-O keeps overflow traps and bounds checks) with run-time exclusivity"
        echo "   checks (-enforce-exclusivity=checked)."
        # `swift build` does not compile for `@testable import` in release unless told to.
        run_suite "undefined (UBSan unavailable; release with runtime checks instead)" \
          .build-release-checked -c release -Xswiftc -enable-testing \
          -Xswiftc -enforce-exclusivity=checked
      fi
      ;;
  esac
done

echo
echo "== sanitize.sh $which"
for result in "${results[@]}"; do echo "   $result"; done
exit $status
