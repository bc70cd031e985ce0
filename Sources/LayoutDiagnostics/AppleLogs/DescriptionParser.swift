import AutoLayout
import Cassowary

/// Reads one constraint description of an Apple log, `<NSLayoutConstraint:0x… … >`, in any
/// of the forms UIKit and AppKit have printed:
///
/// ```
/// <NSLayoutConstraint:0x7fb0222d8e40 V:[UIView:0x7fb021f7a140(100)]>
/// <NSLayoutConstraint:0x170294f00 V:|-(0)-[UIView:0x17019a000]   (Names: '|':UIView:0x17019ba00 )>
/// <NSLayoutConstraint:0x60000272ddb0 V:[UILabel:0x…'What is reddit?']-(10)-[UITextView:0x…]   (active)>
/// <NSLayoutConstraint:0x6000024d0a00 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x….height == 96   (active)>
/// <NSAutoresizingMaskLayoutConstraint:0x14f0decb0 h=-&- v=--& CKMessageEntryView:0x….midX == UIInputSetHostView:0x….midX + 187.5>
/// <NSLayoutConstraint:0x600001485a90 UIView:0x7fd59947db10.width == - 16   (active)>
/// <NSLayoutConstraint:0x610000099f50 message_gray.top == UILabel:0x…'asklfd asklfd'.top - 11   (active, names: message_gray:0x7f83e5519600 )>
/// <SnapKit.LayoutConstraint:0x6000002a1c20@ViewController.swift#70 UILabel:0x….top == …>
/// ```
///
/// The scanner works on the characters of one description and never backtracks more than
/// the quoted text of one item, so a description of any length is read in linear time.
struct DescriptionParser {
  /// What one description says: the constraint, the items it names and the superviews its
  /// visual format shows (`|` in `H:|-(15)-[label]` is the label's superview).
  struct Result {
    var constraint: LoggedConstraint
    var items: [LoggedItem]
    /// Pairs of item keys, (subview or guide, superview or owner).
    var superviews: [(String, String)]
  }

  private let characters: [Character]
  private var position = 0
  private var names: [String: LoggedItem] = [:]
  private var items: [LoggedItem] = []
  private var superviews: [(String, String)] = []

  private init(_ text: Substring) {
    characters = Array(text)
  }

  /// Reads `text`, a whole description from `<` to `>`; `nil` when it is not one.
  static func parse(_ text: String, line: Int) -> Result? {
    guard text.hasPrefix("<"), text.hasSuffix(">"), text.count >= 3 else { return nil }
    let inner = text.dropFirst().dropLast()
    var parser = DescriptionParser(inner)
    return parser.description(text: text, line: line)
  }

  /// The address of a description that cannot be read whole (cut off, or wrapped past
  /// repair): the first `:0x…` followed by a space, a quote or `>`.
  static func address(in text: Substring) -> String? {
    var rest = text[...]
    while let colon = rest.firstRange(of: ":0x") {
      let digits = rest[colon.upperBound...].prefix { $0.isHexDigit }
      let after = rest[colon.upperBound...].dropFirst(digits.count).first
      if !digits.isEmpty, let after, after == " " || after == "'" || after == ">" || after == "@" {
        return "0x" + digits
      }
      rest = rest[colon.upperBound...]
    }
    return nil
  }

  // MARK: - The description

