#!/bin/sh
# Takes the README's screenshots of the gallery with headless Chromium (`chromium` on the
# PATH, or TRUSS_CHROMIUM): Docs/gallery.png (the whole gallery's first screen) and
# Docs/gallery-containers.png (the stack and scroll view examples on every device) and
# Docs/gallery-grid.png (the grid view example on every device).
# Usage: Scripts/gallery-screenshot.sh   (from the package root)
set -eu
chromium=${TRUSS_CHROMIUM:-chromium}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swift build --product truss >/dev/null
truss=$(swift build --product truss --show-bin-path)/truss
shoot() { # HTML PNG HEIGHT
  "$chromium" --headless --no-sandbox --disable-gpu --hide-scrollbars \
    --window-size="1600,$3" --screenshot="$2" "file://$1" 2>/dev/null
}
"$truss" gallery -o "$work/gallery.html" --quiet
shoot "$work/gallery.html" Docs/gallery.png 2000
mkdir "$work/containers"
cp Examples/documents/settings-stacks.yaml Examples/documents/scroll-column.yaml \
  "$work/containers/"
"$truss" gallery --examples "$work/containers" -o "$work/containers.html" --quiet
shoot "$work/containers.html" Docs/gallery-containers.png 2400
mkdir "$work/grid"
cp Examples/documents/preferences-grid.yaml "$work/grid/"
"$truss" gallery --examples "$work/grid" -o "$work/grid.html" --quiet
shoot "$work/grid.html" Docs/gallery-grid.png 1400
