/// The heights of a table's items — each section's header, its rows, its footer, in order — in
/// device pixels, with their running sums (a Fenwick tree), so the position of any row and the
/// row at any offset cost `O(log n)` and replacing one estimate with a measured height costs
/// `O(log n)`, not a pass over 10,000 rows. Integers keep every sum exact: a row's position
/// does not depend on the order its neighbours were measured in.
struct TableHeights {
  /// Where an item's height came from.
  enum Source: UInt8 {
    /// An estimate, to be replaced when the item is shown.
    case estimated
    /// Measured from the item's constraints (a self-sizing cell, header or footer).
    case measured
    /// Given: the table's or the delegate's fixed height.
    case fixed
  }

  private(set) var pixels: [Int] = []
  private(set) var sources: [Source] = []
  /// The Fenwick tree over `pixels`, 1-based: `tree[i]` sums the `i & -i` items ending at
  /// item `i - 1`.
  private var tree: [Int] = [0]
  /// The sum of every height.
  private(set) var total = 0
  /// A number that changes whenever a height does (a layout that placed rows at one version
  /// need not place them again while it holds).
  private(set) var version = 0

  /// No items.
  init() {}

  /// The items' heights and sources, in order.
  init(pixels: [Int], sources: [Source]) {
    self.pixels = pixels
    self.sources = sources
    rebuild()
  }

  /// How many items there are.
  var count: Int { pixels.count }

  /// Rebuilds the running sums in `O(n)`.
  private mutating func rebuild() {
    tree = [0] + pixels
    for i in 1..<max(1, tree.count) {
      let parent = i + (i & -i)
      if parent < tree.count { tree[parent] += tree[i] }
    }
    total = pixels.reduce(0, +)
    version &+= 1
  }

  /// Sets one item's height and source.
  mutating func set(_ index: Int, pixels value: Int, source: Source) {
    sources[index] = source
    let delta = value - pixels[index]
    guard delta != 0 else { return }
    pixels[index] = value
    total += delta
    version &+= 1
    var i = index + 1
    while i < tree.count {
      tree[i] += delta
      i += i & -i
    }
  }

  /// The sum of the heights of the items before `index`: where item `index` starts.
  func start(of index: Int) -> Int {
    var sum = 0
    var i = index
    while i > 0 {
      sum += tree[i]
      i -= i & -i
    }
    return sum
  }

  /// The first item that ends below `offset` pixels (`strictly` true) or at or below it (false):
  /// with `strictly`, the item containing `offset`; without, the item containing the point just
  /// above `offset`. `count` when none does.
  func firstItem(endingBelow offset: Double, strictly: Bool) -> Int {
    // Descends the tree for the most items whose total stays at (or, without `strictly`,
    // under) `offset`.
    var position = 0
    var remaining = offset
    var step = 1
    while step * 2 < tree.count { step *= 2 }
    while step > 0 {
      let next = position + step
      if next < tree.count {
        let value = Double(tree[next])
        if strictly ? value <= remaining : value < remaining {
          position = next
          remaining -= value
        }
      }
      step /= 2
    }
    return position
  }

  /// Replaces the items in `range` by new ones (an update inserting or deleting rows or
  /// sections), rebuilding the sums in `O(n)`.
  mutating func replace(
    _ range: Range<Int>, pixels newPixels: [Int], sources newSources: [Source]
  ) {
    pixels.replaceSubrange(range, with: newPixels)
    sources.replaceSubrange(range, with: newSources)
    rebuild()
  }
}
