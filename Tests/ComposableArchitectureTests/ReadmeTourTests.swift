import ComposableArchitecture
import XCTest

// The README's tour, verbatim, so that it keeps compiling and passing.

private struct Feature: Reducer {
  struct State: Equatable {
    var count = 0
    var numberFact: String?
  }

  @CasePathable
  enum Action: Equatable {
    case decrementButtonTapped
    case incrementButtonTapped
    case numberFactButtonTapped
    case numberFactResponse(String)
  }

  @Dependency(\.numberFact) var numberFact

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        return .none

      case .incrementButtonTapped:
        state.count += 1
        return .none

      case .numberFactButtonTapped:
        return .run { [count = state.count] send in
          let fact = try await self.numberFact.fetch(count)
          await send(.numberFactResponse(fact))
        }

      case let .numberFactResponse(fact):
        state.numberFact = fact
        return .none
      }
    }
  }
}

private struct NumberFactClient {
  var fetch: @Sendable (Int) async throws -> String
}

extension NumberFactClient: DependencyKey {
  static let liveValue = Self { number in "\(number) is a good number." }
}

extension DependencyValues {
  fileprivate var numberFact: NumberFactClient {
    get { self[NumberFactClient.self] }
    set { self[NumberFactClient.self] = newValue }
  }
}

@MainActor
final class ReadmeTourTests: XCTestCase {
  func testStore() async {
    let store = Store(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0.numberFact = .liveValue
    }
    store.send(.incrementButtonTapped)
    XCTAssertEqual(store.count, 1)
    await store.send(.numberFactButtonTapped).finish()
    XCTAssertEqual(store.numberFact, "1 is a good number.")
  }

  func testFeature() async {
    let store = TestStore(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0.numberFact.fetch = { "\($0) is a good number Brent" }
    }

    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(.numberFactButtonTapped)
    await store.receive(\.numberFactResponse) {
      $0.numberFact = "1 is a good number Brent"
    }
  }
}
