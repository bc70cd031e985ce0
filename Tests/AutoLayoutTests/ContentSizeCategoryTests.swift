import Foundation
import Testing
import Truss

@Suite struct ContentSizeCategoryTests {
  final class Watcher: View {
    var previous: [ContentSizeCategory] = []
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
      previous.append(previousTraitCollection?.preferredContentSizeCategory ?? .unspecified)
    }
  }

  @Test func aNewTextSizeReachesEveryView() {
    let window = Window(size: CGSize(width: 375, height: 667))
    let outer = Watcher()
    let inner = Watcher()
    window.addSubview(outer)
    outer.addSubview(inner)
    #expect(inner.traitCollection.preferredContentSizeCategory == .large)
    window.setPreferredContentSizeCategory(.extraExtraLarge)
    #expect(inner.traitCollection.preferredContentSizeCategory == .extraExtraLarge)
    #expect(outer.previous.last == .large)
    #expect(inner.previous.last == .large)
    let count = inner.previous.count
    window.setPreferredContentSizeCategory(.extraExtraLarge)
    #expect(inner.previous.count == count)
  }
}
