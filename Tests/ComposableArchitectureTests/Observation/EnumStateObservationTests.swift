import ComposableArchitecture
import XCTest

/// A feature whose state is an enum, with a case of each kind of payload: observable state, a
/// plain struct, a plain enum, and none (issue 38, item 1).
private struct EnumStateFeature: Reducer {
  @ObservableState
  struct Child: Equatable {
    var value = 0
  }
  struct Plain: Equatable {
    var value = 0
  }
  enum Count: Equatable {
    case one
    case two
  }
  @ObservableState
  enum State: Equatable {
    case child(Child)
    case anotherChild(Child)
    case plain(Plain)
    case anotherPlain(Plain)
    case count(Count)
    case anotherCount(Count)
    case empty
    case anotherEmpty
  }
  enum Action {
    case set(State)
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .set(newState):
      state = newState
    }
    return .none
  }
}

@MainActor
final class EnumStateObservationTests: XCTestCase {
  /// Whether a `withPerceptionTracking` of `store.state` hears of the change from `initial` to
  /// `next`, and whether an `observe` of it runs again and sees `next`.
  private func assertObserved(
    from initial: EnumStateFeature.State,
    to next: EnumStateFeature.State,
    file: StaticString = #filePath,
    line: UInt = #line
  ) async {
    let store = Store(initialState: initial) { EnumStateFeature() }
    let changes = LockIsolated(0)
    withPerceptionTracking {
      _ = store.state
    } onChange: {
      changes.withValue { $0 += 1 }
    }
    var seen: [EnumStateFeature.State] = []
    let token = observe { seen.append(store.state) }
    store.send(.set(next))
    XCTAssertEqual(changes.value, 1, "onChange of \(initial) → \(next)", file: file, line: line)
    await drainMainActor(until: { seen.count == 2 })
    XCTAssertEqual(seen, [initial, next], file: file, line: line)
    token.cancel()
  }

  func testObservablePayloadSameCase() async {
    await self.assertObserved(from: .child(.init(value: 1)), to: .child(.init(value: 2)))
  }

  /// BEHAVIOUR.md B-OB-04: a reader of `store.state` is notified when the enum case changes.
  func testObservablePayloadAnotherCase() async {
    await self.assertObserved(from: .child(.init(value: 1)), to: .anotherChild(.init(value: 1)))
  }

  func testPlainStructPayloadSameCase() async {
    await self.assertObserved(from: .plain(.init(value: 1)), to: .plain(.init(value: 2)))
  }

  func testPlainStructPayloadAnotherCase() async {
    await self.assertObserved(from: .plain(.init(value: 1)), to: .anotherPlain(.init(value: 1)))
  }

  func testPlainEnumPayloadSameCase() async {
    await self.assertObserved(from: .count(.one), to: .count(.two))
  }

  func testPlainEnumPayloadAnotherCase() async {
    await self.assertObserved(from: .count(.one), to: .anotherCount(.one))
  }

  func testNoPayloadAnotherCase() async {
    await self.assertObserved(from: .empty, to: .anotherEmpty)
  }

  func testScopedStoreOfEnumStateWithAPlainEnumPayload() async {
    let store = Store(initialState: EnumStateParent.State()) { EnumStateParent() }
    let child = store.scope(state: \.destination, action: \.destination)
    let changes = LockIsolated(0)
    withPerceptionTracking {
      _ = child.state
    } onChange: {
      changes.withValue { $0 += 1 }
    }
    store.send(.destination(.set(.count(.two))))
    XCTAssertEqual(changes.value, 1)
    XCTAssertEqual(child.state, .count(.two))
  }
}

@Reducer
private struct EnumStateParent {
  @ObservableState
  struct State: Equatable {
    var destination: EnumStateFeature.State = .count(.one)
  }
  enum Action {
    case destination(EnumStateFeature.Action)
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.destination, action: \.destination) { EnumStateFeature() }
  }
}
