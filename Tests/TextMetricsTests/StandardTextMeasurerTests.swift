import Testing
import TextMetrics

/// Widths computed by hand from the AFM values of fonts-urw-base35 (quoted in each test), so
/// these run without the fonts installed.
@Suite("StandardTextMeasurer widths")
struct StandardTextMeasurerTests {
  let measurer = StandardTextMeasurer()
  let sans12 = FontSpec(family: .sans, size: 12)
  let bold12 = FontSpec(family: .sans, size: 12, bold: true)

  /// Whether `a` and `b` agree to far better than the 1/1000 point the layout needs.
  func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

  @Test("\"Hello\" in Nimbus Sans 12 pt is its AFM advances × 12/1000")
  func hello() {
    // H 722, e 556, l 222, l 222, o 556: 2278 units; KPX e l -4.
    #expect(close(measurer.width(of: "Hello", font: sans12, kerning: false), 27.336))
    #expect(close(measurer.width(of: "Hello", font: sans12), 27.288))
    // Bold: H 722, e 556, l 278, l 278, o 611: 2445 units; KPX e l 1.
    #expect(close(measurer.width(of: "Hello", font: bold12, kerning: false), 29.34))
    #expect(close(measurer.width(of: "Hello", font: bold12), 29.352))
  }

  @Test("Kerning pairs apply when kerning is on, and not when it is off")
  func kerning() {
    // A 667, V 667; KPX A V -71, KPX V A -68.
    #expect(close(measurer.width(of: "AV", font: sans12, kerning: false), 16.008))
    #expect(close(measurer.width(of: "AV", font: sans12, kerning: true), 15.156))
    #expect(close(measurer.width(of: "AVA", font: sans12), 22.344))
    // Bold: A 722, V 667; KPX A V -67.
    #expect(close(measurer.width(of: "AV", font: bold12), 15.864))
    // T 611, o 556; KPX T o -91 (units at 1000 pt are points).
    let sans1000 = FontSpec(family: .sans, size: 1000)
    #expect(measurer.width(of: "To", font: sans1000) == 1076)
    // Pairs beyond ASCII (at 1000 pt, units are points): Aacute 667 + V 667 - 71;
    // T 611 + odieresis 556 - 40; L 556 + quoteright 222 - 147; quotedblleft 333 + A 667
    // - 50; Aacute 667 + Tcaron 611 - 93.
    #expect(measurer.width(of: "ÁV", font: sans1000) == 1263)
    #expect(measurer.width(of: "Tö", font: sans1000) == 1127)
    #expect(measurer.width(of: "L\u{2019}", font: sans1000) == 631)
    #expect(measurer.width(of: "\u{201C}A", font: sans1000) == 950)
    #expect(measurer.width(of: "Á\u{164}", font: sans1000) == 1185)
    #expect(measurer.width(of: "Á\u{164}", font: sans1000, kerning: false) == 1278)
  }

  @Test("The UTF-8 walk agrees with the scalar walk used for non-contiguous strings")
  func utf8Walk() {
    let text: Substring = "Ťo “AV”, Ærø & Łódź: 日本 😀 e\u{301} \u{AD}\u{E01} TöLÁV"
    for face in [FaceTable.sansRegular, .sansBold, .monoRegular, .box] {
      for kerning in [false, true] {
        #expect(
          face.units(of: text, kerning: kerning)
            == face.units(ofScalars: text.unicodeScalars, kerning: kerning))
      }
    }
  }

  @Test("Glyphs are found by AGL name, not by the AFM's code column")
  func glyphList() {
    // U+0027 is quotesingle (191), which AdobeStandardEncoding does not put at code 39
    // (quoteright, 222, is U+2019).
    let sans1000 = FontSpec(family: .sans, size: 1000)
    #expect(measurer.width(of: "'", font: sans1000) == 191)
    #expect(measurer.width(of: "\u{2019}", font: sans1000) == 222)
    // é (eacute 556), Ж (afii10024: Zhecyrillic 902), € (Euro 556), … (ellipsis 1000).
    #expect(measurer.width(of: "é", font: sans1000) == 556)
    #expect(measurer.width(of: "€…", font: sans1000) == 1556)
  }

  @Test("A substring measures as the same text in a string")
  func substring() {
    let text = "Truss lays out Views"
    let words = text.split(separator: " ")
    for word in words {
      #expect(
        measurer.width(of: word, font: sans12, kerning: true)
          == measurer.width(of: String(word), font: sans12))
    }
    #expect(measurer.width(of: "", font: sans12) == 0)
    #expect(
      measurer.width(of: text.dropFirst(6).prefix(4), font: sans12, kerning: true)
        == measurer.width(of: "lays", font: sans12))
  }

  @Test("Mono: every glyph is 0.6 em, bold too, never kerned")
  func mono() {
    for bold in [false, true] {
      let font = FontSpec(family: .mono, size: 10, bold: bold)
      #expect(close(measurer.width(of: "Hello", font: font), 30))
      #expect(close(measurer.width(of: "AV", font: font), 12))
      #expect(close(measurer.width(of: "iWi", font: font), 18))
    }
  }

  @Test("Box: every character is 1 em, in any script, bold or not")
  func box() {
    for bold in [false, true] {
      let font = FontSpec(family: .box, size: 17, bold: bold)
      #expect(measurer.width(of: "Hello", font: font) == 85)
      #expect(measurer.width(of: "AV", font: font) == 34)
      #expect(measurer.width(of: "日本語 ok", font: font) == 6 * 17)
      #expect(measurer.width(of: "e\u{301}", font: font) == 17)  // one character
    }
    #expect(measurer.width(of: "abc", font: FontSpec(family: .box, size: 12.5)) == 37.5)
  }

  @Test("Invisible scalars are 0 wide; missing ones fall back by class")
  func fallbacks() {
    let sans1000 = FontSpec(family: .sans, size: 1000)
    // Soft hyphen (in the AFM, 333, but never drawn), zero-width space, joiner, BOM, a
    // variation selector, a tab and a newline.
    #expect(measurer.width(of: "\u{AD}\u{200B}\u{200D}\u{FEFF}\u{FE0F}\t\n", font: sans1000) == 0)
    // A combining acute the face lacks attaches to the e before it.
    #expect(measurer.width(of: "e\u{301}", font: sans1000) == 556)
    // CJK, Hangul and emoji are 1 em.
    #expect(measurer.width(of: "日한😀", font: sans1000) == 3000)
    // Anything else missing is the face's "?": Thai ko kai.
    #expect(measurer.width(of: "\u{E01}", font: sans1000) == 556)
    #expect(
      measurer.width(of: "\u{E01}", font: FontSpec(family: .sans, size: 1000, bold: true)) == 611)
    #expect(measurer.width(of: "\u{E01}", font: FontSpec(family: .mono, size: 1000)) == 600)
  }

  @Test("A custom measurer gets the String convenience")
  func customMeasurer() {
    struct Fixed: TextMeasuring {
      func width(of text: Substring, font: FontSpec, kerning: Bool) -> Double {
        Double(text.count) * (kerning ? 1 : 2)
      }
      func lineMetrics(for font: FontSpec) -> LineMetrics {
        LineMetrics(ascender: 1, descender: 1, lineGap: 0)
      }
    }
    #expect(Fixed().width(of: "abc", font: sans12) == 3)
    #expect(Fixed().width(of: "abc", font: sans12, kerning: false) == 6)
    #expect(Fixed().lineMetrics(for: sans12).lineHeight == 2)
  }
}
