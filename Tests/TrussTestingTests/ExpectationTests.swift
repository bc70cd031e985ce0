import Foundation
import Testing
import Truss
import TrussTesting

/// Each Swift Testing expectation of TrussTesting (SPEC §10), failing on a broken layout with
/// the evidence in its message and at the caller's line, and passing on a correct one.
@Suite struct ExpectationTests {
  /// A 375 × 667 window with a card pinned 16 from the leading and top edges, 100 tall, and
  /// `width` wide when given (ambiguous in width otherwise).
  static func card(width: CGFloat?) -> (Window, View) {
    let window = Window(size: CGSize(width: 375, height: 667), scale: 2)
    let card = View()
    card.identifier = "card"
    card.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(card)
    var constraints = [
      card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
      card.topAnchor.constraint(equalTo: window.topAnchor, constant: 16),
      card.heightAnchor.constraint(equalToConstant: 100),
    ]
    if let width { constraints.append(card.widthAnchor.constraint(equalToConstant: width)) }
    LayoutConstraint.activate(constraints)
    return (window, card)
  }

  @Test func noAmbiguityFailsWithTheAmbiguousViewsAndTheTrace() {
    let (window, _) = Self.card(width: nil)
    let line = #line + 1
    let capture = IssueCapture.capture { expectNoAmbiguity(window) }
    #expect(capture.issues.count == 1)
    #expect(capture.issues.first?.sourceLocation?.line == line)
    let message = capture.message
    #expect(message.hasPrefix("card has an ambiguous layout:\n  card: Width\n"))
    #expect(message.contains("Suggestions:\n  - card has no width"))
    #expect(message.contains("The trace:\n"))
    #expect(message.contains("AMBIGUOUS LAYOUT"))
  }

  @Test func noAmbiguityPasses() {
    let (window, _) = Self.card(width: 200)
    #expect(expectNoAmbiguity(window))
  }

  /// The card's width set twice, inside the block: the conflict as UIKit logs it.
  @Test func noUnsatisfiableConstraintsFailsWithTheConflict() {
    let line = #line + 1
    let capture = IssueCapture.capture {
      expectNoUnsatisfiableConstraints {
        let (window, card) = Self.card(width: 200)
        card.widthAnchor.constraint(equalToConstant: 240).isActive = true
        window.layoutIfNeeded()
      }
    }
    #expect(capture.issues.count == 1)
    #expect(capture.issues.first?.sourceLocation?.line == line + 1)
    let message = capture.message
    #expect(message.hasPrefix("1 unsatisfiable conflict while laying out:\n\n"))
    #expect(message.contains("Unable to simultaneously satisfy constraints."))
    #expect(message.contains("<LayoutConstraint card.width == 200"))
    #expect(message.contains("<LayoutConstraint card.width == 240"))
    #expect(message.contains("Will attempt to recover by breaking constraint"))
    #expect(message.contains("Suggestion: "))
  }

  @Test func noUnsatisfiableConstraintsPassesAndReturnsTheResult() {
    let width = expectNoUnsatisfiableConstraints {
      let (window, card) = Self.card(width: 200)
      window.layoutIfNeeded()
      return card.frame.width
    }
    #expect(width == 200)
  }

  /// Asks for layout again in every layout.
  final class Restless: View {
    static let line = #line + 3
    override func layoutSubviews() {
      super.layoutSubviews()
      setNeedsLayout()
    }
  }

  @Test func noLayoutFeedbackLoopFailsWithTheEngineReport() {
    let capture = IssueCapture.capture {
      expectNoLayoutFeedbackLoop {
        let window = Window(size: CGSize(width: 320, height: 480))
        window.layoutFeedbackLoopThreshold = .some(nil)
        let view = Restless(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.identifier = "restless"
        window.addSubview(view)
        window.layoutIfNeeded()
      }
    }
    #expect(capture.issues.count == 1)
    let message = capture.message
    #expect(message.hasPrefix("a layout feedback loop:\n\n[LayoutLoop] "))
    #expect(message.contains("restless"))
    #expect(message.contains("ExpectationTests.swift:\(Restless.line)"))
  }

  @Test func noLayoutFeedbackLoopPasses() {
    expectNoLayoutFeedbackLoop {
      let (window, _) = Self.card(width: 200)
      window.layoutIfNeeded()
    }
  }

  @Test func frameFailsWithTheDifferencesAndTheConstraints() {
    // The window is kept: a view holds its superview weakly.
    let (window, card) = Self.card(width: 200)
    defer { withExtendedLifetime(window) {} }
    let line = #line + 1
    let capture = IssueCapture.capture {
      expectFrame(of: card, equals: CGRect(x: 16, y: 16, width: 180, height: 100))
    }
    #expect(capture.issues.first?.sourceLocation?.line == line + 1)
    let message = capture.message
    #expect(
      message.hasPrefix(
        "the frame of card is (16 16; 200 100), expected (16 16; 180 100) within 0.001:\n"
          + "  width is 200, expected 180 (+20)\nConstraints affecting it:\n"))
    #expect(message.contains("  horizontal: <LayoutConstraint card.width == 200"))
    #expect(!message.contains("vertical:"))
  }

  @Test func framePassesWithinTheAccuracy() {
    let (window, card) = Self.card(width: 200)
    defer { withExtendedLifetime(window) {} }
    #expect(expectFrame(of: card, equals: CGRect(x: 16, y: 16, width: 200.0004, height: 100)))
    #expect(
      expectFrame(of: card, equals: CGRect(x: 16, y: 16, width: 201, height: 100), accuracy: 1))
  }
}
