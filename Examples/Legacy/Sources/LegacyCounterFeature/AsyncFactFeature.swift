import ComposableArchitectureLegacy
import Foundation

// The counter as a 0.40 app wrote it, before reducer protocols: the same `Reducer` struct and
// environment, with the number fact fetched by an async function in `Effect.task` and fed back
// as a `TaskResult`.

/// The state of the async counter.
public struct AsyncFactState: Equatable {
  public var count = 0
  public var fact: String?
  public var isLoading = false

  /// Creates the state of the async counter.
  public init(count: Int = 0, fact: String? = nil, isLoading: Bool = false) {
    self.count = count
    self.fact = fact
    self.isLoading = isLoading
  }
}

/// What can happen in the async counter.
public enum AsyncFactAction: Equatable {
  case decrementButtonTapped
  case incrementButtonTapped
  case numberFactButtonTapped
  case numberFactResponse(TaskResult<String>)
}

/// The dependencies of the async counter: an async number fact client.
public struct AsyncFactEnvironment {
  public var numberFact: @Sendable (Int) async throws -> String

  /// Creates the environment of the async counter.
  public init(numberFact: @escaping @Sendable (Int) async throws -> String) {
    self.numberFact = numberFact
  }

  /// The environment of the running app: facts worked out locally after `latency`.
  public static func live(latency: Duration = .milliseconds(200)) -> Self {
    Self(numberFact: { number in
      try await Task.sleep(for: latency)
      return fact(about: number)
    })
  }
}

/// The logic of the async counter.
public let asyncFactReducer = Reducer<AsyncFactState, AsyncFactAction, AsyncFactEnvironment> {
  state, action, environment in
  switch action {
  case .decrementButtonTapped:
    state.count -= 1
    state.fact = nil
    return .none

  case .incrementButtonTapped:
    state.count += 1
    state.fact = nil
    return .none

  case .numberFactButtonTapped:
    state.isLoading = true
    return .task { [count = state.count] in
      await .numberFactResponse(TaskResult { try await environment.numberFact(count) })
    }

  case let .numberFactResponse(.success(fact)):
    state.isLoading = false
    state.fact = fact
    return .none

  case .numberFactResponse(.failure):
    state.isLoading = false
    state.fact = "Could not load a number fact :("
    return .none
  }
}
