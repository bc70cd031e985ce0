extension FaceTable {
  /// The sum of the advances of `text`'s scalars, plus the kerning adjustments between
  /// adjacent ones when `kerning` is true, in units.
  ///
  /// Walks the UTF-8 bytes in place (Swift's native strings are contiguous UTF-8):
  /// iterating `unicodeScalars` costs several times more per scalar, in index validation.
  package func units(of text: Substring, kerning: Bool) -> Int {
    let kerning = kerning && hasKerning
    let contiguous = text.utf8.withContiguousStorageIfAvailable { bytes in
      self.units(ofUTF8: bytes, kerning: kerning)
    }
    return contiguous ?? units(ofScalars: text.unicodeScalars, kerning: kerning)
  }

  private func units(ofUTF8 bytes: UnsafeBufferPointer<UInt8>, kerning: Bool) -> Int {
    latin1.withUnsafeBufferPointer { latin1 in
      asciiPairs.withUnsafeBufferPointer { asciiPairs in
        // Wrapping arithmetic: a sum of advances under 2^31 units per scalar cannot overflow
        // an Int before memory runs out, and the overflow checks cost a branch per scalar.
        var total = 0
        var previous = UInt32.max  // no scalar yet
        var i = 0
        while i < bytes.count {
          let lead = bytes[i]
          let value: UInt32
          if lead < 0x80 {
            value = UInt32(lead)
            i &+= 1
          } else {
            let (decoded, length) = Self.decode(bytes, at: i)
            value = decoded
            i &+= length
          }
          total &+= Int(value < 256 ? latin1[Int(value)] : advanceBeyondLatin1(value))
          if kerning, previous != .max {
            total &+=
              previous | value < 128
              ? Int(asciiPairs[Int(previous) << 7 | Int(value)])
              : Int(kerningBeyondASCII(previous, value))
          }
          previous = value
        }
        return total
      }
    }
  }

  /// The same sum over scalars, for a string whose UTF-8 is not contiguous in memory (a
  /// bridged string on Apple platforms).
  ///
  /// `package` so the tests can hold the UTF-8 walk against it on Linux, where every string
  /// is contiguous; not API.
  package func units(ofScalars scalars: Substring.UnicodeScalarView, kerning: Bool) -> Int {
    var total = 0
    var previous = UInt32.max  // no scalar yet
    for scalar in scalars {
      total += Int(advance(of: scalar))
      if kerning, previous != .max { total += Int(self.kerning(previous, scalar.value)) }
      previous = scalar.value
    }
    return total
  }

  /// The scalar whose UTF-8 encoding starts at `bytes[i]` (a byte of 0x80 or more), and the
  /// number of its bytes.
  ///
  /// A sequence cut short, as at the edge of a substring that splits a scalar, decodes to
  /// U+FFFD, one byte at a time.
  private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> (UInt32, Int) {
    func continuation(_ k: Int) -> UInt32? {
      i + k < bytes.count && bytes[i + k] & 0xC0 == 0x80 ? UInt32(bytes[i + k] & 0x3F) : nil
    }
    let lead = UInt32(bytes[i])
    switch lead {
    case 0xC0...0xDF:
      if let c1 = continuation(1) { return ((lead & 0x1F) << 6 | c1, 2) }
    case 0xE0...0xEF:
      if let c1 = continuation(1), let c2 = continuation(2) {
        return ((lead & 0x0F) << 12 | c1 << 6 | c2, 3)
      }
    case 0xF0...0xF7:
      if let c1 = continuation(1), let c2 = continuation(2), let c3 = continuation(3) {
        return ((lead & 0x07) << 18 | c1 << 12 | c2 << 6 | c3, 4)
      }
    default: break
    }
    return (0xFFFD, 1)
  }
}
