import Foundation
import Testing
import Truss
import TrussTesting

@Suite struct WindowLogTests {
  /// A window's conflict message is kept, not printed; once the log is gone, the window logs
  /// into nothing rather than into a freed object.
  @Test func keepsTheWindowsMessages() {
    let window = Window(size: CGSize(width: 320, height: 480))
    var log: WindowLog? = WindowLog(window)
    let view = View()
    view.identifier = "box"
    view.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(view)
    view.widthAnchor.constraint(equalToConstant: 10).isActive = true
    view.widthAnchor.constraint(equalToConstant: 20).isActive = true
    #expect(log?.contains("Unable to simultaneously satisfy constraints.") == true)
    #expect(log?.messages.count == 1)
    #expect(log?.isEmpty == false)
    log = nil
    view.widthAnchor.constraint(equalToConstant: 30).isActive = true
    #expect(log == nil)
  }
}