  private mutating func description(text: String, line: Int) -> Result? {
    guard let (className, address) = constraintHeader() else { return nil }
    skipSpaces()
    var identifier: String?
    if peek() == "'" {
      position += 1
      let start = position
      while let c = peek(), !(c == "'" && (peek(1) == " " || peek(1) == nil)) { position += 1 }
      guard peek() == "'" else { return nil }
      identifier = String(characters[start..<position])
      position += 1
      skipSpaces()
    }
    var mask: AutoresizingMask?
    if peek() == "h", peek(1) == "=" {
      let h = characters.dropFirst(position + 2).prefix(3)
      let v = characters.dropFirst(position + 5).prefix(6)
      guard v.first == " ", v.dropFirst().prefix(2) == ["v", "="] else { return nil }
      mask = AutoresizingMask(
        horizontal: Substring(String(h)), vertical: Substring(String(v.dropFirst(3))))
      guard mask != nil else { return nil }
      position += 11
      skipSpaces()
    }
    let end = suffixStart()
    if end < characters.count {
      guard readNames(from: end) else { return nil }
    }
    var bodyText = String(characters[position..<end]).trimmingSpaces()
    let content = Self.contentSizeSuffix(&bodyText)
    var body = DescriptionParser(Substring(bodyText))
    body.names = names
    guard var constraint = body.body() else { return nil }
    if let (hugging, resistance) = content {
      // A content-size constraint is two inequalities at the hugging and compression
      // resistance priorities; only a required one of them can take part in a conflict.
      switch (hugging >= 1000, resistance >= 1000) {
      case (true, true): constraint.priority = 1000
      case (false, true): (constraint.relation, constraint.priority) = (.greaterThanOrEqual, 1000)
      case (true, false): (constraint.relation, constraint.priority) = (.lessThanOrEqual, 1000)
      case (false, false): constraint.priority = max(hugging, resistance)
      }
    }
    items += body.items
    superviews += body.superviews
    constraint.address = address
    constraint.className = className
    constraint.identifier = identifier
    constraint.autoresizingMask = mask
    constraint.line = line
    constraint.text = text
    return Result(constraint: constraint, items: items, superviews: superviews)
  }

  /// Takes `Hug:251 CompressionResistance:750` off the end of an
  /// `NSContentSizeLayoutConstraint`'s body and returns the two priorities.
  static func contentSizeSuffix(_ body: inout String) -> (Double, Double)? {
    guard let hug = body.firstRange(of: " Hug:") else { return nil }
    let words = body[hug.upperBound...].split(separator: " ")
    guard words.count == 2, let hugging = Double(words[0]),
      words[1].hasPrefix("CompressionResistance:"),
      let resistance = Double(words[1].dropFirst("CompressionResistance:".count))
    else { return nil }
    body = String(body[..<hug.lowerBound])
    return (hugging, resistance)
  }

  /// `CLASS:0xADDRESS` (with SnapKit's `@file#line` after it) or `<CLASS:0xADDRESS>`.
  private mutating func constraintHeader() -> (String, String)? {
    if peek() == "<" {
      position += 1
      guard let header = classAndAddress(), peek() == ">" else { return nil }
      position += 1
      return header
    }
    guard let header = classAndAddress() else { return nil }
    if peek() == "@" {
      while let c = peek(), c != " " { position += 1 }
    }
    return header
  }

  /// `CLASS:0xHEX`.
  private mutating func classAndAddress() -> (String, String)? {
    let start = position
    while let c = peek(), Self.isNameCharacter(c) { position += 1 }
    let className = String(characters[start..<position])
    guard !className.isEmpty, let address = hexAddress() else {
      position = start
      return nil
    }
    return (className, address)
  }

  /// `:0xHEX`, returning `0xHEX`.
  private mutating func hexAddress() -> String? {
    guard peek() == ":", peek(1) == "0", peek(2) == "x" else { return nil }
    let start = position + 3
    var end = start
    while end < characters.count, characters[end].isHexDigit { end += 1 }
    guard end > start else { return nil }
    position = end
    return "0x" + String(characters[start..<end])
  }

  /// Where the `   (active, names: … )` or `   (Names: … )` suffix starts, or the end.
  private func suffixStart() -> Int {
    guard characters.last == ")" else { return characters.count }
    var index = characters.count - 1
    while index > position {
      if characters[index] == "(", index >= 3,
        characters[index - 3..<index].allSatisfy({ $0 == " " })
      {
        let word = String(characters[(index + 1)...].prefix(8))
        if word.hasPrefix("active") || word.hasPrefix("inactive") || word.hasPrefix("Names:")
          || word.hasPrefix("names:")
        {
          return index - 3
        }
      }
      index -= 1
    }
    return characters.count
  }

  /// Reads the names of the suffix at `start` into `names`.
  private mutating func readNames(from start: Int) -> Bool {
    var text = String(characters[start...]).trimmingSpaces()
    guard text.hasPrefix("("), text.hasSuffix(")") else { return false }
    text = String(text.dropFirst().dropLast()).trimmingSpaces()
    for prefix in ["active, names:", "inactive, names:", "Names:", "names:"]
    where text.hasPrefix(prefix) {
      text = String(text.dropFirst(prefix.count)).trimmingSpaces()
      var scanner = DescriptionParser(Substring(text))
      guard scanner.nameList() else { return false }
      names = scanner.names
      items += scanner.items
      return true
    }
    return text == "active" || text == "inactive"
  }

