internal import Foundation
internal import Truss

/// What a previewed file's `preview()` returned, placed in the window the page asked for as
/// UIKit would place it.
enum PreviewContent {
  /// A view: it fills the window through its autoresizing mask, as a root view does.
  case view(View)
  /// A view controller: it becomes the window's root view controller.
  case controller(ViewController)
  /// A window, used as it is (its own device and orientation; the page's layout direction and
  /// text size are applied to it).
  case window(Window)

  /// The window showing the content: `window` for a view or a controller, the content itself
  /// if it is a window (`prepare` is called on it first, as it was on `window`).
  @MainActor
  func place(in window: Window, prepare: (Window) -> Void) -> Window {
    switch self {
    case .view(let view):
      view.frame = window.bounds
      view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      window.addSubview(view)
      return window
    case .controller(let controller):
      window.rootViewController = controller
      return window
    case .window(let own):
      prepare(own)
      return own
    }
  }
}
