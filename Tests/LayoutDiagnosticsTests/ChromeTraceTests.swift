import AutoLayout
import Foundation
import LayoutDiagnostics
import Testing

/// Performance counters and the Chrome trace of layout passes (SPEC §9.10): the trace is
/// valid trace-event JSON (every event has the fields the format requires for a complete
/// event, and events nest), with one event per pass, per solve and per view laid out.
@Suite struct ChromeTraceTests {
  /// A window of labels in a column, each constrained, one of which re-lays out its
  /// container; traced, with every event also kept in memory.
  final class Traced {
    let window = Window(size: CGSize(width: 320, height: 480), scale: 2)
    let memory = InMemoryLayoutEventSink()
    let recorder: ChromeTraceRecorder
    let labels: [Label]

    init() {
      recorder = ChromeTraceRecorder(next: memory)
      window.eventSink = recorder
      var labels: [Label] = []
      var above = window.safeAreaLayoutGuide.topAnchor
      for i in 0..<6 {
        let label = Label()
        label.text = "Row \(i) of the traced column"
        label.numberOfLines = 0
        label.identifier = "label\(i)"
        label.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label)
        LayoutConstraint.activate([
          label.topAnchor.constraint(equalTo: above, constant: 8),
          label.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
          label.trailingAnchor.constraint(equalTo: window.layoutMarginsGuide.trailingAnchor),
        ])
        above = label.bottomAnchor
        labels.append(label)
      }
      self.labels = labels
    }

    /// The events the engine sent, of one kind.
    func count(_ matches: (LayoutEvent) -> Bool) -> Int { memory.events.filter(matches).count }
  }

  /// The trace, parsed back with Foundation's JSON reader.
  static func parse(_ json: String) throws -> [[String: Any]] {
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(object["displayTimeUnit"] as? String == "ms")
    return try #require(object["traceEvents"] as? [[String: Any]])
  }

  @Test func theTraceIsValidTraceEventJSONWithOneEventPerPassSolveAndView() throws {
    let traced = Traced()
    traced.window.layoutIfNeeded()
    traced.labels[2].text = "Row 2, now long enough to wrap onto a second line of the column"
    traced.window.layoutIfNeeded()
    traced.window.resize(to: CGSize(width: 480, height: 320))
    traced.window.layoutIfNeeded()
    let events = try Self.parse(traced.recorder.json())

    // The fields a complete event must have, with their types.
    for event in events {
      #expect(event["name"] is String)
      #expect(event["cat"] is String)
      #expect(event["ph"] as? String == "X")
      let ts = try #require(event["ts"] as? Double)
      let dur = try #require(event["dur"] as? Double)
      #expect(ts >= 0 && dur >= 0)
      #expect(event["pid"] as? Int == 1 && event["tid"] as? Int == 1)
      #expect(event["args"] is [String: Any])
    }

    // One event per pass, per solve and per view laid out.
    let categories = events.map { $0["cat"] as? String ?? "" }
    let passes = traced.count { if case .passStarted = $0 { true } else { false } }
    let solves = traced.count { if case .solved = $0 { true } else { false } }
    let views = traced.count { if case .layoutSubviews = $0 { true } else { false } }
    #expect(passes == 3 && solves >= 3 && views >= 3)
    #expect(categories.filter { $0 == "pass" }.count == passes)
    #expect(categories.filter { $0 == "solve" }.count == solves)
    #expect(categories.filter { $0 == "layoutSubviews" }.count == views)
    #expect(
      Set(events.filter { $0["cat"] as? String == "layoutSubviews" }.map { $0["name"] as? String })
        .isSuperset(of: ["label2"]))

    // Events nest: two events are apart, or one holds the other; every solve and layout is
    // inside a pass.
    let spans = events.map { event -> (String, Double, Double) in
      let ts = event["ts"] as? Double ?? 0
      return (event["cat"] as? String ?? "", ts, ts + (event["dur"] as? Double ?? 0))
    }
    let epsilon = 1e-6
    for (i, a) in spans.enumerated() {
      for b in spans[(i + 1)...] {
        let apart = a.2 <= b.1 + epsilon || b.2 <= a.1 + epsilon
        let aHoldsB = a.1 <= b.1 + epsilon && b.2 <= a.2 + epsilon
        let bHoldsA = b.1 <= a.1 + epsilon && a.2 <= b.2 + epsilon
        #expect(apart || aHoldsB || bHoldsA, "\(a) and \(b) overlap")
      }
      if a.0 != "pass" {
        #expect(
          spans.contains { $0.0 == "pass" && $0.1 <= a.1 + epsilon && a.2 <= $0.2 + epsilon },
          "\(a) is in no pass")
      }
    }
    // Ordered by start, an enclosing event first.
    #expect(spans.map(\.1) == spans.map(\.1).sorted())
  }

  @Test func passCountersAreReadableFromTheWindow() throws {
    let traced = Traced()
    #expect(traced.window.lastLayoutPassCounters == nil)
    traced.window.layoutIfNeeded()
    let first = try #require(traced.window.lastLayoutPassCounters)
    let laidOut = traced.count { if case .layoutSubviews = $0 { true } else { false } }
    #expect(first.pass == 1 && first.viewsLaidOut == laidOut)
    #expect(first.iterations >= 1 && first.solves >= 1 && first.framesChanged >= 6)
    #expect(first.rows > 0 && first.duration > .zero)
    traced.labels[0].text = "Row 0"
    traced.window.layoutIfNeeded()
    let second = try #require(traced.window.lastLayoutPassCounters)
    #expect(second.pass == 2)
    // A new text re-adds the label's content-size constraints, in the pass (updated there).
    let total = try #require(traced.window.layoutCountersTotal)
    #expect(total.pass == 2)
    #expect(total.viewsLaidOut == first.viewsLaidOut + second.viewsLaidOut)
    #expect(total.duration == first.duration + second.duration)
    // The trace's pass events carry the same counters.
    let events = try Self.parse(traced.recorder.json()).filter { $0["cat"] as? String == "pass" }
    let args = try #require(events.last?["args"] as? [String: Any])
    #expect(args["viewsLaidOut"] as? Int == second.viewsLaidOut)
    #expect(args["rows"] as? Int == second.rows)
  }

  @Test func anEmptyTraceIsValidToo() throws {
    let recorder = ChromeTraceRecorder()
    #expect(try Self.parse(recorder.json()).isEmpty)
  }
}
