import Foundation
import Testing

/// `Docs/Architecture.md` held to the code: its module table names exactly what each target's
/// sources import, and it lists every folder inside a module.
@Suite struct ArchitectureTests {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let sources = packageRoot.appendingPathComponent("Sources")

  /// Modules of the toolchain, which the table leaves out (`Runtime` is Swift's backtracing
  /// module, which the layout loop report reads call sites with).
  static let systemModules: Set<String> = [
    "Foundation", "FoundationEssentials", "Glibc", "Musl", "Darwin", "Dispatch", "Android",
    "WinSDK", "Runtime",
  ]

  @Test func everyModuleImportsWhatTheTableSays() throws {
    let document = try Self.architecture()
    let table = try Self.moduleTable(document)
    let modules = try Self.subdirectories(of: Self.sources)
    #expect(
      Set(table.keys) == Set(modules),
      "the table's modules differ from Sources/: \(Set(table.keys).symmetricDifference(modules).sorted())"
    )
    for module in modules {
      let imported = try Self.imports(of: Self.sources.appendingPathComponent(module))
      #expect(
        imported == table[module] ?? [],
        "\(module) imports \(imported.sorted()), the table says \((table[module] ?? []).sorted())")
    }
  }

  @Test func everyFolderIsListed() throws {
    let document = try Self.architecture()
    for module in try Self.subdirectories(of: Self.sources) {
      let folders = try Self.subdirectories(of: Self.sources.appendingPathComponent(module))
      if let section = Self.section(of: module, in: document) {
        let listed = Self.listedFolders(in: section)
        #expect(
          listed == Set(folders),
          "Sources/\(module): folders \(folders.sorted()), listed \(listed.sorted())")
      } else {
        for folder in folders {
          let named = document.contains("`\(folder)/`")
          #expect(named, "Sources/\(module)/\(folder)/ is not named in Docs/Architecture.md")
        }
      }
    }
  }

  @Test func theParsersSeeWhatTheyShould() throws {
    // The checks above would pass vacuously if the table or the sections stopped parsing.
    let document = try Self.architecture()
    let table = try Self.moduleTable(document)
    #expect(table["AutoLayout"] == ["Cassowary", "TextMetrics"])
    #expect(table["Cassowary"] == [])
    let autoLayout = try #require(Self.section(of: "AutoLayout", in: document))
    #expect(Self.listedFolders(in: autoLayout).contains("Engine"))
    #expect(
      try Self.imports(of: Self.sources.appendingPathComponent("Truss")).contains("LayoutDSL"))
  }

  // MARK: - Reading the document and the sources

  static func architecture() throws -> String {
    try String(
      contentsOf: packageRoot.appendingPathComponent("Docs/Architecture.md"), encoding: .utf8)
  }

  /// The rows `| `Module` | A, B | … |` of the module table; `—` is no imports.
  static func moduleTable(_ document: String) throws -> [String: Set<String>] {
    var table: [String: Set<String>] = [:]
    for line in document.split(separator: "\n") where line.hasPrefix("| `") {
      let cells = line.split(separator: "|", omittingEmptySubsequences: false)
        .map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count >= 4 else { continue }
      let module = cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
      let imports =
        cells[2] == "—"
        ? []
        : cells[2].split(separator: ",")
          .map { $0.trimmingCharacters(in: .whitespaces) }
      table[module] = Set(imports)
    }
    return table
  }

  /// The text under `### `Sources/MODULE``, up to the next heading.
  static func section(of module: String, in document: String) -> Substring? {
    guard let start = document.range(of: "### `Sources/\(module)`\n") else { return nil }
    let rest = document[start.upperBound...]
    let end = rest.range(of: "\n#")?.lowerBound ?? rest.endIndex
    return rest[..<end]
  }

  /// The folders a section lists as `- `Name/` — …` bullets.
  static func listedFolders(in section: Substring) -> Set<String> {
    var folders: Set<String> = []
    for line in section.split(separator: "\n") where line.hasPrefix("- `") {
      let name = line.dropFirst(3).prefix { $0 != "`" }
      if name.hasSuffix("/") { folders.insert(String(name.dropLast())) }
    }
    return folders
  }

  static func subdirectories(of url: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.path).filter { name in
      var isDirectory: ObjCBool = false
      return !name.hasPrefix(".")
        && FileManager.default.fileExists(
          atPath: url.appendingPathComponent(name).path, isDirectory: &isDirectory)
        && isDirectory.boolValue
    }.sorted()
  }

  /// The modules the Swift files under `url` import, toolchain modules left out.
  static func imports(of url: URL) throws -> Set<String> {
    var found: Set<String> = []
    guard let files = FileManager.default.enumerator(atPath: url.path) else { return found }
    for case let path as String in files where path.hasSuffix(".swift") {
      let text = try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
      for line in text.split(separator: "\n") {
        var words = line.split(separator: " ").map(String.init)
        // Attributes and access levels (`@_exported import`, `internal import`) come first.
        let levels: Set<String> = ["public", "package", "internal", "fileprivate", "private"]
        while let first = words.first, first.hasPrefix("@") || levels.contains(first) {
          words.removeFirst()
        }
        guard words.first == "import", words.count >= 2 else { continue }
        // `import struct Foundation.CGFloat` names its kind first.
        let kinds: Set<String> = [
          "struct", "class", "enum", "protocol", "typealias", "func", "let", "var",
        ]
        let target = kinds.contains(words[1]) && words.count >= 3 ? words[2] : words[1]
        let module = String(target.prefix { $0 != "." })
        if !systemModules.contains(module) { found.insert(module) }
      }
    }
    return found
  }
}
