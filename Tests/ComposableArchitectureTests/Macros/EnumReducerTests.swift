import ComposableArchitecture
import XCTest

@Reducer
private struct Tally {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }
  enum Action {
    case increment
  }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

@Reducer
private struct Editor {
  @ObservableState
  struct State: Equatable {
    var text = ""
  }
  enum Action: Equatable {
    case textChanged(String)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .textChanged(text):
        state.text = text
        return .none
      }
    }
  }
}

@Reducer
private enum Destination {
  case counter(Tally)
  case editor(Editor)
  @ReducerCaseIgnored
  case placeholder(Int)
}
extension Destination.State: Equatable {}
extension Destination.Action: Equatable {}

@Reducer
private struct Parent {
  @ObservableState
  struct State: Equatable {
    var destination: Destination.State = .counter(Tally.State())
  }
  enum Action: Equatable {
    case destination(Destination.Action)
    case showEditor
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.destination, action: \.destination) {
      Destination.body
    }
    Reduce { state, action in
      switch action {
      case .destination:
        return .none
      case .showEditor:
        state.destination = .editor(Editor.State())
        return .none
      }
    }
  }
}

@MainActor
final class EnumReducerTests: XCTestCase {
  func testEnumReducerRunsTheReducerOfTheCurrentCase() async {
    let store = TestStore(initialState: Destination.State.counter(Tally.State())) {
      Destination.body
    }
    await store.send(.counter(.increment)) {
      $0 = .counter(Tally.State(count: 1))
    }
  }

  func testActionForAnotherCaseIsReportedAndIgnored() async {
    let messages = LockIsolated<[String]>([])
    await withIssueReporters([MessageCapture(messages: messages)]) {
      let store = Store(initialState: Destination.State.counter(Tally.State())) {
        Destination.body
      }
      store.send(.editor(.textChanged("Hi")))
      XCTAssertEqual(store.withState { $0 }, .counter(Tally.State()))
    }
    XCTAssertEqual(messages.value.count, 1)
    XCTAssertTrue(
      messages.value.first?.contains("received a child action when child state was set to a")
        == true,
      messages.value.description
    )
  }

  func testStoreCaseScopesToTheCurrentCase() async {
    let store = Store(initialState: Parent.State()) { Parent() }
    let destinationStore = store.scope(state: \.destination, action: \.destination)
    guard case let .counter(counterStore) = destinationStore.case else {
      return XCTFail("Expected the counter case")
    }
    counterStore.send(.increment)
    XCTAssertEqual(counterStore.count, 1)
    XCTAssertEqual(store.destination, .counter(Tally.State(count: 1)))

    store.send(.showEditor)
    guard case let .editor(editorStore) = destinationStore.case else {
      return XCTFail("Expected the editor case")
    }
    editorStore.send(.textChanged("Hello"))
    XCTAssertEqual(editorStore.text, "Hello")
  }

  func testIgnoredCaseHoldsPlainState() async {
    let store = Store(initialState: Destination.State.placeholder(42)) {
      Destination.body
    }
    guard case let .placeholder(value) = store.case else {
      return XCTFail("Expected the placeholder case")
    }
    XCTAssertEqual(value, 42)
  }
}

private struct MessageCapture: IssueReporter {
  let messages: LockIsolated<[String]>
  func reportIssue(
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    let message = message() ?? ""
    self.messages.withValue { $0.append(message) }
  }
}
