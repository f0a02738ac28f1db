import ComposableArchitecture
import XCTest

@MainActor
final class RootCoreTests: XCTestCase {
  private enum Feature {
    enum Action: Equatable {
      case increment
      case reset
    }
  }

  private static let message = """
    Sent 'RootCoreTests.Feature.Action.reset' while an action was being processed.

    Reentrant actions are undefined and will be a precondition failure in a future version of \
    the library.
    """

  func testSendFromAnObserverIsReportedAndQueuedBehindTheCurrentAction() async {
    var seen: [Int] = []
    var cancellables: Set<AnyCancellable> = []
    let issues = await recordIssues {
      let store = Store(initialState: 0) {
        Reduce<Int, Int> { state, action in
          state = action
          return .none
        }
      }
      store.publisher.sink { if $0 == 1 { store.send(0) } }.store(in: &cancellables)
      store.publisher.sink { seen.append($0) }.store(in: &cancellables)
      seen = []
      store.send(1)
      XCTAssertEqual(store.state, 0)
    }
    XCTAssertEqual(
      issues.map(\.message),
      [
        """
        Sent 'Int' while an action was being processed.

        Reentrant actions are undefined and will be a precondition failure in a future version \
        of the library.
        """
      ]
    )
    // The observers all see 1, then the queued 0.
    XCTAssertEqual(seen, [1, 0])
  }

  func testSendFromAnObservationChangeHandlerIsReported() async {
    let issues = await recordIssues {
      let store = Store(initialState: 0) {
        Reduce<Int, Feature.Action> { state, action in
          switch action {
          case .increment: state += 1
          case .reset: state = 0
          }
          return .none
        }
      }
      withObservationTracking {
        _ = store.state
      } onChange: {
        store.send(.reset)
      }
      store.send(.increment)
      XCTAssertEqual(store.state, 0)
    }
    XCTAssertEqual(issues.map(\.message), [Self.message])
  }

  func testActionsFromEffectsAreNotReported() async {
    let issues = await recordIssues {
      let store = Store(initialState: [Int]()) {
        Reduce<[Int], Int> { state, action in
          state.append(action)
          return action < 3 ? .merge(.send(action + 1), .run { send in await send(10) }) : .none
        }
      }
      await store.send(1).finish()
      XCTAssertEqual(store.state, [1, 2, 3, 10, 10])
    }
    XCTAssertEqual(issues.map(\.message), [])
  }

  func testSendOutsideOfAnActionIsNotReported() async {
    let issues = await recordIssues {
      let store = Store(initialState: 0) {
        Reduce<Int, Int> { state, action in
          state += action
          return .none
        }
      }
      store.send(1)
      store.send(2)
      XCTAssertEqual(store.state, 3)
    }
    XCTAssertEqual(issues.map(\.message), [])
  }
}
