import ComposableArchitecture
import Testing
import XCTest

/// BEHAVIOUR.md B-ST-01 under Swift Testing and XCTest, for a root store and a scoped one:
/// `store.publisher` delivers the current state at once and each change synchronously, and a
/// send made from a sink is reported and queued (issue 38, item 2).
private struct Pair: Equatable {
  var value = 0
}

@CasePathable
private enum PairAction: Equatable {
  case value(Int)
}

@MainActor
private func makeRootStore() -> Store<Int, Int> {
  Store(initialState: 0) {
    Reduce<Int, Int> { state, action in
      state = action
      return .none
    }
  }
}

@MainActor
private func makeScopedStore() -> (root: Store<Pair, PairAction>, scoped: Store<Int, Int>) {
  let root = Store(initialState: Pair()) {
    Reduce<Pair, PairAction> { state, action in
      switch action {
      case let .value(value):
        state.value = value
      }
      return .none
    }
  }
  return (root, root.scope(state: \.value, action: \.value))
}

/// The message names the root store's action, as TCA's root store reports it.
private func reentranceMessage(_ action: String) -> String {
  """
  Sent '\(action)' while an action was being processed.

  Reentrant actions are undefined and will be a precondition failure in a future version of the \
  library.
  """
}

/// B-ST-01's example: the first sink sends from inside, the second records.
@MainActor
private func runExample(_ store: Store<Int, Int>) -> (seen: [Int], cancellables: [AnyCancellable]) {
  var seen: [Int] = []
  var cancellables: [AnyCancellable] = []
  store.publisher.sink { if $0 == 1 { store.send(0) } }.store(in: &cancellables)
  let seenBox = LockIsolated<[Int]>([])
  store.publisher.sink { value in seenBox.withValue { $0.append(value) } }.store(
    in: &cancellables)
  store.send(1)
  seen = seenBox.value
  return (seen, cancellables)
}

@MainActor
@Suite
struct StorePublisherReentranceSwiftTestingTests {
  @Test func rootStore() {
    let store = makeRootStore()
    var result: (seen: [Int], cancellables: [AnyCancellable]) = ([], [])
    withKnownIssue {
      result = runExample(store)
    } matching: { issue in
      issue.description.contains("while an action was being processed")
    }
    #expect(result.seen == [0, 1, 0])
    #expect(store.state == 0)
  }

  @Test func scopedStore() {
    let (root, scoped) = makeScopedStore()
    var result: (seen: [Int], cancellables: [AnyCancellable]) = ([], [])
    withKnownIssue {
      result = runExample(scoped)
    } matching: { issue in
      issue.description.contains("while an action was being processed")
    }
    #expect(result.seen == [0, 1, 0])
    #expect(root.state.value == 0)
  }

  @Test func publisherDeliversTheCurrentStateAndEachChange() {
    let store = makeRootStore()
    let seen = LockIsolated<[Int]>([])
    let cancellable = store.publisher.sink { value in seen.withValue { $0.append(value) } }
    #expect(seen.value == [0])
    store.send(1)
    #expect(seen.value == [0, 1])
    store.send(2)
    #expect(seen.value == [0, 1, 2])
    cancellable.cancel()
  }
}

@MainActor
final class StorePublisherReentranceXCTests: XCTestCase {
  func testRootStore() async {
    let store = makeRootStore()
    var result: (seen: [Int], cancellables: [AnyCancellable]) = ([], [])
    let issues = await recordIssues {
      result = runExample(store)
    }
    XCTAssertEqual(issues.map(\.message), [reentranceMessage("Int")])
    XCTAssertEqual(result.seen, [0, 1, 0])
  }

  func testScopedStore() async {
    let (root, scoped) = makeScopedStore()
    var result: (seen: [Int], cancellables: [AnyCancellable]) = ([], [])
    let issues = await recordIssues {
      result = runExample(scoped)
    }
    XCTAssertEqual(issues.map(\.message), [reentranceMessage("PairAction.value")])
    XCTAssertEqual(result.seen, [0, 1, 0])
    XCTAssertEqual(root.state.value, 0)
  }
}
