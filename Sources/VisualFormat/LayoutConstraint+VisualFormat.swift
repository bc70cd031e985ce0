import AutoLayout
import Foundation

extension LayoutConstraint {
  /// The constraints a visual format describes (UIKit's
  /// `constraints(withVisualFormat:options:metrics:views:)`), inactive, as UIKit returns them.
  ///
  /// `views` maps the names in the format to ``AutoLayout/View``s and
  /// ``AutoLayout/LayoutGuide``s; `metrics` maps names to numbers of any type (`Int`,
  /// `Double`, `CGFloat`, `Float`, `NSNumber`, …), so UIKit code passing `["height": 88]` or
  /// `[String: Any]` dictionaries compiles unchanged. A name in a predicate is looked up in
  /// `metrics` first, then in `views`; a metric that is not a number, or a view that is not a
  /// view or guide, is an error at its use. Every constraint records `file` and `line`.
  ///
  /// A bad format never crashes: the error, with its caret, is reported to the log of the
  /// window one of `views` is in (its event sink as an invalid constraint), or to standard
  /// error when none is in a window, and the result is empty. Use
  /// ``visualFormatConstraints(_:options:metrics:views:file:line:)`` to catch the error.
  public static func constraints(
    withVisualFormat format: String, options: FormatOptions = [],
    metrics: [String: Any]? = nil, views: [String: Any],
    file: String = #fileID, line: Int = #line
  ) -> [LayoutConstraint] {
    do {
      return try visualFormatConstraints(
        format, options: options, metrics: metrics, views: views, file: file, line: line)
    } catch {
      // In name order, so the window chosen never depends on hash order.
      let items: [AnyObject?] = views.keys.sorted().map { views[$0].map { $0 as AnyObject } }
      reportLayoutIssue("\(error)", near: items)
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
    _ format: String, options: FormatOptions = [], metrics: [String: Any]? = nil,
    views: [String: Any], file: String = #fileID, line: Int = #line
  ) throws(VisualFormatError) -> [LayoutConstraint] {
    let statement = try FormatStatement(parsing: format)
    let lowering = FormatLowering(
      statement: statement, format: format, options: options,
      metrics: (metrics ?? [:]).mapValues { formatMetric($0) ?? .nan },
      views: views.mapValues { formatItem($0) }, file: file, line: line)
    return try lowering.lower()
  }
}

/// A metric's value as a length, whatever numeric type the caller used; `nil` for anything
/// else (the lowering reports it as an invalid metric where the format uses it).
func formatMetric(_ value: Any) -> CGFloat? {
  switch value {
  case let number as CGFloat: number
  case let number as Double: CGFloat(number)
  case let number as Int: CGFloat(number)
  case let number as Float: CGFloat(number)
  case let number as NSNumber: CGFloat(number.doubleValue)
  case let number as any BinaryInteger: CGFloat(Double(exactly: number) ?? .nan)
  case let number as any BinaryFloatingPoint: CGFloat(Double(number))
  default: nil
  }
}

/// A views-dictionary value as a layout item: the view or guide itself, or a placeholder the
/// lowering reports as "not a layout item" where the format uses it.
func formatItem(_ value: Any) -> AnyObject {
  if let view = value as? View { return view }
  if let guide = value as? LayoutGuide { return guide }
  return NotALayoutItem()
}

/// Stands in for a views-dictionary value that is neither a view nor a layout guide.
final class NotALayoutItem {}
