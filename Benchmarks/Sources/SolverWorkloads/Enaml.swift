/// kiwi's "enaml-like" benchmark form as a constraint script.
///
/// Converted from kiwisolver 1.5.1's `benchmarks/enaml_like_benchmark.py` (source
/// distribution on PyPI; Copyright (c) 2019-2024, Nucleic Development Team, Modified BSD
/// License): the same 37 variables, the same 111 constraints in the same order, the same two
/// edit variables and the same loop of suggested sizes. The data below is kiwi's; the code
/// around it is ours.
extension Workloads {
  /// The benchmark's constraints in order, as `[@PRIORITY] EXPR REL EXPR`. Strengths:
  /// required, strong, medium and weak are 1000, 750, 500 and 250; the benchmark's own
  /// `mmedium` (1.25 x medium) and `smedium` (100 x medium) are 508 and 667, between medium
  /// and strong in kiwi's order.
  static let enamlConstraints = [
    "left >= 0",
    "@500 height == 0",
    "top >= 0",
    "width >= 0",
    "height >= 0",
    "-top + contents_top - 10 == 0",
    "@750 lb3height - 16 == 0",
    "@750 lb3height - 16 >= 0",
    "ctleft >= 0",
    "cttop >= 0",
    "ctwidth >= 0",
    "ctheight >= 0",
    "fl3left >= 0",
    "@667 ctheight - 24 >= 0",
    "@667 ctwidth - 16777200 <= 0",
    "@667 ctheight - 24 <= 0",
    "fl3top >= 0",
    "fl3width >= 0",
    "fl3height >= 0",
    "@250 lb1width - 67 == 0",
    "lb2width >= 0",
    "lb2height >= 0",
    "fl2height >= 0",
    "lb3left >= 0",
    "@750 fl2width - 125 >= 0",
    "@750 fl2height - 21 == 0",
    "@750 fl2height - 21 >= 0",
    "lb3top >= 0",
    "lb3width >= 0",
    "fl1left >= 0",
    "fl1width >= 0",
    "@750 lb1width - 67 >= 0",
    "fl2left >= 0",
    "@250 lb2width - 66 == 0",
    "@750 lb2width - 66 >= 0",
    "@750 lb2height - 16 == 0",
    "fl1height >= 0",
    "fl1top >= 0",
    "lb2top >= 0",
    "@508 -lb2top + lb3top - lb2height - 10 == 0",
    "-lb3top - lb3height + fl3top - 10 >= 0",
    "@508 -lb3top - lb3height + fl3top - 10 == 0",
    "@508 contents_bottom - fl3height - fl3top == 0",
    "fl1top - contents_top >= 0",
    "@508 fl1top - contents_top == 0",
    "contents_bottom - fl3height - fl3top >= 0",
    "-left - width + contents_right + 10 == 0",
    "-top - height + contents_bottom + 10 == 0",
    "-left + contents_left - 10 == 0",
    "@508 lb3left - contents_left == 0",
    "@750 fl1left - midline == 0",
    "@750 fl2left - midline == 0",
    "@750 ctleft - midline == 0",
    "@750 fl1top + 0.5*fl1height - lb1top - 0.5*lb1height == 0",
    "lb1left - contents_left >= 0",
    "@508 lb1left - contents_left == 0",
    "-lb1left + fl1left - lb1width - 10 >= 0",
    "@508 -lb1left + fl1left - lb1width - 10 == 0",
    "-fl1left + contents_right - fl1width >= 0",
    "@500 width == 0",
    "-fl1top + fl2top - fl1height - 10 >= 0",
    "@508 -fl1top + fl2top - fl1height - 10 == 0",
    "cttop - fl2top - fl2height - 10 >= 0",
    "-ctheight - cttop + fl3top - 10 >= 0",
    "contents_bottom - fl3height - fl3top >= 0",
    "@508 cttop - fl2top - fl2height - 10 == 0",
    "@508 -fl1left + contents_right - fl1width == 0",
    "@750 -lb2top - 0.5*lb2height + fl2top + 0.5*fl2height == 0",
    "-contents_left + lb2left >= 0",
    "@508 -contents_left + lb2left == 0",
    "fl2left - lb2width - lb2left - 10 >= 0",
    "@508 -ctheight - cttop + fl3top - 10 == 0",
    "@508 contents_bottom - fl3height - fl3top == 0",
    "lb1top >= 0",
    "lb1width >= 0",
    "lb1height >= 0",
    "@508 fl2left - lb2width - lb2left - 10 == 0",
    "@508 -fl2left - fl2width + contents_right == 0",
    "-fl2left - fl2width + contents_right >= 0",
    "lb3left - contents_left >= 0",
    "lb1left >= 0",
    "@750 0.5*ctheight + cttop - lb3top - 0.5*lb3height == 0",
    "ctleft - lb3left - lb3width - 10 >= 0",
    "-ctwidth - ctleft + contents_right >= 0",
    "@508 ctleft - lb3left - lb3width - 10 == 0",
    "fl3left - contents_left >= 0",
    "@508 fl3left - contents_left == 0",
    "@508 -ctwidth - ctleft + contents_right == 0",
    "@508 -fl3left + contents_right - fl3width == 0",
    "-contents_top + lb1top >= 0",
    "@508 -contents_top + lb1top == 0",
    "-fl3left + contents_right - fl3width >= 0",
    "lb2top - lb1top - lb1height - 10 >= 0",
    "-lb2top + lb3top - lb2height - 10 >= 0",
    "@508 lb2top - lb1top - lb1height - 10 == 0",
    "@750 fl1height - 21 == 0",
    "@750 fl1height - 21 >= 0",
    "lb2left >= 0",
    "@750 lb2height - 16 >= 0",
    "fl2top >= 0",
    "fl2width >= 0",
    "@750 lb1height - 16 >= 0",
    "@750 lb1height - 16 == 0",
    "@750 fl3width - 125 >= 0",
    "@750 fl3height - 21 == 0",
    "@750 fl3height - 21 >= 0",
    "lb3height >= 0",
    "@667 ctwidth - 119 >= 0",
    "@250 lb3width - 24 == 0",
    "@750 lb3width - 24 >= 0",
    "@750 fl1width - 125 >= 0",
  ]

