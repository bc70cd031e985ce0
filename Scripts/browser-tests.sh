#!/usr/bin/env bash
# The live preview's end-to-end tests (issue 17): `truss preview` driven by a real headless
# Chromium (Debian's `chromium` package) through Playwright for Python, plus raw-socket tests
# of what the server refuses. Tests/BrowserTests holds them.
#
# Usage (from anywhere in the package):
#   Scripts/browser-tests.sh                    build truss (debug) and run the tests
#   Scripts/browser-tests.sh --install          first install what is missing, as root:
#                                               apt-get install chromium, pip install playwright
#   Scripts/browser-tests.sh --measure [WHAT]   save -> drawing latency and memory (not in CI);
#                                               WHAT: document, swift, memory, requests
#                                               (default: all)
#   Scripts/browser-tests.sh --screenshot PATH  the README's screenshot (Docs/preview.png)
#   --release                                   with any of the above: truss built in release
#
# Without Chromium (TRUSS_CHROMIUM, else /usr/bin/chromium, else chromium on the PATH) or
# without Playwright for Python, it says so and exits 0: the tests are skipped, not failed.
# It never runs `playwright install`: the browser is the system's.
set -euo pipefail
cd "$(dirname "$0")/.."

PLAYWRIGHT_VERSION=1.48.0
install=0
configuration=debug
mode=test
what=()
shot=
while [ $# -gt 0 ]; do
  case "$1" in
    --install) install=1 ;;
    --release) configuration=release ;;
    --measure) mode=measure ;;
    --screenshot) mode=screenshot; shot=${2:?--screenshot needs a PATH}; shift ;;
    document | swift | memory | requests) what+=("$1") ;;
    -h | --help) sed -n '2,19p' "$0"; exit 0 ;;
    *) echo "browser-tests.sh: unknown argument $1" >&2; exit 2 ;;
  esac
  shift
done

find_chromium() {
  for candidate in "${TRUSS_CHROMIUM:-}" /usr/bin/chromium "$(command -v chromium 2>/dev/null || true)"; do
    if [ -n "$candidate" ] && [ -x "$candidate" ]; then echo "$candidate"; return 0; fi
  done
  return 1
}
has_playwright() { python3 -c 'import playwright.sync_api' >/dev/null 2>&1; }

# Installing never fails the run (no root, no network: the tests are then skipped).
if [ "$install" = 1 ]; then
  if [ "$(id -u)" != 0 ]; then
    echo "== not root: installing nothing (chromium, playwright)"
  else
    if ! find_chromium >/dev/null && command -v apt-get >/dev/null; then
      echo "== installing chromium (Debian's package, for the browser tests)"
      timeout 300 apt-get install -y -qq chromium >/dev/null 2>&1 \
        || (timeout 120 apt-get update -qq >/dev/null 2>&1 \
          && timeout 300 apt-get install -y -qq chromium >/dev/null 2>&1) \
        || echo "   (not installed: the browser tests will be skipped)"
    fi
    if ! has_playwright && command -v python3 >/dev/null; then
      echo "== installing playwright==$PLAYWRIGHT_VERSION for Python (its driver only, no browsers)"
      timeout 300 python3 -m pip install -q --disable-pip-version-check \
        "playwright==$PLAYWRIGHT_VERSION" >/dev/null 2>&1 \
        || timeout 300 python3 -m pip install -q --disable-pip-version-check \
          --break-system-packages "playwright==$PLAYWRIGHT_VERSION" >/dev/null 2>&1 \
        || echo "   (not installed: the browser tests will be skipped)"
    fi
  fi
fi

if ! command -v python3 >/dev/null; then
  echo "== browser tests skipped: no python3"
  exit 0
fi
if ! chromium=$(find_chromium); then
  echo "== browser tests skipped: no Chromium (apt-get install chromium, or set TRUSS_CHROMIUM;"
  echo "   Scripts/browser-tests.sh --install does it as root)"
  exit 0
fi
if ! has_playwright; then
  echo "== browser tests skipped: no Playwright for Python (pip install playwright==$PLAYWRIGHT_VERSION;"
  echo "   Scripts/browser-tests.sh --install does it as root; never 'playwright install')"
  exit 0
fi

echo "== swift build -c $configuration --product truss (for the browser tests)"
swift build -c "$configuration" --product truss
TRUSS_BIN="$(swift build -c "$configuration" --product truss --show-bin-path)/truss"
export TRUSS_BIN TRUSS_CHROMIUM="$chromium" PYTHONDONTWRITEBYTECODE=1

case "$mode" in
  test)
    echo "== browser tests: $("$chromium" --version 2>/dev/null | head -1), playwright $(python3 -c 'from importlib.metadata import version; print(version("playwright"))')"
    python3 -m unittest discover -s Tests/BrowserTests -p 'test_*.py' -v
    ;;
  measure) python3 Tests/BrowserTests/measure.py "${what[@]}" ;;
  screenshot) python3 Tests/BrowserTests/measure.py --screenshot "$shot" ;;
esac
