#!/usr/bin/env bash
# End-to-end benchmark of `truss render --all-devices` on the weather example: the release
# binary loads the document, lays it out, checks it and draws it on every device profile in
# both orientations (20 layouts) into one HTML page.
#
# Usage: Scripts/bench-render.sh [RUNS]     (default 20 runs after 3 warm-ups)
# Uses hyperfine when installed (Debian's hyperfine package); otherwise times a loop.
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-20}"
document=Examples/documents/weather.yaml
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

swift build -c release --product truss >/dev/null
truss="$(swift build -c release --show-bin-path)/truss"
command=("$truss" render "$document" --all-devices --quiet -o "$out/matrix.html")

"${command[@]}"
echo "output: $(wc -c <"$out/matrix.html") bytes of HTML, $(grep -o '<svg' "$out/matrix.html" | wc -l) layouts"
if [ -x /usr/bin/time ]; then
  /usr/bin/time -f "peak memory: %M KiB, one run %e s" "${command[@]}"
fi
if command -v hyperfine >/dev/null; then
  hyperfine --warmup 3 --runs "$runs" --style basic "$(printf '%q ' "${command[@]}")"
else
  start=$(date +%s%N)
  for _ in $(seq "$runs"); do "${command[@]}"; done
  end=$(date +%s%N)
  echo "mean: $(( (end - start) / runs / 1000000 )) ms over $runs runs"
fi
