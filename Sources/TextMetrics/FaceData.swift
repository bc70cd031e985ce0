/// One font face's metrics as `Scripts/generate-text-metrics.py` writes them, in font units.
///
/// The generated files (`Generated/*.swift`) each define one of these from a face's AFM and
/// OpenType files. Flat integer arrays keep those files quick to compile; ``FaceTable``
/// turns them into lookup structures once, on first use.
///
/// `package` so the tests can check the tables against the AFM files; not API.
package struct FaceData: Sendable {
  /// The face's PostScript name, as in its AFM file.
  package let name: String
  /// The units of an em (1000 for these Type 1 fonts).
  package let unitsPerEm: Int32
  /// `hhea` ascender: from the baseline up.
  package let ascender: Int32
  /// `hhea` descender, made positive: from the baseline down.
  package let descender: Int32
  /// `hhea` line gap.
  package let lineGap: Int32
  /// (scalar, advance) pairs, flattened, ascending by scalar.
  package let advances: [Int32]
  /// (left scalar, right scalar, adjustment) triples, flattened, ascending by left, then
  /// right. Adjustments are never 0.
  package let kerning: [Int32]
}
