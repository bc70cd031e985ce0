import Foundation

#if os(Linux) && canImport(Runtime)
  import Runtime
#endif

/// Where in the app's code something happened: a `#fileID` (`Module/File.swift`) and a line,
/// as the layout loop report prints them (`Demo/CardView.swift:42`).
///
/// `setNeedsLayout(file:line:)` and `invalidateIntrinsicContentSize(file:line:)` take theirs
/// from their default arguments. A property setter cannot (`frame`, `bounds`,
/// `preferredMaxLayoutWidth`, a constraint's `constant`): while a layout feedback loop is being
/// recorded, and only then, the engine reads the call stack for the first function outside
/// Truss's own modules and the standard library, and takes its file and line from the debug
/// information (Linux, Swift's `Runtime` module). Without debug information the function's
/// name is all there is (``function``, `line` 0); on other platforms the call site is the
/// view whose `layoutSubviews` was running, which every record names anyway.
public struct CallSite: Hashable, Sendable, CustomStringConvertible {
  /// The file, as `#fileID` writes it: the module, a slash, and the file name.
  public let fileID: String
  /// The line, or 0 when only the function is known.
  public let line: Int
  /// The function that made the call, when it came from the call stack.
  public let function: String?

  /// A call site at a file and line.
  public init(fileID: String, line: Int, function: String? = nil) {
    self.fileID = fileID
    self.line = line
    self.function = function
  }

  /// `Demo/CardView.swift:42`, or the function's name when the line is not known.
  public var description: String {
    if line > 0 { return "\(fileID):\(line)" }
    return function ?? fileID
  }

  /// Whether a `#fileID` is in one of Truss's modules (the engine's own calls, which the
  /// report replaces with the app's code that led to them).
  static func isTrussFile(_ fileID: String) -> Bool {
    guard let slash = fileID.firstIndex(of: "/") else { return false }
    return trussModules.contains(String(fileID[..<slash]))
  }

  /// The modules whose frames are skipped when the call stack is searched for the app's code.
  static let trussModules: Set<String> = [
    "AutoLayout", "Cassowary", "TextMetrics", "LayoutContainers", "VisualFormat", "LayoutDSL",
    "LayoutDiagnostics", "Truss", "TrussUIKit", "LayoutDocument", "LayoutRendering",
    "Foundation", "FoundationEssentials", "Runtime", "Dispatch",
  ]

  /// The module a mangled Swift symbol (`$s4Demo8CardViewC…`) belongs to: the first
  /// identifier after the prefix, when it is spelled out (the standard library's symbols
  /// start with a substitution, `$sS…` or `$ss…`, and have none).
  static func module(ofMangled name: String) -> String? {
    var rest = Substring(name)
    if rest.hasPrefix("_") { rest = rest.dropFirst() }
    guard rest.hasPrefix("$s") else { return nil }
    rest = rest.dropFirst(2)
    let digits = rest.prefix { $0.isASCII && $0.isNumber }
    guard let length = Int(digits), length > 0 else { return nil }
    let identifier = rest.dropFirst(digits.count).prefix(length)
    return identifier.count == length ? String(identifier) : nil
  }
}

/// Reads call sites from the call stack while a layout loop is recorded. One reader serves the
/// process: the images are mapped once and each return address is looked up once (reading
/// the debug information is the slow part, about a second for a large binary).
final class CallStackReader: @unchecked Sendable {
  /// The process's reader.
  static let shared = CallStackReader()
  // Windows on different threads may record loops at the same time.
  private let lock = NSLock()

  #if os(Linux) && canImport(Runtime)
    /// What a return address stands for.
    private enum Entry {
      /// The app's code.
      case app(CallSite)
      /// Truss, the standard library, a thunk: look further down.
      case skip
      /// The engine calling a view's `layoutSubviews` or `updateConstraints`: app code below it
      /// did not make this call (it only started the layout).
      case barrier
    }
    private let images = ImageMap.capture()
    private var known: [Backtrace.Address: Entry] = [:]
  #endif

  /// The app's code that made the current call: the first caller outside Truss and the
  /// standard library, above the engine's own call into a view's layout; `nil` when there is
  /// none, or no debug information to read.
  func appCallSite() -> CallSite? {
    lock.lock()
    defer { lock.unlock() }
    #if os(Linux) && canImport(Runtime)
      // Deep enough for a setter called from a `layoutSubviews` override several calls down.
      guard let backtrace = try? Backtrace.capture(limit: 48, top: 0, images: images) else {
        return nil
      }
      if let site = lookUp(backtrace.frames.map { $0 }, symbolicate: false) { return site }
      guard let symbolicated = backtrace.symbolicated(with: images) else { return nil }
      var seen = Set<Backtrace.Address>()
      for frame in symbolicated.frames {
        guard case .returnAddress(let address) = frame.captured else { continue }
        // Inlined functions share their caller's address: the app's code among them wins.
        let isNew = seen.insert(address).inserted
        if isNew, known[address] != nil { continue }
        switch (known[address], entry(for: frame)) {
        case (nil, let entry), (.skip?, let entry): known[address] = entry
        default: break
        }
      }
      return lookUp(backtrace.frames.map { $0 }, symbolicate: true) ?? nil
    #else
      return nil
    #endif
  }

  #if os(Linux) && canImport(Runtime)
    /// The call site the known entries give for `frames`: `.some(site)` or `.some(nil)` when
    /// they decide; `nil` when an address is not known yet (and `symbolicate` is false).
    private func lookUp(_ frames: [Backtrace.Frame], symbolicate: Bool) -> CallSite?? {
      for frame in frames {
        guard case .returnAddress(let address) = frame else { continue }
        switch known[address] {
        case .app(let site): return .some(site)
        case .barrier: return .some(nil)
        case .skip: continue
        case nil: if !symbolicate { return nil }
        }
      }
      return .some(nil)
    }

    /// What a symbolicated frame stands for.
    private func entry(for frame: SymbolicatedBacktrace.Frame) -> Entry {
      guard let symbol = frame.symbol, !frame.isSwiftThunk,
        let module = CallSite.module(ofMangled: symbol.rawName)
      else { return .skip }
      if CallSite.trussModules.contains(module) {
        let isLayoutCall =
          module == "AutoLayout"
          && (symbol.rawName.contains("performLayoutSubviews")
            || symbol.rawName.contains("performUpdateConstraints"))
        return isLayoutCall ? .barrier : .skip
      }
      if let location = symbol.sourceLocation, location.line > 0 {
        let file = location.path.split(separator: "/").last.map(String.init) ?? location.path
        return .app(
          CallSite(fileID: "\(module)/\(file)", line: location.line, function: symbol.name))
      }
      return .app(CallSite(fileID: module, line: 0, function: symbol.name))
    }
  #endif
}
