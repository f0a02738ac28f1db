/// What `@Dependency(\.dismiss)` does at the root of a ``TestStore``: it records that the
/// feature dismissed itself and skips the effects it was running.
///
/// Created before the test store (the dependencies capture it), then told what to skip.
@MainActor
final class TestStoreDismissal: Sendable {
  private(set) var isDismissed = false
  var onDismiss: (@MainActor () -> Void)?

  nonisolated init() {}

  func dismiss() {
    self.isDismissed = true
    self.onDismiss?()
  }
}
