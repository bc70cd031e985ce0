import Foundation
import Testing
import TrussTesting
import TrussUIKit

/// Issue 14: the braille preferences form of WWDC 2016 session 236, "What's New in Auto
/// Layout" (the NSGridView part, presented by Jesse Donaldson), laid out with the talk's grid
/// code as a macOS developer writes it with AppKit's names: `NSGridView(views:)` with
/// `NSGridCell.emptyContentView`, the grid's hugging raised to 600, a trailing-aligned labels
/// column, every cell on its first baseline, padding around the popup and above two rows,
/// and a last check box merged across both columns and centered by a custom placement
/// constraint on the leading edge of the check box above it.
///
/// The grid code in `makeForm` is the talk's, line for line, as its slides show it (also
/// reproduced in the write-ups of the session by tothenew.com, 2016, and halfrost.com);
/// the controls are made with Truss's views (AppKit's `NSTextField`, `NSPopUpButton` and check
/// boxes have no Truss counterpart: labels and buttons stand in) in the box test font, so that
/// every frame below is hand arithmetic. Their titles are the pane's.
@Suite struct GridFormScreenTests {
  /// The form's controls.
  final class Form {
    let font = UIFont.box(ofSize: 10)
    lazy var brailleTranslationLabel = label("Braille Translation:")
    lazy var brailleTranslationPopup = button("Unified English")
    lazy var showContractedCheckbox = button("Show contracted braille")
    lazy var showEightDotCheckbox = button("Show eight-dot braille")
    lazy var statusCellsLabel = label("Status Cells:")
    lazy var showGeneralDisplayCB = button("Show general display status")
    lazy var textStyleCB = button("Show text style")
    lazy var showAlertCB = button("Show alert messages for duration")

    func label(_ text: String) -> UILabel {
      let label = UILabel()
      label.font = font
      label.text = text
      return label
    }

    func button(_ title: String) -> UIButton {
      let button = UIButton(type: .system)
      button.titleLabel?.font = font
      button.setTitle(title, for: .normal)
      return button
    }

    /// The talk's grid code (its force unwraps kept, as written).
    // swift-format-ignore: NeverForceUnwrap
    func makeForm() -> NSGridView {
      let empty = NSGridCell.emptyContentView
      let gridView = NSGridView(views: [
        [brailleTranslationLabel, brailleTranslationPopup],
        [empty, showContractedCheckbox],
        [empty, showEightDotCheckbox],
        [statusCellsLabel, showGeneralDisplayCB],
        [empty, textStyleCB],
        [showAlertCB],
      ])
      gridView.setContentHuggingPriority(600, for: .horizontal)
      gridView.setContentHuggingPriority(600, for: .vertical)

      // the first column needs to be right-justified:
      gridView.column(at: 0).xPlacement = .trailing

      // all cells use firstBaseline alignment
      gridView.rowAlignment = .firstBaseline

      // We need a little extra vertical space around the popup:
      let row = gridView.cell(for: brailleTranslationPopup)!.row!
      row.topPadding = 5
      row.bottomPadding = 5

      gridView.cell(for: statusCellsLabel)!.row!.topPadding = 6

      // Special treatment for centered checkbox:
      let cell = gridView.cell(for: showAlertCB)!
      cell.row!.topPadding = 4
      cell.row!.mergeCells(in: NSMakeRange(0, 2))
      cell.xPlacement = .none
      let centering = showAlertCB.centerXAnchor.constraint(equalTo: textStyleCB.leadingAnchor)
      cell.customPlacementConstraints = [centering]
      return gridView
    }
  }

  /// The form in a 600 × 300 window, at (20, 20), its other edges held to the window's at the
  /// priority a window keeps its size with (500), as a window's content view holds a grid
  /// pinned to its edges on macOS: the grid's hugging (600) wins, and the window would shrink
  /// to the grid.
  func layOut(_ direction: UIUserInterfaceLayoutDirection) -> (UIWindow, Form, NSGridView, [String])
  {
    let window = UIWindow(size: CGSize(width: 600, height: 300), layoutDirection: direction)
    var log: [String] = []
    window.logHandler = { log.append($0) }
    let form = Form()
    let gridView = form.makeForm()
    gridView.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(gridView)
    let trailing = gridView.trailingAnchor.constraint(
      equalTo: window.trailingAnchor, constant: -20)
    trailing.priority = .sceneSizeStayPut
    let bottom = gridView.bottomAnchor.constraint(equalTo: window.bottomAnchor, constant: -20)
    bottom.priority = .sceneSizeStayPut
    NSLayoutConstraint.activate([
      gridView.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
      gridView.topAnchor.constraint(equalTo: window.topAnchor, constant: 20), trailing, bottom,
    ])
    window.layoutIfNeeded()
    return (window, form, gridView, log)
  }

