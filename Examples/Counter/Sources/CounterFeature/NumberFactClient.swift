import ComposableArchitecture

/// A client that fetches a fact about a number, the dependency behind the counter's fact button.
///
/// Reach it in a feature with `@Dependency(\.numberFact)`, and replace it in tests:
///
/// ```swift
/// let store = Store(initialState: CounterFeature.State()) {
///   CounterFeature()
/// } withDependencies: {
///   $0.numberFact.fetch = { "\($0) is a good number Brent" }
/// }
/// ```
@DependencyClient
public struct NumberFactClient: Sendable {
  /// Returns a fact about `number`, or throws if none could be fetched.
  public var fetch: @Sendable (_ number: Int) async throws -> String
}

extension NumberFactClient: TestDependencyKey {
  /// A client whose `fetch` reports an issue and throws, so that a test has to say what it
  /// expects by overriding it.
  public static let testValue = Self()

  /// A client for previews that answers at once with the same facts as the live client.
  public static let previewValue = Self(fetch: { NumberFactClient.fact(about: $0) })
}

extension DependencyValues {
  /// The client that fetches number facts; see ``NumberFactClient``.
  public var numberFact: NumberFactClient {
    get { self[NumberFactClient.self] }
    set { self[NumberFactClient.self] = newValue }
  }
}
