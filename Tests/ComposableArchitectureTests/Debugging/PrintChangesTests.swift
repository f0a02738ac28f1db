import ComposableArchitecture
import Foundation
import XCTest

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A printer that records each change it is asked to print.
private func recordingPrinter(
  _ log: LockIsolated<[String]>
) -> _ReducerPrinter<Counter.State, Counter.Action> {
  _ReducerPrinter { action, oldState, newState in
    log.withValue { $0.append("\(action): \(oldState.count) -> \(newState.count)") }
  }
}

/// Runs `body` with standard output redirected to a file, and returns what it printed.
private func capturingStandardOutput(_ body: () -> Void) -> String {
  let path = FileManager.default.temporaryDirectory
    .appendingPathComponent("print-changes-\(UUID().uuidString).txt").path
  fflush(stdout)
  let saved = dup(STDOUT_FILENO)
  let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
  dup2(file, STDOUT_FILENO)
  body()
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
    let store = Store(initialState: Counter.State()) {
      Counter()._printChanges(recordingPrinter(log))
    } withDependencies: {
      $0.context = .live
    }
    store.send(.increment)
    store.send(.decrement)
    XCTAssertEqual(log.value, ["increment: 0 -> 1", "decrement: 1 -> 0"])
  }

  func testPrinterPrintsEachActionFedBackBySendEffects() async {
    let log = LockIsolated<[String]>([])
    let store = Store(initialState: Counter.State()) {
      Counter()._printChanges(recordingPrinter(log))
    } withDependencies: {
      $0.context = .live
    }
    store.send(.incrementTwiceViaSend)
    await store.send(.delayedIncrement).finish()
    XCTAssertEqual(
      log.value,
      [
        "incrementTwiceViaSend: 0 -> 0", "increment: 0 -> 1", "increment: 1 -> 2",
        "delayedIncrement: 2 -> 2", "increment: 2 -> 3",
      ]
    )
  }

  func testPrintChangesIsSkippedInTestContext() async {
    let log = LockIsolated<[String]>([])
    let store = Store(initialState: Counter.State()) {
      Counter()._printChanges(recordingPrinter(log))
    }
    store.send(.increment)
    XCTAssertEqual(store.count, 1)
    XCTAssertEqual(log.value, [])
  }

  func testNilPrinterPrintsNothingAndKeepsTheReducer() async {
    let output = capturingStandardOutput {
      let store = Store(initialState: Counter.State()) {
        Counter()._printChanges(nil)
      } withDependencies: {
        $0.context = .live
      }
      store.send(.increment)
      XCTAssertEqual(store.count, 1)
    }
    XCTAssertEqual(output, "")
  }

  func testCustomDumpPrinterPrintsTheActionAndAStateDiff() async {
    let output = capturingStandardOutput {
      let store = Store(initialState: Counter.State()) {
        Counter()._printChanges()
      } withDependencies: {
        $0.context = .live
      }
      store.send(.increment)
    }
    XCTAssertTrue(output.hasPrefix("received action:\n"), output)
    XCTAssertTrue(output.contains("Counter.Action.increment"), output)
    let lines = output.split(separator: "\n")
    XCTAssertTrue(lines.contains { $0.hasPrefix("-") && $0.contains("count: 0") }, output)
    XCTAssertTrue(lines.contains { $0.hasPrefix("+") && $0.contains("count: 1") }, output)
  }

  func testCustomDumpPrinterSaysWhenStateDidNotChange() async {
    let output = capturingStandardOutput {
      _ReducerPrinter<Counter.State, Counter.Action>.customDump
        .printChange(receivedAction: .incrementTwiceViaSend, oldState: .init(), newState: .init())
    }
    XCTAssertTrue(output.contains("(No state changes)"), output)
  }

  func testActionLabelsPrinterPrintsOnlyTheActionName() async {
    let output = capturingStandardOutput {
      _ReducerPrinter<Counter.State, Counter.Action>.actionLabels
        .printChange(receivedAction: .increment, oldState: .init(), newState: .init(count: 1))
    }
    XCTAssertEqual(output, "received action: Counter.Action.increment\n")
  }
}
