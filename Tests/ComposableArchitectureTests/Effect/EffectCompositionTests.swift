import ComposableArchitecture
import Testing
import XCTest

/// Records entries; its `tap` returns whatever effect the test gives it.
private struct Recorder: Reducer {
  struct State: Equatable {
    var log: [String] = []
  }
  @CasePathable
  enum Action: Equatable {
    case tap
    case record(String)
  }
  let effect: Effect<Action>
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .tap:
      return self.effect
    case let .record(entry):
      state.log.append(entry)
      return .none
    }
  }
}

/// An effect that records `name`, optionally after waiting at `gate`, and then opens `recorded`
/// if given.
private func recording(
  _ name: String, after gate: Gate? = nil, then recorded: Gate? = nil
) -> Effect<Recorder.Action> {
  .run { send in
    await gate?.wait()
    await send(.record(name))
    recorded?.open()
  }
}

@MainActor
final class EffectCompositionTests: XCTestCase {
  func testVariadicMergeRunsEveryEffect() async {
    let store = Store(initialState: Recorder.State()) {
      Recorder(effect: .merge(.send(.record("send")), recording("run 1"), recording("run 2")))
    }
    await store.send(.tap).finish()
    XCTAssertEqual(store.log.first, "send")
    XCTAssertEqual(Set(store.log), ["send", "run 1", "run 2"])
    XCTAssertEqual(store.log.count, 3)
  }

  func testMergeOfASequenceRunsEveryEffect() async {
    let store = Store(initialState: Recorder.State()) {
      Recorder(effect: .merge((1...5).map { recording("\($0)") }))
    }
    await store.send(.tap).finish()
    XCTAssertEqual(Set(store.log), ["1", "2", "3", "4", "5"])
  }

  func testMergeOfAnArrayKeepsOrderThroughNoneAndNestedMerges() async {
    // An array with nothing to drop is kept as it is; one with `none` or nested merges is
    // flattened: either way, the synchronous effects run in the order given.
    let plain: [Effect<Recorder.Action>] = (1...3).map { .send(.record("\($0)")) }
    let mixed: [Effect<Recorder.Action>] = [
      .none, .send(.record("a")), .merge(.send(.record("b")), .send(.record("c"))), .none,
      .send(.record("d")),
    ]
    let store = Store(initialState: Recorder.State()) {
      Recorder(effect: .merge(.merge(plain), .merge(mixed), .merge([.none, .none])))
    }
    let task = store.send(.tap)
    XCTAssertTrue(task.isCancelled)
    XCTAssertEqual(store.log, ["1", "2", "3", "a", "b", "c", "d"])

    let nothing = Store(initialState: Recorder.State()) {
      Recorder(effect: .merge([.none, .merge([Effect<Recorder.Action>]())]))
    }
    XCTAssertTrue(nothing.send(.tap).isCancelled)
    XCTAssertEqual(nothing.log, [])

    let single = Store(initialState: Recorder.State()) {
      Recorder(effect: .merge([.send(.record("only"))]))
    }
    single.send(.tap)
    XCTAssertEqual(single.log, ["only"])
  }

  func testConcatenationOfAnArrayKeepsOrderThroughNoneAndNestedConcatenations() async {
    let plain: [Effect<Recorder.Action>] = (1...3).map { .send(.record("\($0)")) }
    let mixed: [Effect<Recorder.Action>] = [
      .send(.record("a")), .none, .concatenate(.send(.record("b")), recording("c")),
      .send(.record("d")),
    ]
    let store = Store(initialState: Recorder.State()) {
      Recorder(effect: .concatenate([.concatenate(plain), .concatenate(mixed)]))
    }
    await store.send(.tap).finish()
    XCTAssertEqual(store.log, ["1", "2", "3", "a", "b", "c", "d"])
  }

  func testMergeWithRunsBothEffects() async {
    let store = Store(initialState: Recorder.State()) {
      Recorder(effect: recording("first").merge(with: recording("second")))
    }
    await store.send(.tap).finish()
    XCTAssertEqual(Set(store.log), ["first", "second"])
  }

  func testMergedEffectsRunConcurrently() async {
    // The first effect waits for a gate that only the second opens: merging must not wait for
    // the first to finish before starting the second.
    let gate = Gate()
    let store = Store(initialState: Recorder.State()) {
      Recorder(
        effect: .merge(
          recording("first", after: gate),
          .run { send in
            await send(.record("second"))
            gate.open()
          }
        )
      )
    }
    let task = store.send(.tap)
    await waitUntilFinished(task)
    XCTAssertEqual(store.log, ["second", "first"])
  }

