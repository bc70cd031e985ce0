import Testing

/// Weak references to the objects a test made, to say which of them outlived it.
struct Lifetimes {
  private var entries: [(name: String, reference: WeakReference)] = []

  /// Watches `objects`, each named by its type and its position among them.
  mutating func watch(_ objects: [AnyObject]) {
    for object in objects {
      entries.append(("\(type(of: object)) #\(entries.count)", WeakReference(object)))
    }
  }

  /// The watched objects still alive, by name.
  var survivors: [String] { entries.filter { $0.reference.object != nil }.map(\.name) }

  /// Expects every watched object freed, naming those that are not.
  func expectAllFreed(_ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(!entries.isEmpty, "\(what): nothing was watched", sourceLocation: sourceLocation)
    #expect(survivors == [], "\(what): still alive", sourceLocation: sourceLocation)
  }
}

/// A weak reference to any object.
final class WeakReference {
  weak var object: AnyObject?
  init(_ object: AnyObject) { self.object = object }
}
