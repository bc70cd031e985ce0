import Foundation
import Testing
import Truss
import TrussTesting

@Suite struct LayoutFramesTests {
  @Test func framesAreStableTextInTreeOrder() {
    let window = Window(size: CGSize(width: 320, height: 200), scale: 2)
    let card = View()
    card.identifier = "card"
    card.translatesAutoresizingMaskIntoConstraints = false
    let title = Label()
    title.text = "Title"
    title.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(card)
    card.addSubview(title)
    LayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      card.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -10),
      card.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
      card.heightAnchor.constraint(equalToConstant: 60.5),
      title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
      title.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
      title.widthAnchor.constraint(equalToConstant: 100),
      title.heightAnchor.constraint(equalToConstant: 20),
    ])
    let text = layoutFrames(of: window)
    #expect(
      text == """
        Window          0 0 320 200
          card          10 20 300 60.5
            Label[0.0]  8 8 100 20

        """)
    #expect(layoutFrames(of: window) == text)
  }
}
