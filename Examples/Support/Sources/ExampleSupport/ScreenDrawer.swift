import ComposableArchitecture

/// Draws a screen from the store with `observe { }`: a frame now, and a new one whenever state the
/// frame read changes, until ``stop()``. Sessions call ``settle()`` after each command so that a
/// transcript always shows the command's outcome.
@MainActor
public final class ScreenDrawer {
  private let screen: any Screen
  private let frame: @MainActor () -> [String]
  private var token: ObserveToken?
  /// The frame drawn last, to know when the screen is up to date.
  private var drawnFrame: [String] = []

  /// Creates a drawer.
  ///
  /// - Parameters:
  ///   - screen: Where to draw.
  ///   - frame: The screen for the current state: what it reads is observed.
  public init(screen: any Screen, frame: @escaping @MainActor () -> [String]) {
    self.screen = screen
    self.frame = frame
  }

  /// Draws the screen, and again whenever what it shows changes.
  public func start() {
    self.token = observe { [weak self] in
      guard let self else { return }
      let frame = self.frame()
      self.drawnFrame = frame
      self.screen.draw(frame)
    }
  }

  /// Waits until the screen shows the current state (when drawing).
  public func settle() async {
    guard self.token != nil else { return }
    await yieldToObservers { self.drawnFrame == self.frame() }
  }

  /// Stops redrawing.
  public func stop() {
    self.token?.cancel()
    self.token = nil
  }
}
