#if canImport(XCTest)
  import Foundation
  import Truss
  import TrussTesting
  import XCTest

  /// The XCTest twins fail with the same evidence as the expectations, at the caller's line:
  /// each failure is captured (by overriding the failure recorder) and read.
  final class XCTAssertionTests: XCTestCase {
    private var failures: [(message: String, line: Int)] = []
    private var capturing = false

    override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
      expected: Bool
    ) {
      if capturing {
        failures.append((description, lineNumber))
      } else {
        super.recordFailure(
          withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      }
    }

    /// Runs `body` capturing the failures it records.
    private func captured(_ body: () -> Void) -> [(message: String, line: Int)] {
      failures = []
      capturing = true
      body()
      capturing = false
      return failures
    }

    private func card(width: CGFloat?) -> (Window, View) {
      let window = Window(size: CGSize(width: 375, height: 667))
      let card = View()
      card.identifier = "card"
      card.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(card)
      card.leadingAnchor.constraint(equalTo: window.leadingAnchor).isActive = true
      card.topAnchor.constraint(equalTo: window.topAnchor).isActive = true
      card.heightAnchor.constraint(equalToConstant: 50).isActive = true
      if let width { card.widthAnchor.constraint(equalToConstant: width).isActive = true }
      return (window, card)
    }

    func testNoAmbiguity() {
      let (ambiguous, _) = card(width: nil)
      let line = #line + 1
      let found = captured { XCTAssertNoAmbiguity(ambiguous) }
      XCTAssertEqual(found.count, 1)
      XCTAssertEqual(found.first?.line, line)
      XCTAssertTrue(found.first?.message.contains("card has an ambiguous layout:") == true)
      let (fine, _) = card(width: 100)
      XCTAssertNoAmbiguity(fine)
    }

    func testNoUnsatisfiableConstraints() {
      let found = captured {
        XCTAssertNoUnsatisfiableConstraints {
          let (window, card) = card(width: 100)
          card.widthAnchor.constraint(equalToConstant: 120).isActive = true
          window.layoutIfNeeded()
        }
      }
      XCTAssertEqual(found.count, 1)
      XCTAssertTrue(found.first?.message.contains("Unable to simultaneously satisfy") == true)
      XCTAssertNoUnsatisfiableConstraints { card(width: 100).0.layoutIfNeeded() }
    }

    final class Restless: View {
      override func layoutSubviews() {
        super.layoutSubviews()
        setNeedsLayout()
      }
    }

    func testNoLayoutFeedbackLoop() {
      let found = captured {
        XCTAssertNoLayoutFeedbackLoop {
          let window = Window(size: CGSize(width: 320, height: 480))
          window.layoutFeedbackLoopThreshold = .some(nil)
          window.addSubview(Restless(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
          window.layoutIfNeeded()
        }
      }
      XCTAssertEqual(found.count, 1)
      XCTAssertTrue(found.first?.message.contains("[LayoutLoop]") == true)
      XCTAssertNoLayoutFeedbackLoop { card(width: 100).0.layoutIfNeeded() }
    }

    func testFrame() {
      let (_, view) = card(width: 100)
      let found = captured {
        XCTAssertFrame(of: view, equals: CGRect(x: 0, y: 0, width: 90, height: 50))
      }
      XCTAssertEqual(found.count, 1)
      XCTAssertTrue(found.first?.message.contains("width is 100, expected 90 (+10)") == true)
      XCTAssertFrame(of: view, equals: CGRect(x: 0, y: 0, width: 100, height: 50))
    }
  }
#endif
