import Foundation
import Testing

// `truss frames`, end to end: the built binary on the example document and on bad input.

@Suite("truss frames") struct FramesCommandTests {
  @Test func printsTheExampleFrames() throws {
    let run = try runTruss(["frames", "Examples/documents/hello.yaml"])
    #expect(
      run.standardOutput == """
        title     16 75 158.333 33.667
        subtitle  16 120.667 158.667 20.667
        card      20 165.333 353 200
        icon      144.667 68 64 64
        start     96.667 768 200 30
        badge     300 20 40 20

        """)
    #expect(run.standardError == "")
    #expect(run.status == 0)
  }

  @Test func deviceOverride() throws {
    let run = try runTruss(
      [
        "frames", "Examples/documents/hello.yaml", "--device", "iPhone 8", "--orientation",
        "landscape",
      ])
    #expect(run.status == 0)
    #expect(run.standardOutput.hasPrefix("title "))
  }

  @Test func badDocumentGivesOneLineAndStatus2() throws {
    let run = try runTruss(
      ["frames", "-"], input: "window: {size: [10, 10]}\nviews:\n  - id: a\n    kind: slider\n")
    #expect(run.status == 2)
    #expect(run.standardOutput == "")
    #expect(run.standardError.hasPrefix("<stdin>:4:11: unknown kind \"slider\""))
    #expect(run.standardError.filter { $0 == "\n" }.count == 1)
  }

  @Test func missingFileAndUnknownDeviceExitWithStatus2() throws {
    let missing = try runTruss(["frames", "Examples/documents/missing.yaml"])
    #expect(missing.status == 2)
    #expect(missing.standardError.hasPrefix("truss: cannot read"))
    let device = try runTruss(["frames", "Examples/documents/hello.yaml", "--device", "Nokia"])
    #expect(device.status == 2)
    #expect(device.standardError.hasPrefix("truss: unknown device 'Nokia'"))
  }
}

@Suite("truss frames: text sizes") struct TextSizeCommandTests {
  @Test func contentSizeCategoryChangesDynamicTypeLabelsOnly() throws {
    let document = FileManager.default.temporaryDirectory
      .appendingPathComponent("truss-text-size-\(UUID().uuidString).yaml")
    try Data(
      """
      window: {size: [320, 480]}
      views:
        - {id: title, kind: label, text: Hi, font: {textStyle: headline}}
      constraints: [title.leading == root.leading, title.top == root.top]
      """.utf8
    ).write(to: document)
    defer { try? FileManager.default.removeItem(at: document) }
    let large = try runTruss(["frames", document.path])
    let largest = try runTruss([
      "frames", document.path, "--content-size-category", "accessibilityExtraExtraExtraLarge",
    ])
    #expect(large.status == 0 && largest.status == 0)
    #expect(large.standardOutput != largest.standardOutput)
    let render = try runTruss([
      "render", document.path, "-o", "-", "--content-size-category", "accessibilityLarge",
    ])
    #expect(render.standardOutput.contains("320 × 480, AX2"))
    let wrong = try runTruss(["frames", document.path, "--content-size-category", "huge"])
    #expect(wrong.status == 2)
    #expect(wrong.standardError.contains("unknown content size category 'huge'; expected"))
  }
}
