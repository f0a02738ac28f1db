import ComposableArchitectureLegacy
import XCTest

private struct Parent: Equatable {
  var child = Child()
  var optionalChild: Child?
  var rows: IdentifiedArrayOf<Row> = []
  var log: [String] = []
}

private struct Child: Equatable {
  var count = 0
}

private struct Row: Equatable, Identifiable {
  let id: Int
  var count = 0
}

@CasePathable
private enum ParentAction: Equatable {
  case child(ChildAction)
  case optionalChild(ChildAction)
  case row(id: Int, action: ChildAction)
  case other
}

private enum ChildAction: Equatable {
  case increment
  case incrementLater
}

private let childReducer = Reducer<Child, ChildAction, Void> { state, action, _ in
  switch action {
  case .increment:
    state.count += 1
    return .none
  case .incrementLater:
    return Effect(value: .increment)
  }
}

private let rowReducer = Reducer<Row, ChildAction, Void> { state, action, _ in
  state.count += 1
  return .none
}

final class ReducerTests: XCTestCase {
  func testCombineRunsEachReducerInOrder() {
    let first = Reducer<[String], Int, Void> { state, action, _ in
      state.append("first \(action)")
      return .none
    }
    let second = Reducer<[String], Int, Void> { state, action, _ in
      state.append("second \(action)")
      return Effect(value: action + 1)
    }
    var state: [String] = []
    _ = Reducer.combine(first, second).run(&state, 1, ())
    _ = Reducer.combine([second, first])(&state, 2, ())
    _ = first.combined(with: .empty).run(&state, 3, ())
    XCTAssertEqual(state, ["first 1", "second 1", "second 2", "first 2", "first 3"])

    var outputs: [Int] = []
    _ = Reducer.combine(first, second, second).run(&state, 4, ())
      .sink { outputs.append($0) }
    XCTAssertEqual(outputs, [5, 5])
  }

  func testPullbackWithCasePathAndCaseKeyPath() {
    let parentReducer = Reducer<Parent, ParentAction, Void>.combine(
      childReducer.pullback(
        state: \.child, action: /ParentAction.child, environment: { (_: Void) in () }
      ),
      childReducer.optional().pullback(
        state: \.optionalChild, action: \.optionalChild, environment: { (_: Void) in () }
      )
    )
    let store = TestStore(initialState: Parent(), reducer: parentReducer, environment: ())
    store.send(.child(.increment)) { $0.child.count = 1 }
    store.send(.child(.incrementLater))
    store.receive(.child(.increment)) { $0.child.count = 2 }
    store.send(.other)
  }

  func testOptionalReportsActionWhileNil() {
    let reducer = childReducer.optional().pullback(
      state: \Parent.optionalChild, action: /ParentAction.optionalChild,
      environment: { (_: Void) in () }
    )
    var state = Parent()
    let issues = recordIssues {
      _ = reducer.run(&state, .optionalChild(.increment), ())
    }
    XCTAssertEqual(issues.count, 1)
    XCTAssertTrue(
      issues.first?.message.hasPrefix(
        """
        An "optional" reducer at "ComposableArchitectureLegacyTests/ReducerTests.swift:
        """
      ) == true,
      issues.first?.message ?? ""
    )
    XCTAssertTrue(
      issues.first?.message.contains(
        """
        received an action when state was "nil". …

          Action:
            ChildAction.increment
        """
      ) == true
    )
    state.optionalChild = Child()
    _ = reducer.run(&state, .optionalChild(.increment), ())
    XCTAssertEqual(state.optionalChild, Child(count: 1))
  }

  func testForEachRunsTheRowAndReportsMissingIDs() {
    let reducer = rowReducer.forEach(
      state: \Parent.rows, action: /ParentAction.row(id:action:), environment: { (_: Void) in () }
    )
    var state = Parent(rows: [Row(id: 1), Row(id: 2)])
    _ = reducer.run(&state, .row(id: 2, action: .increment), ())
    XCTAssertEqual(state.rows[id: 2]?.count, 1)
    let issues = recordIssues {
      _ = reducer.run(&state, .row(id: 3, action: .increment), ())
    }
    XCTAssertEqual(issues.count, 1)
    XCTAssertTrue(
      issues.first?.message.contains(
        """
        received an action when state contained no element with that id. …

          Action:
            ChildAction.increment

        This is generally considered an application logic error
        """
      ) == true,
      issues.first?.message ?? ""
    )
  }

  func testForEachOverDictionary() {
    enum Action { case value(String, ChildAction) }
    let reducer = childReducer.forEach(
      state: \[String: Child].self, action: /Action.value, environment: { (_: Void) in () }
    )
    var state = ["a": Child()]
    _ = reducer.run(&state, .value("a", .increment), ())
    XCTAssertEqual(state["a"]?.count, 1)
  }

  func testDebugPrintsActionAndStateDiff() {
    let queue = DispatchQueue(label: "debug")
    var output: [String] = []
    let reducer = childReducer.debug(
      environment: { _ in DebugEnvironment(printer: { output.append($0) }, queue: queue) }
    )
    let store = Store(initialState: Child(), reducer: reducer.signpost(), environment: ())
    store.send(.increment)
    queue.sync {}
    XCTAssertEqual(
      output,
      [
        """
        received action:
          ChildAction.increment
        - Child(count: 0)
        + Child(count: 1)

        """
      ]
    )

    output = []
    let actions = Store(
      initialState: Child(),
      reducer: childReducer.debugActions(
        "child", actionFormat: .labelsOnly,
        environment: { _ in DebugEnvironment(printer: { output.append($0) }, queue: queue) }
      ),
      environment: ()
    )
    actions.send(.increment)
    queue.sync {}
    XCTAssertEqual(output, ["child: received action:\n  ChildAction.increment\n"])
  }
}
