import Foundation
import Testing
import Truss

/// Asking a device for a window it cannot make is reported, never a crash.
@Suite struct DeviceSplitErrorTests {
  @Test func aSplitThePhoneDoesNotOfferIsReportedAndIgnored() throws {
    let phone = try #require(DeviceProfile.named("iPhone 15 Pro"))
    let window = Window(device: phone, orientation: .portrait)
    var logs: [String] = []
    window.logHandler = { logs.append($0) }
    window.setSplit(.half)
    #expect(window.split == .full)
    #expect(window.bounds.size == CGSize(width: 393, height: 852))
    #expect(logs.count == 1)
    #expect(logs.first?.contains("has no") == true)
  }

  @Test func setSplitOnAPlainWindowIsReported() {
    let window = Window(size: CGSize(width: 320, height: 480))
    var logs: [String] = []
    window.logHandler = { logs.append($0) }
    window.setSplit(.oneThird)
    #expect(window.bounds.size == CGSize(width: 320, height: 480))
    #expect(logs.first?.contains("needs a window made with Window(device:") == true)
  }
}
