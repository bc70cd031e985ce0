import Foundation
import Testing
import Truss

// Random strings and random mutations of valid formats: the parser and the lowering never
// crash, never hang, and an error's caret is always inside (or just past) the format.

/// SplitMix64: a small seeded generator, so a failure names a seed that reproduces it.
private struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

private let alphabet = Array("HV:|[]()-,@=<>0123456789.abcm _é#")
private let seeds = [
  "H:|-(>=0)-[scrollview(==width)]-(>=0)-|", "V:|[scrollview]|",
  "H:|-(lmargin)-[image(==width)]-(rmargin)-|", "|-[find]-[findNext]-[findField(>=20)]-|",
  "[button(100@20)]", "[flexibleButton(>=70,<=100)]", "V:[topField]-10-[bottomField]",
  "[a]-(>=5@500,<=m)-[b(==a)]", "[maroonView][blueView]",
]

@Suite struct FuzzTests {
  /// Parses and lowers `format`; checks the caret of any error.
  private func exercise(_ format: String, scene: Scene, seed: UInt64) {
    do {
      _ = try LayoutConstraint.visualFormatConstraints(
        format, metrics: ["m": 10, "width": 100, "lmargin": 8, "rmargin": 8],
        views: scene.views)
    } catch {
      let length = format.unicodeScalars.count
      #expect(
        error.offset >= 0 && error.offset <= length, "seed \(seed): \(format) → \(error)")
    }
  }

  @Test(.timeLimit(.minutes(1)), arguments: 0..<4)
  func randomStrings(_ seed: UInt64) {
    var rng = SplitMix(state: seed)
    let scene = Scene(["a", "b", "c", "m"])
    for _ in 0..<3000 {
      let length = Int.random(in: 0..<24, using: &rng)
      let format = String((0..<length).map { _ in alphabet.randomElement(using: &rng) ?? "a" })
      exercise(format, scene: scene, seed: seed)
    }
  }

  @Test(.timeLimit(.minutes(1)), arguments: 0..<4)
  func mutationsOfValidFormats(_ seed: UInt64) {
    var rng = SplitMix(state: seed &+ 1000)
    let scene = Scene([
      "a", "b", "scrollview", "image", "find", "findNext", "findField", "button",
      "flexibleButton", "topField", "bottomField", "maroonView", "blueView",
    ])
    for _ in 0..<3000 {
      var characters = Array(seeds.randomElement(using: &rng) ?? "")
      for _ in 0..<Int.random(in: 1...3, using: &rng) {
        let index = Int.random(in: 0...characters.count, using: &rng)
        let character = alphabet.randomElement(using: &rng) ?? "-"
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: characters.insert(character, at: index)
        case 1 where index < characters.count: characters.remove(at: index)
        default: if index < characters.count { characters[index] = character }
        }
      }
      exercise(String(characters), scene: scene, seed: seed)
    }
  }
}
