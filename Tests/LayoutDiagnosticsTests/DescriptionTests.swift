import LayoutDiagnostics
import Testing

// One constraint description of each form Apple's logs print, read into a constraint. The
// descriptions are shaped after the real logs in `Logs/`; the addresses are short.

@Suite struct DescriptionTests {
  /// The only constraint of a one-line list holding `description`.
  func read(_ description: String) throws -> (LoggedConstraint, LoggedReport) {
    let log = AppleLog(
      parsing: "Unable to simultaneously satisfy constraints.\n(\n\"\(description)\"\n)\n")
    let report = try #require(log.reports.first)
    let constraint = try #require(report.constraints.first, "unread: \(description)")
    return (constraint, report)
  }

  @Test func visualFormatPinToTheSuperview() throws {
    let (c, report) = try read(
      "<NSLayoutConstraint:0x10 H:|-(15)-[UILabel:0x20'Title']   (Names: '|':UIView:0x30 )>")
    #expect(c.address == "0x10")
    #expect(c.first == LoggedConstraint.Operand(item: "0x20", attribute: .leading))
    #expect(c.second == LoggedConstraint.Operand(item: "0x30", attribute: .leading))
    #expect(c.relation == .equal && c.constant == 15 && c.multiplier == 1 && c.isRequired)
    #expect(report.superviews["0x20"] == "0x30")
    #expect(report.items["0x20"]?.text == "Title")
    #expect(report.items["0x30"]?.className == "UIView")
  }

  @Test func visualFormatPinToTheTrailingEdge() throws {
    let (c, report) = try read(
      "<NSLayoutConstraint:0x10 V:[UITextView:0x20'reddit is a source for wh...']-(20)-|   "
        + "(active, names: '|':UITableViewCellContentView:0x30 )>")
    #expect(c.first == LoggedConstraint.Operand(item: "0x30", attribute: .bottom))
    #expect(c.second == LoggedConstraint.Operand(item: "0x20", attribute: .bottom))
    #expect(c.constant == 20)
    #expect(report.items["0x20"]?.text == "reddit is a source for wh...")
  }

  @Test func visualFormatSpacingWithRelationAndPriority() throws {
    let (c, _) = try read("<NSLayoutConstraint:0x10 H:[UIView:0x20]-(>=8@750)-[UILabel:0x30](LTR)>")
    #expect(c.first == LoggedConstraint.Operand(item: "0x30", attribute: .leading))
    #expect(c.second == LoggedConstraint.Operand(item: "0x20", attribute: .trailing))
    #expect(c.relation == .greaterThanOrEqual && c.constant == 8 && c.priority == 750)
    #expect(!c.isRequired)
  }

  @Test func visualFormatNegativeSpacingAndUnnamedSuperview() throws {
    let (c, report) = try read("<NSLayoutConstraint:0x10 V:|-(-20)-[UINavigationBar:0x20]>")
    #expect(c.constant == -20)
    #expect(c.second?.item == "|0x20")
    #expect(report.items["|0x20"]?.unnamedSuperviewOf == "0x20")
  }

  @Test func visualFormatSizes() throws {
    let (at, _) = try read("<NSLayoutConstraint:0x10 V:[UIView:0x20(>=44)]>")
    #expect(at.first == LoggedConstraint.Operand(item: "0x20", attribute: .height))
    #expect(at.second == nil && at.relation == .greaterThanOrEqual && at.constant == 44)
    let (optional, _) = try read("<NSLayoutConstraint:0x10 H:[UIImageView:0x20(320@999)]>")
    #expect(optional.first.attribute == .width && optional.priority == 999)
  }

  @Test func equationWithMultiplierAndConstant() throws {
    let (c, _) = try read(
      "<NSLayoutConstraint:0x10 UIImageView:0x20.width == 0.5*UIView:0x30.width + 4   (active)>")
    #expect(c.first == LoggedConstraint.Operand(item: "0x20", attribute: .width))
    #expect(c.second == LoggedConstraint.Operand(item: "0x30", attribute: .width))
    #expect(c.multiplier == 0.5 && c.constant == 4)
  }

  @Test func equationConstantsWithASpacedSign() throws {
    let (negative, _) = try read("<NSLayoutConstraint:0x10 UIView:0x20.width == - 16   (active)>")
    #expect(negative.second == nil && negative.constant == -16)
    let (position, _) = try read(
      "<NSAutoresizingMaskLayoutConstraint:0x10 h=--& v=--& UIView:0x20.midY == + 70>")
    #expect(position.first.attribute == .midY && position.second == nil && position.constant == 70)
    #expect(position.isAutoresizing)
  }

  @Test func equationPriorityAndIdentifier() throws {
    let (c, _) = try read(
      "<NSLayoutConstraint:0x10 'UIView-Encapsulated-Layout-Height' "
        + "UITableViewCellContentView:0x20.height == 43.6667 @999   (active)>")
    #expect(c.identifier == "UIView-Encapsulated-Layout-Height")
    #expect(c.isEncapsulatedSize && c.isSystemConstraint)
    #expect(c.constant == 43.6667 && c.priority == 999)
  }

