import ComposableArchitecture
import XCTest

/// A feature that appends to a log, to see which builder branches ran and in what order.
private struct Logger: Reducer {
  struct State: Equatable { var log: [String] = [] }
  enum Action { case tap }
  let name: String
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.log.append(self.name)
    return .none
  }
}

private struct Conditional: Reducer {
  typealias State = Logger.State
  typealias Action = Logger.Action
  let isEnabled: Bool
  var body: some ReducerOf<Self> {
    Logger(name: "always")
    if self.isEnabled {
      Logger(name: "enabled")
    } else {
      Logger(name: "disabled")
    }
  }
}

private struct OptionalBranch: Reducer {
  typealias State = Logger.State
  typealias Action = Logger.Action
  let isEnabled: Bool
  var body: some ReducerOf<Self> {
    if self.isEnabled {
      Logger(name: "optional")
    }
    Logger(name: "after")
  }
}

private struct Loop: Reducer {
  typealias State = Logger.State
  typealias Action = Logger.Action
  let names: [String]
  var body: some ReducerOf<Self> {
    for name in self.names {
      Logger(name: name)
    }
  }
}

private struct Availability: Reducer {
  typealias State = Logger.State
  typealias Action = Logger.Action
  var body: some ReducerOf<Self> {
    if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) {
      Logger(name: "available")
    }
    if #available(macOS 9999, iOS 9999, tvOS 9999, watchOS 9999, *) {
      Logger(name: "future")
    } else {
      Logger(name: "fallback")
    }
  }
}

private struct Existential: Reducer {
  typealias State = Logger.State
  typealias Action = Logger.Action
  let child: any Reducer<State, Action>
  var body: some ReducerOf<Self> {
    Reduce(self.child)
    Logger(name: "concrete")
  }
}

private struct ManyChildren: Reducer {
  typealias State = Logger.State
  typealias Action = Logger.Action
  var body: some ReducerOf<Self> {
    Logger(name: "1")
    Logger(name: "2")
    Logger(name: "3")
    Logger(name: "4")
    Logger(name: "5")
    Logger(name: "6")
    Logger(name: "7")
    Logger(name: "8")
    Logger(name: "9")
    Logger(name: "10")
    Logger(name: "11")
  }
}

@MainActor
final class ReducerBuilderTests: XCTestCase {
  private func log(of reducer: some Reducer<Logger.State, Logger.Action>) -> [String] {
    let store = Store(initialState: Logger.State()) { reducer }
    store.send(.tap)
    return store.log
  }

  func testIfElseRunsTheTakenBranchOnly() async {
    XCTAssertEqual(self.log(of: Conditional(isEnabled: true)), ["always", "enabled"])
    XCTAssertEqual(self.log(of: Conditional(isEnabled: false)), ["always", "disabled"])
  }

  func testIfWithoutElseRunsOnlyWhenTheConditionHolds() async {
    XCTAssertEqual(self.log(of: OptionalBranch(isEnabled: true)), ["optional", "after"])
    XCTAssertEqual(self.log(of: OptionalBranch(isEnabled: false)), ["after"])
  }

  func testForLoopRunsEachReducerInOrder() async {
    XCTAssertEqual(self.log(of: Loop(names: ["a", "b", "c"])), ["a", "b", "c"])
    XCTAssertEqual(self.log(of: Loop(names: [])), [])
  }

  func testAvailabilityCheckRunsTheAvailableBranch() async {
    // Off Apple platforms every `#available` with a `*` holds, so compute the branch the
    // language takes here.
    let expected: String
    if #available(macOS 9999, iOS 9999, tvOS 9999, watchOS 9999, *) {
      expected = "future"
    } else {
      expected = "fallback"
    }
    XCTAssertEqual(self.log(of: Availability()), ["available", expected])
  }

  func testReduceWrapsAnExistentialReducer() async {
    XCTAssertEqual(
      self.log(of: Existential(child: Logger(name: "existential"))), ["existential", "concrete"]
    )
  }

  func testManyReducersInOneBlockRunInOrder() async {
    XCTAssertEqual(self.log(of: ManyChildren()), (1...11).map(String.init))
  }

  func testBuilderMergesTheEffectsOfEveryBranch() async {
    struct State: Equatable { var log: [String] = [] }
    enum Action: Equatable {
      case tap
      case record(String)
    }
    func emitter(_ name: String) -> Reduce<State, Action> {
      Reduce { state, action in
        switch action {
        case .tap:
          return .run { send in await send(.record(name)) }
        case let .record(entry):
          if entry == name { state.log.append(entry) }
          return .none
        }
      }
    }
    let names = ["x", "y"]
    let store = Store(initialState: State()) {
      emitter("first")
      for name in names {
        emitter(name)
      }
      if names.isEmpty {
        emitter("never")
      } else {
        emitter("else")
      }
    }
    await store.send(.tap).finish()
    XCTAssertEqual(Set(store.log), ["first", "x", "y", "else"])
    XCTAssertEqual(store.log.count, 4)
  }
}
