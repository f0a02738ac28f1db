import ComposableArchitecture
import XCTest

private struct NonEquatableFailure: Error {
  var message: String
}

private enum EquatableFailure: Error, Equatable {
  case message(String)
  case other
}

@Reducer
private struct Fetcher {
  struct State: Equatable {
    var value: Int?
    var error: String?
  }

  enum Action: Equatable {
    case fetch(fail: Bool)
    case response(TaskResult<Int>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .fetch(fail):
        return .run { send in
          await send(
            .response(
              TaskResult {
                if fail { throw EquatableFailure.other }
                return 42
              }
            )
          )
        }
      case let .response(.success(value)):
        state.value = value
        return .none
      case let .response(.failure(error)):
        state.error = "\(error)"
        return .none
      }
    }
  }
}

@MainActor
final class TaskResultTests: XCTestCase {
  func testCatchingCapturesTheValueOrTheError() async throws {
    let success = await TaskResult<Int> { 1 }
    XCTAssertEqual(try success.value, 1)
    let failure = await TaskResult<Int> { throw EquatableFailure.other }
    XCTAssertThrowsError(try failure.value) {
      XCTAssertEqual($0 as? EquatableFailure, .other)
    }
  }

  func testMapFlatMapAndResultConversions() async throws {
    let result = TaskResult<Int>.success(2)
    XCTAssertEqual(result.map { "\($0)" }, .success("2"))
    XCTAssertEqual(result.flatMap { TaskResult<Int>.success($0 * 10) }, .success(20))
    XCTAssertEqual(
      result.flatMap { _ in TaskResult<Int>.failure(EquatableFailure.other) },
      .failure(EquatableFailure.other)
    )
    XCTAssertEqual(
      TaskResult<Int>.failure(EquatableFailure.other).map { $0 + 1 },
      .failure(EquatableFailure.other)
    )

    XCTAssertEqual(TaskResult(Result<Int, EquatableFailure>.success(3)), .success(3))
    XCTAssertEqual(
      TaskResult(Result<Int, EquatableFailure>.failure(.other)), .failure(EquatableFailure.other)
    )
    XCTAssertEqual(try Result(TaskResult<Int>.success(4)).get(), 4)
    XCTAssertThrowsError(try Result(TaskResult<Int>.failure(EquatableFailure.other)).get())
  }

  func testEquatableErrorsCompareByValue() async {
    XCTAssertEqual(
      TaskResult<Never>.failure(EquatableFailure.message("Something went wrong")),
      TaskResult<Never>.failure(EquatableFailure.message("Something went wrong"))
    )
    XCTAssertNotEqual(
      TaskResult<Never>.failure(EquatableFailure.message("Something went wrong")),
      TaskResult<Never>.failure(EquatableFailure.message("Something else went wrong"))
    )
    XCTAssertNotEqual(TaskResult<Int>.success(1), .failure(EquatableFailure.other))
  }

  func testErrorsOfDifferentTypesAreNotEqualWithoutAWarning() async {
    let issues = reportedIssues {
      XCTAssertNotEqual(
        TaskResult<Never>.failure(EquatableFailure.other),
        TaskResult<Never>.failure(NonEquatableFailure(message: "other"))
      )
    }
    XCTAssertEqual(issues, [])
  }

  /// BEHAVIOUR.md B-ST-05: `taskResult.notEquatable`, exact text.
  func testNonEquatableErrorsOfTheSameTypeAreNotEqualAndReported() async {
    let issues = await recordIssues {
      XCTAssertNotEqual(
        TaskResult<Never>.failure(NonEquatableFailure(message: "Something went wrong")),
        TaskResult<Never>.failure(NonEquatableFailure(message: "Something went wrong"))
      )
    }
    XCTAssertEqual(issues.map(\.message), [notEquatableMessage("NonEquatableFailure")])
    // TCA reports it from the `==` it implements, without a location of the caller.
    XCTAssertEqual(issues.map { $0.filePath.hasSuffix("Effect/TaskResult.swift") }, [true])
  }

