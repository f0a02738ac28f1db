import ConcurrencyExtras
import Sharing
import Testing

/// `LoadContinuation.init(_:callback:)` and `SaveContinuation.init(_:callback:)`: the callback
/// runs synchronously at most once; misuse is reported with the key's description (M-SH-04).
@Suite struct ContinuationTests {
  struct Failure: Error {}

  @Test func aLoadContinuationCallsBackOnceWithWhatItIsResumedWith() {
    let results = LockIsolated<[Int?]>([])
    let continuation = LoadContinuation<Int>("counter") { result in
      results.withValue { $0.append(try? result.get()) }
    }
    continuation.resume(returning: 1)
    #expect(results.value == [1])
    withKnownIssue {
      continuation.resume(returning: 2)
    } matching: { issue in
      issue.description.contains("'counter' tried to resume its continuation more than once.")
    }
    #expect(results.value == [1])
  }

  @Test func resumingWithTheInitialValueOrAnErrorCallsBackAccordingly() throws {
    let initial = LockIsolated<Result<Int?, any Error>?>(nil)
    LoadContinuation<Int> { result in initial.setValue(result) }.resumeReturningInitialValue()
    #expect(try initial.value?.get() == .some(nil))

    let failed = LockIsolated(false)
    LoadContinuation<Int> { result in
      if case .failure(let error) = result, error is Failure { failed.setValue(true) }
    }
    .resume(throwing: Failure())
    #expect(failed.value)
  }

  @Test func aLoadContinuationDroppedUnresumedIsReportedAndCallsBackTheInitialValue() {
    let results = LockIsolated<[Int?]>([])
    withKnownIssue {
      do {
        let continuation = LoadContinuation<Int>("") { result in
          results.withValue { $0.append(try? result.get()) }
        }
        _ = continuation
      }
    } matching: { issue in
      issue.description.contains(
        """
        A shared key leaked its continuation without one of its resume methods being invoked. \
        This will cause tasks waiting on it to resume immediately.
        """
      )
    }
    #expect(results.value == [nil])
  }

  @Test func aSaveContinuationCallsBackSuccessOrFailureOnce() {
    let results = LockIsolated<[String]>([])
    let record: @Sendable (Result<Never?, any Error>) -> Void = { result in
      switch result {
      case .success: results.withValue { $0.append("saved") }
      case .failure: results.withValue { $0.append("failed") }
      }
    }
    SaveContinuation("a", callback: record).resume()
    SaveContinuation("b", callback: record).resume(throwing: Failure())
    SaveContinuation("c", callback: record).resume(with: .success(()))
    #expect(results.value == ["saved", "failed", "saved"])

    let twice = SaveContinuation("settings", callback: record)
    twice.resume()
    withKnownIssue {
      twice.resume()
    } matching: { issue in
      issue.description.contains("'settings' tried to resume its continuation more than once.")
    }
    #expect(results.value == ["saved", "failed", "saved", "saved"])
  }

  @Test func theDescriptionIsOnlyEvaluatedForAReport() {
    let evaluations = LockIsolated(0)
    @Sendable func describe() -> String {
      evaluations.withValue { $0 += 1 }
      return "described"
    }
    LoadContinuation<Int>(describe(), callback: { _ in }).resume(returning: 1)
    #expect(evaluations.value == 0)
  }
}
