/// How strictly a ``TestStore`` checks a test: everything that happens, or only what the test
/// asserts.
public enum Exhaustivity: Equatable, Sendable {
  /// Every state change, received action and running effect must be asserted. The default.
  case on

  /// Only the state and actions the test asserts are checked.
  ///
  /// - Parameter showSkippedAssertions: Whether to list what was not asserted, as informational
  ///   messages that do not fail the test.
  case off(showSkippedAssertions: Bool)

  /// Only the state and actions the test asserts are checked; nothing skipped is listed.
  public static let off = Self.off(showSkippedAssertions: false)
}

extension TestStore {
  /// Runs `operation` with the test store's exhaustivity temporarily changed.
  ///
  /// ```swift
  /// await store.withExhaustivity(.off) {
  ///   await store.send(.refresh)
  ///   await store.receive(\.response)
  /// }
  /// ```
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity,
    operation: () async throws -> sending R
  ) async rethrows -> R {
    let previous = self.exhaustivity
    self.exhaustivity = exhaustivity
    defer { self.exhaustivity = previous }
    return try await operation()
  }

  /// Runs `operation` with the test store's exhaustivity temporarily changed.
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity,
    operation: () throws -> R
  ) rethrows -> R {
    let previous = self.exhaustivity
    self.exhaustivity = exhaustivity
    defer { self.exhaustivity = previous }
    return try operation()
  }
}
