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
    if let label = cell as? LabelCell { label.label.text = texts[indexPath] ?? "" }
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

/// A cell whose content is one wrapping label 10 points in from every side of the content
/// view, and whose content view is as wide as `width` when set (the usual way UIKit code makes
/// a self-sizing flow cell fill a column). Counts how often it is measured.
final class LabelCell: CollectionViewCell {
  let label = Label()
  var widthConstraint: LayoutConstraint?
  nonisolated(unsafe) static var measurements = 0
  nonisolated(unsafe) static var made = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    Self.made += 1
    label.numberOfLines = 0
    label.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(label)
    LayoutConstraint.activate([
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
    Self.measurements += 1
    return super.preferredLayoutAttributesFitting(layoutAttributes)
  }
}

/// A plain supplementary view.
final class SupplementaryView: CollectionReusableView {}

/// Whether two rectangles agree to 1e-9.
func isClose(_ a: CGRect, _ b: CGRect) -> Bool {
  abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9
    && abs(a.height - b.height) < 1e-9
}
