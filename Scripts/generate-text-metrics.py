#!/usr/bin/env python3
"""Generate the TextMetrics font tables from Debian's URW base-35 fonts.

Run by hand, from the repository root, when the font data should change; commit the output:

    apt-get install -y fonts-urw-base35 aglfn
    python3 Scripts/generate-text-metrics.py

It writes one Swift file per face into Sources/TextMetrics/Generated/ and the glyph-name
mapping the cross-check test uses into Tests/TextMetricsTests/Generated/. The output depends
only on the input files: running it twice, or on another machine with the same packages,
gives the same bytes (everything is sorted, nothing is timestamped).

Inputs (override with the options shown by --help):

- The AFM files of NimbusSans-Regular, NimbusSans-Bold and NimbusMonoPS-Regular from
  /usr/share/fonts/type1/urw-base35/: the advance widths (WX) and kerning pairs (KPX), in
  1000-unit em. Nimbus Sans has Helvetica's widths (and so Arial's, Liberation Sans's,
  Arimo's). NimbusMonoPS-Bold has the same glyphs, every one 600 units wide, like the
  regular face, so the Swift side reuses the regular table for bold mono (the test checks
  that this still holds).
- The Adobe Glyph List (glyphlist.txt, AGL 2.0), from Debian's `aglfn` package at
  /usr/share/aglfn/glyphlist.txt (texlive-base ships the same file). Glyph names are mapped
  to Unicode scalars through it, never through the AFM's code column: that column is the
  font's built-in encoding (AdobeStandardEncoding, where 39 is `quoteright`), not Unicode.
  Names the AGL lacks are read in its `uniXXXX` / `uXXXX[XX]` forms; variant (`a.sc`) and
  ligature (`f_i`) names and `.notdef` map to nothing. Should two glyphs map to one
  scalar, the one whose name is in the AGL wins, then the alphabetically first, and the
  script says so on stderr.
- The OpenType files (NimbusSans-Regular.otf, ...) from /usr/share/fonts/opentype/urw-base35/
  for the ascender, descender and line gap, which the AFMs give as 0. They come from the
  `hhea` table: it is what FreeType-based browsers on Linux and Core Text (UIFont's
  ascender/descender/leading) use for these fonts, whose OS/2 table does not set
  USE_TYPO_METRICS. For these faces OS/2's typo metrics are equal anyway; the script
  prints both and warns if they ever differ. The tables are read with Python's `struct`
  module: three fixed-layout records (`head`, `hhea`, `OS/2`) do not justify a dependency
  on fontTools, and the script then runs on a bare Debian with python3.

Kerning pairs with a 0 adjustment are dropped; a pair whose glyph maps to no scalar cannot
occur in Unicode text and is dropped too.
"""

import argparse
import os
import re
import struct
import subprocess
import sys

FACES = [
    # (AFM/OTF base name, Swift identifier, doc line)
    ("NimbusSans-Regular", "nimbusSansRegular", "Nimbus Sans Regular: Helvetica's widths."),
    ("NimbusSans-Bold", "nimbusSansBold", "Nimbus Sans Bold: Helvetica Bold's widths."),
    ("NimbusMonoPS-Regular", "nimbusMonoPSRegular", "Nimbus Mono PS Regular: Courier's widths."),
]

LINE_LENGTH = 100  # .swift-format's lineLength


def read_agl(path):
    """Return {glyph name: scalar} for the AGL entries that name a single scalar."""
    names = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            name, codes = line.split(";")
            values = codes.split()
            if len(values) == 1:
                names[name] = int(values[0], 16)
    return names


def scalar_for_glyph(name, agl):
    """The Unicode scalar a glyph name stands for, or None (AGL specification, one component)."""
    if "." in name or "_" in name:
        return None  # variants and ligatures: not the glyph of one scalar
    if name in agl:
        return agl[name]
    m = re.fullmatch(r"uni([0-9A-F]{4})", name)
    if m is None:
        m = re.fullmatch(r"u([0-9A-F]{4,6})", name)
    if m is None:
        return None
    value = int(m.group(1), 16)
    if 0xD800 <= value <= 0xDFFF or value > 0x10FFFF:
        return None
    return value


