import ComposableArchitecture
import XCTest

/// A key that drops its continuations, or resumes them twice.
private struct MisbehavingKey: SharedKey, Hashable, CustomStringConvertible {
  enum Misbehavior: Hashable, Sendable {
    case neverResumes
    case resumesTwice
  }
  let misbehavior: Misbehavior
  var description: String { ".misbehaving(\(self.misbehavior))" }

  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    switch self.misbehavior {
    case .neverResumes:
      break
    case .resumesTwice:
      continuation.resume(returning: 1)
      continuation.resume(returning: 2)
    }
  }

  func subscribe(context: LoadContext<Int>, subscriber: SharedSubscriber<Int>) -> SharedSubscription
  {
    SharedSubscription {}
  }

  func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
    switch self.misbehavior {
    case .neverResumes:
      break
    case .resumesTwice:
      continuation.resume()
      continuation.resume()
    }
  }
}

/// A key without a description of its own: its dump names it.
private struct ForgetfulKey: SharedReaderKey {
  var id: String { "forgetful" }
  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {}
  func subscribe(context: LoadContext<Int>, subscriber: SharedSubscriber<Int>) -> SharedSubscription
  {
    SharedSubscription {}
  }
}

@MainActor
final class LoadContinuationTests: XCTestCase {
  /// BEHAVIOUR.md B-SH-04: a dropped load continuation reports `sharing.continuationLeaked`.
  func testLoadContinuationDroppedWithoutResumingIsReported() async {
    let issues = await recordIssues {
      @SharedReader(MisbehavingKey(misbehavior: .neverResumes)) var value = 0
      XCTAssertEqual(value, 0)
      XCTAssertFalse($value.isLoading)
    }
    XCTAssertEqual(
      issues.map(\.message),
      [
        """
        '.misbehaving(neverResumes)' leaked its continuation without one of its resume methods \
        being invoked. This will cause tasks waiting on it to resume immediately.
        """
      ]
    )
  }

  /// BEHAVIOUR.md B-SH-04: the item's `ForgetfulKey` example.
  func testLeakedContinuationNamesAKeyByItsDump() async {
    let issues = await recordIssues {
      @SharedReader(ForgetfulKey()) var value = 0
      _ = value
    }
    XCTAssertEqual(
      issues.map(\.message),
      [
        """
        'ForgetfulKey()' leaked its continuation without one of its resume methods being \
        invoked. This will cause tasks waiting on it to resume immediately.
        """
      ]
    )
  }

  /// BEHAVIOUR.md B-SH-04: whoever waits on a leaked continuation resumes at once.
  func testLeakedContinuationResumesWhatWaits() async throws {
    let issues = await recordIssues {
      @Shared(MisbehavingKey(misbehavior: .neverResumes)) var value = 0
      // Would wait forever if the dropped continuation did not resume it.
      try? await $value.load()
      try? await $value.save()
      XCTAssertEqual(value, 0)
    }
    XCTAssertEqual(
      issues.map(\.message),
      Array(
        repeating: """
          '.misbehaving(neverResumes)' leaked its continuation without one of its resume methods \
          being invoked. This will cause tasks waiting on it to resume immediately.
          """,
        count: 3
      )
    )
  }

  /// BEHAVIOUR.md B-SH-04: a second resume reports `sharing.continuationResumedTwice` and is
  /// ignored.
  func testContinuationResumedTwiceIsReportedAndIgnored() async {
    let issues = await recordIssues {
      @Shared(MisbehavingKey(misbehavior: .resumesTwice)) var value = 0
      XCTAssertEqual(value, 1)
      try? await $value.save()
    }
    XCTAssertEqual(
      issues.map(\.message),
      Array(
        repeating: "'.misbehaving(resumesTwice)' tried to resume its continuation more than once.",
        count: 2
      )
    )
  }
}
