import ComposableArchitecture
import Testing
import XCTest

private struct Failure: Error, Equatable {
  var reason: String
}

private struct Loader: Reducer {
  struct State: Equatable {
    var count = 0
    var errors: [String] = []
  }
  @CasePathable
  enum Action: Equatable {
    case increment
    case throwUnhandled
    case throwHandled
    case throwCancellation
    case throwCancellationHandled
    case failed(String)
    case escapeSend
    case startClientCall
    case startClientCallHandled
    case cancelClientCall
  }
  enum CancelID { case clientCall }
  static let throwUnhandledLine: UInt = #line + 2
  static func throwUnhandled() -> Effect<Action> {
    .run { _ in throw Failure(reason: "network down") }
  }
  let escapedSend: LockIsolated<Send<Action>?>
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .throwUnhandled:
      return Self.throwUnhandled()
    case .throwHandled:
      return .run { send in
        await send(.increment)
        throw Failure(reason: "timeout")
      } catch: { error, send in
        await send(.failed("\(error)"))
      }
    case .throwCancellation:
      return .run { _ in throw CancellationError() }
    case .throwCancellationHandled:
      return .run { _ in
        throw CancellationError()
      } catch: { error, send in
        await send(.failed("\(error)"))
      }
    case let .failed(description):
      state.errors.append(description)
      return .none
    case .escapeSend:
      return .run { [escapedSend] send in escapedSend.setValue(send) }
    case .startClientCall:
      return .run { _ in try await cancellableClientCall() }
        .cancellable(id: CancelID.clientCall)
    case .startClientCallHandled:
      return .run { _ in
        try await cancellableClientCall()
      } catch: { error, send in
        await send(.failed("\(error)"))
      }
      .cancellable(id: CancelID.clientCall)
    case .cancelClientCall:
      return .cancel(id: CancelID.clientCall)
    }
  }
}

/// A client call that, like `URLSession`, throws its own error (not a `CancellationError`) once
/// its task is cancelled.
private func cancellableClientCall() async throws {
  let gate = Gate()
  await withTaskCancellationHandler {
    await gate.wait()
  } onCancel: {
    gate.open()
  }
  throw Failure(reason: "cancelled by the client")
}

@MainActor
private func makeStore() -> StoreOf<Loader> {
  Store(initialState: Loader.State()) { Loader(escapedSend: LockIsolated(nil)) }
}

@MainActor
final class EffectRunTests: XCTestCase {
  func testUnhandledErrorMessageIsTCAsWholeText() async {
    let store = makeStore()
    let issues = await recordIssues {
      await store.send(.throwUnhandled).finish()
    }
    XCTAssertSingleIssue(
      issues,
      is: """
        An "Effect.run" returned from \
        "ComposableArchitectureTests/EffectRunTests.swift:\(Loader.throwUnhandledLine)" threw an \
        unhandled error.

            Failure(reason: "network down")

        All non-cancellation errors must be explicitly handled via the "catch" parameter on \
        "Effect.run", or via a "do" block.
        """,
      at: Loader.throwUnhandledLine
    )
  }

  func testUnhandledErrorIsReportedWithAMessageNamingTheFix() async {
    let store = makeStore()
    let issues = await reportedIssues {
      await store.send(.throwUnhandled).finish()
    }
    assertSingleIssue(
      issues,
      containing: [
        "An \"Effect.run\" returned from \"",
        "EffectRunTests.swift:",
        "threw an unhandled error",
        "Failure(reason: \"network down\")",
        "All non-cancellation errors must be explicitly handled via the \"catch\" parameter",
      ]
    )
  }

  func testStoreKeepsWorkingAfterAnUnhandledError() async {
    let store = makeStore()
    _ = await reportedIssues {
      await store.send(.throwUnhandled).finish()
    }
    store.send(.increment)
    await store.send(.throwHandled).finish()
    XCTAssertEqual(store.count, 2)
  }

  func testCatchHandlerReceivesTheErrorAndCanSend() async {
    let store = makeStore()
    let issues = await reportedIssues {
      await store.send(.throwHandled).finish()
    }
    XCTAssertEqual(issues, [])
    XCTAssertEqual(store.count, 1)
    XCTAssertEqual(store.errors, ["\(Failure(reason: "timeout"))"])
  }

  func testCancellationErrorEndsTheEffectQuietly() async {
    let store = makeStore()
    let issues = await reportedIssues {
      await store.send(.throwCancellation).finish()
      await store.send(.throwCancellationHandled).finish()
    }
    XCTAssertEqual(issues, [])
    XCTAssertEqual(store.errors, [])
  }

  func testErrorThrownAfterCancellationIsIgnored() async {
    let store = makeStore()
    let issues = await reportedIssues {
      let unhandled = store.send(.startClientCall)
      let handled = store.send(.startClientCallHandled)
      store.send(.cancelClientCall)
      await unhandled.finish()
      await handled.finish()
    }
    XCTAssertEqual(issues, [], "no unhandled-error issue")
    XCTAssertEqual(store.errors, [], "no call to the catch handler")
  }

  func testErrorThrownAfterATestStoreCancelledTheEffectIsIgnored() async {
    let store = TestStore(initialState: Loader.State()) {
      Loader(escapedSend: LockIsolated(nil))
    }
    await store.send(.startClientCallHandled)
    await store.send(.cancelClientCall)
    await store.finish()
  }

  func testSendingFromACompletedEffectIsReported() async {
    let escapedSend = LockIsolated<Send<Loader.Action>?>(nil)
    let store = Store(initialState: Loader.State()) { Loader(escapedSend: escapedSend) }
    await store.send(.escapeSend).finish()
    let send = try? XCTUnwrap(escapedSend.value)
    let issues = reportedIssues {
      send?(.increment)
    }
    assertSingleIssue(
      issues,
      containing: [
        "An action was sent from a completed effect",
        "Loader.Action.increment",
        "make sure that your 'run' closure does not return until you're done calling 'send'",
      ]
    )
  }
}

@MainActor
@Suite struct EffectRunSwiftTests {
  @Test func unhandledErrorIsAKnownIssueAndTheStoreKeepsWorking() async {
    let store = makeStore()
    await withKnownIssue {
      await store.send(.throwUnhandled).finish()
    } matching: { issue in
      message(of: issue).contains("threw an unhandled error")
    }
    store.send(.increment)
    #expect(store.count == 1)
  }

  @Test func catchHandlerReceivesTheError() async {
    let store = makeStore()
    await store.send(.throwHandled).finish()
    #expect(store.errors == ["\(Failure(reason: "timeout"))"])
  }
}
