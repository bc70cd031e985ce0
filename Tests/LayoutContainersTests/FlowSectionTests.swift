import Foundation
import Testing

@testable import LayoutContainers

/// The flow layout's line breaking: re-breaking from a measured item (resynchronising with the
/// old lines past it) gives exactly the lines a full break gives, for every item measured in
/// any order. Exhaustive over small sections, with fixed seeds.
@Suite struct FlowSectionTests {
  /// A deterministic generator (SplitMix64), so a failure names its seed.
  struct Seeded: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  func section(count: Int, available: CGFloat, using random: inout Seeded) -> FlowSection {
    var section = FlowSection()
    section.available = available
    section.interitemSpacing = 10
    section.lineSpacing = 5
    section.header = 7
    section.insetBefore = 3
    section.insetAfter = 4
    section.footer = 2
    for _ in 0..<count {
      section.across.append(CGFloat(Int.random(in: 0...12, using: &random) * 10))
      section.along.append(CGFloat(Int.random(in: 1...6, using: &random) * 10))
      section.measured.append(false)
    }
    section.breakAllLines()
    return section
  }

  @Test(arguments: 0..<40)
  func measuringMatchesAFullBreak(seed: Int) {
    var random = Seeded(state: UInt64(seed))
    let count = Int.random(in: 0...30, using: &random)
    let available = CGFloat(Int.random(in: 5...20, using: &random) * 10)
    var incremental = section(count: count, available: available, using: &random)
    for item in (0..<count).shuffled(using: &random) {
      incremental.across[item] = CGFloat(Int.random(in: 0...12, using: &random) * 10)
      incremental.along[item] = CGFloat(Int.random(in: 1...6, using: &random) * 10)
      incremental.itemChanged(item)
      var full = incremental
      full.breakAllLines()
      #expect(incremental.lines == full.lines, "seed \(seed), item \(item)")
      #expect(incremental.length == full.length, "seed \(seed), item \(item)")
      #expect(incremental.multiItemLines == full.multiItemLines, "seed \(seed), item \(item)")
    }
  }

  /// Every item is on exactly one line, in order, and a line's items fit it: each item after
  /// the first went on while its length was at most the room left.
  @Test(arguments: 0..<20)
  func linesCoverTheItemsInOrder(seed: Int) {
    var random = Seeded(state: UInt64(1_000 + seed))
    let count = Int.random(in: 1...40, using: &random)
    let section = section(count: count, available: 120, using: &random)
    var next = 0
    for line in section.lines {
      #expect(line.first == next && line.count >= 1, "seed \(seed)")
      var room: CGFloat = 120
      for item in line.first..<(line.first + line.count) {
        if item > line.first { #expect(section.across[item] <= room, "seed \(seed)") }
        room -= section.across[item] + 10
      }
      next += line.count
    }
    #expect(next == count)
  }
}
