#!/usr/bin/env python3
"""Print the package's API surface as sorted text, one line per symbol or conformance.

Usage: Scripts/public-api.py [--package] > api.txt

Runs `swift package dump-symbol-graph` (public symbols, or public and `package` ones with
--package) and prints, for every module of this package, each symbol as

    MODULE  ACCESS  KIND  PATH  DECLARATION

and each conformance or superclass as `MODULE  conforms  TYPE : PROTOCOL`. Source locations
and doc comments are left out, so moving a file or rewording a comment changes nothing;
renaming, retyping, adding or removing a declaration, or changing its access, changes a line.
Diff the output of two checkouts to see what a change did to the API.
"""

import json
import os
import re
import subprocess
import sys


def main() -> int:
    level = "package" if "--package" in sys.argv[1:] else "public"
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    run = subprocess.run(
        ["swift", "package", "dump-symbol-graph", "--skip-synthesized-members",
         "--minimum-access-level", level],
        cwd=root, capture_output=True, text=True)
    if run.returncode != 0:
        sys.stderr.write(run.stdout + run.stderr)
        return run.returncode
    match = re.search(r"Files written to (\S+)", run.stdout + run.stderr)
    if not match:
        sys.stderr.write("dump-symbol-graph did not say where it wrote the graphs\n")
        return 1
    folder = match.group(1)
    modules = set(os.listdir(os.path.join(root, "Sources")))

    lines = set()
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".symbols.json"):
            continue
        module = name[: -len(".symbols.json")].split("@")[0]
        if module not in modules:
            continue
        with open(os.path.join(folder, name), encoding="utf-8") as file:
            graph = json.load(file)
        names = {}
        for symbol in graph.get("symbols", []):
            path = ".".join(symbol["pathComponents"])
            names[symbol["identifier"]["precise"]] = path
            declaration = "".join(f["spelling"] for f in symbol.get("declarationFragments", []))
            declaration = " ".join(declaration.split())
            lines.add("\t".join(
                [module, symbol["accessLevel"], symbol["kind"]["identifier"], path, declaration]))
        for relation in graph.get("relationships", []):
            if relation["kind"] not in ("conformsTo", "inheritsFrom"):
                continue
            source = names.get(relation["source"], relation["source"])
            target = relation.get("targetFallback") or names.get(relation["target"], relation["target"])
            lines.add("\t".join([module, relation["kind"], source, target]))
    sys.stdout.write("".join(line + "\n" for line in sorted(lines)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
