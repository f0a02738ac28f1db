import ComposableArchitecture
import Testing
import XCTest

/// A log that records each line it is given.
private func recordingLog(_ lines: LockIsolated<[String]>) -> SignpostLog {
  SignpostLog { line in lines.withValue { $0.append(line) } }
}

@MainActor
final class SignpostTests: XCTestCase {
  func testSignpostLogsEachActionWithThePrefix() async {
    let lines = LockIsolated<[String]>([])
    let store = Store(initialState: Counter.State()) {
      Counter().signpost("Counter", log: recordingLog(lines))
    }
    store.send(.increment)
    XCTAssertEqual(store.count, 1)
    XCTAssertEqual(lines.value.count, 1)
    XCTAssertTrue(
      lines.value.first?.hasPrefix("[Counter] Action Counter.Action.increment: ") == true,
      "\(lines.value)"
    )
  }

  func testSignpostWithoutPrefixHasNoBrackets() async {
    let lines = LockIsolated<[String]>([])
    let store = Store(initialState: Counter.State()) {
      Counter().signpost(log: recordingLog(lines))
    }
    store.send(.decrement)
    XCTAssertTrue(
      lines.value.first?.hasPrefix("Action Counter.Action.decrement: ") == true, "\(lines.value)"
    )
  }

  func testSignpostLogsActionsFedBackBySendEffectsWithoutEffectLines() async {
    let lines = LockIsolated<[String]>([])
    let store = Store(initialState: Counter.State()) {
      Counter().signpost("C", log: recordingLog(lines))
    }
    store.send(.incrementTwiceViaSend)
    XCTAssertEqual(store.count, 2)
    XCTAssertEqual(
      lines.value.map { $0.prefix { $0 != ":" } },
      [
        "[C] Action Counter.Action.incrementTwiceViaSend",
        "[C] Action Counter.Action.increment",
        "[C] Action Counter.Action.increment",
      ]
    )
  }

  func testSignpostLogsTheStartOfAnAsynchronousEffect() async {
    let lines = LockIsolated<[String]>([])
    let store = Store(initialState: Counter.State()) {
      Counter().signpost("C", log: recordingLog(lines))
    }
    await store.send(.delayedIncrement).finish()
    XCTAssertEqual(store.count, 1)
    XCTAssertTrue(
      lines.value.contains("[C] Effect started: Counter.Action.delayedIncrement"), "\(lines.value)"
    )
    XCTAssertTrue(
      lines.value.contains { $0.hasPrefix("[C] Action Counter.Action.increment: ") },
      "\(lines.value)"
    )
  }

  func testDisabledSignpostLogWritesNothingAndKeepsTheReducer() async {
    let store = Store(initialState: Counter.State()) {
      Counter().signpost("C", log: .disabled)
    }
    await store.send(.delayedIncrement).finish()
    XCTAssertEqual(store.count, 1)
  }

  func testSignpostLogsTheEndOfAnEffect() async throws {
    let lines = LockIsolated<[String]>([])
    let store = Store(initialState: Counter.State()) {
      Counter().signpost("C", log: recordingLog(lines))
    }
    await store.send(.delayedIncrement).finish()
    let effectLines = lines.value.filter { $0.contains("Effect") }
    XCTAssertTrue(
      effectLines.contains { $0.lowercased().contains("finish") }, effectLines.description
    )
  }
}

@MainActor
@Suite struct SignpostSwiftTests {
  @Test func signpostLogsTheEndOfAnEffect() async {
    let lines = LockIsolated<[String]>([])
    let store = Store(initialState: Counter.State()) {
      Counter().signpost("C", log: recordingLog(lines))
    }
    await store.send(.delayedIncrement).finish()
    #expect(lines.value.contains { $0.contains("Effect") && $0.lowercased().contains("finish") })
  }
}
