import Foundation
import Testing
import TrussTesting
import TrussUIKit

/// Issue 15: a flow-layout collection of self-sizing cells written for iOS — IGListKit's
/// self-sizing example (Examples-iOS: SelfSizingCellsViewController and
/// SelfSizingSectionController at e3facbed, MIT) — with its two code-only cells kept verbatim
/// (Screens/ManuallySelfSizingCell.swift and Screens/FullWidthSelfSizingCell.swift).
///
/// The example's controller needs IGListKit's adapter, which is not UIKit; what the adapter
/// asks a flow layout for is written below as a plain UIKit data source and flow delegate,
/// with the example's values: a `UICollectionViewFlowLayout` with `estimatedItemSize` 100 × 40
/// filling the view; per section a bottom inset of 40 and spacings of 4; every item sized
/// `containerSize.width × 55` (the collection view's width), the size each cell then refines
/// in `preferredLayoutAttributesFitting(_:)`. Its first section (short options in
/// `ManuallySelfSizingCell`) and third (long texts in `FullWidthSelfSizingCell`); the second
/// uses a nib, which Linux cannot load.
///
/// Both cells put one label 15 points inside the content view and answer
/// `contentView.systemLayoutSizeFitting(layoutAttributes.size)` (both axes at fitting
/// priority), rounded up with `ceil`: the manual cell its label's size + 30 both ways (one
/// line, the label's hugging beats the fitting priority); the full-width cell keeps the
/// proposed width and takes the height of its label wrapped at the width less 30.
///
/// Labels are the 17-point system font (Nimbus Sans: lines 20.4 tall, no leading), their
/// sizes rounded up to the window's half points (scale 2).
@Suite struct IGListKitSelfSizingScreenTests {
  static let options = [
    "Leverage agile", "frameworks", "robust synopsis", "high level", "overviews",
    "Iterative approaches", "corporate strategy", "foster collaborative", "overall value",
    "proposition", "Organically grow", "holistic world view", "disruptive", "innovation",
    "workplace diversity", "empowerment",
  ]
  static let texts = [
    "Aenean lacinia bibendum nulla sed consectetur. Vivamus sagittis lacus vel augue laoreet "
      + "rutrum faucibus dolor auctor. Lorem ipsum dolor sit amet, consectetur adipiscing elit. "
      + "Cras mattis consectetur purus sit amet fermentum.",
    "Donec sed odio dui. Donec id elit non mi porta gravida at eget metus. Lorem ipsum dolor "
      + "sit amet, consectetur adipiscing elit. Sed posuere consectetur est at lobortis. Cras "
      + "justo odio, dapibus ac facilisis in, egestas eget quam.",
    "Sed posuere consectetur est at lobortis. Nullam quis risus eget urna mollis ornare vel eu "
      + "leo. Cum sociis natoque penatibus et magnis dis parturient montes, nascetur ridiculus "
      + "mus. Aenean eu leo quam. Pellentesque ornare sem lacinia quam venenatis vestibulum. "
      + "Aenean eu leo quam. Pellentesque ornare sem lacinia quam venenatis vestibulum.",
  ]