  /// The sizes the benchmark suggests for `width` and `height`, in its order.
  static let enamlSizes: [(Int, Int)] = [
    (400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400),
  ]

  /// The variables printed after each suggested size (kiwi's benchmark calls
  /// `updateVariables()` there).
  static let enamlPrinted = ["contents_bottom", "contents_right", "fl1width", "lb3top"]

  /// The enaml-like form: the edit variables `width` and `height` (strong), the 111
  /// constraints, then `loops` times the benchmark's 6 sizes, each suggested and followed by
  /// a `print`; a final `print` of every variable.
  public static func enaml(loops: Int = 50) -> Workload {
    var s = ScriptWriter(capacity: 8000)
    s.comment("enaml-like form: kiwi's own edit benchmark as a Truss constraint script.")
    s.comment("Converted from kiwisolver 1.5.1, benchmarks/enaml_like_benchmark.py (PyPI source")
    s.comment("distribution; Copyright (c) 2019-2024, Nucleic Development Team, Modified BSD")
    s.comment("License): the same 37 variables, 111 constraints (c1...c111, in order) and edit")
    s.comment("loop. Strengths: required, strong, medium, weak -> required, 750, 500, 250; the")
    s.comment("benchmark's own mmedium (1.25 x medium) and smedium (100 x medium) -> 508 and 667,")
    s.comment("between medium and strong as in kiwi (Scripts/kiwi/kiwi-bench.cpp maps priority p")
    s.comment("back to the kiwi weight 1000^((p-250)/250): 1247 and 1.01e5).")
    s.comment("Not every value is determined: left and top are only bounded below, and fl3top")
    s.comment("ties anywhere in 106...369 at priority 508 (kiwi prints 369, Truss 106; both are")
    s.comment("optimal, so the final print differs there).")
    s.comment("Generated by Benchmarks/Sources/make-workloads (`Workloads.enaml()`).")
    s.line("edit width @750")
    s.line("edit height @750")
    for (i, c) in enamlConstraints.enumerated() {
      s.line("constraint c\(i + 1) \(c)")
    }
    var edit = ScriptWriter()
    edit.comment("\(loops) x the benchmark's 6 sizes")
    let printLine = "print " + enamlPrinted.joined(separator: " ")
    for _ in 0..<loops {
      for (w, h) in enamlSizes {
        edit.line("suggest width \(w)")
        edit.line("suggest height \(h)")
        edit.line(printLine)
      }
    }
    edit.line("print")
    return Workload(kind: "enaml", size: nil, build: s.text, edit: edit.text)
  }
}
