import ComposableArchitecture
import XCTest

/// A reference type as a dependency's test value: mutations of one test must not be seen by the
/// next one.
private final class LeakCounter: Sendable {
  let value = LockIsolated(0)
}

private enum LeakCounterKey: TestDependencyKey {
  // A new instance each time the dependency is resolved: only the dependency cache keeps one
  // alive between accesses, so a cache that outlives a test leaks it into the next.
  static var testValue: LeakCounter { LeakCounter() }
}

extension DependencyValues {
  fileprivate var leakCounter: LeakCounter {
    get { self[LeakCounterKey.self] }
    set { self[LeakCounterKey.self] = newValue }
  }
}

/// Bumps the counter dependency from an effect and records the value it saw.
private struct Bumper: Reducer {
  struct State: Equatable {
    var seen = 0
  }

  @CasePathable
  enum Action: Equatable {
    case bumpButtonTapped
    case bumped(Int)
  }

  @Dependency(\.leakCounter) var counter

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .bumpButtonTapped:
        return .run { send in
          let value = self.counter.value.withValue {
            $0 += 1
            return $0
          }
          await send(.bumped(value))
        }
      case let .bumped(value):
        state.seen = value
        return .none
      }
    }
  }
}

/// XCTest on Linux runs a class's tests in name order: A mutates the dependency, then B checks
/// that it starts afresh. That holds only because the library links swift-dependencies'
/// `DependenciesTestObserver`, which resets the dependency cache between test cases.
@MainActor
final class TestStoreDependencyLeakTests: XCTestCase {
  func testLeakA_mutates() async {
    let store = TestStore(initialState: Bumper.State()) {
      Bumper()
    }
    await store.send(.bumpButtonTapped)
    await store.receive(\.bumped, 1) {
      $0.seen = 1
    }
    await store.send(.bumpButtonTapped)
    await store.receive(\.bumped, 2) {
      $0.seen = 2
    }

    // The test and the feature share the cached instance.
    @Dependency(\.leakCounter) var counter
    XCTAssertEqual(counter.value.value, 2)
  }

  func testLeakB_seesFreshValue() async {
    @Dependency(\.leakCounter) var counter
    XCTAssertEqual(counter.value.value, 0)

    let store = TestStore(initialState: Bumper.State()) {
      Bumper()
    }
    await store.send(.bumpButtonTapped)
    await store.receive(\.bumped, 1) {
      $0.seen = 1
    }
  }
}
