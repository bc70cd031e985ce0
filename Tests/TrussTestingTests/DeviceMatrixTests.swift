import Foundation
import Testing
import Truss
import TrussTesting

/// The device matrix and `forEachDevice`: every case, named, laid out; a failure inside
/// names the case.
@Suite struct DeviceMatrixTests {
  @Test func theMatrixCoversEveryDeviceOrientationSizeAndDirection() {
    let devices = DeviceProfile.all.count
    #expect(DeviceMatrix.all.count == devices * 2 * 2 * 2)
    #expect(DeviceMatrix.sizes.count == devices * 2)
    #expect(Set(DeviceMatrix.all).count == DeviceMatrix.all.count)
    #expect(DeviceMatrix.phones.allSatisfy { $0.device.idiom == .phone })
    #expect(
      DeviceMatrix.all.first?.description
        == "\(DeviceProfile.all[0].name), portrait, large, left to right")
    #expect(
      DeviceMatrix.all.last?.description
        == "\(DeviceProfile.all.last!.name), landscape, accessibilityExtraExtraExtraLarge, "
        + "right to left")
  }

  @Test func aCaseMakesItsWindow() throws {
    let se = try #require(DeviceProfile.named("iPhone SE (1st generation)"))
    let place = DeviceCase(
      device: se, orientation: .landscape, contentSizeCategory: .extraLarge,
      layoutDirection: .rightToLeft)
    let window = place.makeWindow()
    #expect(window.bounds.size == CGSize(width: 568, height: 320))
    #expect(window.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(window.traitCollection.preferredContentSizeCategory == .extraLarge)
    #expect(window.device == se)
  }

  /// A 340-point-wide card fits every screen but the 320-point one: exactly the four iPhone SE
  /// portrait cases (left to right and right to left, both text sizes) fail, each naming its
  /// case.
  @Test func forEachDeviceNamesTheFailingCases() {
    let portraitSE = DeviceMatrix.all.filter {
      $0.device.name == "iPhone SE (1st generation)" && $0.orientation == .portrait
    }
    let capture = IssueCapture.capture {
      forEachDevice { _, window in
        let card = View()
        card.identifier = "card"
        card.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(card)
        LayoutConstraint.activate([
          card.centerXAnchor.constraint(equalTo: window.centerXAnchor),
          card.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
          card.widthAnchor.constraint(equalToConstant: 340),
          card.heightAnchor.constraint(equalToConstant: 80),
        ])
        window.layoutIfNeeded()
        // Where it should be: inside the screen.
        let x = max(0, (window.bounds.width - 340) / 2)
        // Within half a point: centred frames snap to the pixels of 2× and 3× screens.
        expectFrame(
          of: card, equals: CGRect(x: x, y: card.frame.minY, width: 340, height: 80),
          accuracy: 0.5)
      }
    }
    #expect(capture.issues.count == portraitSE.count)
    #expect(portraitSE.count == 4)
    for (issue, place) in zip(capture.issues, portraitSE) {
      #expect(issue.comments.first?.rawValue.contains("card (on \(place)) is") == true)
    }
  }

  @Test func forEachDeviceSetsTheTaskTextSize() {
    var seen: [ContentSizeCategory] = []
    forEachDevice(DeviceMatrix.all.prefix(4).map { $0 }) { place, _ in
      seen.append(ContentSizeCategory.current)
      #expect(DeviceCase.current == place)
    }
    #expect(
      seen == [
        .large, .large, .accessibilityExtraExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
      ])
    #expect(DeviceCase.current == nil)
  }
}