  /// What IGListKit's adapter and the example's section controller answer, as a UIKit data
  /// source and flow delegate.
  final class SelfSizingCells: NSObject, UICollectionViewDataSource,
    UICollectionViewDelegateFlowLayout
  {
    let data = [IGListKitSelfSizingScreenTests.options, IGListKitSelfSizingScreenTests.texts]

    func numberOfSections(in collectionView: UICollectionView) -> Int {
      return data.count
    }

    func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int {
      return data[section].count
    }

    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      let text = data[indexPath.section][indexPath.item]
      if indexPath.section == 0 {
        let cell = collectionView.dequeueReusableCell(
          withReuseIdentifier: "ManuallySelfSizingCell", for: indexPath)
        (cell as? ManuallySelfSizingCell)?.text = text
        return cell
      }
      let cell = collectionView.dequeueReusableCell(
        withReuseIdentifier: "FullWidthSelfSizingCell", for: indexPath)
      (cell as? FullWidthSelfSizingCell)?.text = text
      return cell
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
      return CGSize(width: collectionView.bounds.width, height: 55)
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      insetForSectionAt section: Int
    ) -> UIEdgeInsets {
      return UIEdgeInsets(top: 0, left: 0, bottom: 40, right: 0)
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
      return 4
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
      return 4
    }
  }

  func makeScreen() -> (UIWindow, UICollectionView, SelfSizingCells) {
    let window = UIWindow(size: CGSize(width: 375, height: 667), scale: 2)
    let layout = UICollectionViewFlowLayout()
    layout.estimatedItemSize = CGSize(width: 100, height: 40)
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    collectionView.register(
      ManuallySelfSizingCell.self, forCellWithReuseIdentifier: "ManuallySelfSizingCell")
    collectionView.register(
      FullWidthSelfSizingCell.self, forCellWithReuseIdentifier: "FullWidthSelfSizingCell")
    let source = SelfSizingCells()
    collectionView.dataSource = source
    collectionView.delegate = source
    window.addSubview(collectionView)
    collectionView.frame = window.bounds
    window.layoutIfNeeded()
    return (window, collectionView, source)
  }

  func frame(_ collectionView: UICollectionView, _ item: Int, _ section: Int) -> CGRect? {
    collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
  }

  /// The first section: each option's label (its measured width rounded up to half points) +
  /// 30, rounded up by the cell's `ceil`, × (20.5 + 30 → 51):
  ///
  /// | option | label | cell | option | label | cell |
  /// | --- | --- | --- | --- | --- | --- |
  /// | Leverage agile | 110.5 | 141 | overall value | 94.5 | 125 |
  /// | frameworks | 87.5 | 118 | proposition | 83 | 113 |
  /// | robust synopsis | 118 | 148 | Organically grow | 126 | 156 |
  /// | high level | 71.5 | 102 | holistic world view | 136 | 166 |
  /// | overviews | 75.5 | 106 | disruptive | 72.5 | 103 |
  /// | Iterative approaches | 153 | 183 | innovation | 77 | 107 |
  /// | corporate strategy | 136.5 | 167 | workplace diversity | 144 | 174 |
  /// | foster collaborative | 142 | 172 | empowerment | 107.5 | 138 |
  ///
  /// Lines of 375 with 4 between items, filled greedily (an item joins while it is at most the
  /// room left): [141, 118] (148 > 375 − 145 − 122 = 108), [148, 102, 106] (183 > 7), [183,
  /// 167], [172, 125], [113, 156], [166, 103], [107, 174], [138]. A full line's spare room goes
  /// between its items — [141, 118]: 116, x = 0 and 257; [148, 102, 106]: 19, 9.5 each, x = 0,
  /// 157.5, 269 — and the last line starts at the left. Lines are 51 tall and 4 apart:
  /// y = 55k. The section ends at 385 + 51 + 40 (its bottom inset) = 476.
  static let firstSection: [CGRect] = [
    CGRect(x: 0, y: 0, width: 141, height: 51), CGRect(x: 257, y: 0, width: 118, height: 51),
    CGRect(x: 0, y: 55, width: 148, height: 51), CGRect(x: 157.5, y: 55, width: 102, height: 51),
    CGRect(x: 269, y: 55, width: 106, height: 51), CGRect(x: 0, y: 110, width: 183, height: 51),
    CGRect(x: 208, y: 110, width: 167, height: 51), CGRect(x: 0, y: 165, width: 172, height: 51),
    CGRect(x: 250, y: 165, width: 125, height: 51), CGRect(x: 0, y: 220, width: 113, height: 51),
    CGRect(x: 219, y: 220, width: 156, height: 51), CGRect(x: 0, y: 275, width: 166, height: 51),
    CGRect(x: 272, y: 275, width: 103, height: 51), CGRect(x: 0, y: 330, width: 107, height: 51),
    CGRect(x: 201, y: 330, width: 174, height: 51), CGRect(x: 0, y: 385, width: 138, height: 51),
  ]

  /// The third section's texts wrapped at 375 − 30 = 345 (each line's measured width, and
  /// with the next word): the first "Aenean lacinia bibendum nulla sed" (263.5; + "consectetur."
  /// 359.5), "consectetur. Vivamus sagittis lacus vel augue" (341; + "laoreet" 397.5),
  /// "laoreet rutrum faucibus dolor auctor. Lorem" (324; + "ipsum" 374), "ipsum dolor sit amet,
  /// consectetur adipiscing" (329.5; + "elit." 360), "elit. Cras mattis consectetur purus sit
  /// amet" (321; + "fermentum." 411), "fermentum.": 6 lines. The second: 6 lines, the third 9
  /// (its lines below). n lines are 20.4n rounded up to half points, + 30, rounded up:
  /// 6 → 122.5 + 30 → 153; 9 → 184 + 30 = 214. Each item is 375 wide, alone on its line, from
  /// y = 476: 476, 476 + 153 + 4 = 633, 633 + 153 + 4 = 790; the content ends at 790 + 214 + 40
  /// = 1,044.
  static let thirdSection: [CGRect] = [
    CGRect(x: 0, y: 476, width: 375, height: 153), CGRect(x: 0, y: 633, width: 375, height: 153),
    CGRect(x: 0, y: 790, width: 375, height: 214),
  ]

  @Test func theExampleLaysOutAsOnIOS() {
    let (window, collectionView, source) = makeScreen()
    var log: [String] = []
    window.logHandler = { log.append($0) }
    #expect(source.data.count == 2)
    #expect((0..<16).map { frame(collectionView, $0, 0) } == Self.firstSection)
    #expect((0..<3).map { frame(collectionView, $0, 1) } == Self.thirdSection)
    #expect(collectionView.contentSize == CGSize(width: 375, height: 1_044))
    // The cells shown have those frames; the full-width labels fill their cells less 15 a side
    // (the first: 345 × 123, the 0.5 the cell's `ceil` added going to the label).
    let shown = collectionView.visibleCells
    #expect(shown.count == 18)
    #expect(shown.prefix(16).map(\.frame) == Self.firstSection)
    let first = collectionView.cellForItem(at: IndexPath(item: 0, section: 1))
    let label = first?.contentView.subviews.first as? UILabel
    #expect(label?.frame == CGRect(x: 15, y: 15, width: 345, height: 123))
    #expect(
      label?.visibleLines == [
        "Aenean lacinia bibendum nulla sed", "consectetur. Vivamus sagittis lacus vel augue",
        "laoreet rutrum faucibus dolor auctor. Lorem",
        "ipsum dolor sit amet, consectetur adipiscing",
        "elit. Cras mattis consectetur purus sit amet", "fermentum.",
      ])
    expectNoAmbiguity(window)
    #expect(log.isEmpty, "\(log)")
  }

  /// Scrolled to the end (1,044 − 667 = 377): the third text's nine lines — "Sed posuere
  /// consectetur est at lobortis." (299.5; + "Nullam" 357), "Nullam quis risus eget urna mollis
  /// ornare vel" (334; + "eu" 357.5), "eu leo. Cum sociis natoque penatibus et" (301.5;
  /// + "magnis" 361), "magnis dis parturient montes, nascetur" (293; + "ridiculus" 360),
  /// "ridiculus mus. Aenean eu leo quam." (270; + "Pellentesque" 372), "Pellentesque ornare sem
  /// lacinia quam" (288.5; + "venenatis" 365), "venenatis vestibulum. Aenean eu leo quam."
  /// (328.5; + "Pellentesque" 430.5), then the last two again — and nothing moved.
  @Test func scrolledToTheEnd() throws {
    let (window, collectionView, _) = makeScreen()
    collectionView.setContentOffset(CGPoint(x: 0, y: 377), animated: false)
    window.layoutIfNeeded()
    let last = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 1)))
    #expect(last.frame == Self.thirdSection[2])
    let label = last.contentView.subviews.first as? UILabel
    #expect(label?.visibleLines.count == 9)
    #expect(label?.visibleLines.first == "Sed posuere consectetur est at lobortis.")
    #expect((0..<16).map { frame(collectionView, $0, 0) } == Self.firstSection)
    #expect(collectionView.indexPathsForVisibleItems.first == IndexPath(item: 13, section: 0))
    expectNoAmbiguity(window)
  }
}
