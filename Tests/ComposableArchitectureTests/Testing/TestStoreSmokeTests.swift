import ComposableArchitecture
import Testing
import XCTest

private struct NumberFactClient {
  var fetch: @Sendable (Int) async throws -> String
}
extension NumberFactClient: TestDependencyKey {
  static let testValue = NumberFactClient(
    fetch: unimplemented("NumberFactClient.fetch", placeholder: ""))
}
extension DependencyValues {
  fileprivate var numberFact: NumberFactClient {
    get { self[NumberFactClient.self] }
    set { self[NumberFactClient.self] = newValue }
  }
}

private struct Feature: Reducer {
  struct State: Equatable {
    var count = 0
    var fact: String?
    var ticks = 0
  }
  @CasePathable
  enum Action: Equatable {
    case increment
    case factButtonTapped
    case factResponse(String)
    case startTimer
    case stopTimer
    case tick
  }
  enum CancelID { case timer }
  @Dependency(\.numberFact) var numberFact
  @Dependency(\.continuousClock) var clock
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .factButtonTapped:
        return .run { [count = state.count] send in
          await send(.factResponse(try await numberFact.fetch(count)))
        }
      case let .factResponse(fact):
        state.fact = fact
        return .none
      case .startTimer:
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.tick)
          }
        }
        .cancellable(id: CancelID.timer)
      case .stopTimer:
        return .cancel(id: CancelID.timer)
      case .tick:
        state.ticks += 1
        return .none
      }
    }
  }
}

@MainActor
final class TestStoreSmokeXCTests: XCTestCase {
  func testFact() async {
    let store = TestStore(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0.numberFact.fetch = { "\($0) is a good number" }
    }
    await store.send(.increment) { $0.count = 1 }
    await store.send(.factButtonTapped)
    await store.receive(\.factResponse) { $0.fact = "1 is a good number" }
  }

  func testTimer() async {
    let clock = TestClock()
    let store = TestStore(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.startTimer)
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.ticks = 1 }
    await clock.advance(by: .seconds(2))
    await store.receive(.tick) { $0.ticks = 2 }
    await store.receive(.tick) { $0.ticks = 3 }
    await store.send(.stopTimer)
  }

  func testStateMismatchReported() async {
    let messages = LockIsolated<[String]>([])
    await withIssueReporters([Capture(messages: messages)]) {
      let store = TestStore(initialState: Feature.State()) { Feature() }
      await store.send(.increment) { $0.count = 2 }
    }
    XCTAssertEqual(messages.value.count, 1)
    XCTAssertTrue(
      messages.value.first?.contains("A state change does not match expectation") == true,
      messages.value.description)
    print(messages.value)
  }

  func testEffectStillRunning() async {
    let messages = LockIsolated<[String]>([])
    await withIssueReporters([Capture(messages: messages)]) {
      let store = TestStore(initialState: Feature.State()) {
        Feature()
      } withDependencies: {
        $0.continuousClock = TestClock()
      }
      await store.send(.startTimer)
    }
    XCTAssertEqual(messages.value.count, 1)
    XCTAssertTrue(
      messages.value.first?.contains("An effect returned for this action is still running") == true,
      messages.value.description)
  }
}

private struct Capture: IssueReporter {
  let messages: LockIsolated<[String]>
  func reportIssue(
    _ message: @autoclosure () -> String?, fileID: StaticString, filePath: StaticString, line: UInt,
    column: UInt
  ) {
    let message = message() ?? ""
    messages.withValue { $0.append(message) }
  }
}

@MainActor
@Suite struct TestStoreSmokeSwiftTests {
  @Test func fact() async {
    let store = TestStore(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0.numberFact.fetch = { "\($0) is a good number" }
    }
    await store.send(.factButtonTapped)
    await store.receive(\.factResponse, "0 is a good number") { $0.fact = "0 is a good number" }
  }

  @Test func unimplementedDependencyFails() async {
    await withKnownIssue {
      let store = TestStore(initialState: Feature.State()) { Feature() }
      await store.send(.factButtonTapped)
      await store.receive(\.factResponse) { $0.fact = "" }
    } matching: { issue in
      issue.description.contains("Unimplemented")
    }
  }
}
