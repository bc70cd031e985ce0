import Foundation

// Reading a fixture file: every key is checked (unknown keys are errors, so typos cannot
// silently drop an expectation), then every id is resolved (see Fixture+Validation.swift).

extension Fixture {
  /// Parses and validates a fixture file's contents.
  ///
  /// - Parameters:
  ///   - data: the file's bytes (UTF-8 JSON).
  ///   - name: the path shown in messages.
  /// - Throws: `FixtureError` naming the JSON path and the problem.
  static func parse(_ data: Data, name: String) throws -> Fixture {
    let root = try JSONCursor(root: JSONValue.parse(data)).object(allowing: [
      "description", "source", "disabled", "window", "views", "guides", "constraints", "steps",
      "expect", "rtl",
    ])
    let description = try root.require("description").string()
    let source = try root.require("source").string()
    guard !description.isEmpty, !source.isEmpty else {
      throw FixtureError("\"description\" and \"source\" must not be empty")
    }
    var fixture = Fixture(
      name: name,
      description: description,
      source: source,
      disabled: try root["disabled"]?.string(),
      window: try parseWindow(root.require("window")),
      views: try root["views"]?.array().map(parseView) ?? [],
      guides: try root["guides"]?.array().map(parseGuide) ?? [],
      constraints: try root["constraints"]?.array().map(parseEquation) ?? [],
      steps: try root["steps"]?.array().map(parseStep) ?? [],
      expect: try root["expect"].map(parseExpectation),
      rtl: try root["rtl"].map(parseRTL) ?? .mirror)
    fixture.lines = String(decoding: data, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    try fixture.validate()
    return fixture
  }

  /// The reason a disabled (`x_`) fixture gives, read without validating the rest of the
  /// file: a disabled fixture may use what the harness cannot run yet, but it must be JSON
  /// and say why it is disabled.
  ///
  /// - Throws: `FixtureError` when the text is not a JSON object or has no non-empty
  ///   `"disabled"` string.
  static func disabledReason(_ data: Data) throws -> String {
    let root = JSONCursor(root: try JSONValue.parse(data))
    guard case .object(let members) = root.value else {
      throw root.error("expected an object, found \(root.value.kindDescription)")
    }
    let reason = try JSONObjectCursor(members: members, path: root.path)["disabled"]?.string()
    guard let reason, !reason.allSatisfy(\.isWhitespace) else {
      throw FixtureError("a disabled fixture (x_ prefix) must say why in \"disabled\"")
    }
    return reason
  }

  private static func parseWindow(_ cursor: JSONCursor) throws -> WindowSpec {
    let object = try cursor.object(allowing: [
      "size", "scale", "safeArea", "additionalSafeArea", "horizontalSizeClass",
      "verticalSizeClass", "margins", "directionalMargins", "preservesSuperviewMargins",
      "insetsMarginsFromSafeArea", "device",
    ])
    var window: WindowSpec
    if let deviceCursor = object["device"] {
      // The device gives the size, scale, safe area and size classes (Fixture+Devices.swift).
      let replaced = ["size", "scale", "safeArea", "horizontalSizeClass", "verticalSizeClass"]
      if let key = replaced.first(where: { object[$0] != nil }) {
        throw cursor.error("\"\(key)\" cannot be given with \"device\" (the device sets it)")
      }
      window = try WindowSpec(device: parseDevice(deviceCursor), at: deviceCursor)
    } else {
      let size = try object.require("size").size()
      let scale = try object["scale"]?.number() ?? 1
      guard scale > 0 else { throw cursor.error("scale must be positive") }
      window = WindowSpec(
        size: size, scale: scale, safeArea: try object["safeArea"]?.insets() ?? .zero)
      window.horizontalSizeClass = try object["horizontalSizeClass"].map(parseSizeClass)
      window.verticalSizeClass = try object["verticalSizeClass"].map(parseSizeClass)
    }
    window.additionalSafeArea = try object["additionalSafeArea"]?.insets()
    window.margins = try object["margins"]?.insets()
    window.directionalMargins = try object["directionalMargins"]?.insets()
    window.preservesSuperviewMargins = try object["preservesSuperviewMargins"]?.bool()
    window.insetsMarginsFromSafeArea = try object["insetsMarginsFromSafeArea"]?.bool()
    return window
  }

  /// A window's `device`: `{"name": …, "orientation": …, "split": …}`.
  private static func parseDevice(_ cursor: JSONCursor) throws -> DeviceSpec {
    let object = try cursor.object(allowing: ["name", "orientation", "split"])
    return DeviceSpec(
      name: try object.require("name").string(),
      orientation: try object["orientation"]?.option(
        OrientationOption.self, meaning: "orientation"),
      split: try object["split"]?.option(SplitOption.self, meaning: "split") ?? .full)
  }

  private static func parseView(_ cursor: JSONCursor) throws -> ViewSpec {
    let object = try cursor.object(
      allowing: [
        "id", "parent", "tamic", "frame", "mask", "intrinsic", "hugging", "compression", "margins",
        "directionalMargins", "preservesSuperviewMargins", "insetsMarginsFromSafeArea", "semantic",
        "hidden",
      ] + contentKeys)
    var view = ViewSpec(
      id: try object.require("id").string(),
      parent: try object["parent"]?.string() ?? Fixture.windowID)
    view.tamic = try object["tamic"]?.bool() ?? true
    view.frame = try object["frame"]?.rect()
    view.mask = try object["mask"].map(parseMask) ?? []
    view.intrinsic = try object["intrinsic"].map(parseIntrinsic)
    view.hugging = try object["hugging"]?.priorityPair()
    view.compression = try object["compression"]?.priorityPair()
    view.margins = try object["margins"]?.insets()
    view.directionalMargins = try object["directionalMargins"]?.insets()
    view.preservesSuperviewMargins = try object["preservesSuperviewMargins"]?.bool()
    view.insetsMarginsFromSafeArea = try object["insetsMarginsFromSafeArea"]?.bool()
    view.semantic = try object["semantic"].map(parseSemantic)
    view.hidden = try object["hidden"]?.bool()
    try parseContent(object, into: &view)
    return view
  }

  /// An `autoresizingMask`: an array of option names.
  private static func parseMask(_ cursor: JSONCursor) throws -> [MaskOption] {
    try cursor.array().map { try $0.option(MaskOption.self, meaning: "autoresizing option") }
  }

  /// A `semanticContentAttribute` name.
  private static func parseSemantic(_ cursor: JSONCursor) throws -> SemanticOption {
    try cursor.option(SemanticOption.self, meaning: "semantic content attribute")
  }

  /// A size class name.
  private static func parseSizeClass(_ cursor: JSONCursor) throws -> SizeClassOption {
    try cursor.option(SizeClassOption.self, meaning: "size class")
  }

  /// An intrinsic size `[w, h]`; `null` or `-1` in either place means `noIntrinsicMetric`.
  private static func parseIntrinsic(_ cursor: JSONCursor) throws -> CGSize {
    let size = try cursor.size(nullValue: -1)
    for value in [size.width, size.height] where value < 0 && value != -1 {
      throw cursor.error("an intrinsic dimension is a size >= 0, or -1/null for none")
    }
    return size
  }

  private static func parseGuide(_ cursor: JSONCursor) throws -> GuideSpec {
    let object = try cursor.object(allowing: ["id", "owner"])
    return GuideSpec(
      id: try object.require("id").string(),
      owner: try object["owner"]?.string() ?? Fixture.windowID)
  }

  private static func parseEquation(_ cursor: JSONCursor) throws -> ConstraintEquation {
    do {
      return try ConstraintEquation(parsing: cursor.string())
    } catch let error as FixtureError {
      throw cursor.error(error.message)
    }
  }

  private static func parseStep(_ cursor: JSONCursor) throws -> FixtureStep {
    guard case .object(let members) = cursor.value, case .string(let kind)? = members["do"] else {
      throw cursor.error("a step is an object with a \"do\" string")
    }
    let common = ["do", "expect"]
    let action: FixtureAction
    switch kind {
    case "resize":
      let object = try cursor.object(
        allowing: common + ["size", "safeArea", "horizontalSizeClass", "verticalSizeClass"])
      action = .resize(
        size: try object.require("size").size(), safeArea: try object["safeArea"]?.insets(),
        horizontalSizeClass: try object["horizontalSizeClass"].map(parseSizeClass),
        verticalSizeClass: try object["verticalSizeClass"].map(parseSizeClass))
    case "setConstant":
      let object = try cursor.object(allowing: common + ["constraint", "value"])
      action = .setConstant(
        constraint: try object.require("constraint").string(),
        value: try object.require("value").number())
    case "setPriority":
      let object = try cursor.object(allowing: common + ["constraint", "priority"])
      let priority = try object.require("priority").number()
      guard (1...1000).contains(priority) else {
        throw cursor.error("priority \(NumberText.format(priority)) is outside 1...1000")
      }
      action = .setPriority(
        constraint: try object.require("constraint").string(), priority: Float(priority))
    case "activate", "deactivate":
      let object = try cursor.object(allowing: common + ["constraint"])
      let id = try object.require("constraint").string()
      action = kind == "activate" ? .activate(constraint: id) : .deactivate(constraint: id)
    case "setFrame":
      let object = try cursor.object(allowing: common + ["view", "frame"])
      action = .setFrame(
        view: try object.require("view").string(), frame: try object.require("frame").rect())
    case "setIntrinsic":
      let object = try cursor.object(allowing: common + ["view", "size"])
      action = .setIntrinsic(
        view: try object.require("view").string(),
        size: try parseIntrinsic(object.require("size")))
    case "setHidden":
      let object = try cursor.object(allowing: common + ["view", "hidden"])
      action = .setHidden(
        view: try object.require("view").string(), hidden: try object.require("hidden").bool())
    case "setMargins":
      let object = try cursor.object(allowing: common + ["view", "margins"])
      action = .setMargins(
        view: try object.require("view").string(),
        margins: try object.require("margins").insets())
    case "setAdditionalSafeArea":
      let object = try cursor.object(allowing: common + ["insets"])
      action = .setAdditionalSafeArea(insets: try object.require("insets").insets())
    case "setMask":
      let object = try cursor.object(allowing: common + ["view", "mask"])
      action = .setMask(
        view: try object.require("view").string(), mask: try parseMask(object.require("mask")))
    case "setTamic":
      let object = try cursor.object(allowing: common + ["view", "tamic"])
      action = .setTamic(
        view: try object.require("view").string(), tamic: try object.require("tamic").bool())
    case "setSemantic":
      let object = try cursor.object(allowing: common + ["view", "semantic"])
      action = .setSemantic(
        view: try object.require("view").string(),
        semantic: try parseSemantic(object.require("semantic")))
    case "setLayoutDirection":
      let object = try cursor.object(allowing: common + ["direction"])
      action = .setLayoutDirection(
        direction: try object.require("direction").option(
          LayoutDirectionOption.self, meaning: "layout direction"))
    case "rotate":
      let object = try cursor.object(allowing: common + ["orientation"])
      action = .rotate(
        orientation: try object.require("orientation").option(
          OrientationOption.self, meaning: "orientation"))
    case "setSplit":
      let object = try cursor.object(allowing: common + ["split"])
      action = .setSplit(
        split: try object.require("split").option(SplitOption.self, meaning: "split"))
    case "setText":
      action = try parseSetText(cursor, allowing: common)
    case "setContentOffset", "setContentInset":
      action = try parseScrollStep(kind, cursor, allowing: common)
    case _ where GridStep.kinds.contains(kind):
      action = try parseGridStep(kind, cursor, allowing: common)
    case "addConstraints":
      let object = try cursor.object(allowing: common + ["constraints"])
      action = .addConstraints(try object.require("constraints").array().map(parseEquation))
    default:
      throw cursor.error(
        "unknown step \"\(kind)\" (known: \(FixtureAction.kinds.joined(separator: ", ")))")
    }
    let object = try cursor.object(allowing: Array(members.keys))
    return FixtureStep(action: action, expect: try object["expect"].map(parseExpectation))
  }

  /// Parses an `expect` object.
  static func parseExpectation(_ cursor: JSONCursor) throws -> Expectation {
    let object = try cursor.object(
      allowing: [
        "frames", "ambiguous", "unambiguous", "conflicts", "broken", "fitting", "safeAreaInsets",
        "margins", "logContains", "visibleLines", "intrinsic",
      ] + scrollExpectationKeys + gridExpectationKeys)
    var expectation = Expectation()
    if let frames = object["frames"] {
      let members = try frames.object(allowing: Array(keys(of: frames)))
      for key in members.members.keys {
        expectation.frames[key] = try members.require(key).rect()
      }
    }
    expectation.ambiguous = try object["ambiguous"]?.array().map { try $0.string() }
    expectation.unambiguous = try object["unambiguous"]?.bool()
    expectation.conflicts = try object["conflicts"]?.array().map { set in
      try set.array().map { try $0.string() }
    }
    expectation.broken = try object["broken"]?.array().map { try $0.string() }
    if let fitting = object["fitting"] {
      let entries = if case .array = fitting.value { try fitting.array() } else { [fitting] }
      expectation.fitting = try entries.map(parseFitting)
    }
    for (key, target) in [("safeAreaInsets", \Expectation.safeAreaInsets), ("margins", \.margins)] {
      guard let cursor = object[key] else { continue }
      let members = try cursor.object(allowing: Array(keys(of: cursor)))
      for id in members.members.keys {
        expectation[keyPath: target][id] = try members.require(id).insets()
      }
    }
    expectation.logContains = try object["logContains"]?.array().map { try $0.string() } ?? []
    try parseContentExpectations(object, into: &expectation)
    try parseScrollExpectations(object, into: &expectation)
    try parseGridExpectations(object, into: &expectation)
    return expectation
  }

  private static func parseFitting(_ cursor: JSONCursor) throws -> FittingExpectation {
    let object = try cursor.object(allowing: ["view", "target", "priorities", "size"])
    let targetCursor = try object.require("target")
    let target: FittingTarget
    switch targetCursor.value {
    case .string("compressed"): target = .compressed
    case .string("expanded"): target = .expanded
    case .array: target = .size(try targetCursor.size())
    default: throw targetCursor.error("expected [width, height], \"compressed\" or \"expanded\"")
    }
    return FittingExpectation(
      view: try object.require("view").string(), target: target,
      priorities: try object["priorities"]?.priorityPair(),
      size: try object.require("size").size())
  }

  private static func parseRTL(_ cursor: JSONCursor) throws -> RTLMode {
    if case .string("mirror") = cursor.value { return .mirror }
    guard case .object = cursor.value else {
      throw cursor.error("expected \"mirror\" or an object {\"expect\": …, \"steps\": […]}")
    }
    let object = try cursor.object(allowing: ["mirrorInput", "expect", "steps"])
    let steps = try object["steps"]?.array().map { step -> Expectation? in
      if step.value == .null { return nil }
      return try parseExpectation(step)
    }
    return .explicit(
      mirrorInput: try object["mirrorInput"]?.bool() ?? false,
      expect: try object["expect"].map(parseExpectation), steps: steps ?? [])
  }

  /// The keys of an object (any key is allowed where keys are ids).
  private static func keys(of cursor: JSONCursor) -> [String] {
    guard case .object(let members) = cursor.value else { return [] }
    return Array(members.keys)
  }
}