def read_afm(path):
    """Return ({glyph name: width}, [(left, right, adjustment)]) from an AFM file."""
    widths = {}
    kerning = []
    section = None
    with open(path, encoding="latin-1") as f:
        for line in f:
            words = line.split()
            if not words:
                continue
            key = words[0]
            if key in ("StartCharMetrics", "StartKernPairs", "StartKernPairs0"):
                section = key
            elif key in ("EndCharMetrics", "EndKernPairs"):
                section = None
            elif section == "StartCharMetrics" and key in ("C", "CH"):
                fields = dict(
                    item.strip().split(None, 1)
                    for item in line.split(";")
                    if item.strip() and len(item.strip().split(None, 1)) == 2
                )
                if "N" not in fields or "WX" not in fields:
                    sys.exit(f"{path}: a glyph without N or WX: {line.strip()}")
                widths[fields["N"]] = int(round(float(fields["WX"])))
            elif section and section.startswith("StartKernPairs"):
                if key == "KPX":
                    kerning.append((words[1], words[2], int(round(float(words[3])))))
                elif key in ("KP", "KPY", "KPH"):
                    sys.exit(f"{path}: unsupported kerning record {key}")
    return widths, kerning


def read_otf_metrics(path):
    """Return (unitsPerEm, hhea (asc, desc, gap), OS/2 typo (asc, desc, gap), fsSelection)."""
    with open(path, "rb") as f:
        data = f.read()
    (table_count,) = struct.unpack_from(">H", data, 4)
    tables = {}
    for i in range(table_count):
        tag, _checksum, offset, length = struct.unpack_from(">4sIII", data, 12 + 16 * i)
        tables[tag.decode("latin-1")] = (offset, length)
    for needed in ("head", "hhea", "OS/2"):
        if needed not in tables:
            sys.exit(f"{path}: no {needed} table")
    (units_per_em,) = struct.unpack_from(">H", data, tables["head"][0] + 18)
    hhea = struct.unpack_from(">hhh", data, tables["hhea"][0] + 4)
    os2 = tables["OS/2"][0]
    (fs_selection,) = struct.unpack_from(">H", data, os2 + 62)
    typo = struct.unpack_from(">hhh", data, os2 + 68)
    return units_per_em, hhea, typo, fs_selection


def map_face(widths, kerning, agl, face):
    """Map glyph names to scalars: ({scalar: width}, [(left, right, adj)], {scalar: glyph})."""
    candidates = {}
    for name in widths:
        scalar = scalar_for_glyph(name, agl)
        if scalar is not None:
            candidates.setdefault(scalar, []).append(name)
    glyph_for = {}
    for scalar, names in candidates.items():
        names.sort(key=lambda n: (n not in agl, n))
        if len(names) > 1:
            print(
                f"{face}: U+{scalar:04X} is {', '.join(names)}; using {names[0]}", file=sys.stderr
            )
        glyph_for[scalar] = names[0]
    scalar_for = {name: scalar for scalar, name in glyph_for.items()}
    advances = {scalar: widths[name] for scalar, name in glyph_for.items()}
    pairs = {}
    for left, right, adjustment in kerning:
        if adjustment == 0 or left not in scalar_for or right not in scalar_for:
            continue
        key = (scalar_for[left], scalar_for[right])
        if key in pairs and pairs[key] != adjustment:
            sys.exit(f"{face}: kerning pair {left} {right} given twice")
        pairs[key] = adjustment
    return advances, sorted((l, r, a) for (l, r), a in pairs.items()), glyph_for


def hex_scalar(value):
    return f"0x{value:04X}"


def literal_lines(items, indent):
    """Array elements packed greedily into lines of at most LINE_LENGTH columns."""
    lines = []
    line = ""
    for item in items:
        if line and len(indent) + len(line) + 1 + len(item) + 1 > LINE_LENGTH:
            lines.append(indent + line)
            line = ""
        line += (" " if line else "") + item + ","
    if line:
        lines.append(indent + line)
    return lines


