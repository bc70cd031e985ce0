import Foundation
import Testing
import Truss

@testable import LayoutContainers

/// Containers link their views in ways of their own — stack arrangements, grid rows, columns
/// and cells, scroll views' guides, table and collection cells with their reuse queues and
/// data sources — and none of them keeps a view, a constraint or a window alive once the
/// test lets go of it.
@Suite struct ContainerMemoryTests {
  @Test func nestedStackViewsAndTheirArrangementsAreFreed() {
    var lifetimes = Lifetimes()
    do {
      let window = Window(size: CGSize(width: 320, height: 480), scale: 2)
      let rows = (0..<3).map { _ in View() }
      let inner = StackView(arrangedSubviews: rows)
      inner.axis = .vertical
      let label = Label()
      label.text = "title"
      let hidden = View()
      let outer = StackView(arrangedSubviews: [label, inner, hidden])
      outer.axis = .horizontal
      outer.distribution = .fillEqually
      outer.spacing = 8
      hidden.isHidden = true
      outer.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(outer)
      let constraints =
        [
          outer.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
          outer.trailingAnchor.constraint(equalTo: window.layoutMarginsGuide.trailingAnchor),
          outer.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
        ] + rows.map { $0.heightAnchor.constraint(equalToConstant: 20) }
      LayoutConstraint.activate(constraints)
      window.layoutIfNeeded()
      #expect(inner.frame.height == 60)
      lifetimes.watch([window, outer, inner, label, hidden] + rows + constraints)
    }
    lifetimes.expectAllFreed("nested stacks in a window")
  }

  @Test func viewsLeavingAStackAreFreed() {
    let window = Window(size: CGSize(width: 320, height: 480))
    let stack = StackView(arrangedSubviews: [View()])
    stack.frame = CGRect(x: 0, y: 0, width: 320, height: 100)
    window.addSubview(stack)
    var lifetimes = Lifetimes()
    do {
      // `removeArrangedSubview` keeps the view a subview; leaving the superview frees it.
      let unarranged = View()
      let removed = View()
      stack.addArrangedSubview(unarranged)
      stack.addArrangedSubview(removed)
      window.layoutIfNeeded()
      stack.removeArrangedSubview(unarranged)
      window.layoutIfNeeded()
      #expect(unarranged.superview === stack)
      unarranged.removeFromSuperview()
      removed.removeFromSuperview()
      window.layoutIfNeeded()
      lifetimes.watch([unarranged, removed])
    }
    lifetimes.expectAllFreed("views taken out of a live stack")
    #expect(stack.arrangedSubviews.count == 1)
  }

  @Test func aGridWithMergedCellsIsFreed() {
    var lifetimes = Lifetimes()
    do {
      let window = Window(size: CGSize(width: 320, height: 480))
      let views = (0..<6).map { _ in View() }
      let grid = GridView(views: [
        [views[0], views[1], views[2]], [views[3], GridCell.emptyContentView, views[4]],
      ])
      grid.addRow(with: [views[5]])
      grid.mergeCells(
        inHorizontalRange: NSRange(location: 0, length: 2),
        verticalRange: NSRange(location: 2, length: 1))
      grid.frame = CGRect(x: 0, y: 0, width: 320, height: 300)
      window.addSubview(grid)
      for view in views {
        view.widthAnchor.constraint(equalToConstant: 40).isActive = true
        view.heightAnchor.constraint(equalToConstant: 20).isActive = true
      }
      window.layoutIfNeeded()
      lifetimes.watch([window, grid, grid.row(at: 0), grid.column(at: 1)])
      lifetimes.watch(views)
    }
    lifetimes.expectAllFreed("a grid in a window")
  }

