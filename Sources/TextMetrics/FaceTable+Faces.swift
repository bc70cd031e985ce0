extension FaceTable {
  /// Nimbus Sans Regular.
  package static let sansRegular = FaceTable(.nimbusSansRegular)
  /// Nimbus Sans Bold.
  package static let sansBold = FaceTable(.nimbusSansBold)
  /// Nimbus Mono PS Regular, which also measures bold mono: Nimbus Mono PS Bold has the same
  /// glyphs, every one 600 units wide (the tests check this against the AFM files).
  package static let monoRegular = FaceTable(.nimbusMonoPSRegular)
  /// The box test font.
  package static let box = FaceTable(boxWithUnitsPerEm: 1000)

  /// The table that measures `font`.
  package static func table(for font: FontSpec) -> FaceTable {
    switch font.family {
    case .sans: font.bold ? sansBold : sansRegular
    case .mono: monoRegular
    case .box: box
    }
  }
}