  @Test func autoresizingMaskAndItsMeaning() throws {
    let (c, _) = try read(
      "<NSAutoresizingMaskLayoutConstraint:0x10 h=-&- v=--& CKMessageEntryView:0x20.width == "
        + "UIInputSetHostView:0x30.width + 375>")
    let mask = try #require(c.autoresizingMask)
    #expect(mask.description == "h=-&- v=--&")
    #expect(mask.horizontal == [false, true, false] && mask.vertical == [false, false, true])
    #expect(
      mask.meaning
        == "fixed left margin, right margin, top margin and height; flexible width and bottom "
        + "margin")
  }

  @Test func labelTextsWithQuotesDotsAndEscapes() throws {
    let (c, report) = try read(
      "<NSLayoutConstraint:0x10 UILabel:0x20'It's 5.30 now'.leading == "
        + "UILabel:0x30'AirDrop. Um Dateien \\U00fcber ...'.trailing + 8>")
    #expect(report.items["0x20"]?.text == "It's 5.30 now")
    #expect(report.items["0x30"]?.text == "AirDrop. Um Dateien \\U00fcber ...")
    #expect(c.first.attribute == .leading && c.second?.attribute == .trailing)
  }

  @Test func guidesAndViews() throws {
    let (_, report) = try read(
      "<NSLayoutConstraint:0x10 'UIView-bottomMargin-guide-constraint' "
        + "V:[UILayoutGuide:0x20'UIViewLayoutMarginsGuide']-(8)-|   "
        + "(active, names: '|':UITableViewCellContentView:0x30 )>")
    #expect(report.items["0x20"]?.isLayoutGuide == true)
    #expect(report.items["0x20"]?.isMarginsGuide == true)
    #expect(report.superviews["0x20"] == "0x30")
    #expect(LoggedItem(className: "_UILayoutGuide", address: "0x1").isLayoutGuide == false)
    #expect(LoggedItem(className: "_UILayoutSpacer", address: "0x1").isLayoutGuide)
    #expect(LoggedItem(className: "KeyboardAdjuster.KeyboardLayoutGuide").isLayoutGuide)
    #expect(
      LoggedItem(className: "UILayoutGuide", address: "0x1", text: "UIViewSafeAreaLayoutGuide")
        .isLayoutGuide)
  }

  @Test func namesFromTheNamesList() throws {
    let (c, report) = try read(
      "<NSLayoutConstraint:0x10 message_gray.top == UILabel:0x20'asklfd'.top - 11   "
        + "(active, names: message_gray:0x30 )>")
    #expect(c.first.item == "0x30")
    #expect(report.items["0x30"]?.name == "message_gray")
    #expect(report.items["0x30"]?.printed == "message_gray:0x30")
    let (cell, cellReport) = try read(
      "<NSAutoresizingMaskLayoutConstraint:0x10 h=--& v=-&- ItemCell.width == 194   "
        + "(active, names: ItemCell:0x30 )>")
    #expect(cell.first == LoggedConstraint.Operand(item: "0x30", attribute: .width))
    #expect(cellReport.items["0x30"]?.name == "ItemCell")
  }

  @Test func masonryAndSnapKitDescriptions() throws {
    let (masonry, _) = try read(
      "<MASLayoutConstraint:0x10 UIButton:0x20.left == UIView:0x30.left + 10>")
    #expect(masonry.className == "MASLayoutConstraint" && masonry.constant == 10)
    let (snapKit, _) = try read(
      "<SnapKit.LayoutConstraint:0x10@ViewController.swift#70 UILabel:0x20.top == "
        + "test_snpkit.TestCell:0x30.top>")
    #expect(snapKit.className == "SnapKit.LayoutConstraint")
    #expect(snapKit.second == LoggedConstraint.Operand(item: "0x30", attribute: .top))
    let (old, report) = try read(
      "<<DeviceImagesTest.LayoutConstraint:0x10> <UIView:0x20>.top == <_UILayoutGuide:0x30>.bottom>"
    )
    #expect(old.address == "0x10" && old.second?.attribute == .bottom)
    #expect(report.items["0x30"]?.className == "_UILayoutGuide")
  }

  @Test func contentSizeConstraints() throws {
    let (optional, _) = try read(
      "<NSContentSizeLayoutConstraint:0x10 H:[UILabel:0x20'Hello'(54)] Hug:251 "
        + "CompressionResistance:750>")
    #expect(optional.first.attribute == .width && optional.constant == 54)
    #expect(optional.priority == 750 && !optional.isRequired)
    let (required, _) = try read(
      "<NSContentSizeLayoutConstraint:0x10 UILabel:0x20.height == 21 Hug:250 "
        + "CompressionResistance:1000   (active)>")
    #expect(required.relation == .greaterThanOrEqual && required.isRequired)
  }

  @Test func mangledClassNames() throws {
    let (c, report) = try read(
      "<NSLayoutConstraint:0x10 'UISV-fill-equally' _TtGCGC16PinCodeInputView16PinCodeInputView"
        + "CS_8ItemView_P10$100d482f017ContainerItemViewS1__S1__:0x20.width == "
        + "_TtGCGC16PinCodeInputView16PinCodeInputViewCS_8ItemView_P10$100d482f017ContainerItem"
        + "ViewS1__S1__:0x30.width   (active)>")
    #expect(c.identifier == "UISV-fill-equally")
    #expect(report.items["0x20"]?.className?.hasPrefix("_TtGCGC16") == true)
    #expect(ItemNames(report)["0x20"].count <= 45)
  }

  @Test func descriptionsThatCannotBeRead() {
    for text in [
      "<private>", "<NSLayoutConstraint:0x10 V:|~~(0)~~[UIStackView:0x20]>",
      "<NSLayoutConstraint:0x10 UIView:0x20.width == >",
      "<NSLayoutConstraint:0x10 UIView:0x20.size == 4>",
      "<NSLayoutConstraint:0x10 H:[UIView:0x20(==UIView:0x30)]>",
    ] {
      let log = AppleLog(
        parsing: "Unable to simultaneously satisfy constraints.\n(\n\"\(text)\"\n)\n")
      #expect(log.reports.first?.constraints.isEmpty == true, "\(text)")
      #expect(log.reports.first?.unreadableLines == [3], "\(text)")
    }
  }
}
