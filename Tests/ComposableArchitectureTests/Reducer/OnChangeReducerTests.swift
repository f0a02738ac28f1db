import ComposableArchitecture
import XCTest

private struct Feature: Reducer {
  struct State: Equatable {
    var count = 0
    var changes: [String] = []
  }
  @CasePathable
  enum Action: Equatable {
    case set(Int)
    case noop
    case changed(old: Int, new: Int)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .set(count):
        state.count = count
        return .none
      case .noop:
        return .none
      case let .changed(old, new):
        state.changes.append("effect \(old)->\(new)")
        return .none
      }
    }
    .onChange(of: \.count) { oldValue, newValue in
      Reduce { state, _ in
        state.changes.append("\(oldValue)->\(newValue)")
        return .none
      }
    }
  }
}

/// Watches a value that is not `Equatable`, compared with `removeDuplicates`.
private struct Bucketed: Reducer {
  struct Reading {
    var value: Int
  }
  struct State {
    var reading = Reading(value: 0)
    var changes: [String] = []
  }
  enum Action { case set(Int) }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .set(value):
        state.reading.value = value
        return .none
      }
    }
    .onChange(of: \.reading, removeDuplicates: { $0.value / 10 == $1.value / 10 }) { old, new in
      Reduce { state, _ in
        state.changes.append("\(old.value)->\(new.value)")
        return .none
      }
    }
  }
}

@MainActor
final class OnChangeReducerTests: XCTestCase {
  func testOnChangeRunsWithOldAndNewValueWhenTheValueChanges() async {
    let store = Store(initialState: Feature.State()) { Feature() }
    store.send(.set(1))
    XCTAssertEqual(store.changes, ["0->1"])
    store.send(.set(5))
    XCTAssertEqual(store.changes, ["0->1", "1->5"])
  }

  func testOnChangeDoesNotRunWhenTheValueStaysTheSame() async {
    let store = Store(initialState: Feature.State(count: 3)) { Feature() }
    store.send(.noop)
    store.send(.set(3))
    XCTAssertEqual(store.changes, [])
  }

  func testOnChangeRunsAfterTheBaseReducerAndSeesItsChange() async {
    let store = Store(initialState: Feature.State()) {
      Reduce<Feature.State, Feature.Action> { state, action in
        if case let .set(count) = action {
          state.count = count
        }
        return .none
      }
      .onChange(of: \.count) { _, newValue in
        Reduce { state, _ in
          state.changes.append("count is now \(state.count), new value \(newValue)")
          return .none
        }
      }
    }
    store.send(.set(2))
    XCTAssertEqual(store.changes, ["count is now 2, new value 2"])
  }

  func testOnChangeMergesTheEffectsOfTheBaseAndTheChangeReducer() async {
    let store = Store(initialState: Feature.State()) {
      Feature()
        .onChange(of: \.count) { oldValue, newValue in
          Reduce { _, _ in
            .run { send in await send(.changed(old: oldValue, new: newValue)) }
          }
        }
    }
    await store.send(.set(4)).finish()
    XCTAssertEqual(store.changes, ["0->4", "effect 0->4"])
  }

  func testOnChangeWithRemoveDuplicatesRunsOnlyWhenNotADuplicate() async {
    let store = Store(initialState: Bucketed.State()) { Bucketed() }
    store.send(.set(5))
    XCTAssertEqual(store.changes, [])
    store.send(.set(12))
    XCTAssertEqual(store.changes, ["5->12"])
    store.send(.set(19))
    XCTAssertEqual(store.changes, ["5->12"])
    store.send(.set(3))
    XCTAssertEqual(store.changes, ["5->12", "19->3"])
  }

  func testOnChangeWithAClosureOfState() async {
    let store = Store(initialState: Feature.State()) {
      Reduce<Feature.State, Feature.Action> { state, action in
        if case let .set(count) = action {
          state.count = count
        }
        return .none
      }
      .onChange(of: { $0.count.isMultiple(of: 2) }) { wasEven, isEven in
        Reduce { state, _ in
          state.changes.append("\(wasEven)->\(isEven)")
          return .none
        }
      }
    }
    store.send(.set(2))
    store.send(.set(3))
    store.send(.set(5))
    XCTAssertEqual(store.changes, ["true->false"])
  }
}
