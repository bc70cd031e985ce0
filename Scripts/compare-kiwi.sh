#!/usr/bin/env bash
# Compares Truss's solver with kiwi (kiwisolver 1.5.1, C++) on the same constraint scripts.
#
#   Scripts/compare-kiwi.sh [--quick] [--repeat K] [--timeout SECONDS]
#
# 1. Fetches kiwisolver 1.5.1's source distribution with pip (cached in Scripts/.kiwi/) and
#    builds Scripts/kiwi/kiwi-bench.cpp against its header-only `kiwi/` with g++ -O2.
# 2. Builds tcs-bench and make-workloads (Benchmarks/ package) in release mode and writes
#    the workloads to Scripts/.kiwi/workloads/.
# 3. Runs both drivers on every workload. Each parses the script first (not timed), then
#    times only the execution of the operations, and reports the shortest of K runs with a
#    fresh solver each (`--repeat`, default 3; the 10,000-view workloads run once). A run
#    that takes longer than the time limit (`--timeout`, default 120 s, per driver and
#    workload) is stopped and reported as not finished.
# 4. Prints the machine, one Markdown table (workload, N, kiwi ms, Truss ms, speed-up) and
#    whether the two drivers printed the same values (error and unsatisfiable lines are
#    compared without their messages and conflict lists, which kiwi does not have).
#
# --quick: only the 100- and 1,000-view workloads (and the enaml-like form); the optional
# kinds (fill, form, weakgrid, tied) always run at their own sizes.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
WORK="$ROOT/Scripts/.kiwi"
KIWI_VERSION=1.5.1
REPEAT=3
TIMEOUT=120
SIZES="100,1000,10000"

usage() {
  echo "usage: Scripts/compare-kiwi.sh [--quick] [--repeat K] [--timeout SECONDS]" >&2
  exit 2
}

while [ $# -gt 0 ]; do
  case "$1" in
    --quick) SIZES="100,1000" ;;
    --repeat)
      [ $# -ge 2 ] || usage
      REPEAT=$2
      shift
      ;;
    --timeout)
      [ $# -ge 2 ] || usage
      TIMEOUT=$2
      shift
      ;;
    -h | --help) usage ;;
    *) usage ;;
  esac
  shift
done
[[ "$REPEAT" =~ ^[1-9][0-9]*$ ]] || usage
[[ "$TIMEOUT" =~ ^[1-9][0-9]*$ ]] || usage

log() { echo "compare-kiwi: $*" >&2; }

mkdir -p "$WORK"

# 1. kiwi's source distribution and the C++ driver.
SDIST="$WORK/kiwisolver-$KIWI_VERSION"
if [ ! -f "$SDIST/kiwi/kiwi.h" ]; then
  if ! ls "$WORK"/kiwisolver-"$KIWI_VERSION".tar.gz > /dev/null 2>&1; then
    log "downloading kiwisolver $KIWI_VERSION (source distribution)"
    python3 -m pip download --no-binary :all: --no-deps "kiwisolver==$KIWI_VERSION" \
      -d "$WORK" > /dev/null
  fi
  tar -xzf "$WORK/kiwisolver-$KIWI_VERSION.tar.gz" -C "$WORK"
fi
KIWI_BENCH="$WORK/kiwi-bench"
if [ ! -x "$KIWI_BENCH" ] || [ "$ROOT/Scripts/kiwi/kiwi-bench.cpp" -nt "$KIWI_BENCH" ]; then
  log "building kiwi-bench"
  # kiwi is header-only; -isystem and -Wno-use-after-free keep g++ 12 from warning about
  # its reference counting (a false positive).
  g++ -O2 -std=c++17 -isystem "$SDIST" -Wno-use-after-free "$ROOT/Scripts/kiwi/kiwi-bench.cpp" \
    -o "$KIWI_BENCH"
fi

# 2. Truss's driver and the workloads.
log "building tcs-bench and make-workloads (release)"
swift build -c release --package-path "$ROOT/Benchmarks" --product tcs-bench >&2
swift build -c release --package-path "$ROOT/Benchmarks" --product make-workloads >&2
BIN=$(swift build -c release --package-path "$ROOT/Benchmarks" --show-bin-path)
TCS_BENCH="$BIN/tcs-bench"
WORKLOADS="$WORK/workloads"
OUT="$WORK/out"
rm -rf "$WORKLOADS" "$OUT"
mkdir -p "$WORKLOADS" "$OUT"
"$BIN/make-workloads" "$WORKLOADS" --sizes "$SIZES" > /dev/null

