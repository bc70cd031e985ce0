#!/usr/bin/env bash
# Records or checks the benchmark thresholds (issue 18's regression guard).
#
#   Scripts/benchmark-thresholds.sh check [--filter REGEX]    # compare a fresh run
#   Scripts/benchmark-thresholds.sh update [--filter REGEX]   # record the current numbers
#
# Runs the ordo-one/benchmark suites of the Benchmarks/ package (SolverBenchmarks and
# LayoutBenchmarks, release builds) and compares each benchmark's p90 of every metric with
# the threshold recorded in Benchmarks/Thresholds/, within the tolerances of
# Benchmarks/Sources/BenchmarkTolerances (times ±50%, allocation counts ±2%, peak memory
# ±25%). `check` exits non-zero when a metric regressed (or improved) past its tolerance:
# after an improvement, record the new numbers with `update` and commit them.
#
# Record and check on the same, quiet machine; say in the commit which one.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
THRESHOLDS="$ROOT/Benchmarks/Thresholds"

usage() {
  echo "usage: Scripts/benchmark-thresholds.sh check|update [--filter REGEX]" >&2
  exit 2
}

[ $# -ge 1 ] || usage
ACTION=$1
shift
FILTER=()
while [ $# -gt 0 ]; do
  case "$1" in
    --filter)
      [ $# -ge 2 ] || usage
      FILTER=(--filter "$2")
      shift
      ;;
    *) usage ;;
  esac
  shift
done

cd "$ROOT"
case "$ACTION" in
  update)
    swift package --package-path Benchmarks --allow-writing-to-package-directory \
      benchmark thresholds update --path "$THRESHOLDS" "${FILTER[@]}"
    ;;
  check)
    swift package --package-path Benchmarks \
      benchmark thresholds check --path "$THRESHOLDS" "${FILTER[@]}"
    ;;
  *) usage ;;
esac
