import ComposableArchitecture

/// The README's feature: a count with "+" and "−" buttons, and a button that fetches a fact
/// about the current count.
///
/// ```swift
/// let store = Store(initialState: CounterFeature.State()) {
///   CounterFeature()
/// }
/// store.send(.incrementButtonTapped)
/// await store.send(.numberFactButtonTapped).finish()
/// store.numberFact  // "1 is the multiplicative identity (neither prime nor composite), …"
/// ```
public struct CounterFeature: Reducer {
  /// The state of the counter: the count and what the fact button has produced so far.
  public struct State: Equatable, Sendable {
    /// The number shown, changed by the "+" and "−" buttons.
    public var count: Int
    /// The last fact fetched, cleared when the count changes or a new fact is requested.
    ///
    /// Changing the count also cancels a fact request in flight, so a fact is always about the
    /// count shown.
    public var numberFact: String?
    /// Why the last fact request failed, cleared like ``numberFact``.
    public var numberFactError: String?
    /// Whether a fact request is in flight.
    var isLoading: Bool

    /// Creates the state; by default a count of zero with no fact.
    public init(
      count: Int = 0,
      numberFact: String? = nil,
      numberFactError: String? = nil,
      isLoading: Bool = false
    ) {
      self.count = count
      self.numberFact = numberFact
      self.numberFactError = numberFactError
      self.isLoading = isLoading
    }
  }

  /// Everything that can happen in the counter: taps, and the responses of the fact request.
  @CasePathable
  public enum Action: Equatable, Sendable {
    /// The "−" button was tapped.
    case decrementButtonTapped
    /// The "+" button was tapped.
    case incrementButtonTapped
    /// The fact button was tapped: fetch a fact about the current count.
    case numberFactButtonTapped
    /// The fact request answered with a fact.
    case numberFactResponse(String)
    /// The fact request failed; the payload describes the error.
    ///
    /// A message rather than `Result<String, any Error>` keeps the action `Equatable`, so tests
    /// can compare actions.
    case numberFactFailed(String)
  }

  /// Identifies the fact request, so that a new tap replaces a request still in flight.
  enum CancelID {
    case numberFactRequest
  }

  @Dependency(\.numberFact) var numberFact

  /// Creates the feature.
  public init() {}

  /// The counter's logic, in a single `Reduce`.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        state.numberFact = nil
        state.numberFactError = nil
        state.isLoading = false
        // A fact still on its way would be about the old count.
        return .cancel(id: CancelID.numberFactRequest)

      case .incrementButtonTapped:
        state.count += 1
        state.numberFact = nil
        state.numberFactError = nil
        state.isLoading = false
        // A fact still on its way would be about the old count.
        return .cancel(id: CancelID.numberFactRequest)

      case .numberFactButtonTapped:
        state.isLoading = true
        state.numberFact = nil
        state.numberFactError = nil
        return .run { [count = state.count, numberFact] send in
          await send(.numberFactResponse(try await numberFact.fetch(count)))
        } catch: { error, send in
          await send(.numberFactFailed(error.localizedDescription))
        }
        .cancellable(id: CancelID.numberFactRequest, cancelInFlight: true)

      case let .numberFactResponse(fact):
        state.isLoading = false
        state.numberFact = fact
        return .none

      case let .numberFactFailed(message):
        state.isLoading = false
        state.numberFactError = message
        return .none
      }
    }
  }
}
