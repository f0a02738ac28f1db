import ComposableArchitectureLegacy
import XCTest

// Seed 002, the RxSwift fork's README. Its domain is seed 000's with `Equatable` conformances
// (`AppState`, `AppAction`, `ApiError`, `AppEnvironment` and `appReducer` in
// `ReadmeCounterTests.swift` are its text, with the effect chain the scrape lost restored), and
// its test is seed 000's `store.assert` (`ReadmeCounterTests.testReadmeAssert`). Its FAQ's
// `receive(on:)` reducer is in `ReadmeCounterAsWrittenTests.swift`. What it adds is below: `debug()` and
// `signpost()`, and its advice for effects that fail. The fork ran on RxSwift, which is not on
// the package mirror: its code runs here on the publisher forms (OpenCombine).

private struct Todo: Equatable {
  var isComplete = false
  var description = ""
  var id: UUID
}

private struct TodosState: Equatable {
  var todos: [Todo] = []
}

private enum TodosAction: Equatable {
  case todoCheckboxTapped(index: Int)
}

private let todosReducer = Reducer<TodosState, TodosAction, Void> { state, action, _ in
  switch action {
  case let .todoCheckboxTapped(index):
    state.todos[index].isComplete.toggle()
    return .none
  }
}

final class ReadmeDebuggingTests: XCTestCase {
  // `reducer.debug()` and `reducer.signpost()` as the README writes them: the feature behaves
  // the same with them (debug prints to standard output).
  func testDebugAndSignpostKeepTheFeatureAsItWas() {
    let scheduler = DispatchQueue.testScheduler
    let store = TestStore(
      initialState: AppState(),
      reducer: appReducer.debug().signpost(),
      environment: AppEnvironment(
        mainQueue: scheduler.eraseToAnyScheduler(),
        numberFact: { number in Effect(value: "\(number) is a good number Brent") }
      )
    )
    store.assert(
      .send(.incrementButtonTapped) {
        $0.count = 1
      },
      .send(.numberFactButtonTapped),
      .do { scheduler.advance() },
      .receive(.numberFactResponse(.success("1 is a good number Brent"))) {
        $0.numberFactAlert = "1 is a good number Brent"
      }
    )
  }

  // The README's sample output: the action, then the state with the changed lines marked.
  func testDebugDescribesEveryActionAndMutation() {
    let queue = DispatchQueue(label: "debug")
    var output: [String] = []
    let milk = UUID(uuidString: "5834811A-83B4-4E5E-BCD3-8A38F6BDCA90")!
    let eggs = UUID(uuidString: "AB3C7921-8262-4412-AA93-9DC5575C1107")!
    let store = Store(
      initialState: TodosState(
        todos: [
          Todo(isComplete: false, description: "Milk", id: milk),
          Todo(isComplete: false, description: "Eggs", id: eggs),
        ]
      ),
      reducer: todosReducer.debug(
        environment: { _ in DebugEnvironment(printer: { output.append($0) }, queue: queue) }
      ),
      environment: ()
    )
    store.send(.todoCheckboxTapped(index: 0))
    queue.sync {}
    XCTAssertEqual(
      output,
      [
        """
        received action:
          TodosAction.todoCheckboxTapped(index: 0)
          TodosState(
            todos: [
              [0]: Todo(
        -       isComplete: false,
        +       isComplete: true,
                description: "Milk",
                id: UUID(5834811A-83B4-4E5E-BCD3-8A38F6BDCA90)
              ),
              [1]: Todo(…)
            ]
          )

        """
      ]
    )
  }

  // The fork's caveat: an effect's error must never reach the store, which it advised handling
  // with `materialize()`. The publisher form is `catchToEffect()`: every output and the error
  // become actions, and the effect completes.
  func testEffectErrorsBecomeActions() {
    let responses = PassthroughSubject<String, ApiError>()
    let store = TestStore(
      initialState: AppState(),
      reducer: appReducer,
      environment: AppEnvironment(
        mainQueue: .immediate,
        numberFact: { _ in responses.eraseToEffect() }
      )
    )
    store.send(.numberFactButtonTapped)
    responses.send("0 is a good number Brent")
    store.receive(.numberFactResponse(.success("0 is a good number Brent"))) {
      $0.numberFactAlert = "0 is a good number Brent"
    }
    responses.send(completion: .failure(ApiError()))
    store.receive(.numberFactResponse(.failure(ApiError()))) {
      $0.numberFactAlert = "Could not load a number fact :("
    }
  }
}
