import ComposableArchitectureLegacy
import XCTest

// The counter of the 0.x README (seed 000), as written there, with only the import changed and
// the effect chain in the order that type-checks (`.catchToEffect()` before `.map`, as the README
// has it from 0.1.3 on).

struct AppState: Equatable {
  var count = 0
  var numberFactAlert: String?
}

enum AppAction: Equatable {
  case factAlertDismissed
  case decrementButtonTapped
  case incrementButtonTapped
  case numberFactButtonTapped
  case numberFactResponse(Result<String, ApiError>)
}

struct ApiError: Error, Equatable {}

struct AppEnvironment {
  var mainQueue: AnySchedulerOf<DispatchQueue>
  var numberFact: (Int) -> Effect<String, ApiError>
}

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

  case .numberFactResponse(.failure):
    state.numberFactAlert = "Could not load a number fact :("
    return .none
  }
}

/// The README's UIKit controller, without UIKit: it observes the view store's publisher.
final class AppViewController {
  let viewStore: ViewStore<AppState, AppAction>
  var cancellables: Set<AnyCancellable> = []
  var countLabelText: String?
  var presentedAlerts: [String?] = []

  init(store: Store<AppState, AppAction>) {
    self.viewStore = ViewStore(store)
  }

  func viewDidLoad() {
    self.viewStore.publisher
      .map { "\($0.count)" }
      .sink { [weak self] in self?.countLabelText = $0 }
      .store(in: &self.cancellables)

    self.viewStore.publisher.numberFactAlert
      .sink { [weak self] numberFactAlert in
        self?.presentedAlerts.append(numberFactAlert)
      }
      .store(in: &self.cancellables)
  }
}

final class ReadmeCounterTests: XCTestCase {
  func testReadmeAssert() {
    let scheduler = DispatchQueue.testScheduler
    let store = TestStore(
      initialState: AppState(),
      reducer: appReducer,
      environment: AppEnvironment(
        mainQueue: scheduler.eraseToAnyScheduler(),
        numberFact: { number in Effect(value: "\(number) is a good number Brent") }
      )
    )

    store.assert(
      // Test that tapping on the increment/decrement buttons changes the count
      .send(.incrementButtonTapped) {
        $0.count = 1
      },
      .send(.decrementButtonTapped) {
        $0.count = 0
      },

      // Test that tapping the fact button causes us to receive a response from the effect. Note
      // that we have to advance the scheduler because we used `.receive(on:)` in the reducer.
      .send(.numberFactButtonTapped),
      .do { scheduler.advance() },
      .receive(.numberFactResponse(.success("0 is a good number Brent"))) {
        $0.numberFactAlert = "0 is a good number Brent"
      },

      // And finally dismiss the alert
      .send(.factAlertDismissed) {
        $0.numberFactAlert = nil
      }
    )
  }

  func testSendReceive() {
    let scheduler = DispatchQueue.test
    let store = TestStore(
      initialState: AppState(),
      reducer: appReducer,
      environment: AppEnvironment(
        mainQueue: scheduler.eraseToAnyScheduler(),
        numberFact: { _ in Effect(error: ApiError()) }
      )
    )
    store.send(.incrementButtonTapped) { $0.count = 1 }
    store.send(.numberFactButtonTapped)
    scheduler.advance()
    store.receive(.numberFactResponse(.failure(ApiError()))) {
      $0.numberFactAlert = "Could not load a number fact :("
    }
  }

  func testStoreDrivesTheController() {
    let store = Store(
      initialState: AppState(),
      reducer: appReducer,
      environment: AppEnvironment(
        mainQueue: DispatchQueue.main.eraseToAnyScheduler(),
        numberFact: { number in Effect(value: "\(number) is a good number Brent") }
      )
    )
    let controller = AppViewController(store: store)
    controller.viewDidLoad()
    XCTAssertEqual(controller.countLabelText, "0")
    controller.viewStore.send(.incrementButtonTapped)
    controller.viewStore.send(.incrementButtonTapped)
    XCTAssertEqual(controller.countLabelText, "2")
    XCTAssertEqual(controller.viewStore.count, 2)
    controller.viewStore.send(.factAlertDismissed)
    // `numberFactAlert` stayed nil: the publisher of that member removed the duplicates.
    XCTAssertEqual(controller.presentedAlerts, [nil])

    let immediate = Store(
      initialState: AppState(count: 7),
      reducer: appReducer,
      environment: AppEnvironment(
        mainQueue: .immediate,
        numberFact: { number in Effect(value: "\(number) is a good number Brent") }
      )
    )
    let viewStore = ViewStore(immediate)
    viewStore.send(.numberFactButtonTapped)
    XCTAssertEqual(viewStore.numberFactAlert, "7 is a good number Brent")
  }
}
