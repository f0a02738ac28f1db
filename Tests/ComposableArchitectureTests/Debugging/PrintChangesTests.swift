import ComposableArchitecture
import Foundation
import XCTest

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A printer on its own queue that records each change it is asked to print, and whether it ran
/// on the main thread.
private func recordingPrinter(
  _ log: LockIsolated<[String]>,
  queue: DispatchQueue
) -> _ReducerPrinter<Counter.State, Counter.Action> {
  _ReducerPrinter(
    printChange: { action, oldState, newState in
      let thread = Thread.isMainThread ? " (main thread)" : ""
      log.withValue { $0.append("\(action): \(oldState.count) -> \(newState.count)\(thread)") }
    },
    queue: queue
  )
}

/// Runs `body` with standard output redirected to a file, and returns what it printed.
private func capturingStandardOutput(_ body: () async -> Void) async -> String {
  let path = FileManager.default.temporaryDirectory
    .appendingPathComponent("print-changes-\(UUID().uuidString).txt").path
  fflush(stdout)
  let saved = dup(STDOUT_FILENO)
  let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
  dup2(file, STDOUT_FILENO)
  await body()
  fflush(stdout)
  dup2(saved, STDOUT_FILENO)
  close(saved)
  close(file)
  defer { try? FileManager.default.removeItem(atPath: path) }
  return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
}

@MainActor
final class PrintChangesTests: XCTestCase {
  func testCustomPrinterReceivesTheActionAndTheStateBeforeAndAfter() async {
    let log = LockIsolated<[String]>([])
    let queue = DispatchQueue(label: "PrintChangesTests")
    let store = Store(initialState: Counter.State()) {
      Counter()._printChanges(recordingPrinter(log, queue: queue))
    }
    store.send(.increment)
    store.send(.decrement)
    queue.sync {}
    XCTAssertEqual(log.value, ["increment: 0 -> 1", "decrement: 1 -> 0"])
  }

  func testPrinterPrintsEachActionFedBackBySendEffects() async {
    let log = LockIsolated<[String]>([])
    let queue = DispatchQueue(label: "PrintChangesTests")
    let store = Store(initialState: Counter.State()) {
      Counter()._printChanges(recordingPrinter(log, queue: queue))
    }
    store.send(.incrementTwiceViaSend)
    await store.send(.delayedIncrement).finish()
    queue.sync {}
    XCTAssertEqual(
      log.value,
      [
        "incrementTwiceViaSend: 0 -> 0", "increment: 0 -> 1", "increment: 1 -> 2",
        "delayedIncrement: 2 -> 2", "increment: 2 -> 3",
      ]
    )
  }

  /// TCA prints in any context: a test store's feature prints too (the test context used to
  /// silence it here).
  func testPrintChangesPrintsInTests() async {
    let log = LockIsolated<[String]>([])
    let queue = DispatchQueue(label: "PrintChangesTests")
    let store = TestStore(initialState: Counter.State()) {
      Counter()._printChanges(recordingPrinter(log, queue: queue))
    }
    await store.send(.increment) {
      $0.count = 1
    }
    queue.sync {}
    XCTAssertEqual(log.value, ["increment: 0 -> 1"])
  }

  /// The printer runs after the action, on its queue, off the main thread: `send` never waits
  /// for it.
  func testPrinterRunsAfterTheActionOnItsQueue() async {
    let log = LockIsolated<[String]>([])
    let queue = DispatchQueue(label: "PrintChangesTests")
    let store = Store(initialState: Counter.State()) {
      Counter()._printChanges(recordingPrinter(log, queue: queue))
    }
    queue.suspend()
    store.send(.increment)
    XCTAssertEqual(store.count, 1)
    XCTAssertEqual(log.value, [])
    queue.resume()
    queue.sync {}
    XCTAssertEqual(log.value, ["increment: 0 -> 1"])
  }

  func testNilPrinterPrintsNothingAndKeepsTheReducer() async {
    let output = await capturingStandardOutput {
      let store = Store(initialState: Counter.State()) {
        Counter()._printChanges(nil)
      }
      store.send(.increment)
      XCTAssertEqual(store.count, 1)
      _flushPrintChanges()
    }
    XCTAssertEqual(output, "")
  }

  /// TCA's `_ReducerPrinter.customDump` layout: the action indented by two, then the state diff,
  /// then a blank line.
  func testCustomDumpPrinterPrintsTheActionAndAStateDiff() async {
    let output = await capturingStandardOutput {
      let store = Store(initialState: Counter.State()) {
        Counter()._printChanges()
      }
      store.send(.increment)
      _flushPrintChanges()
    }
    XCTAssertEqual(
      output,
      """
      received action:
        Counter.Action.increment
      - Counter.State(count: 0)
      + Counter.State(count: 1)


      """
    )
  }

  func testCustomDumpPrinterSaysWhenStateDidNotChange() async {
    let output = await capturingStandardOutput {
      _ReducerPrinter<Counter.State, Counter.Action>.customDump
        .printChange(receivedAction: .incrementTwiceViaSend, oldState: .init(), newState: .init())
    }
    XCTAssertEqual(
      output,
      """
      received action:
        Counter.Action.incrementTwiceViaSend
        (No state changes)


      """
    )
  }

  func testActionLabelsPrinterPrintsOnlyTheActionName() async {
    let output = await capturingStandardOutput {
      _ReducerPrinter<Counter.State, Counter.Action>.actionLabels
        .printChange(receivedAction: .increment, oldState: .init(), newState: .init(count: 1))
    }
    XCTAssertEqual(output, "received action: Counter.Action.increment\n")
  }
}
