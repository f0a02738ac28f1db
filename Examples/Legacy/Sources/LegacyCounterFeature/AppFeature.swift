import ComposableArchitectureLegacy
import Foundation

// The counter with number facts of TCA 0.x's README, written the 0.x way. Apart from the import
// line (and `public`, so that the executable can use it), it is the README's code; the effect
// chain has `.catchToEffect()` before `.map`, the order that type-checks.

/// The state of the counter: the count, and the fact to show in an alert.
public struct AppState: Equatable {
  public var count = 0
  public var numberFactAlert: String?

  /// Creates the state of the counter.
  public init(count: Int = 0, numberFactAlert: String? = nil) {
    self.count = count
    self.numberFactAlert = numberFactAlert
  }
}

/// What can happen in the counter.
public enum AppAction: Equatable {
  case factAlertDismissed
  case decrementButtonTapped
  case incrementButtonTapped
  case numberFactButtonTapped
  case numberFactResponse(Result<String, ApiError>)
}

/// The failure of a number fact request.
public struct ApiError: Error, Equatable {
  /// Creates the error.
  public init() {}
}

/// The dependencies of the counter.
public struct AppEnvironment {
  public var mainQueue: AnySchedulerOf<DispatchQueue>
  public var numberFact: (Int) -> Effect<String, ApiError>

  /// Creates the environment of the counter.
  public init(
    mainQueue: AnySchedulerOf<DispatchQueue>,
    numberFact: @escaping (Int) -> Effect<String, ApiError>
  ) {
    self.mainQueue = mainQueue
    self.numberFact = numberFact
  }
}

/// The logic of the counter.
public let appReducer = Reducer<AppState, AppAction, AppEnvironment> {
  state, action, environment in
  switch action {
  case .factAlertDismissed:
    state.numberFactAlert = nil
    return .none

  case .decrementButtonTapped:
    state.count -= 1
    return .none

  case .incrementButtonTapped:
    state.count += 1
    return .none

  case .numberFactButtonTapped:
    return environment.numberFact(state.count)
      .receive(on: environment.mainQueue)
      .catchToEffect()
      .map(AppAction.numberFactResponse)

  case let .numberFactResponse(.success(fact)):
    state.numberFactAlert = fact
    return .none

  case .numberFactResponse(.failure):
    state.numberFactAlert = "Could not load a number fact :("
    return .none
  }
}
