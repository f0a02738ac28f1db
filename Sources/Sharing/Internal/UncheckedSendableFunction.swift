import ConcurrencyExtras

/// A `@Sendable` function that calls `body`.
///
/// A `@Sendable` closure made where generic parameters carry conformances (`where Action:
/// CasePathable`) captures the parameters' metatypes, which need not be `Sendable`
/// ([#SendableMetatypes]). Made here, with no conformances in scope, it captures none. The
/// caller vouches that `body` captures only immutable values (key paths, case paths, other
/// `Sendable` functions).
package func uncheckedSendable<Input, Output>(
  _ body: @escaping (Input) -> Output
) -> @Sendable (Input) -> Output {
  let body = UncheckedSendable(body)
  return { body.value($0) }
}

/// A throwing ``uncheckedSendable(_:)``.
package func uncheckedSendable<Input, Output>(
  throwing body: @escaping (Input) throws -> Output
) -> @Sendable (Input) throws -> Output {
  let body = UncheckedSendable(body)
  return { try body.value($0) }
}
