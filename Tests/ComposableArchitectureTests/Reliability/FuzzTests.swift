import ComposableArchitecture
import PropertyBased
import Testing

// Model-based fuzzing: random sequences of steps against a store, compared after every step
// with a plain model (`NavigationModel`, `CancellationModel`).
//
// On a failure, PropertyBased records the failing input (shrunk to a smallest failing
// sequence) and a seed: "Add `.fixedSeed("…")` to the Test to reproduce this issue." Replay it
// by adding that trait to the failing `@Test`, e.g.
// `@Test(.fixedSeed("aKPPWDEafU0CGMDYHef/ETcbYUyjWQvRVP1DTNy6qJk="))`, which runs that one case.
//
// Issues are captured with `withIssueReporters` (`reportedIssues`), so that each step can be
// checked to report exactly the issues the model expects: one for misuse, none otherwise.

/// Steps as generated numbers (see `NavigationStep.init(_:)`), so that the shrinker can
/// shorten a failing sequence and lower its numbers.
private let navigationSteps = Gen.int(in: 0...(NavigationStep.kinds * NavigationStep.arguments - 1))
  .array(of: 1...30)

@MainActor
@Suite(.serialized)
struct FuzzTests {
  @Test func storeFollowsTheNavigationModel() async {
    await propertyCheck(count: 100, input: navigationSteps) { numbers in
      let counter = EffectCounter()
      let log = ActionLog()
      var tasks: [StoreTask] = []
      do {
        let store = Store(initialState: ReliabilityParent.State()) {
          ReliabilityParent(counter: counter, log: log, clock: TestClock())
        }
        await self.run(numbers, counter: counter, log: log) { action in
          tasks.append(store.send(action))
        } state: {
          store.state
        }
      }
      // Releasing the store ends every effect it started.
      for task in tasks {
        await waitUntilFinished(task, timeout: .seconds(10))
      }
      #expect(counter.totalRunning == 0)
    }
  }

  @Test func nonExhaustiveTestStoreFollowsTheNavigationModel() async {
    await propertyCheck(count: 40, input: navigationSteps) { numbers in
      let counter = EffectCounter()
      let log = ActionLog()
      do {
        let store = TestStore(initialState: ReliabilityParent.State()) {
          ReliabilityParent(counter: counter, log: log, clock: TestClock())
        }
        store.exhaustivity = .off
        await self.run(numbers, counter: counter, log: log) { action in
          await store.send(action)
        } state: {
          store.state
        }
        // Released non-exhaustive, the test store cancels what still runs.
      }
      await counter.waitUntilRunning(0, timeout: .seconds(10))
    }
  }

  /// Runs the steps, checking after each one that the state is the model's, that misuse (and
  /// only misuse) reported one issue, and that no child heard anything after it went; checks
  /// at the end that exactly the effects of the living children run.
  private func run(
    _ numbers: [Int],
    counter: EffectCounter,
    log: ActionLog,
    send: (ReliabilityParent.Action) async -> Void,
    state: () -> ReliabilityParent.State
  ) async {
    var model = NavigationModel()
    var effects = EffectModel()
    // Children that went away, with the number of actions they had received by then.
    var gone: [String: Int] = [:]
    for (index, number) in numbers.enumerated() {
      let step = NavigationStep(number)
      let transition = model.apply(step, effects: &effects)
      let issues = await reportedIssues {
        await send(transition.action)
      }
      if case .push = step, let id = state().path.ids.last {
        model.pathIDs.append(id)
      }
      let context = "step \(index) (\(step)) of \(numbers.map { NavigationStep($0) })"
      if let expected = transition.issue {
        #expect(issues.count == 1, "\(context)")
        #expect(issues.first?.contains(expected) == true, "\(context): \(issues)")
      } else {
        #expect(issues.isEmpty, "\(context): \(issues)")
      }
      for owner in transition.died {
        effects.kill(owner)
        gone[owner] = log.count(owner)
      }
      // A row inserted again with the id of a removed one is alive again.
      for row in model.rows { gone["row-\(row.id)"] = nil }
      #expect(NavigationModel(state()) == model, "\(context)")
      for (owner, received) in gone {
        #expect(log.count(owner) == received, "\(owner) received an action after it went")
      }
      guard NavigationModel(state()) == model else { return }
    }
    let expected = effects.running
    let total = expected.values.reduce(0, +)
    let settled = await counter.waitUntil(
      "the running effects to be those of the living children", timeout: .seconds(10)
    ) { running in
      expected.allSatisfy { running[$0.key, default: 0] == $0.value }
        && running.values.reduce(0, +) == total
    }
    if !settled {
      Issue.record(
        """
        running effects \(expected.keys.sorted().map { "\($0): \(counter.running($0))" }), \
        expected \(expected), after \(numbers.map { NavigationStep($0) })
        """
      )
    }
  }
}