# 3. Runs one driver; prints its time in ms, `timeout` or `failed:CODE`.
run_driver() {
  local driver=$1 file=$2 repeat=$3 output=$4 result status
  set +e
  result=$(timeout "$TIMEOUT" "$driver" "$file" --repeat "$repeat" --output "$output" 2> "$output.err")
  status=$?
  set -e
  if [ $status -eq 124 ]; then
    echo timeout
  elif [ $status -ne 0 ]; then
    echo "failed:$status"
  else
    echo "$result" | awk '$1 == "time_ms" { print $2 }'
  fi
}

# Output with the messages of error lines and the conflict lists dropped.
normalize() {
  sed -E -e 's/^(error [0-9]+):.*/\1:/' -e 's/^(unsatisfiable [^ ]+) conflicts.*/\1 conflicts/' "$1"
}

cell() {
  case "$1" in
    timeout) echo "did not finish (> ${TIMEOUT} s)" ;;
    failed:*) echo "aborted (exit ${1#failed:})" ;;
    *) echo "$1" ;;
  esac
}

is_number() { [[ "$1" =~ ^[0-9]+(\.[0-9]+)?$ ]]; }

cpu=$(awk -F': ' '/^model name/ { print $2; exit }' /proc/cpuinfo 2> /dev/null || true)
[ -n "$cpu" ] || cpu=$(lscpu 2> /dev/null | awk -F': +' '/^Model name/ { print $2; exit }' || true)
family=$(awk -F': ' '/^cpu family/ { f = $2 } /^model\t/ { m = $2 } END { if (f != "") print " (family " f ", model " m ")" }' /proc/cpuinfo 2> /dev/null || true)
echo "Machine: $(uname -m), ${cpu:-unknown CPU}${family}, $(nproc) cores; $(uname -sr)"
echo "Compilers: $(g++ --version | head -n 1); $(swift --version 2>&1 | grep -m 1 -o 'Swift version [^ ]*')"
echo "kiwi: kiwisolver $KIWI_VERSION headers, g++ -O2. Truss: swift build -c release."
echo "Times: the shortest of $REPEAT runs (10,000 views: 1 run), parsing excluded; limit ${TIMEOUT} s."
echo
echo "| workload | N | kiwi (ms) | Truss (ms) | speed-up |"
echo "| --- | ---: | ---: | ---: | ---: |"

notes=()
files=("$WORKLOADS/enaml.tcs")
for kind in siblings chain grid nested churn; do
  IFS=, read -ra sizes <<< "$SIZES"
  for n in "${sizes[@]}"; do files+=("$WORKLOADS/$kind-$n.tcs"); done
done
# Competing and tied optional constraints (Workloads.optionalKinds), at their own sizes.
for name in fill-50 fill-100 fill-200 fill-1000 form-100 weakgrid-900 tied-1000; do
  files+=("$WORKLOADS/$name.tcs")
done

for file in "${files[@]}"; do
  name=$(basename "$file" .tcs)
  kind=${name%%-*}
  n=${name#*-}
  [ "$kind" = enaml ] && n="—"
  repeat=$REPEAT
  [ "$n" = 10000 ] && repeat=1
  log "running $name"
  kiwi=$(run_driver "$KIWI_BENCH" "$file" "$repeat" "$OUT/$name.kiwi.out")
  truss=$(run_driver "$TCS_BENCH" "$file" "$repeat" "$OUT/$name.truss.out")
  if is_number "$kiwi" && is_number "$truss"; then
    speedup=$(awk -v k="$kiwi" -v t="$truss" 'BEGIN { if (t > 0) printf "%.1f×", k / t; else print "—" }')
  elif ! is_number "$kiwi" && is_number "$truss"; then
    speedup=$(awk -v k="$TIMEOUT" -v t="$truss" -v s="$kiwi" \
      'BEGIN { if (s == "timeout" && t > 0) printf "> %.0f×", k * 1000 / t; else print "—" }')
  else
    speedup="—"
  fi
  echo "| $kind | $n | $(cell "$kiwi") | $(cell "$truss") | $speedup |"

  # Compare what the two printed.
  if is_number "$kiwi" && is_number "$truss"; then
    if cmp -s <(normalize "$OUT/$name.kiwi.out") <(normalize "$OUT/$name.truss.out"); then
      notes+=("- $name: same output ($(wc -l < "$OUT/$name.truss.out") lines)")
    else
      difference=$(diff <(normalize "$OUT/$name.kiwi.out") <(normalize "$OUT/$name.truss.out") \
        || true)
      first=$(echo "$difference" | head -n 5 | sed 's/^/    /')
      count=$(echo "$difference" | grep -c '^<' || true)
      notes+=("- $name: DIFFERENT output ($count kiwi lines differ); first differences (< kiwi, > Truss):
$first")
    fi
  else
    notes+=("- $name: not compared (kiwi: $(cell "$kiwi"); Truss: $(cell "$truss"))")
  fi
done

echo
echo "Outputs (Scripts/.kiwi/out/NAME.kiwi.out and NAME.truss.out):"
printf '%s\n' "${notes[@]}"
