import Testing
import TextMetrics

@Suite("Line metrics")
struct LineMetricsTests {
  let measurer = StandardTextMeasurer()

  /// Whether every part of `metrics` is within 1e-9 pt of the expected one.
  func close(
    _ metrics: LineMetrics, _ ascender: Double, _ descender: Double, _ lineGap: Double
  )
    -> Bool
  {
    abs(metrics.ascender - ascender) < 1e-9 && abs(metrics.descender - descender) < 1e-9
      && abs(metrics.lineGap - lineGap) < 1e-9
  }

  @Test("Nimbus Sans: hhea 729 / -271 / 200, regular and bold")
  func sans() {
    for bold in [false, true] {
      let metrics = measurer.lineMetrics(for: FontSpec(family: .sans, size: 12, bold: bold))
      #expect(close(metrics, 8.748, 3.252, 2.4))
      #expect(abs(metrics.lineHeight - 14.4) < 1e-9)
    }
  }

  @Test("Nimbus Mono PS: hhea 603 / -397 / 200")
  func mono() {
    let metrics = measurer.lineMetrics(for: FontSpec(family: .mono, size: 10))
    #expect(close(metrics, 6.03, 3.97, 2))
    #expect(abs(metrics.lineHeight - 12) < 1e-9)
  }

  @Test("Box: ascender 0.8 em, descender 0.2 em, no line gap")
  func box() {
    let metrics = measurer.lineMetrics(for: FontSpec(family: .box, size: 20))
    #expect(metrics == LineMetrics(ascender: 16, descender: 4, lineGap: 0))
    #expect(metrics.lineHeight == 20)
  }
}