  /// The frames, hand-computed. Box font at 10: a label is 10 × characters wide and 10 tall,
  /// first baseline 8 below its top; a system button with zero content insets is its title's
  /// width (at least 30) and 10 + 12 = 22 tall, its first baseline (22 − 10) / 2 + 8 = 14
  /// below its top (LayoutKit's tested UIButton model, Button.swift).
  ///
  /// Columns: the labels column is as wide as "Braille Translation:", 200 ("Status Cells:" is
  /// 130; the merged check box does not count, and has no x placement anyway); the controls
  /// column as wide as "Show general display status", 270; 6 between them (AppKit's column
  /// spacing). The grid is 200 + 6 + 270 = 476 wide; the controls start at 206.
  ///
  /// Rows (AppKit's row spacing 6; a row's band between its paddings): every row is as tall as
  /// its button, 22, because a label on a button's baseline (14 − 8 = 6 below its top) ends at
  /// 16 < 22, so each aligned group is the button's extent, placed at the top of its row.
  /// Row 0: top padding 5 → 5...27, the popup at 5, its label at 5 + 6 = 11; bottom padding 5.
  /// Row 1: 27 + 5 + 6 = 38. Row 2: 38 + 22 + 6 = 66. Row 3: top padding 6 → 66 + 22 + 6 + 6 =
  /// 100, the label at 106. Row 4: 100 + 22 + 6 = 128. Row 5: top padding 4 → 128 + 22 + 6 +
  /// 4 = 160, and the grid ends at 160 + 22 = 182.
  ///
  /// The merged check box (320 wide) is centered on the leading edge of "Show text style"
  /// (206): 206 − 160 = 46. Right to left, everything mirrors within the grid's 476 points
  /// (the custom constraint uses `leadingAnchor`, which flips with its center).
  func expectedFrames(_ form: Form) -> [(UIView, CGRect)] {
    [
      (form.brailleTranslationLabel, CGRect(x: 0, y: 11, width: 200, height: 10)),
      (form.brailleTranslationPopup, CGRect(x: 206, y: 5, width: 150, height: 22)),
      (form.showContractedCheckbox, CGRect(x: 206, y: 38, width: 230, height: 22)),
      (form.showEightDotCheckbox, CGRect(x: 206, y: 66, width: 220, height: 22)),
      (form.statusCellsLabel, CGRect(x: 70, y: 106, width: 130, height: 10)),
      (form.showGeneralDisplayCB, CGRect(x: 206, y: 100, width: 270, height: 22)),
      (form.textStyleCB, CGRect(x: 206, y: 128, width: 150, height: 22)),
      (form.showAlertCB, CGRect(x: 46, y: 160, width: 320, height: 22)),
    ]
  }

  @Test(arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func theFormLaysOutAsTheTalkShowsIt(_ direction: UIUserInterfaceLayoutDirection) {
    let (window, form, gridView, log) = layOut(direction)
    let rtl = direction == .rightToLeft
    #expect(gridView.frame == CGRect(x: rtl ? 104 : 20, y: 20, width: 476, height: 182))
    for (view, frame) in expectedFrames(form) {
      let expected =
        rtl
        ? CGRect(x: 476 - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
        : frame
      #expect(view.frame == expected, "\(view.layoutName) \(direction)")
    }
    // Baselines line up across each row with two views.
    let label = form.brailleTranslationLabel
    let popup = form.brailleTranslationPopup
    #expect(label.frame.minY + 8 == popup.frame.minY + 14)
    expectNoAmbiguity(window)
    #expect(log.isEmpty, "\(log)")
    #expect(form.showAlertCB.isHidden == false)
    #expect(gridView.numberOfRows == 6 && gridView.numberOfColumns == 2)
  }

  /// The talk's point before raising the grid's hugging: at the default 250 the window keeps
  /// its size (500) and stretches the grid to 560 × 260; the extra space goes to the last
  /// column and the last row (Truss's choice), and the rest of the form stays as it was.
  @Test func withoutTheHuggingTheGridStretches() {
    let window = UIWindow(size: CGSize(width: 600, height: 300))
    let form = Form()
    let gridView = form.makeForm()
    gridView.setContentHuggingPriority(.defaultLow, for: .horizontal)
    gridView.setContentHuggingPriority(.defaultLow, for: .vertical)
    gridView.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(gridView)
    let trailing = gridView.trailingAnchor.constraint(
      equalTo: window.trailingAnchor, constant: -20)
    trailing.priority = .sceneSizeStayPut
    let bottom = gridView.bottomAnchor.constraint(equalTo: window.bottomAnchor, constant: -20)
    bottom.priority = .sceneSizeStayPut
    NSLayoutConstraint.activate([
      gridView.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
      gridView.topAnchor.constraint(equalTo: window.topAnchor, constant: 20), trailing, bottom,
    ])
    window.layoutIfNeeded()
    #expect(gridView.frame == CGRect(x: 20, y: 20, width: 560, height: 260))
    for (view, frame) in expectedFrames(form) {
      #expect(view.frame == frame, "\(view.layoutName)")
    }
    expectNoAmbiguity(window)
  }
}
