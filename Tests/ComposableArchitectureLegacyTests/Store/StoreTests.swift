import ComposableArchitectureLegacy
import XCTest

private struct Parent: Equatable {
  var child = 0
  var optional: Int?
}

private enum ParentAction: Equatable {
  case child(Int)
  case setOptional(Int?)
}

private let parentReducer = Reducer<Parent, ParentAction, Void> { state, action, _ in
  switch action {
  case let .child(amount):
    state.child += amount
    return amount > 1 ? Effect(value: .child(amount - 1)) : .none
  case let .setOptional(value):
    state.optional = value
    return .none
  }
}

final class StoreTests: XCTestCase {
  func testScopeFollowsParentAndSendsToIt() {
    let store = Store(initialState: Parent(), reducer: parentReducer, environment: ())
    let child = store.scope(state: \.child, action: ParentAction.child)
    let viewStore = ViewStore(child)
    var seen: [Int] = []
    let cancellable = viewStore.publisher.sink { seen.append($0) }
    child.send(3)
    XCTAssertEqual(viewStore.state, 6)
    // The effect's actions run in the same send loop: the state is published once.
    XCTAssertEqual(seen, [0, 6])
    store.send(.child(1))
    XCTAssertEqual(viewStore.state, 7)
    XCTAssertEqual(ViewStore(store.scope(state: \.optional)).state, nil)
    _ = cancellable
  }

  func testStatelessActionless() {
    let store = Store(initialState: Parent(), reducer: parentReducer, environment: ())
    let stateless = ViewStore(store.stateless)
    stateless.send(.child(1))
    XCTAssertEqual(ViewStore(store.actionless).child, 1)
  }

  func testIfLet() {
    let store = Store(initialState: Parent(), reducer: parentReducer, environment: ())
    let optional = store.scope(state: \.optional)
    var events: [String] = []
    var unwrapped: Store<Int, ParentAction>?
    let cancellable = optional.ifLet(
      then: { store in
        unwrapped = store
        events.append("then \(ViewStore(store).state)")
      },
      else: { events.append("else") }
    )
    store.send(.setOptional(1))
    store.send(.setOptional(2))
    XCTAssertEqual(ViewStore(unwrapped!).state, 2)
    store.send(.setOptional(nil))
    XCTAssertEqual(events, ["else", "then 1", "else"])
    cancellable.cancel()
    store.send(.setOptional(3))
    XCTAssertEqual(events, ["else", "then 1", "else"])
  }

  func testSendFromBackgroundThreadIsReported() {
    let store = Store(initialState: Parent(), reducer: parentReducer, environment: ())
    // Issue reporters are task-local: install the recorder on the background thread itself.
    var issues: [RecordedIssue] = []
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      issues = recordIssues { store.send(.child(1)) }
      done.signal()
    }
    done.wait()
    XCTAssertEqual(issues.count, 1)
    XCTAssertTrue(
      issues.first?.message.hasPrefix(
        """
        "ViewStore.send" was called on a non-main thread with: ParentAction.child …

        Make sure that "ViewStore.send" is always called on the main thread
        """
      ) == true,
      issues.first?.message ?? ""
    )
  }
}
