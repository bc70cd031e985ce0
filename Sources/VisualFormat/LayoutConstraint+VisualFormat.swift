import AutoLayout
import Foundation

extension LayoutConstraint {
  /// The constraints a visual format describes (UIKit's
  /// `constraints(withVisualFormat:options:metrics:views:)`), inactive, as UIKit returns them.
  ///
  /// `views` maps the names in the format to ``AutoLayout/View``s and
  /// ``AutoLayout/LayoutGuide``s; `metrics` maps names to numbers (`CGFloat` values, where
  /// UIKit takes `NSNumber`s). A name in a predicate is looked up in `metrics` first, then in
  /// `views`. Every constraint records `file` and `line`.
  ///
  /// A bad format never crashes: the error, with its caret, is reported to standard error
  /// and the result is empty. Use
  /// ``visualFormatConstraints(_:options:metrics:views:file:line:)`` to catch the error.
  public static func constraints(
    withVisualFormat format: String, options: FormatOptions = [],
    metrics: [String: CGFloat]? = nil, views: [String: AnyObject],
    file: String = #fileID, line: Int = #line
  ) -> [LayoutConstraint] {
    do {
      return try visualFormatConstraints(
        format, options: options, metrics: metrics, views: views, file: file, line: line)
    } catch {
      FileHandle.standardError.write(Data("[LayoutConstraints] \(error)\n".utf8))
      return []
    }
  }

  /// The constraints a visual format describes, inactive; throws on a bad format.
  ///
  /// Takes the same arguments as
  /// ``constraints(withVisualFormat:options:metrics:views:file:line:)``.
  ///
  /// - Throws: ``VisualFormatError``: a syntax error, an unknown view or metric name, a `|`
  ///   next to a view without a superview, or options that contradict the format.
  /// - Complexity: O(n) in the length of the format.
  public static func visualFormatConstraints(
    _ format: String, options: FormatOptions = [], metrics: [String: CGFloat]? = nil,
    views: [String: AnyObject], file: String = #fileID, line: Int = #line
  ) throws(VisualFormatError) -> [LayoutConstraint] {
    let statement = try FormatStatement(parsing: format)
    let lowering = FormatLowering(
      statement: statement, format: format, options: options, metrics: metrics ?? [:],
      views: views, file: file, line: line)
    return try lowering.lower()
  }
}
