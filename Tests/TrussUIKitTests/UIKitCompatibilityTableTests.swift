import Foundation
import Testing
import TrussUIKit

/// Docs/UIKitCompatibility.md held to the code: `uses()` below touches every API the table
/// marks same or different, each after a `// api:` line naming it exactly as the table does,
/// so the file compiling is the check that they exist; the test checks that the markers and
/// the table's rows are the same list. Uses of one area can live in a file of their own named
/// `UIKitCompatibility…Uses.swift` (in this folder), called from `uses()`.
@Suite struct UIKitCompatibilityTableTests {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test func theTableAndTheCompiledUsesListTheSameAPIs() throws {
    let table = try String(
      contentsOf: Self.packageRoot.appendingPathComponent("Docs/UIKitCompatibility.md"),
      encoding: .utf8)
    var listed: Set<String> = []
    var absent: Set<String> = []
    for line in table.split(separator: "\n") where line.hasPrefix("| `") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count >= 2 else { continue }
      let api = cells[0]
      switch cells[1] {
      case "same", "different": listed.insert(api)
      case "absent": absent.insert(api)
      default: Issue.record("unknown status \(cells[1]) for \(api)")
      }
    }
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    var source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    where name.hasPrefix("UIKitCompatibility") && name.hasSuffix("Uses.swift") {
      source += try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }
    let marked = Set(
      source.split(separator: "\n").compactMap { line -> String? in
        let text = line.trimmingCharacters(in: .whitespaces)
        guard text.hasPrefix("// api: ") else { return nil }
        return String(text.dropFirst("// api: ".count))
      })
    #expect(listed.count > 60)
    #expect(listed.subtracting(marked).sorted() == [], "in the table, not used here")
    #expect(marked.subtracting(listed).sorted() == [], "used here, not in the table")
    #expect(absent.isDisjoint(with: marked))
    uses()
  }

  /// One use of each API (run, so a crash would show too).
  func uses() {
    let window = UIWindow(size: CGSize(width: 375, height: 667), scale: 2)
    // api: `UIView.init(frame:)`
    let view = UIView(frame: .zero)
    // api: `UIView.init?(coder:)`
    let decoded: (NSCoder) -> UIView? = UIView.init(coder:)
    _ = decoded
    // api: `UIView.addSubview(_:)`
    window.addSubview(view)
    // api: `UIView.translatesAutoresizingMaskIntoConstraints`
    view.translatesAutoresizingMaskIntoConstraints = false
    // api: `UIView.autoresizingMask`
    view.autoresizingMask = [.flexibleWidth]
    let width = view.widthAnchor.constraint(equalToConstant: 100)
    // api: `UIView.addConstraint(_:)`
    view.addConstraint(width)
    // api: `UIView.removeConstraint(_:)`
    view.removeConstraint(width)
    // api: `UIView.constraints`
    _ = view.constraints
    // api: `UIView.setContentHuggingPriority(_:for:)`
    view.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    // api: `UIView.setContentCompressionResistancePriority(_:for:)`
    view.setContentCompressionResistancePriority(.required, for: .vertical)
    // api: `UIView.intrinsicContentSize`
    _ = view.intrinsicContentSize
    // api: `UIView.invalidateIntrinsicContentSize()`
    view.invalidateIntrinsicContentSize()
    // api: `UIView.layoutMargins`
    _ = view.layoutMargins
    // api: `UIView.directionalLayoutMargins`
    view.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 1, leading: 2, bottom: 3, trailing: 4)
    // api: `UIView.layoutMarginsGuide`
    _ = view.layoutMarginsGuide
    // api: `UIView.readableContentGuide`
    _ = view.readableContentGuide
    // api: `UIView.safeAreaLayoutGuide`
    _ = view.safeAreaLayoutGuide
    // api: `UIView.safeAreaInsets`
    _ = view.safeAreaInsets
    // api: `UIView.setNeedsLayout()`
    view.setNeedsLayout()
    // api: `UIView.layoutIfNeeded()`
    window.layoutIfNeeded()
    // api: `UIView.setNeedsUpdateConstraints()`
    view.setNeedsUpdateConstraints()
    // api: `UIView.systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
    _ = view.systemLayoutSizeFitting(
      UIView.layoutFittingCompressedSize, withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    // api: `UIView.traitCollection`
    _ = view.traitCollection.horizontalSizeClass
    // api: `UIView.contentMode`
    view.contentMode = .scaleAspectFill
    // api: `UIView.clipsToBounds`
    view.clipsToBounds = true
    // api: `UIView.backgroundColor`
    view.backgroundColor = .systemBackground
    // api: `UIView.tintColor`
    view.tintColor = .systemOrange
    // api: `UIView.isUserInteractionEnabled`
    view.isUserInteractionEnabled = false
    // api: `UIView.accessibilityIdentifier`
    view.accessibilityIdentifier = "view"
    // api: `UIView.becomeFirstResponder()`
    view.becomeFirstResponder()

    let other = UIView()
    window.addSubview(other)
    // api: `NSLayoutConstraint.init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`
    let equalWidths = NSLayoutConstraint(
      item: other, attribute: .width, relatedBy: .equal, toItem: view, attribute: .width,
      multiplier: 1, constant: 0)
    // api: `NSLayoutConstraint.activate(_:)`
    NSLayoutConstraint.activate([equalWidths])
    // api: `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`
    _ = NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-[view]->=gap-|", options: [], metrics: ["gap": 8],
      views: ["view": view])
    // api: `NSLayoutConstraint` equality
    _ = equalWidths == equalWidths
    // api: `NSLayoutAnchor.constraint(equalTo:constant:)`
    _ = view.leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: 8)
    // api: `NSLayoutYAxisAnchor.constraint(equalToSystemSpacingBelow:multiplier:)`
    _ = view.topAnchor.constraint(equalToSystemSpacingBelow: other.bottomAnchor, multiplier: 1)
    // api: `UILayoutPriority`
    _ = UILayoutPriority.defaultHigh + 1

    let label = UILabel()
    // api: `UILabel.text`
    label.text = "Text"
    // api: `UILabel.font`
    label.font = UIFont(name: "Helvetica", size: 12)
    // api: `UILabel.numberOfLines`
    label.numberOfLines = 0
    // api: `UILabel.preferredMaxLayoutWidth`
    label.preferredMaxLayoutWidth = 100
    // api: `UILabel.adjustsFontForContentSizeCategory`
    label.adjustsFontForContentSizeCategory = true
    // api: `UILabel.attributedText`
    // api: `NSAttributedString.Key.font`
    // api: `NSAttributedString.Key.foregroundColor`
    label.attributedText = NSAttributedString(
      string: "Styled",
      attributes: [.font: UIFont.boldSystemFont(ofSize: 15), .foregroundColor: UIColor.red])
    // api: `UILabel.adjustsFontSizeToFitWidth`
    label.adjustsFontSizeToFitWidth = true
    // api: `UILabel` hugging
    _ = label.contentHuggingPriority(for: .horizontal)
    // api: `UILabel` intrinsic size
    _ = label.intrinsicContentSize
    // api: `UIFont.preferredFont(forTextStyle:)`
    _ = UIFont.preferredFont(forTextStyle: .headline)
    // api: `UIFont.preferredFont(forTextStyle:compatibleWith:)`
    _ = UIFont.preferredFont(forTextStyle: .body, compatibleWith: window.traitCollection)
    // api: `UIFont(name:size:)`
    _ = UIFont(name: "AvenirNext-DemiBold", size: 17)
    // api: `UIFontMetrics.scaledFont(for:)`
    _ = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17))
    // api: `UIFontMetrics.scaledValue(for:)`
    _ = UIFontMetrics.default.scaledValue(for: 44)
    // api: `UIContentSizeCategory.didChangeNotification`
    _ = UIContentSizeCategory.didChangeNotification

    // api: `UIButton.init(type:)`
    let button = UIButton(type: .system)
    // api: `UIButton.setTitle(_:for:)`
    button.setTitle("Go", for: .normal)
    // api: `UIButton.setTitleColor(_:for:)`
    button.setTitleColor(.white, for: .highlighted)
    // api: `UIButton.titleLabel`
    button.titleLabel?.font = .boldSystemFont(ofSize: 15)
    // api: `UIButton.contentEdgeInsets`
    button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
    // api: `UIButton.Configuration`
    _ = UIButton(configuration: .filled())
    // api: `UIControl.addAction(_:for:)`
    button.addAction(UIAction { _ in }, for: .touchUpInside)
    // api: `UIControl.sendActions(for:)`
    button.sendActions(for: .touchUpInside)
    // api: `UIControl.isEnabled`
    button.isEnabled = false

    let field = UITextField()
    // api: `UITextField.placeholder`
    field.placeholder = "Email"
    // api: `UITextField.borderStyle`
    field.borderStyle = .roundedRect
    // api: `UITextField.leftView`
    field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    // api: `UITextField.textContentType`
    field.textContentType = .emailAddress
    // api: `UISwitch`
    _ = UISwitch().intrinsicContentSize
    // api: `UISlider`
    _ = UISlider().intrinsicContentSize
    // api: `UISegmentedControl`
    _ = UISegmentedControl(items: ["A", "B"]).intrinsicContentSize
    // api: `UIProgressView`
    _ = UIProgressView(progressViewStyle: .default).intrinsicContentSize
    // api: `UIActivityIndicatorView`
    _ = UIActivityIndicatorView(style: .large).intrinsicContentSize
    // api: `UIDatePicker`
    _ = UIDatePicker().intrinsicContentSize
    // api: `UIImageView.init(image:)`
    // api: `UIImage(named:)`
    _ = UIImageView(image: UIImage(named: "logo"))
    // api: `UIImage(systemName:)`
    _ = UIImage(systemName: "star")?.withRenderingMode(.alwaysTemplate)
    // api: `UIImage.resizableImage(withCapInsets:)`
    _ = UIImage(named: "pill")?.resizableImage(
      withCapInsets: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    // api: `UIColor` named colors
    _ = UIColor.secondaryLabel
    // api: `UIColor.cgColor`
    view.layer.borderColor = UIColor.black.cgColor
    // api: `UIVisualEffectView`
    _ = UIVisualEffectView(effect: UIBlurEffect(style: .dark)).contentView

    // api: `UIViewController.init(nibName:bundle:)`
    let controller = UIViewController(nibName: nil, bundle: nil)
    // api: `UIViewController.loadView()`
    controller.loadView()
    // api: `UIViewController.viewDidLoad()`
    controller.viewDidLoad()
    // api: `UIViewController.viewWillLayoutSubviews()`
    controller.viewWillLayoutSubviews()
    // api: `UIViewController.updateViewConstraints()`
    controller.updateViewConstraints()
    // api: `UIViewController.willTransition(to:with:)`
    _ = controller.willTransition(to:with:)
    // api: `UIViewController.viewWillTransition(to:with:)`
    _ = controller.viewWillTransition(to:with:)
    // api: `UIViewController.traitCollectionDidChange(_:)`
    controller.traitCollectionDidChange(nil)
    // api: `UIViewController.additionalSafeAreaInsets`
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
    // api: `UIViewController.viewRespectsSystemMinimumLayoutMargins`
    controller.viewRespectsSystemMinimumLayoutMargins = false
    // api: `UIViewController.addChild(_:)`
    controller.addChild(UIViewController())
    // api: `UIViewController.topLayoutGuide`
    _ = controller.topLayoutGuide.bottomAnchor
    // api: `UIViewController.preferredContentSize`
    controller.preferredContentSize = CGSize(width: 320, height: 200)
    // api: `UIViewController.preferredStatusBarStyle`
    _ = controller.preferredStatusBarStyle == UIStatusBarStyle.lightContent
    // api: `UIWindow.rootViewController`
    window.rootViewController = controller
    // api: `UIViewController.present(_:animated:completion:)`
    controller.present(UIViewController(), animated: true, completion: nil)
    // api: `UIViewController.presentedViewController`
    // api: `UIViewController.presentingViewController`
    _ = controller.presentedViewController?.presentingViewController
    // api: `UIViewController.dismiss(animated:completion:)`
    controller.dismiss(animated: true, completion: nil)
    // api: `UITraitEnvironmentLayoutDirection`
    _ = controller.traitCollection.layoutDirection == UITraitEnvironmentLayoutDirection.leftToRight
    // api: `UIDevice.current`
    _ = UIDevice.current.orientation.isLandscape
    // api: `UIStackView`
    _ = UIStackView(arrangedSubviews: [UILabel(), UISwitch()]).arrangedSubviews
    // api: `NSGridView.init(views:)`
    // api: `NSGridCell.emptyContentView`
    let gridLabel = UILabel()
    let gridSwitch = UISwitch()
    // api: `NSGridView`
    let grid = NSGridView(views: [[gridLabel, gridSwitch], [NSGridCell.emptyContentView]])
    // api: `NSGridView.init(numberOfColumns:rows:)`
    _ = NSGridView(numberOfColumns: 2, rows: 3).numberOfRows
    // api: `NSGridView.cell(for:)`
    // api: `NSGridCell`
    let gridCell: NSGridCell? = grid.cell(for: gridSwitch)
    // api: `NSGridRow`
    let gridRow: NSGridRow? = gridCell?.row
    gridRow?.topPadding = 5
    // api: `NSGridView.sizedForContent`
    gridRow?.height = NSGridView.sizedForContent
    // api: `NSGridColumn`
    let gridColumn: NSGridColumn = grid.column(at: 0)
    gridColumn.xPlacement = .trailing
    // api: `NSGridView.mergeCells(inHorizontalRange:verticalRange:)`
    grid.mergeCells(
      inHorizontalRange: NSMakeRange(0, 2), verticalRange: NSRange(location: 1, length: 1))
    // api: `NSGridCell.customPlacementConstraints`
    gridCell?.customPlacementConstraints = [
      gridSwitch.centerXAnchor.constraint(equalTo: gridLabel.trailingAnchor)
    ]
    // api: `UIScrollView`
    let scroll = UIScrollView()
    _ = scroll.contentLayoutGuide
    // api: `UIScrollView.isScrollEnabled`
    scroll.isScrollEnabled = false
    // api: `UIScrollView.delaysContentTouches`
    scroll.delaysContentTouches = false
    // api: `UIScrollView.alwaysBounceVertical`
    scroll.alwaysBounceVertical = true
    // api: `UICollectionViewCell.contentView`
    _ = UICollectionViewCell(frame: .zero).contentView
    collectionUses()
    tableUses()
  }
}