  func testNonEquatableGenericErrorIsNamedWithoutItsGenericArguments() async {
    let issues = await recordIssues {
      XCTAssertNotEqual(
        TaskResult<Never>.failure(GenericFailure<Int>(value: 1)),
        TaskResult<Never>.failure(GenericFailure<Int>(value: 1))
      )
    }
    XCTAssertEqual(issues.map(\.message), [notEquatableMessage("GenericFailure")])
  }

  private func notEquatableMessage(_ typeName: String) -> String {
    """
    "\(typeName)" is not equatable.

    To test two values of this type, it must conform to the "Equatable" protocol. For example:

        extension \(typeName): Equatable {}

    See the documentation of "TaskResult" for more information.
    """
  }

  /// BEHAVIOUR.md B-ST-05: `taskResult.notHashable`, exact text.
  func testHashingANonHashableErrorIsReported() async {
    let issues = await recordIssues {
      var hasher = Hasher()
      TaskResult<Int>.failure(NonEquatableFailure(message: "Something went wrong"))
        .hash(into: &hasher)
    }
    XCTAssertEqual(
      issues.map(\.message),
      [
        """
        "NonEquatableFailure" is not hashable.

        To hash a value of this type, it must conform to the "Hashable" protocol. For example:

            extension NonEquatableFailure: Hashable {}

        See the documentation of "TaskResult" for more information.
        """
      ]
    )
    XCTAssertEqual(issues.map { $0.filePath.hasSuffix("Effect/TaskResult.swift") }, [true])
  }

  func testHashableTaskResults() async {
    let results: Set<TaskResult<Int>> = [.success(1), .success(1), .success(2)]
    XCTAssertEqual(results.count, 2)
  }

  func testCasePaths() async {
    let success = TaskResult<Int>.success(1)
    XCTAssertEqual(success[case: \.success], 1)
    XCTAssertNil(success[case: \.failure])
    XCTAssertEqual(
      TaskResult<Int>.allCasePaths.failure.extract(from: .failure(EquatableFailure.other))
        as? EquatableFailure,
      .other
    )
    XCTAssertEqual(TaskResult<Int>.allCasePaths.success.embed(3), .success(3))
    XCTAssertTrue(success.is(\.success))
  }

  func testCustomDump() async {
    XCTAssertEqual(String(customDumping: TaskResult<Int>.success(1)), "TaskResult.success(1)")
    XCTAssertEqual(
      String(customDumping: TaskResult<Int>.failure(EquatableFailure.other)),
      "TaskResult.failure(.other)"
    )
  }

  func testReceiveBySuccessAndFailureCaseKeyPaths() async {
    let store = TestStore(initialState: Fetcher.State()) { Fetcher() }
    await store.send(.fetch(fail: false))
    await store.receive(\.response.success) {
      $0.value = 42
    }
    await store.send(.fetch(fail: true))
    await store.receive(\.response.failure) {
      $0.error = "other"
    }
  }

  func testSendOfNamesTheSendOfAFeature() async {
    let sent = LockIsolated<[Fetcher.Action]>([])
    let send: SendOf<Fetcher> = Send { action in sent.withValue { $0.append(action) } }
    send(.fetch(fail: false))
    XCTAssertEqual(sent.value, [.fetch(fail: false)])
  }

  func testReceiveByValue() async {
    let store = TestStore(initialState: Fetcher.State()) { Fetcher() }
    await store.send(.fetch(fail: false))
    await store.receive(\.response.success, 42) {
      $0.value = 42
    }
    await store.send(.fetch(fail: true))
    await store.receive(.response(.failure(EquatableFailure.other))) {
      $0.error = "other"
    }
  }
}

/// An error that is neither `Equatable` nor `Hashable`, of a generic type.
private struct GenericFailure<Value>: Error {
  var value: Value
}
