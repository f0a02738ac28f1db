import Dependencies

/// The reducer a ``TestStore`` runs: it applies the test's dependencies to the feature's reducer
/// and records what the test needs to check: the state after each sent action, and each action
/// fed back by an effect with the state it produced.
///
/// Only ever used on the main actor, by the test store and its store, which is what the
/// unchecked `Sendable` relies on.
// @unchecked Sendable: only used on the main actor, by the test store and its store.
final class TestReducer<State, Action>: Reducer, @unchecked Sendable {
  let base: Reduce<State, Action>
  /// The dependencies the test gave the feature, as ``TestStore/dependencies`` reads them.
  var dependencies: DependencyValues {
    didSet { self.runDependencies = self.dependencies.endingFeature(with: self.dismissal) }
  }
  /// What the feature runs with: the test's dependencies, with a `dismiss` that also ends the
  /// feature at the root of the test store (after running the test's own `dismiss`, if any).
  private(set) var runDependencies: DependencyValues
  /// What `dismiss()` at the root of the test store does to the test store.
  let dismissal: TestStoreDismissal
  /// The state as of the last step the test asserted (``TestStore/state``).
  var assertedState: State
  /// The state right after the last action the test sent.
  var stateAfterSend: State
  /// The stack element ids as they were before the last action the test sent, so that an
  /// assertion appending to a `StackState` gets the ids the reducer got.
  var stackElementIDBeforeSend: StackElementIDGenerator?
  /// The values of the shared state the feature changed, right after the last action sent.
  var sharedValuesAfterSend: SharedValues = [:]
  /// Tracks the feature's changes to shared state, so that tests assert them like any state.
  let sharedChangeTracker = SharedChangeTracker()
  /// Actions fed back by effects that the test has not asserted yet, with the state after each.
  var receivedActions: [ReceivedAction] = []
  /// How many of the first `receivedActions` `finish()` already reported as unasserted.
  var reportedReceivedActionCount = 0
  /// How many actions were reduced so far, sent or received: a sign of effects' progress.
  var reducedActionCount = 0

  /// An action an effect fed back, the state after it, and the stack element ids before it.
  typealias ReceivedAction = (
    action: Action, state: State, stackElementID: StackElementIDGenerator, shared: SharedValues
  )

  init(
    base: Reduce<State, Action>,
    dependencies: DependencyValues,
    dismissal: TestStoreDismissal,
    initialState: State
  ) {
    var dependencies = dependencies
    dependencies.sharedChangeTracker = self.sharedChangeTracker
    self.base = base
    self.dismissal = dismissal
    self.dependencies = dependencies
    self.runDependencies = dependencies.endingFeature(with: dismissal)
    self.stateAfterSend = initialState
    self.assertedState = initialState
  }

  /// An action with where it came from: the test, at a source location, or an effect of an
  /// action the test sent there.
  struct TestAction {
    enum Origin {
      case send(Action)
      case receive(Action)
    }

    let origin: Origin
    let location: SourceLocation
    /// Which step this is: the effects of one send or received action share it.
    let step = TestStep()

    var action: Action {
      switch self.origin {
      case let .send(action), let .receive(action):
        return action
      }
    }
  }

  func reduce(into state: inout State, action: TestAction) -> Effect<TestAction> {
    self.reducedActionCount += 1
    let stackElementIDBefore = self.dependencies.stackElementID.incrementingCopy()
    // Bound directly: `withDependencies { $0 = self.dependencies }` comes to the same, with two
    // more task locals bound in debug builds, where tests run.
    let effects = withTaskLocal(DependencyValues.$_current, self.runDependencies) {
      self.base.reduce(into: &state, action: action.action)
    }
    // Shared state is a reference: its values after the action are kept with the state.
    let sharedValues = self.sharedChangeTracker.capture()
    switch action.origin {
    case .send:
      self.stateAfterSend = state
      self.sharedValuesAfterSend = sharedValues
      self.stackElementIDBeforeSend = stackElementIDBefore
    case let .receive(received):
      self.receivedActions.append((received, state, stackElementIDBefore, sharedValues))
    }
    let location = action.location
    return effects.map { TestAction(origin: .receive($0), location: location) }
  }
}

extension TestReducer.TestAction: CustomStringConvertible, CustomDebugStringConvertible {
  /// The feature's action, so that messages about it (say, an action sent from a completed
  /// effect) show what the test sent, not the wrapper.
  var description: String { debugCaseOutput(self.action) }

  var debugDescription: String { self.description }
}

/// The identity of a step of a test: an action sent, or an action received.
final class TestStep: Sendable {}

extension DependencyValues {
  /// The values with a `dismiss` that runs the one they have (a test's override, if any), then
  /// ends the feature at the root of a test store.
  func endingFeature(with dismissal: TestStoreDismissal) -> Self {
    var values = self
    let dismiss = self.dismiss.dismiss
    values.dismiss = DismissEffect {
      dismiss?()
      dismissal.dismiss()
    }
    return values
  }
}

/// A place in a test's source, where a step was written.
struct SourceLocation: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt
}