def package_version():
    try:
        out = subprocess.run(
            ["dpkg-query", "-W", "-f", "${Version}", "fonts-urw-base35"],
            capture_output=True,
            text=True,
            check=True,
        )
        return out.stdout.strip() or "unknown"
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def swift_face(base, identifier, doc, metrics, advances, kerning, version):
    units_per_em, (ascender, descender, line_gap) = metrics
    out = [
        "// Generated by Scripts/generate-text-metrics.py; do not edit.",
        f"// Sources: {base}.afm (advance widths, kerning pairs) and {base}.otf",
        f"// (hhea ascender, descender, line gap) of Debian's fonts-urw-base35 {version}; glyph",
        "// names mapped to Unicode through the Adobe Glyph List.",
        "",
        "extension FaceData {",
        f"  /// {doc}",
        f"  package static let {identifier} = FaceData(",
        f'    name: "{base}",',
        f"    unitsPerEm: {units_per_em},",
        f"    ascender: {ascender},",
        f"    descender: {-descender},",
        f"    lineGap: {line_gap},",
        f"    // {len(advances)} (scalar, advance) pairs, by scalar.",
        "    advances: [",
    ]
    items = [f"{hex_scalar(s)}, {w}" for s, w in sorted(advances.items())]
    out += literal_lines(items, "      ")
    out.append("    ],")
    if kerning:
        out.append(f"    // {len(kerning)} (left, right, adjustment) triples, by left then right.")
        out.append("    kerning: [")
        items = [f"{hex_scalar(l)}, {hex_scalar(r)}, {a}" for l, r, a in kerning]
        out += literal_lines(items, "      ")
        out.append("    ]")
    else:
        out.append("    kerning: []")
    out += ["  )", "}", ""]
    return "\n".join(out)


def swift_glyph_names(glyph_for, version):
    out = [
        "// Generated by Scripts/generate-text-metrics.py; do not edit.",
        "// The glyph each scalar of the committed tables was read from (Adobe Glyph List, and",
        f"// uniXXXX names), for checking the tables against the AFM files of fonts-urw-base35",
        f"// {version}. The same for every generated face.",
        "",
        "/// (scalar, AFM glyph name) pairs, by scalar.",
        "let glyphNames: [(UInt32, String)] = [",
    ]
    items = [f'({hex_scalar(s)}, "{n}")' for s, n in sorted(glyph_for.items())]
    out += literal_lines(items, "  ")
    out += ["]", ""]
    return "\n".join(out)


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    print(f"wrote {path}")


def main():
    root = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--afm-dir", default="/usr/share/fonts/type1/urw-base35")
    parser.add_argument("--otf-dir", default="/usr/share/fonts/opentype/urw-base35")
    parser.add_argument("--agl", default="/usr/share/aglfn/glyphlist.txt")
    parser.add_argument("--sources", default=os.path.join(root, "Sources/TextMetrics/Generated"))
    parser.add_argument(
        "--tests", default=os.path.join(root, "Tests/TextMetricsTests/Generated")
    )
    args = parser.parse_args()

    agl = read_agl(args.agl)
    version = package_version()
    shared_glyphs = None
    for base, identifier, doc in FACES:
        widths, kerning = read_afm(os.path.join(args.afm_dir, base + ".afm"))
        units_per_em, hhea, typo, fs_selection = read_otf_metrics(
            os.path.join(args.otf_dir, base + ".otf")
        )
        if units_per_em != 1000:
            sys.exit(f"{base}: unitsPerEm {units_per_em}; the tables assume 1000 like the AFM")
        print(
            f"{base}: hhea {hhea}, OS/2 typo {typo}, USE_TYPO_METRICS "
            f"{bool(fs_selection & 0x80)}",
            file=sys.stderr,
        )
        if hhea != typo:
            print(f"{base}: warning: hhea and OS/2 typo metrics differ; using hhea",
                  file=sys.stderr)
        advances, pairs, glyph_for = map_face(widths, kerning, agl, base)
        if shared_glyphs is None:
            shared_glyphs = glyph_for
        elif glyph_for != shared_glyphs:
            sys.exit(f"{base}: maps glyphs differently from {FACES[0][0]}; extend the test mapping")
        text = swift_face(base, identifier, doc, (units_per_em, hhea), advances, pairs, version)
        write(os.path.join(args.sources, identifier[0].upper() + identifier[1:] + ".swift"), text)
    write(os.path.join(args.tests, "GlyphNames.swift"), swift_glyph_names(shared_glyphs, version))


if __name__ == "__main__":
    main()