  /// `NAME:ITEM, '|':ITEM, …`.
  private mutating func nameList() -> Bool {
    while position < characters.count {
      let key: String
      if peek() == "'", peek(1) == "|", peek(2) == "'" {
        key = "|"
        position += 3
      } else {
        let start = position
        while let c = peek(), Self.isNameCharacter(c) { position += 1 }
        key = String(characters[start..<position])
      }
      guard !key.isEmpty, peek() == ":" else { return false }
      position += 1
      var item: LoggedItem
      if peek() == "0", peek(1) == "x" {
        position -= 1
        guard let address = hexAddress() else { return false }
        item = LoggedItem(address: address)
      } else {
        guard
          let found = self.item(endsText: { p in p.peek() == "," || p.peek() == nil })
        else { return false }
        item = found
      }
      if key != "|" { item.name = key }
      names[key] = item
      items.append(item)
      skipSpaces()
      if peek() == "," {
        position += 1
        skipSpaces()
      } else if position < characters.count {
        return false
      }
    }
    return true
  }

  // MARK: - The body

  private mutating func body() -> LoggedConstraint? {
    if (peek() == "H" || peek() == "V"), peek(1) == ":" {
      return visualFormat()
    }
    return equation()
  }

  /// `ITEM.ATTR REL [M*]ITEM.ATTR [± C] [@P]` or `ITEM.ATTR REL [±] C [@P]`.
  private mutating func equation() -> LoggedConstraint? {
    guard let first = operand() else { return nil }
    skipSpaces()
    guard let relation = relation() else { return nil }
    skipSpaces()
    var second: LoggedConstraint.Operand?
    var multiplier = 1.0
    var constant = 0.0
    if let sign = peek(), sign == "+" || sign == "-", !(peek(1)?.isLetter ?? false) {
      position += 1
      skipSpaces()
      guard let value = number() else { return nil }
      constant = sign == "-" ? -value : value
    } else if let value = number() {
      if peek() == "*" {
        position += 1
        skipSpaces()
        multiplier = value
        guard let operand = operand() else { return nil }
        second = operand
      } else {
        constant = value
      }
    } else {
      guard let operand = operand() else { return nil }
      second = operand
      skipSpaces()
      if peek() == "*" {
        position += 1
        skipSpaces()
        guard let value = number() else { return nil }
        multiplier = value
      }
    }
    if second != nil {
      skipSpaces()
      if let sign = peek(), sign == "+" || sign == "-" {
        position += 1
        skipSpaces()
        guard let value = number() else { return nil }
        constant = sign == "-" ? -value : value
      }
    }
    guard let priority = trailingPriority() else { return nil }
    return LoggedConstraint(
      address: "", className: "", first: first, relation: relation, second: second,
      multiplier: multiplier, constant: constant, priority: priority, line: 0, text: "")
  }

  /// An optional `@PRIORITY`, then the end: the priority (1000 when none), or `nil` when
  /// something else is left.
  private mutating func trailingPriority() -> Double? {
    skipSpaces()
    var priority = 1000.0
    if peek() == "@" {
      position += 1
      guard let value = number() else { return nil }
      priority = value
      skipSpaces()
    }
    return position == characters.count ? priority : nil
  }

