import ComposableArchitectureLegacy
import XCTest

// Seed 000 (the 0.1 README) as it is written: its domain without the `Equatable` conformances
// that seed 002 added (so no `TestStore` and no `ViewStore(store)`, which need them, as in 0.x),
// driven by the scene delegate's store; and its FAQ's higher-order reducer. The `Equatable`
// domain, the README's test and the view-less controller are in `ReadmeCounterTests.swift`.

// The FAQ's higher-order reducer, as written: every effect delivers its output on `scheduler`.
extension Reducer {
  func receive<S: Scheduler>(on scheduler: S) -> Self {
    Self { state, action, environment in
      self(&state, action, environment)
        .receive(on: scheduler)
        .eraseToEffect()
    }
  }
}

final class ReadmeCounterAsWrittenTests: XCTestCase {
  func testCounterAsWrittenRunsInTheSceneDelegatesStore() {
    struct AppState {
      var count = 0
      var numberFactAlert: String?
    }

    enum AppAction {
      case factAlertDismissed
      case decrementButtonTapped
      case incrementButtonTapped
      case numberFactButtonTapped
      case numberFactResponse(Result<String, ApiError>)
    }

    struct ApiError: Error {}

    struct AppEnvironment {
      var mainQueue: AnySchedulerOf<DispatchQueue>
      var numberFact: (Int) -> Effect<String, ApiError>
    }

    // As written, but for the effect chain: `.catchToEffect()` before `.map`, the order that
    // type-checks (the README's own from 0.1.3 on).
    let appReducer = Reducer<AppState, AppAction, AppEnvironment> { state, action, environment in
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
      case let .numberFactResponse(.failure):
        state.numberFactAlert = "Could not load a number fact :("
        return .none
      }
    }

    // The scene delegate's store (the `AppView` around it left out).
    let store = Store(
      initialState: AppState(),
      reducer: appReducer,
      environment: AppEnvironment(
        mainQueue: DispatchQueue.main.eraseToAnyScheduler(),
        numberFact: { number in Effect(value: "\(number) is a good number Brent") }
      )
    )
    // `AppState` is not `Equatable`: a view store is told when two states are the same.
    let viewStore = ViewStore(
      store,
      removeDuplicates: { $0.count == $1.count && $0.numberFactAlert == $1.numberFactAlert }
    )
    viewStore.send(.incrementButtonTapped)
    viewStore.send(.incrementButtonTapped)
    viewStore.send(.decrementButtonTapped)
    XCTAssertEqual(viewStore.count, 1)

    viewStore.send(.numberFactButtonTapped)
    // The fact is received on the main queue, after this turn of it.
    XCTAssertNil(viewStore.numberFactAlert)
    let mainQueueRan = self.expectation(description: "main queue")
    DispatchQueue.main.async { mainQueueRan.fulfill() }
    self.wait(for: [mainQueueRan], timeout: 5)
    XCTAssertEqual(viewStore.numberFactAlert, "1 is a good number Brent")

    viewStore.send(.factAlertDismissed)
    XCTAssertNil(viewStore.numberFactAlert)

    // A failing request becomes the failure action.
    let failing = ViewStore(
      Store(
        initialState: AppState(),
        reducer: appReducer,
        environment: AppEnvironment(
          mainQueue: .immediate,
          numberFact: { _ in Effect(error: ApiError()) }
        )
      ),
      removeDuplicates: { _, _ in false }
    )
    failing.send(.numberFactButtonTapped)
    XCTAssertEqual(failing.numberFactAlert, "Could not load a number fact :(")
  }

  func testFaqReceiveOnReducerDeliversEffectsOnTheScheduler() {
    let scheduler = DispatchQueue.test
    let countdown = Reducer<[Int], Int, Void> { state, action, _ in
      state.append(action)
      return action > 0 ? Effect(value: action - 1) : .none
    }
    let viewStore = ViewStore(
      Store(
        initialState: [], reducer: countdown.receive(on: scheduler), environment: ()
      )
    )
    viewStore.send(2)
    // Without the higher-order reducer the countdown would have run to the end already.
    XCTAssertEqual(viewStore.state, [2])
    // Advancing performs the delivery, and the deliveries it schedules for the same time.
    scheduler.advance()
    XCTAssertEqual(viewStore.state, [2, 1, 0])

    // The same reducer in a test store: the received action waits for the scheduler too.
    let store = TestStore(
      initialState: [], reducer: countdown.receive(on: scheduler), environment: ()
    )
    store.send(1) { $0 = [1] }
    scheduler.advance()
    store.receive(0) { $0 = [1, 0] }
  }
}
