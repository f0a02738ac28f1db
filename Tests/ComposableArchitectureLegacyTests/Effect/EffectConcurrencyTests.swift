import ComposableArchitectureLegacy
import XCTest

// The async effects of 0.39–0.40 on `Effect<Output, Failure>`, tested as a 0.40 user tests them:
// a `Reducer` with an environment, and `await store.send` / `await store.receive`.

private struct FactError: Error, Equatable {}

private struct FactState: Equatable {
  var count = 0
  var fact: String?
  var isLoading = false
  var ticks = 0
}

private enum FactAction: Equatable {
  case factButtonTapped
  case factResponse(TaskResult<String>)
  case failingButtonTapped
  case failed
  case twoTicks
  case tick
  case track
}

private struct FactEnvironment {
  var fact: @Sendable (Int) async throws -> String
  var track: @Sendable (String) async throws -> Void = { _ in }
}

private let factReducer = Reducer<FactState, FactAction, FactEnvironment> {
  state, action, environment in
  switch action {
  case .factButtonTapped:
    state.isLoading = true
    return .task { [count = state.count] in
      await .factResponse(TaskResult { try await environment.fact(count) })
    }
  case let .factResponse(.success(fact)):
    state.isLoading = false
    state.fact = fact
    return .none
  case .factResponse(.failure):
    state.isLoading = false
    state.fact = nil
    return .none
  case .failingButtonTapped:
    return .task {
      throw FactError()
    } catch: { _ in
      .failed
    }
  case .failed:
    state.fact = "failed"
    return .none
  case .twoTicks:
    return .run { send in
      await send(.tick)
      await send(.tick)
    }
  case .tick:
    state.ticks += 1
    return .none
  case .track:
    return .fireAndForget {
      try await environment.track("tracked")
    }
  }
}

final class EffectConcurrencyTests: XCTestCase {
  @MainActor
  func testTaskWithTaskResultSuccess() async {
    let store = TestStore(
      initialState: FactState(),
      reducer: factReducer,
      environment: FactEnvironment(fact: { "\($0) is a good number." })
    )
    await store.send(.factButtonTapped) {
      $0.isLoading = true
    }
    await store.receive(.factResponse(.success("0 is a good number."))) {
      $0.isLoading = false
      $0.fact = "0 is a good number."
    }
    XCTAssertEqual(store.state.fact, "0 is a good number.")
  }

  @MainActor
  func testTaskWithTaskResultFailure() async {
    let store = TestStore(
      initialState: FactState(fact: "old"),
      reducer: factReducer,
      environment: FactEnvironment(fact: { _ in throw FactError() })
    )
    await store.send(.factButtonTapped) {
      $0.isLoading = true
    }
    // Failures compare by their errors, which are `Equatable` here.
    await store.receive(.factResponse(.failure(FactError()))) {
      $0.isLoading = false
      $0.fact = nil
    }
  }

  @MainActor
  func testTaskCatch() async {
    let store = TestStore(
      initialState: FactState(),
      reducer: factReducer,
      environment: FactEnvironment(fact: { _ in "" })
    )
    await store.send(.failingButtonTapped)
    await store.receive(.failed) {
      $0.fact = "failed"
    }
  }

  @MainActor
  func testRunSendsEveryAction() async {
    let store = TestStore(
      initialState: FactState(),
      reducer: factReducer,
      environment: FactEnvironment(fact: { _ in "" })
    )
    await store.send(.twoTicks)
    await store.receive(.tick) { $0.ticks = 1 }
    await store.receive(.tick) { $0.ticks = 2 }
  }

  @MainActor
  func testAsyncFireAndForget() async {
    let tracked = LockIsolated<[String]>([])
    let store = TestStore(
      initialState: FactState(),
      reducer: factReducer,
      environment: FactEnvironment(
        fact: { _ in "" },
        track: { event in tracked.withValue { $0.append(event) } }
      )
    )
    await store.send(.track)
    await store.finish()
    XCTAssertEqual(tracked.value, ["tracked"])
  }

  @MainActor
  func testUnhandledErrorIsReported() async {
    let reducer = Reducer<Int, Int, Void> { _, _, _ in
      .task { throw FactError() }
    }
    let recorder = IssueRecorder()
    await withIssueReporters([recorder]) {
      let store = TestStore(initialState: 0, reducer: reducer, environment: ())
      await store.send(1)
      await store.finish()
    }
    XCTAssertEqual(recorder.issues.count, 1)
    XCTAssertTrue(
      recorder.issues.first?.message.hasPrefix(
        """
        An 'Effect.task' returned from "ComposableArchitectureLegacyTests/\
        EffectConcurrencyTests.swift:
        """
      ) == true,
      recorder.issues.first?.message ?? ""
    )
    XCTAssertTrue(
      recorder.issues.first?.message.hasSuffix(
        """
        All non-cancellation errors must be explicitly handled via the 'catch' parameter on \
        'Effect.task', or via a 'do' block.
        """
      ) == true
    )
  }

  func testMergeWithAndConcatenateWith() {
    var log: [String] = []
    let reducer = Reducer<Void, String, Void> { _, action, _ in
      log.append(action)
      switch action {
      case "merge":
        return Effect(value: "a").merge(with: Effect(value: "b"))
      case "concatenate":
        return Effect(value: "c")
          .concatenate(with: Just("d").eraseToEffect())
      default:
        return .none
      }
    }
    let store = Store(initialState: (), reducer: reducer, environment: ())
    store.send("merge")
    store.send("concatenate")
    XCTAssertEqual(log, ["merge", "a", "b", "concatenate", "c", "d"])
  }

  func testUnimplementedReportsWhenRun() {
    let reducer = Reducer<Void, Void, Effect<Void, Never>> { _, _, effect in effect }
    let issues = recordIssues {
      let store = Store(
        initialState: (), reducer: reducer, environment: .unimplemented("fetch")
      )
      store.send(())
    }
    XCTAssertEqual(issues.map(\.message), ["fetch - An unimplemented effect ran."])
  }

  func testTaskResultComparesErrorsAs0xDid() {
    struct Opaque: Error {}
    XCTAssertEqual(TaskResult<Int>.success(1), .success(1))
    XCTAssertNotEqual(TaskResult<Int>.success(1), .success(2))
    XCTAssertEqual(TaskResult<Int>.failure(FactError()), .failure(FactError()))
    XCTAssertNotEqual(TaskResult<Int>.failure(FactError()), .failure(Opaque()))
    // Two errors that are not `Equatable` never compare equal, with a report.
    let issues = recordIssues {
      XCTAssertNotEqual(TaskResult<Int>.failure(Opaque()), .failure(Opaque()))
    }
    XCTAssertEqual(issues.count, 1)
    XCTAssertTrue(
      issues.first?.message.hasPrefix(#""EffectConcurrencyTests.Opaque" is not equatable."#)
        == true,
      issues.first?.message ?? ""
    )
  }
}