  /// `H:|-(C)-[ITEM]`, `H:[ITEM]-(C)-|`, `H:[A]-(C)-[B]` or `H:[ITEM(C)]`, with `V:` for the
  /// vertical axis, relations and priorities in the parentheses, and `(LTR)` after.
  private mutating func visualFormat() -> LoggedConstraint? {
    let horizontal = peek() == "H"
    position += 2
    let lead: LoggedConstraint.Attribute = horizontal ? .leading : .top
    let trail: LoggedConstraint.Attribute = horizontal ? .trailing : .bottom
    let size: LoggedConstraint.Attribute = horizontal ? .width : .height
    if peek() == "|" {
      position += 1
      guard let gap = connection(), let item = bracketedItem(), item.1 == nil,
        directionSuffixAndEnd()
      else { return nil }
      let superview = superview(of: item.0)
      return made(
        LoggedConstraint.Operand(item: item.0.key, attribute: lead), gap.relation,
        LoggedConstraint.Operand(item: superview, attribute: lead), gap.constant, gap.priority)
    }
    guard let item = bracketedItem() else { return nil }
    if let predicate = item.1 {
      guard directionSuffixAndEnd() else { return nil }
      return made(
        LoggedConstraint.Operand(item: item.0.key, attribute: size), predicate.relation, nil,
        predicate.constant, predicate.priority)
    }
    guard let gap = connection() else { return nil }
    if peek() == "|" {
      position += 1
      guard directionSuffixAndEnd() else { return nil }
      let superview = superview(of: item.0)
      return made(
        LoggedConstraint.Operand(item: superview, attribute: trail), gap.relation,
        LoggedConstraint.Operand(item: item.0.key, attribute: trail), gap.constant,
        gap.priority)
    }
    guard let next = bracketedItem(), next.1 == nil, directionSuffixAndEnd() else { return nil }
    return made(
      LoggedConstraint.Operand(item: next.0.key, attribute: lead), gap.relation,
      LoggedConstraint.Operand(item: item.0.key, attribute: trail), gap.constant, gap.priority)
  }

  private func made(
    _ first: LoggedConstraint.Operand, _ relation: Relation, _ second: LoggedConstraint.Operand?,
    _ constant: Double, _ priority: Double
  ) -> LoggedConstraint {
    LoggedConstraint(
      address: "", className: "", first: first, relation: relation, second: second,
      multiplier: 1, constant: constant, priority: priority, line: 0, text: "")
  }

  /// The key of the superview `|` of `item`: the one `names:` gives, or an unnamed one.
  private mutating func superview(of item: LoggedItem) -> String {
    let superview =
      names["|"] ?? LoggedItem(unnamedSuperviewOf: item.key)
    items.append(superview)
    superviews.append((item.key, superview.key))
    return superview.key
  }

  /// `-(PREDICATE)-` or `-CONSTANT-` between two elements, or nothing (a gap of 0).
  private mutating func connection() -> (relation: Relation, constant: Double, priority: Double)? {
    guard peek() == "-" else {
      return peek() == "[" || peek() == "|" ? (.equal, 0, 1000) : nil
    }
    position += 1
    let predicate: (relation: Relation, constant: Double, priority: Double)?
    if peek() == "(" {
      position += 1
      predicate = self.predicate()
      guard peek() == ")" else { return nil }
      position += 1
    } else {
      predicate = number().map { (.equal, $0, 1000) }
    }
    guard let predicate, peek() == "-" else { return nil }
    position += 1
    return predicate
  }

  /// `[REL]NUMBER[@PRIORITY]` inside parentheses.
  private mutating func predicate() -> (relation: Relation, constant: Double, priority: Double)? {
    let relation = self.relation() ?? .equal
    guard let constant = number() else { return nil }
    var priority = 1000.0
    if peek() == "@" {
      position += 1
      guard let value = number() else { return nil }
      priority = value
    }
    return (relation, constant, priority)
  }

  /// `[ITEM]` or `[ITEM(PREDICATE)]`.
  private mutating func bracketedItem() -> (
    LoggedItem, (relation: Relation, constant: Double, priority: Double)?
  )? {
    guard peek() == "[" else { return nil }
    position += 1
    guard let item = item(endsText: { p in p.peek() == "]" || p.peek() == "(" }) else {
      return nil
    }
    var predicate: (relation: Relation, constant: Double, priority: Double)?
    if peek() == "(" {
      position += 1
      predicate = self.predicate()
      guard predicate != nil, peek() == ")" else { return nil }
      position += 1
    }
    guard peek() == "]" else { return nil }
    position += 1
    return (item, predicate)
  }

  /// An optional `(LTR)` or `(RTL)`, then the end of the body.
  private mutating func directionSuffixAndEnd() -> Bool {
    if peek() == "(" {
      let word = String(characters.dropFirst(position).prefix(5))
      guard word == "(LTR)" || word == "(RTL)" else { return false }
      position += 5
    }
    skipSpaces()
    return position == characters.count
  }

  // MARK: - Items and operands

