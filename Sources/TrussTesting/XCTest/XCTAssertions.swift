#if canImport(XCTest)
  import Truss
  import XCTest

  /// XCTest's twin of ``expectNoAmbiguity(_:sourceLocation:)``: fails with the ambiguous
  /// views, their variables, the suggested fixes and the trace.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public func XCTAssertNoAmbiguity(
    _ view: View, file: StaticString = #filePath, line: UInt = #line
  ) {
    if let evidence = LayoutEvidence.ambiguity(in: view) {
      XCTFail(evidence, file: file, line: line)
    }
  }

  /// XCTest's twin of ``expectNoUnsatisfiableConstraints(sourceLocation:_:)``: runs `body`
  /// and fails with each conflict as UIKit logs it.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  @discardableResult
  public func XCTAssertNoUnsatisfiableConstraints<T>(
    file: StaticString = #filePath, line: UInt = #line, _ body: () throws -> T
  ) rethrows -> T {
    let (result, problems) = try LayoutProblemScope.collecting(body)
    if let evidence = LayoutEvidence.conflicts(in: problems) {
      XCTFail(evidence, file: file, line: line)
    }
    return result
  }

  /// XCTest's twin of ``expectNoLayoutFeedbackLoop(sourceLocation:_:)``: runs `body` and
  /// fails with the engine's report of each loop stopped.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  @discardableResult
  public func XCTAssertNoLayoutFeedbackLoop<T>(
    file: StaticString = #filePath, line: UInt = #line, _ body: () throws -> T
  ) rethrows -> T {
    let (result, problems) = try LayoutProblemScope.collecting(body)
    if let evidence = LayoutEvidence.loops(in: problems) {
      XCTFail(evidence, file: file, line: line)
    }
    return result
  }

  /// XCTest's twin of ``expectFrame(of:equals:accuracy:sourceLocation:)``: fails with both
  /// frames, each difference and the constraints affecting the axes that differ.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public func XCTAssertFrame(
    of view: View, equals expected: CGRect, accuracy: CGFloat = 0.001,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    if let evidence = LayoutEvidence.frame(of: view, equals: expected, accuracy: accuracy) {
      XCTFail(evidence, file: file, line: line)
    }
  }
#endif