  func testMergingWithNoneKeepsTheOtherEffect() async {
    let store = Store(initialState: Recorder.State()) {
      Recorder(effect: Effect.none.merge(with: .send(.record("kept"))).merge(with: .none))
    }
    let task = store.send(.tap)
    XCTAssertTrue(task.isCancelled)
    XCTAssertEqual(store.log, ["kept"])
  }

  func testConcatenateStartsTheSecondEffectOnlyAfterTheFirstCompletes() async {
    let gate = Gate()
    let store = Store(initialState: Recorder.State()) {
      Recorder(effect: .concatenate(recording("first", after: gate), recording("second")))
    }
    let task = store.send(.tap)
    // Give a wrongly concurrent "second" every chance to run before the gate opens.
    for _ in 1...100 { await Task.yield() }
    XCTAssertEqual(store.log, [])
    gate.open()
    await task.finish()
    XCTAssertEqual(store.log, ["first", "second"])
  }

  func testConcatenateWaitsForTheFirstEffectsSleepOnATestClock() async {
    let clock = TestClock()
    let store = Store(initialState: Recorder.State()) {
      Recorder(
        effect: .concatenate(
          .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(.record("first"))
          },
          recording("second")
        )
      )
    }
    // On the main serial executor, advancing the test clock runs the effects to their sleep.
    await withMainSerialExecutor {
      let task = store.send(.tap)
      await clock.advance(by: .milliseconds(999))
      XCTAssertEqual(store.log, [])
      await clock.advance(by: .milliseconds(1))
      await task.finish()
      XCTAssertEqual(store.log, ["first", "second"])
    }
  }

  func testConcatenateOfACollectionRunsInOrder() async {
    let store = Store(initialState: Recorder.State()) {
      Recorder(effect: .concatenate((1...5).map { recording("\($0)") }))
    }
    await store.send(.tap).finish()
    XCTAssertEqual(store.log, ["1", "2", "3", "4", "5"])
  }

  func testConcatenateWithRunsTheOtherEffectAfterThisOne() async {
    let store = Store(initialState: Recorder.State()) {
      Recorder(
        effect: recording("first").concatenate(with: recording("second"))
          .concatenate(with: .send(.record("third")))
      )
    }
    await store.send(.tap).finish()
    XCTAssertEqual(store.log, ["first", "second", "third"])
  }

  func testConcatenateOfMergesWaitsForEveryMergedEffect() async {
    let gate = Gate()
    let recordedB = Gate()
    let store = Store(initialState: Recorder.State()) {
      Recorder(
        effect: .concatenate(
          .merge(recording("a", after: gate), recording("b", then: recordedB)),
          recording("c")
        )
      )
    }
    let task = store.send(.tap)
    await waitFor("\"b\" to be recorded") { await recordedB.wait() }
    XCTAssertEqual(store.log, ["b"])
    gate.open()
    await task.finish()
    XCTAssertEqual(store.log, ["b", "a", "c"])
  }

  func testConcatenatedSendBeforeARunIsProcessedBeforeSendReturns() async throws {
    let store = Store(initialState: Recorder.State()) {
      Recorder(effect: .concatenate(.send(.record("send")), recording("run")))
    }
    let task = store.send(.tap)
    let logWhenSendReturned = store.log
    await task.finish()
    XCTAssertEqual(store.log, ["send", "run"])
    XCTAssertEqual(logWhenSendReturned, ["send"])
  }
}

@MainActor
@Suite struct EffectCompositionSwiftTests {
  @Test func concatenatedSendBeforeARunIsProcessedBeforeSendReturns() async {
    let store = Store(initialState: Recorder.State()) {
      Recorder(effect: .concatenate(.send(.record("send")), recording("run")))
    }
    let task = store.send(.tap)
    #expect(store.log == ["send"])
    await task.finish()
    #expect(store.log == ["send", "run"])
  }

  @Test func concatenateRunsEffectsOneAfterTheOther() async {
    let gate = Gate()
    let store = Store(initialState: Recorder.State()) {
      Recorder(effect: .concatenate(recording("first", after: gate), recording("second")))
    }
    let task = store.send(.tap)
    for _ in 1...100 { await Task.yield() }
    #expect(store.log.isEmpty)
    gate.open()
    await task.finish()
    #expect(store.log == ["first", "second"])
  }
}
