import Foundation
import Testing
import Truss

@testable import LayoutContainers

/// A data source and flow delegate for collection view tests: counts per section, optional
/// per-item sizes and per-section metrics, and counters of what the collection view asked.
final class TestCollectionSource: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
  var counts: [Int]
  /// Sizes by index path; when `nil`, the delegate gives no sizes (the layout's own apply).
  var sizes: ((IndexPath) -> CGSize)?
  /// Per-section insets and line spacings (others: the layout's).
  var insets: [Int: EdgeInsets] = [:]
  var lineSpacings: [Int: CGFloat] = [:]
  /// Texts for the self-sizing label cells.
  var texts: [IndexPath: String] = [:]
  var identifier = "cell"
  /// Every index path `cellForItemAt` was called for, in order.
  var requested: [IndexPath] = []
  var supplementaryRequested: [(String, IndexPath)] = []
  var displayed: [IndexPath] = []
  var ended: [IndexPath] = []
  /// Every index path a label cell was measured for, in order.
  var measured: [IndexPath] = []

  init(counts: [Int]) { self.counts = counts }

  func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
  {
    counts[section]
  }

  func collectionView(
    _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
  ) -> CollectionViewCell {
    requested.append(indexPath)
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    if let label = cell as? LabelCell {
      label.label.text = texts[indexPath] ?? ""
      label.onMeasure = { [weak self] in self?.measured.append($0) }
    }
    cell.identifier = "cell \(indexPath.section)-\(indexPath.item)"
    return cell
  }

  func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> CollectionReusableView {
    supplementaryRequested.append((kind, indexPath))
    return collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "supplementary", for: indexPath)
  }

  func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    displayed.append(indexPath)
  }

  func collectionView(
    _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    ended.append(indexPath)
  }
}

extension TestCollectionSource {
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    guard let sizes else {
      // What the protocol's default does: the layout's own sizes apply.
      guard let flow = collectionViewLayout as? CollectionViewFlowLayout else { return .zero }
      flow.sizeQueryFellBack = true
      return flow.itemSize
    }
    return sizes(indexPath)
  }

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    insetForSectionAt section: Int
  ) -> EdgeInsets {
    insets[section] ?? (collectionViewLayout as? CollectionViewFlowLayout)?.sectionInset ?? .zero
  }

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    lineSpacings[section] ?? (collectionViewLayout as? CollectionViewFlowLayout)?
      .minimumLineSpacing ?? 0
  }
}

/// A cell whose content is one wrapping label in the box test font (every glyph 10 points
/// wide, lines 10 tall, no leading), 10 points in from every side of its content view, which
/// is 300 wide (the usual way UIKit code makes a self-sizing flow cell fill a column). So a
/// text of n lines of at most 28 glyphs makes the cell 300 × (10n + 20). It reports each
/// measurement of itself.
final class LabelCell: CollectionViewCell {
  let label = Label()
  /// Called with the index path each time the cell is asked for its preferred size.
  var onMeasure: ((IndexPath) -> Void)?

  override init(frame: CGRect) {
    super.init(frame: frame)
    label.numberOfLines = 0
    label.font = .box(ofSize: 10)
    label.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(label)
    LayoutConstraint.activate([
      contentView.widthAnchor.constraint(equalToConstant: 300),
      label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
      label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
      contentView.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 10),
      contentView.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 10),
    ])
  }

  required init?(coder: NSCoder) { nil }

  override func preferredLayoutAttributesFitting(
    _ layoutAttributes: CollectionViewLayoutAttributes
  ) -> CollectionViewLayoutAttributes {
    onMeasure?(layoutAttributes.indexPath)
    return super.preferredLayoutAttributesFitting(layoutAttributes)
  }

  /// A text of `lines` lines of four six-letter words (27 glyphs, 270 points: a fifth word
  /// would need 340 > 280).
  static func text(lines: Int) -> String {
    Array(repeating: "wwwwww", count: 4 * lines).joined(separator: " ")
  }
}

/// A plain supplementary view.
final class SupplementaryView: CollectionReusableView {}

/// Whether two rectangles agree to 1e-9.
func isClose(_ a: CGRect, _ b: CGRect) -> Bool {
  abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9
    && abs(a.height - b.height) < 1e-9
}
