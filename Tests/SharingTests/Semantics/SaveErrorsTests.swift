import Foundation
import IssueReporting
import Testing

@testable import Sharing

/// A successful save clears `loadError`; errors are issues outside tests (B-SH-02).
@Suite struct SaveErrorsTests {
  struct LoadFailure: Error {}

  struct FailsToLoadKey: SharedKey {
    var id: String { "SaveErrorsTests.FailsToLoadKey.\(self.name)" }
    let name: String
    func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
      continuation.resume(throwing: LoadFailure())
    }
    func subscribe(
      context: LoadContext<Int>, subscriber: SharedSubscriber<Int>
    ) -> SharedSubscription {
      SharedSubscription {}
    }
    func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
      continuation.resume()
    }
  }

  @Test func aSuccessfulWriteClearsTheLoadError() {
    @Shared(FailsToLoadKey(name: "write")) var v = 0
    #expect($v.loadError != nil)
    $v.withLock { $0 = 1 }
    #expect($v.loadError == nil)
  }

  @Test func aSuccessfulSaveClearsTheLoadError() async throws {
    @Shared(FailsToLoadKey(name: "save")) var v = 0
    #expect($v.loadError != nil)
    try await $v.save()
    #expect($v.loadError == nil)
  }

  @Test func errorsAreIssuesOutsideTestsOnly() {
    let recorder = Recorder()
    withIssueReporters([recorder]) {
      reportPersistenceError(LoadFailure(), isTesting: false)
      reportPersistenceError(LoadFailure(), isTesting: true)
    }
    #if DEBUG
      #expect(recorder.count == 1)
    #else
      #expect(recorder.count == 0)
    #endif
  }

  final class Recorder: IssueReporter, @unchecked Sendable {
    private let lock = NSLock()
    private var _count = 0
    var count: Int {
      self.lock.lock()
      defer { self.lock.unlock() }
      return self._count
    }
    func reportIssue(
      _ message: @autoclosure () -> String?, severity: IssueSeverity, fileID: StaticString,
      filePath: StaticString, line: UInt, column: UInt
    ) {
      self.lock.lock()
      self._count += 1
      self.lock.unlock()
    }
    func reportIssue(
      _ error: any Error, _ message: @autoclosure () -> String?, severity: IssueSeverity,
      fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) {
      self.lock.lock()
      self._count += 1
      self.lock.unlock()
    }
  }
}