  @Test func aScrollViewAndContentPinnedToItsGuidesAreFreed() {
    var lifetimes = Lifetimes()
    do {
      let window = Window(size: CGSize(width: 320, height: 480))
      let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      let content = View()
      content.translatesAutoresizingMaskIntoConstraints = false
      scroll.addSubview(content)
      window.addSubview(scroll)
      let constraints = [
        content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
        content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
        content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
        content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
        content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
        content.heightAnchor.constraint(equalToConstant: 2000),
      ]
      LayoutConstraint.activate(constraints)
      window.layoutIfNeeded()
      scroll.setContentOffset(CGPoint(x: 0, y: 500), animated: false)
      window.layoutIfNeeded()
      #expect(scroll.contentSize == CGSize(width: 320, height: 2000))
      lifetimes.watch([window, scroll, content, scroll.contentLayoutGuide, scroll.frameLayoutGuide])
      lifetimes.watch(constraints)
    }
    lifetimes.expectAllFreed("a scroll view in a window")
  }

  @Test func aScrollViewRemovedFromALiveWindowIsFreedWithItsConstraints() {
    let window = Window(size: CGSize(width: 320, height: 480))
    var lifetimes = Lifetimes()
    do {
      let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      let content = View()
      let pinned = View()
      for view in [content, pinned] {
        view.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(view)
      }
      window.addSubview(scroll)
      // `pinned` crosses the scroll view's edge (to the window): it is expressed again on
      // every scroll.
      let constraints = [
        content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
        content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
        content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
        content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
        content.widthAnchor.constraint(equalToConstant: 320),
        content.heightAnchor.constraint(equalToConstant: 2000),
        pinned.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
        pinned.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        pinned.widthAnchor.constraint(equalToConstant: 50),
        pinned.heightAnchor.constraint(equalToConstant: 50),
      ]
      LayoutConstraint.activate(constraints)
      for offset in stride(from: 0, through: 400, by: 100) {
        scroll.setContentOffset(CGPoint(x: 0, y: CGFloat(offset)), animated: false)
        window.layoutIfNeeded()
      }
      #expect(pinned.frame.minY == 410)
      scroll.removeFromSuperview()
      window.layoutIfNeeded()
      lifetimes.watch([scroll, content, pinned] + constraints)
    }
    lifetimes.expectAllFreed("a scroll view removed from a live window")
    #expect(window.subviews.isEmpty)
  }

  @Test func aScrolledTableItsCellsAndItsDataSourceAreFreed() {
    var lifetimes = Lifetimes()
    do {
      let rows = TableViewTests.rows(50, words: 3)
      let (window, table) = makeCardTable(rows)
      let first = table.visibleCells
      table.scrollToRow(at: IndexPath(row: 40, section: 0), at: .top, animated: false)
      window.layoutIfNeeded()
      let later = table.visibleCells
      #expect(!first.isEmpty && !later.isEmpty)
      lifetimes.watch([window, table, rows] + first + later)
      lifetimes.watch(first.map(\.contentView))
    }
    lifetimes.expectAllFreed("a table scrolled in a window")
  }

  @Test func aTableViewControllerIsFreed() {
    var lifetimes = Lifetimes()
    do {
      let window = Window(size: CGSize(width: 320, height: 480))
      let controller = TableViewController(style: .plain)
      window.rootViewController = controller
      window.layoutIfNeeded()
      lifetimes.watch([window, controller, controller.tableView])
    }
    lifetimes.expectAllFreed("a table view controller in a window")
  }

  @Test func aScrolledCollectionItsCellsAndItsDataSourceAreFreed() {
    var lifetimes = Lifetimes()
    do {
      let layout = CollectionViewFlowLayout()
      layout.itemSize = CGSize(width: 100, height: 100)
      let source = TestCollectionSource(counts: [100, 20])
      let window = Window(size: CGSize(width: 320, height: 480))
      let collection = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
      collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      collection.dataSource = source
      collection.delegate = source
      window.addSubview(collection)
      window.layoutIfNeeded()
      let first = collection.visibleCells
      collection.setContentOffset(CGPoint(x: 0, y: 2000), animated: false)
      window.layoutIfNeeded()
      let later = collection.visibleCells
      #expect(!first.isEmpty && !later.isEmpty)
      lifetimes.watch([window, collection, layout, source] + first + later)
    }
    lifetimes.expectAllFreed("a collection scrolled in a window")
  }
}
