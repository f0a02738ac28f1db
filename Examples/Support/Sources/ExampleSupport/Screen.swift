/// Where an example draws its frames: the terminal, full-screen, or a transcript.
///
/// A frame is the whole screen as lines of text, possibly styled with ``ANSI``. Examples draw
/// from an `observe { }` closure, so the screen follows the store's state.
@MainActor
public protocol Screen: AnyObject {
  /// Shows a frame, replacing the previous one.
  func draw(_ frame: [String])
  /// Shows a message outside of the frame: a command echo, a notice.
  func note(_ message: String)
}

/// Lets work already scheduled on the main actor run, such as the redraw an `observe { }` closure
/// schedules after a change, before the caller goes on.
@MainActor
public func yieldToObservers() async {
  for _ in 0..<8 {
    await Task.yield()
  }
}
