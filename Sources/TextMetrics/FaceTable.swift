/// A face's metrics arranged for measuring: a dense table for Latin-1, sorted arrays beyond.
///
/// Built once per face from its ``FaceData`` (or, for the box font, from its definition).
/// Every lookup is a load or a binary search over arrays built here, so measuring allocates
/// nothing.
///
/// A class, so that handing a face to the measuring loop copies one reference rather than
/// seven arrays. `package` so the tests can look up single advances and pairs; not API.
package final class FaceTable: Sendable {
  /// The units of an em; advances and adjustments are in these units.
  package let unitsPerEm: Int32
  /// Ascender, descender (positive) and line gap, in units.
  package let ascender: Int32
  package let descender: Int32
  package let lineGap: Int32
  /// The advance of every scalar below U+0100, the rules of ``ScalarClass`` applied.
  let latin1: [Int32]
  /// The scalars from U+0100 up that the face has a glyph for (ignored ones excluded),
  /// ascending, and their advances.
  private let scalars: [UInt32]
  private let advances: [Int32]
  /// The advance of a scalar of class ``ScalarClass/narrow`` that the face lacks.
  private let narrowFallback: Int32
  /// The advance of a scalar of class ``ScalarClass/wide`` that the face lacks: 1 em.
  private let wideFallback: Int32
  /// The adjustments of the pairs of two ASCII scalars, at `left << 7 | right` (0: no pair).
  /// Most pairs in running text are ASCII; a 32 KB matrix answers them with one load, where
  /// the binary search below mispredicts a branch at nearly every step (text-bench, kerned
  /// Nimbus Sans: about 3× the unkerned time with the search alone, 1.4× with the matrix).
  let asciiPairs: [Int16]
  /// Kerning pairs as `left << 32 | right`, ascending, and their adjustments.
  private let pairKeys: [UInt64]
  private let pairAdjustments: [Int32]
  /// For a left scalar `l` below U+0100, its pairs are `pairKeys[pairStart[l]..<pairStart[l + 1]]`;
  /// pairs with larger left scalars are `pairKeys[pairStart[256]...]`.
  private let pairStart: [Int]

  /// Whether the face has any kerning pairs.
  package var hasKerning: Bool { !pairKeys.isEmpty }

  /// The lookup tables for the generated `data`.
  ///
  /// Scalars the face lacks are measured by their ``ScalarClass``: narrow ones as the face's
  /// "?" (or half an em, should a face lack "?").
  convenience init(_ data: FaceData) {
    var scalars: [UInt32] = []
    var advances: [Int32] = []
    var latin1Glyphs = [Int32?](repeating: nil, count: 256)
    var question = data.unitsPerEm / 2
    var i = 0
    while i + 1 < data.advances.count {
      let value = UInt32(data.advances[i])
      let advance = data.advances[i + 1]
      i += 2
      if value == 0x3F { question = advance }
      if value < 256 {
        latin1Glyphs[Int(value)] = advance
      } else if let scalar = Unicode.Scalar(value), ScalarClass(scalar) != .ignored {
        scalars.append(value)
        advances.append(advance)
      }
    }
    var keys: [UInt64] = []
    var adjustments: [Int32] = []
    keys.reserveCapacity(data.kerning.count / 3)
    adjustments.reserveCapacity(data.kerning.count / 3)
    var k = 0
    while k + 2 < data.kerning.count {
      keys.append(UInt64(UInt32(data.kerning[k])) << 32 | UInt64(UInt32(data.kerning[k + 1])))
      adjustments.append(data.kerning[k + 2])
      k += 3
    }
    self.init(
      unitsPerEm: data.unitsPerEm, ascender: data.ascender, descender: data.descender,
      lineGap: data.lineGap, latin1Glyphs: latin1Glyphs, scalars: scalars, advances: advances,
      narrowFallback: question, pairKeys: keys, pairAdjustments: adjustments)
  }

  /// The box test font: every scalar a glyph 1 em wide (ignored ones and combining marks
  /// excepted, as in every face), ascender 0.8 em, descender 0.2 em, no line gap.
  convenience init(boxWithUnitsPerEm unitsPerEm: Int32) {
    self.init(
      unitsPerEm: unitsPerEm, ascender: unitsPerEm * 4 / 5, descender: unitsPerEm / 5,
      lineGap: 0, latin1Glyphs: [Int32?](repeating: nil, count: 256), scalars: [],
      advances: [], narrowFallback: unitsPerEm, pairKeys: [], pairAdjustments: [])
  }

  private init(
    unitsPerEm: Int32, ascender: Int32, descender: Int32, lineGap: Int32,
    latin1Glyphs: [Int32?], scalars: [UInt32], advances: [Int32], narrowFallback: Int32,
    pairKeys: [UInt64], pairAdjustments: [Int32]
  ) {
    self.unitsPerEm = unitsPerEm
    self.ascender = ascender
    self.descender = descender
    self.lineGap = lineGap
    self.scalars = scalars
    self.advances = advances
    self.narrowFallback = narrowFallback
    self.wideFallback = unitsPerEm
    self.pairKeys = pairKeys
    self.pairAdjustments = pairAdjustments
    var latin1 = [Int32](repeating: 0, count: 256)
    for value in 0..<256 {
      // Every value below 256 is a valid scalar.
      let scalar = Unicode.Scalar(UInt8(value))
      switch ScalarClass(scalar) {
      case .ignored: latin1[value] = 0
      case .mark: latin1[value] = latin1Glyphs[value] ?? 0
      case .wide: latin1[value] = latin1Glyphs[value] ?? unitsPerEm
      case .narrow: latin1[value] = latin1Glyphs[value] ?? narrowFallback
      }
    }
    self.latin1 = latin1
    var start = [Int](repeating: pairKeys.count, count: 257)
    // Walk backwards so each left scalar's start is its first pair; lefts without pairs
    // inherit the start of the next left that has some, giving empty ranges.
    var next = pairKeys.count
    for left in stride(from: 256, through: 0, by: -1) {
      while next > 0, pairKeys[next - 1] >> 32 >= UInt64(left) { next -= 1 }
      start[left] = next
    }
    self.pairStart = start
    var asciiPairs = [Int16](repeating: 0, count: 128 * 128)
    for (key, adjustment) in zip(pairKeys, pairAdjustments) where key >> 32 < 128 {
      let right = key & 0xFFFF_FFFF
      // Adjustments are a fraction of an em (1000 units), far inside Int16.
      if right < 128 { asciiPairs[Int(key >> 32) << 7 | Int(right)] = Int16(clamping: adjustment) }
    }
    self.asciiPairs = asciiPairs
  }

  /// The advance of `scalar`, in units.
  package func advance(of scalar: Unicode.Scalar) -> Int32 {
    let value = scalar.value
    if value < 256 { return latin1[Int(value)] }
    return advanceBeyondLatin1(value)
  }

  /// The advance of the scalar `value` from U+0100 up: the face's glyph, else its class's
  /// fallback.
  func advanceBeyondLatin1(_ value: UInt32) -> Int32 {
    var low = 0
    var high = scalars.count
    while low < high {
      let middle = (low + high) / 2
      if scalars[middle] < value { low = middle + 1 } else { high = middle }
    }
    if low < scalars.count, scalars[low] == value { return advances[low] }
    switch ScalarClass(Unicode.Scalar(value) ?? "\u{FFFD}") {
    case .ignored, .mark: return 0
    case .wide: return wideFallback
    case .narrow: return narrowFallback
    }
  }

  /// The kerning adjustment between `left` and `right` (0 when the face has no such pair),
  /// in units.
  package func kerning(_ left: Unicode.Scalar, _ right: Unicode.Scalar) -> Int32 {
    kerning(left.value, right.value)
  }

  /// The kerning adjustment between the scalars `l` and `r`, in units.
  func kerning(_ l: UInt32, _ r: UInt32) -> Int32 {
    if l | r < 128 { return Int32(asciiPairs[Int(l) << 7 | Int(r)]) }
    return kerningBeyondASCII(l, r)
  }

  /// The kerning adjustment between `l` and `r`, one of them U+0080 or above, in units.
  func kerningBeyondASCII(_ l: UInt32, _ r: UInt32) -> Int32 {
    let lower: Int
    let upper: Int
    if l < 256 {
      lower = pairStart[Int(l)]
      upper = pairStart[Int(l) + 1]
    } else {
      lower = pairStart[256]
      upper = pairKeys.count
    }
    if lower == upper { return 0 }
    let key = UInt64(l) << 32 | UInt64(r)
    var low = lower
    var high = upper
    while low < high {
      let middle = (low + high) / 2
      if pairKeys[middle] < key { low = middle + 1 } else { high = middle }
    }
    return low < upper && pairKeys[low] == key ? pairAdjustments[low] : 0
  }
}
