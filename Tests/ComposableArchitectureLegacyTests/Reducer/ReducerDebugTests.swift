import XCTest

@testable import ComposableArchitectureLegacy

// 0.33's `DebugTests`: `.labelsOnly` prints an action by its cases and labels, without values.

final class ReducerDebugTests: XCTestCase {
  func testDebugReducerWithLabelsOnly() {
    enum DebugAction: Equatable {
      case incrWithBool(Bool)
      case incr, noop
    }
    struct DebugState: Equatable { var count = 0 }
    let queue = DispatchQueue(label: "ReducerDebugTests")
    var logs: [String] = []
    let reducer = Reducer<DebugState, DebugAction, Void> { state, action, _ in
      switch action {
      case .incrWithBool:
        return .none
      case .incr:
        state.count += 1
        return .none
      case .noop:
        return .none
      }
    }
    .debug("[prefix]", actionFormat: .labelsOnly) { _ in
      DebugEnvironment(printer: { logs.append($0) }, queue: queue)
    }
    let store = TestStore(initialState: .init(), reducer: reducer, environment: ())
    store.send(.incrWithBool(true))
    queue.sync {}
    XCTAssertEqual(
      logs,
      [
        #"""
        [prefix]: received action:
          DebugAction.incrWithBool
          (No state changes)

        """#
      ]
    )
  }

  func testDebugCaseOutput() {
    enum Action {
      case action1(Bool, label: String)
      case action2(Bool, Int, String)
      case screenA(ScreenA)

      enum ScreenA {
        case row(index: Int, action: RowAction)

        enum RowAction {
          case tapped
          case textChanged(query: String)
        }
      }
    }
    XCTAssertEqual(
      debugCaseOutput(Action.action1(true, label: "Blob")), "Action.action1(_:, label:)")
    XCTAssertEqual(debugCaseOutput(Action.action2(true, 1, "Blob")), "Action.action2(_:, _:, _:)")
    XCTAssertEqual(
      debugCaseOutput(Action.screenA(.row(index: 1, action: .tapped))),
      "Action.screenA(.row(index:, action: .tapped))"
    )
    XCTAssertEqual(
      debugCaseOutput(Action.screenA(.row(index: 1, action: .textChanged(query: "Hi")))),
      "Action.screenA(.row(index:, action: .textChanged(query:)))"
    )
  }
}
