#!/usr/bin/env bash
# Coverage-guided fuzzing with libFuzzer (SPEC §18, issue 20): one target per reader of user
# input, each a few lines in Fuzz/ over TrussFuzzing's FuzzTarget.
#
#   Scripts/fuzz.sh list                 the targets
#   Scripts/fuzz.sh TARGET SECONDS [LIBFUZZER FLAGS...]
#                                        build TARGET (release, -sanitize=fuzzer,address)
#                                        and fuzz it for SECONDS
#   Scripts/fuzz.sh TARGET replay FILE...  run inputs once (a crash's, say) and stop
#
# Every run starts from the seed corpus, gathered from the examples and the
# tests into Fuzz/.seeds/TARGET, plus the regression corpus
# Tests/TrussFuzzingTests/FuzzRegressions/TARGET; what it learns is kept in
# Fuzz/.corpus/TARGET for the next run. Inputs take at most 10 s each (a hang is a finding)
# and 2 GB. A crash, a trap or a broken invariant leaves its input in
# Fuzz/.artifacts/TARGET/; fix the bug, then copy the input into the regression corpus,
# which `swift test` runs (FuzzRegressionTests). The final statistics (executions per
# second, `cov:` and `ft:`) are printed at the end. FUZZ_BUILD=0 runs the last build as it is.
#
# The build: a nested package (Fuzz/Package.swift) whose executables call libFuzzer's
# LLVMFuzzerRunDriver from main.swift (SwiftPM renames an executable's entry point, so
# libFuzzer's own main and -parse-as-library do not link), every module compiled with
# -sanitize=fuzzer,address (coverage and AddressSanitizer), the C of libYAML with
# -fsanitize=fuzzer-no-link,address, linked by lld (gold fails on the instrumented objects).
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
FUZZ="$ROOT/Fuzz"
TARGETS="script vfl document-yaml document-json apple-log"

usage() {
  sed -n '2,24p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'
  exit 2
}

[ $# -ge 1 ] || usage
if [ "$1" = list ]; then
  for target in $TARGETS; do echo "$target"; done
  exit 0
fi
[ $# -ge 2 ] || usage
TARGET=$1
shift
case " $TARGETS " in *" $TARGET "*) ;; *) echo "unknown target '$TARGET'"; usage ;; esac

# Seeds: every input the project already has for this reader.
seed() {
  local seeds="$FUZZ/.seeds/$TARGET"
  rm -rf "$seeds"
  mkdir -p "$seeds"
  case "$TARGET" in
    script)
      # The example scripts and the scripts written in the solver's tests.
      cp "$ROOT"/Examples/solver/*.tcs "$ROOT"/Examples/enaml-like.tcs "$seeds"/
      python3 - "$ROOT" "$seeds" <<'PY'
import pathlib, re, sys, textwrap
root, target = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
for path in sorted((root / "Tests/CassowaryTests").glob("*.swift")):
    for i, block in enumerate(re.findall(r'"""\n(.*?)\n\s*"""', path.read_text(), re.S)):
        if "\\(" not in block and ("constraint " in block or "edit " in block):
            (target / f"{path.stem}-{i}.tcs").write_text(textwrap.dedent(block) + "\n")
PY
      ;;
    vfl)
      # The formats written in the tests, the examples and the documents, one per file.
      grep -rhoE '"(H:|V:|\||\[)[^"]*"' "$ROOT"/Tests/VisualFormatTests "$ROOT"/Examples \
        "$ROOT"/Tests/LayoutDocumentTests | sed 's/^"//; s/"$//' | sort -u \
        | awk -v dir="$seeds" '{ f = sprintf("%s/%04d", dir, NR); printf "%s", $0 > f; close(f) }'
      ;;
    document-yaml | document-json)
      # The example documents and the documents written in the loader's tests; for JSON, the
      # same documents converted (PyYAML), compact and indented.
      python3 - "$ROOT" "$seeds" "$TARGET" <<'PY'
import json, pathlib, re, sys, textwrap
root, target, kind = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2]), sys.argv[3]
texts = [(p.stem, p.read_text()) for p in sorted((root / "Examples/documents").glob("*.yaml"))]
for path in sorted((root / "Tests/LayoutDocumentTests").glob("*.swift")):
    for i, block in enumerate(re.findall(r'"""\n(.*?)\n\s*"""', path.read_text(), re.S)):
        if "\\(" not in block and ("views" in block or "window" in block):
            texts.append((f"{path.stem}-{i}", textwrap.dedent(block) + "\n"))
for i, (name, text) in enumerate(texts):
    if kind == "document-yaml":
        (target / f"{i:04d}-{name}.yaml").write_text(text)
        continue
    try:
        import yaml
        value = yaml.safe_load(text)
    except Exception:
        continue
    if not isinstance(value, dict):
        continue
    (target / f"{i:04d}-{name}.json").write_text(json.dumps(value, separators=(",", ":")))
    (target / f"{i:04d}-{name}-indented.json").write_text(json.dumps(value, indent=2) + "\n")
PY
      ;;
    apple-log)
      cp "$ROOT"/Tests/LayoutDiagnosticsTests/Logs/*.log "$seeds"/
      ;;
  esac
  echo "$seeds"
}

if [ "$1" = replay ]; then
  MODE=replay
  shift
else
  MODE=fuzz
  SECONDS_TO_RUN=$1
  shift
fi

if [ "${FUZZ_BUILD:-1}" = 1 ]; then
  echo "== building fuzz-$TARGET (release, -sanitize=fuzzer,address)" >&2
  swift build -c release --package-path "$FUZZ" --product "fuzz-$TARGET" \
  -Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=fuzzer-no-link,address -Xswiftc -use-ld=lld >&2
fi
BINARY="$FUZZ/.build/release/fuzz-$TARGET"

# Swift's crash backtracer, under AddressSanitizer, can hang a crashing input's process.
export SWIFT_BACKTRACE=enable=no
FLAGS=(-timeout=10 -rss_limit_mb=2048 -print_final_stats=1)
if [ "$MODE" = replay ]; then
  exec "$BINARY" "${FLAGS[@]}" "$@"
fi

SEEDS=$(seed)
CORPUS="$FUZZ/.corpus/$TARGET"
ARTIFACTS="$FUZZ/.artifacts/$TARGET"
mkdir -p "$CORPUS" "$ARTIFACTS"
DICT="$FUZZ/dictionaries/$TARGET.dict"
# Documents and logs are longer than libFuzzer's default 4 KB inputs.
case "$TARGET" in
  document-*|apple-log) FLAGS+=(-max_len=16384) ;;
  *) FLAGS+=(-max_len=4096) ;;
esac
echo "== fuzzing $TARGET for $SECONDS_TO_RUN s ($(ls "$SEEDS" | wc -l) seeds)" >&2
exec "$BINARY" "${FLAGS[@]}" -dict="$DICT" -max_total_time="$SECONDS_TO_RUN" \
  -artifact_prefix="$ARTIFACTS/" "$@" \
  "$CORPUS" "$SEEDS" "$ROOT/Tests/TrussFuzzingTests/FuzzRegressions/$TARGET"