  /// `ITEM.ATTRIBUTE`.
  private mutating func operand() -> LoggedConstraint.Operand? {
    guard
      let item = item(endsText: { p in
        p.peek() == "." && p.attributeFollows(at: p.position + 1)
      })
    else { return nil }
    guard peek() == "." else { return nil }
    position += 1
    let start = position
    while let c = peek(), c.isLetter { position += 1 }
    guard let attribute = LoggedConstraint.Attribute(rawValue: String(characters[start..<position]))
    else { return nil }
    return LoggedConstraint.Operand(item: item.key, attribute: attribute)
  }

  /// Whether an attribute name starts at `index` and ends at a word boundary.
  private func attributeFollows(at index: Int) -> Bool {
    var end = index
    while end < characters.count, characters[end].isLetter { end += 1 }
    guard end > index,
      LoggedConstraint.Attribute(rawValue: String(characters[index..<end])) != nil
    else { return false }
    return end == characters.count || !Self.isNameCharacter(characters[end])
  }

  /// `CLASS:0xADDRESS['TEXT']`, `<CLASS:0xADDRESS>` or a name from `names:`; `endsText`
  /// tells a quote that closes the text from one inside it.
  private mutating func item(endsText: (DescriptionParser) -> Bool) -> LoggedItem? {
    if peek() == "<" {
      position += 1
      guard let (className, address) = classAndAddress(), peek() == ">" else { return nil }
      position += 1
      return record(LoggedItem(className: className, address: address))
    }
    let start = position
    while let c = peek(), Self.isNameCharacter(c) { position += 1 }
    guard position > start else { return nil }
    let token = String(characters[start..<position])
    if let address = hexAddress() {
      var item = LoggedItem(className: token, address: address)
      if peek() == "'" {
        let open = position
        position += 1
        while position < characters.count {
          if characters[position] == "'" {
            var probe = self
            probe.position = position + 1
            if endsText(probe) { break }
          }
          position += 1
        }
        guard position < characters.count else { return nil }
        item.text = String(characters[(open + 1)..<position])
        position += 1
      }
      return record(item)
    }
    // A name: `message_gray`, or `ItemCell` of `ItemCell.width`, where the dot starts the
    // attribute rather than a module name.
    var name = token
    if let dot = token.lastIndex(of: "."),
      LoggedConstraint.Attribute(rawValue: String(token[token.index(after: dot)...])) != nil
    {
      name = String(token[..<dot])
      position = start + name.count
    }
    if name == "|", let superview = names["|"] { return record(superview) }
    var item = names[name] ?? LoggedItem()
    item.name = name
    return record(item)
  }

  private mutating func record(_ item: LoggedItem) -> LoggedItem {
    items.append(item)
    return item
  }

  // MARK: - Tokens

  private mutating func relation() -> Relation? {
    guard let first = peek(), peek(1) == "=" else { return nil }
    let relation: Relation
    switch first {
    case "=": relation = .equal
    case ">": relation = .greaterThanOrEqual
    case "<": relation = .lessThanOrEqual
    default: return nil
    }
    position += 2
    return relation
  }

  /// A decimal number, optionally signed, with an optional exponent.
  private mutating func number() -> Double? {
    let start = position
    if peek() == "-" || peek() == "+" { position += 1 }
    while let c = peek(), c.isASCII, c.isNumber || c == "." { position += 1 }
    if peek() == "e" || peek() == "E" {
      let mark = position
      position += 1
      if peek() == "-" || peek() == "+" { position += 1 }
      let digits = position
      while let c = peek(), c.isASCII, c.isNumber { position += 1 }
      if position == digits { position = mark }
    }
    guard let value = Double(String(characters[start..<position])), value.isFinite else {
      position = start
      return nil
    }
    return value
  }

  private mutating func skipSpaces() {
    while peek() == " " || peek() == "\t" { position += 1 }
  }

  private func peek(_ offset: Int = 0) -> Character? {
    let index = position + offset
    return index < characters.count ? characters[index] : nil
  }

  /// Letters, digits and `_ . $` (Swift's mangled class names have `$`).
  static func isNameCharacter(_ c: Character) -> Bool {
    c.isLetter || c.isNumber || c == "_" || c == "." || c == "$"
  }
}
