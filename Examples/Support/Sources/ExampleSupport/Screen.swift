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

/// Lets work scheduled on the main actor run until `isDrawn` says the screen shows what it
/// should (for example: the frame last drawn equals the frame of the current state), or about
/// two seconds have passed.
///
/// Scripted sessions call it after each command so that the transcript always shows the
/// command's outcome, however busy the machine is.
@MainActor
public func yieldToObservers(until isDrawn: () -> Bool) async {
  for attempt in 0..<2_000 {
    if isDrawn() { return }
    if attempt < 16 {
      await Task.yield()
    } else {
      try? await Task.sleep(for: .milliseconds(1))
    }
  }
}
