/// What the page asks a preview source to draw: the device bar's choices, and the view whose
/// ambiguity to exercise.
///
/// Names are kept as the page sends them (`iPhone 15 Pro`, `landscape`, `oneThird`,
/// `extraLarge`) so that the options travel as they are to a Swift preview's child process;
/// ``problem`` says whether they name anything. `nil` keeps what the previewed file chose (a
/// document's own device and orientation) or the default (iPhone 15 Pro, portrait).
public struct PreviewOptions: Codable, Sendable, Hashable {
  /// A device profile's name (``AutoLayout/DeviceProfile/named(_:)``).
  public var device: String?
  /// `portrait` or `landscape`.
  public var orientation: String?
  /// An iPad Split View width: `full`, `oneThird`, `half` or `twoThirds`.
  public var split: String?
  /// Whether to lay out right to left.
  public var rightToLeft: Bool
  /// The user's text size, by UIKit's name (`large`, `accessibilityExtraLarge`, …).
  public var contentSizeCategory: String?
  /// The display scale frames snap to (1, 2 or 3); `nil` keeps the device's.
  public var scale: Double?
  /// The view (by its identifier or `layoutName`) whose ambiguity to exercise after the first
  /// layout (``AutoLayout/View/exerciseAmbiguityInLayout(file:line:)``), to see another
  /// layout the constraints allow.
  public var exercise: String?

  /// Options keeping every choice of the previewed file.
  public init(
    device: String? = nil, orientation: String? = nil, split: String? = nil,
    rightToLeft: Bool = false, contentSizeCategory: String? = nil, scale: Double? = nil,
    exercise: String? = nil
  ) {
    self.device = device
    self.orientation = orientation
    self.split = split
    self.rightToLeft = rightToLeft
    self.contentSizeCategory = contentSizeCategory
    self.scale = scale
    self.exercise = exercise
  }

  private enum CodingKeys: String, CodingKey {
    case device, orientation, split, rightToLeft, contentSizeCategory, scale, exercise
  }

  /// Reads options; every key may be missing (`{}` is the defaults).
  public init(from decoder: any Decoder) throws {
    let values = try decoder.container(keyedBy: CodingKeys.self)
    device = try values.decodeIfPresent(String.self, forKey: .device)
    orientation = try values.decodeIfPresent(String.self, forKey: .orientation)
    split = try values.decodeIfPresent(String.self, forKey: .split)
    rightToLeft = try values.decodeIfPresent(Bool.self, forKey: .rightToLeft) ?? false
    contentSizeCategory = try values.decodeIfPresent(String.self, forKey: .contentSizeCategory)
    scale = try values.decodeIfPresent(Double.self, forKey: .scale)
    exercise = try values.decodeIfPresent(String.self, forKey: .exercise)
  }

  /// The same options without a view to exercise: what a save redraws.
  public var withoutExercise: PreviewOptions {
    var options = self
    options.exercise = nil
    return options
  }
}
