import ComposableArchitectureLegacy
import IssueReporting
import XCTest

private struct State: Equatable {
  var count = 0
  var name = ""
}

private enum Action {
  case increment
  case rename(String)
}

private let reducer = Reducer<State, Action, Void> { state, action, _ in
  switch action {
  case .increment:
    state.count += 1
  case let .rename(name):
    state.name = name
  }
  return .none
}

final class ViewStoreTests: XCTestCase {
  func testPublisherRemovesDuplicates() {
    let viewStore = ViewStore(Store(initialState: State(), reducer: reducer, environment: ()))
    var names: [String] = []
    var states = 0
    var willChange = 0
    var cancellables: Set<AnyCancellable> = []
    viewStore.publisher.name.sink { names.append($0) }.store(in: &cancellables)
    viewStore.publisher.sink { _ in states += 1 }.store(in: &cancellables)
    viewStore.objectWillChange.sink { willChange += 1 }.store(in: &cancellables)
    viewStore.send(.increment)
    viewStore.send(.rename("a"))
    viewStore.send(.rename("a"))
    XCTAssertEqual(names, ["", "a"])
    XCTAssertEqual(states, 3)
    XCTAssertEqual(willChange, 2)
    XCTAssertEqual(viewStore.count, 1)
  }

  func testCustomRemoveDuplicates() {
    let viewStore = ViewStore(
      Store(initialState: State(), reducer: reducer, environment: ()),
      removeDuplicates: { $0.count == $1.count }
    )
    var states: [State] = []
    let cancellable = viewStore.publisher.sink { states.append($0) }
    viewStore.send(.rename("ignored"))
    viewStore.send(.increment)
    XCTAssertEqual(states.map(\.count), [0, 1])
    XCTAssertEqual(viewStore.name, "ignored")
    _ = cancellable
  }

  @MainActor
  func testSendWhile() async {
    let scheduler = DispatchQueue.test
    let loading = Reducer<Bool, Bool, Void> { state, action, _ in
      state = action
      return action
        ? Effect(value: false).delay(for: 1, scheduler: scheduler).eraseToEffect() : .none
    }
    let viewStore = ViewStore(Store(initialState: false, reducer: loading, environment: ()))
    // Async XCTest methods may run off the main thread on Linux, where the store reports sends:
    // record those reports instead of failing.
    await withIssueReporters([IssueRecorder()]) {
      let task = Task { await viewStore.send(true, while: { $0 }) }
      while !viewStore.state { await Task.yield() }
      await scheduler.advance(by: 1)
      await task.value
    }
    XCTAssertFalse(viewStore.state)
  }
}
