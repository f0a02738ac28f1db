import ComposableArchitecture
import Testing
import XCTest

/// A root feature whose state is an `@ObservableState` enum with a case of each kind of payload,
/// and whose action (`Void`) moves it to `next`: the shape of TCA's own tests (issue 49, point 2).
private enum Payloads {
  @ObservableState
  struct Child {
    var value = 0
  }
  struct Plain {
    var value = 0
  }
  enum Count {
    case one
    case two
  }
  @ObservableState
  enum State {
    case child(Child)
    case plain(Plain)
    case count(Count)
    case pair(Int, Int)
    case empty
    case anotherEmpty
  }

  @MainActor
  static func store(from initial: State, to next: State) -> StoreOf<Reduce<State, Void>> {
    Store(initialState: initial) {
      Reduce { state, _ in
        state = next
        return .none
      }
    }
  }

  /// Whether `withPerceptionTracking { _ = store.state }` is told of the send before it returns.
  @MainActor
  static func isToldBeforeSendReturns(from initial: State, to next: State) -> Bool {
    let store = Self.store(from: initial, to: next)
    let told = LockIsolated(false)
    withPerceptionTracking {
      _ = store.state
    } onChange: {
      told.setValue(true)
    }
    store.send(())
    return told.value
  }
}

/// Observation of a root store's enum state is synchronous: `onChange` runs before `send`
/// returns, for every kind of payload and for a move to another case.
@MainActor
final class EnumRootStateObservationTests: XCTestCase {
  func testPlainEnumPayload() async {
    let store = Store<Payloads.State, Void>(initialState: .count(.one)) {
      Reduce { state, _ in
        state = .count(.two)
        return .none
      }
    }
    let onChange = self.expectation(description: "onChange")
    withPerceptionTracking {
      _ = store.state
    } onChange: {
      onChange.fulfill()
    }
    store.send(())
    await self.fulfillment(of: [onChange], timeout: 0)
  }

  func testObservablePayload() async {
    XCTAssertTrue(
      Payloads.isToldBeforeSendReturns(from: .child(Payloads.Child()), to: .child(.init(value: 1)))
    )
  }

  func testPlainStructPayload() async {
    XCTAssertTrue(
      Payloads.isToldBeforeSendReturns(from: .plain(Payloads.Plain()), to: .plain(.init(value: 1)))
    )
  }

  func testSeveralValuesPayload() async {
    XCTAssertTrue(Payloads.isToldBeforeSendReturns(from: .pair(1, 1), to: .pair(2, 2)))
  }

  /// A case without a payload is told of every write too, as a payload that is not observable
  /// state is: its identity is new at each read.
  func testNoPayloadSameCase() async {
    XCTAssertTrue(Payloads.isToldBeforeSendReturns(from: .empty, to: .empty))
  }

  func testNoPayloadToAnotherCase() async {
    XCTAssertTrue(Payloads.isToldBeforeSendReturns(from: .empty, to: .anotherEmpty))
  }

  func testMoveToAnotherCase() async {
    XCTAssertTrue(
      Payloads.isToldBeforeSendReturns(from: .count(.one), to: .plain(Payloads.Plain())))
  }
}

@MainActor
@Suite struct EnumRootStateObservationSwiftTestingTests {
  @Test func plainEnumPayload() {
    #expect(Payloads.isToldBeforeSendReturns(from: .count(.one), to: .count(.two)))
  }

  @Test func everyPayloadAndAnotherCase() {
    #expect(
      Payloads.isToldBeforeSendReturns(from: .child(Payloads.Child()), to: .child(.init(value: 1)))
    )
    #expect(
      Payloads.isToldBeforeSendReturns(from: .plain(Payloads.Plain()), to: .plain(.init(value: 1)))
    )
    #expect(Payloads.isToldBeforeSendReturns(from: .pair(1, 1), to: .pair(2, 2)))
    #expect(Payloads.isToldBeforeSendReturns(from: .empty, to: .empty))
    #expect(Payloads.isToldBeforeSendReturns(from: .empty, to: .anotherEmpty))
    #expect(Payloads.isToldBeforeSendReturns(from: .count(.one), to: .plain(Payloads.Plain())))
  }
}
