import ComposableArchitectureLegacy
import IssueReporting
import XCTest

private struct Row: Equatable, Identifiable {
  let id: Int
  var count = 0
}

private enum RowAction: Equatable {
  case increment
}

private struct BadInputState: Equatable {
  var optional: Row?
  var rows: IdentifiedArrayOf<Row> = []
  var received = 0
}

@CasePathable
private enum BadInputAction: Equatable {
  case optional(RowAction)
  case row(id: Int, action: RowAction)
  case setOptional(Row?)
  case startBackgroundEffect
  case backgroundResponse
}

private struct BadInputEnvironment {
  var background: AnySchedulerOf<DispatchQueue> = .immediate
  var didReceive: () -> Void = {}
}

private let rowReducer = Reducer<Row, RowAction, Void> { state, action, _ in
  state.count += 1
  return .none
}

private let badInputReducer = Reducer<BadInputState, BadInputAction, BadInputEnvironment>.combine(
  rowReducer.optional().pullback(
    state: \.optional, action: \.optional, environment: { _ in }
  ),
  rowReducer.forEach(
    state: \.rows,
    action: AnyCasePath(
      embed: BadInputAction.row,
      extract: {
        guard case let .row(id, action) = $0 else { return nil }
        return (id, action)
      }
    ),
    environment: { _ in }
  ),
  Reducer { state, action, environment in
    switch action {
    case .optional, .row:
      return .none
    case let .setOptional(row):
      state.optional = row
      return .none
    case .startBackgroundEffect:
      return Effect(value: .backgroundResponse)
        .receive(on: environment.background)
        .eraseToEffect()
    case .backgroundResponse:
      state.received += 1
      environment.didReceive()
      return .none
    }
  }
)

/// Misuse that 0.x reported is reported with 0.x's words, and the store keeps working.
final class StoreBadInputTests: XCTestCase {
  func testOptionalReducerActionWhileNil() {
    let store = Store(
      initialState: BadInputState(), reducer: badInputReducer, environment: BadInputEnvironment()
    )
    let viewStore = ViewStore(store)
    let issues = recordIssues { viewStore.send(.optional(.increment)) }
    XCTAssertEqual(issues.count, 1)
    let message = issues.first?.message ?? ""
    let location = message.components(separatedBy: "\"")[3]
    XCTAssertTrue(location.hasPrefix("ComposableArchitectureLegacyTests/StoreBadInputTests.swift:"))
    XCTAssertEqual(
      message,
      """
      An "optional" reducer at "\(location)" received an action when state was "nil". …

        Action:
          RowAction.increment

      This is generally considered an application logic error, and can happen for a few \
      reasons:

      • The optional reducer was combined with or run from another reducer that set "Row" to \
      "nil" before the optional reducer ran. Combine or run optional reducers before reducers \
      that can set their state to "nil". This ensures that optional reducers can handle their \
      actions while their state is still non-"nil".

      • An in-flight effect emitted this action while state was "nil". While it may be \
      perfectly reasonable to ignore this action, you may want to cancel the associated effect \
      before state is set to "nil", especially if it is a long-living effect.

      • This action was sent to the store while state was "nil". Make sure that actions for \
      this reducer can only be sent to a view store when state is non-"nil". In SwiftUI \
      applications, use "IfLetStore".
      """
    )
    XCTAssertEqual(viewStore.optional, nil)
    viewStore.send(.setOptional(Row(id: 1)))
    viewStore.send(.optional(.increment))
    XCTAssertEqual(viewStore.optional, Row(id: 1, count: 1))
  }

  func testForEachActionForMissingID() {
    let store = Store(
      initialState: BadInputState(rows: [Row(id: 1)]),
      reducer: badInputReducer,
      environment: BadInputEnvironment()
    )
    let viewStore = ViewStore(store)
    let issues = recordIssues { viewStore.send(.row(id: 2, action: .increment)) }
    XCTAssertEqual(issues.count, 1)
    let message = issues.first?.message ?? ""
    let location = message.components(separatedBy: "\"")[3]
    XCTAssertTrue(location.hasPrefix("ComposableArchitectureLegacyTests/StoreBadInputTests.swift:"))
    XCTAssertEqual(
      message,
      """
      A "forEach" reducer at "\(location)" received an action when state contained no element \
      with that id. …

        Action:
          RowAction.increment

      This is generally considered an application logic error, and can happen for a few reasons:

      • This "forEach" reducer was combined with or run from another reducer that removed the \
      element at this id when it handled this action. To fix this make sure that this "forEach" \
      reducer is run before any other reducers that can move or remove elements from state. This \
      ensures that "forEach" reducers can handle their actions for the element at the intended \
      id.

      • An in-flight effect emitted this action while state contained no element at this id. It \
      may be perfectly reasonable to ignore this action, but you also may want to cancel the \
      effect it originated from when removing an element from the identified array, especially \
      if it is a long-living effect.

      • This action was sent to the store while its state contained no element at this id. To \
      fix this make sure that actions for this reducer can only be sent to a view store when its \
      state contains an element at this id. In SwiftUI applications, use "ForEachStore".
      """
    )
    viewStore.send(.row(id: 1, action: .increment))
    XCTAssertEqual(viewStore.rows[id: 1]?.count, 1)
  }

  func testSendFromBackgroundThread() {
    let store = badInputStore()
    let recorder = IssueRecorder()
    onBackgroundThread(recordingIn: recorder) { store.send(.backgroundResponse) }
    XCTAssertEqual(
      recorder.issues.map(\.message),
      [
        """
        "ViewStore.send" was called on a non-main thread with: BadInputAction.backgroundResponse …

        Make sure that "ViewStore.send" is always called on the main thread, or create your \
        store via "Store.unchecked" to opt out of the main thread checker.

        The "Store" class is not thread-safe, and so all interactions with an instance of \
        "Store" (including all of its scopes and derived view stores) must be done on the same \
        thread.
        """
      ]
    )
    // The action was processed, and the store keeps working on the main thread.
    let viewStore = ViewStore(store)
    XCTAssertEqual(viewStore.received, 1)
    viewStore.send(.backgroundResponse)
    XCTAssertEqual(viewStore.received, 2)
  }

  func testSendFromBackgroundThreadWhileAViewStoreObserves() {
    // A view store observing the store before the background send: the store tells its
    // observers of the change on that thread too, reported, without trapping.
    let store = badInputStore()
    let viewStore = ViewStore(store)
    var seen: [Int] = []
    let cancellable = viewStore.publisher.received.sink { seen.append($0) }
    let recorder = IssueRecorder()
    onBackgroundThread(recordingIn: recorder) { store.send(.backgroundResponse) }
    XCTAssertEqual(recorder.issues.count, 1)
    XCTAssertEqual(viewStore.received, 1)
    XCTAssertEqual(seen, [0, 1])
    _ = cancellable
  }

  func testViewStoreMadeUsedAndReleasedOnABackgroundThread() {
    // Subscribing to the store's state and cancelling that subscription happen on the thread
    // the view store is made and released on: reported as a send from it, without trapping.
    let store = badInputStore()
    let recorder = IssueRecorder()
    onBackgroundThread(recordingIn: recorder) {
      // Its subscription hops to the main thread (blocked here): it is made and cancelled.
      let viewStore = ViewStore(store)
      viewStore.send(.backgroundResponse)
    }
    XCTAssertEqual(recorder.issues.count, 1)
    XCTAssertEqual(ViewStore(store).received, 1)
  }

  func testSendWhileEndsWhenABackgroundSendChangesTheState() async {
    // `send(_:while:)` waits on the main actor; the send that ends the wait comes from another
    // thread, where the state's change reaches the wait (reported, without trapping).
    // Made on the main actor: a store made elsewhere is reported.
    let store = await MainActor.run { badInputStore() }
    let viewStore = ViewStore(store)
    let isWaiting = LockIsolated(false)
    let waiting = Task { @MainActor in
      await viewStore.send(.setOptional(nil)) { state in
        isWaiting.setValue(true)
        return state.received == 0
      }
    }
    while !isWaiting.value {
      await Task.yield()
    }
    let recorder = IssueRecorder()
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      DispatchQueue.global().async {
        withIssueReporters([recorder]) { store.send(.backgroundResponse) }
        continuation.resume()
      }
    }
    await waiting.value
    XCTAssertEqual(recorder.issues.count, 1)
    XCTAssertEqual(viewStore.received, 1)
  }

  func testSendFromBackgroundThreadWithAModernEffect() {
    // A 1.x reducer run by a 0.x store returns a 1.x effect, which the 0.x store starts (its
    // actions come back through the 0.x store): used from a background thread, the send and
    // each action the effect sends there are reported, as 0.x reported an `Effect(value:)`'s,
    // and the effect still runs (no trap).
    let store = Store(
      initialState: ModernCounter.State(),
      reducer: Reducer(ModernCounter(probe: LongRunningProbe())),
      environment: ()
    )
    let recorder = IssueRecorder()
    onBackgroundThread(recordingIn: recorder) {
      store.send(.incrementLater)
      store.send(.incrementTwiceInOrder)
    }
    func sent(_ action: String) -> String {
      """
      "ViewStore.send" was called on a non-main thread with: Action.\(action) …

      Make sure that "ViewStore.send" is always called on the main thread, or create your \
      store via "Store.unchecked" to opt out of the main thread checker.

      The "Store" class is not thread-safe, and so all interactions with an instance of \
      "Store" (including all of its scopes and derived view stores) must be done on the same \
      thread.
      """
    }
    func published(from origin: String) -> String {
      """
      An effect published an action on a non-main thread. …

        Effect published:
          Action.increment

        Effect returned from:
          Action.\(origin)

      Make sure to use ".receive(on:)" on any effects that execute on background threads to \
      receive their output on the main thread, or create your store via "Store.unchecked" to \
      opt out of the main thread checker.

      The "Store" class is not thread-safe, and so all interactions with an instance of \
      "Store" (including all of its scopes and derived view stores) must be done on the same \
      thread.
      """
    }
    XCTAssertEqual(
      recorder.issues.map(\.message),
      [
        sent("incrementLater"),
        published(from: "incrementLater"),
        sent("incrementTwiceInOrder"),
        published(from: "incrementTwiceInOrder"),
        published(from: "incrementTwiceInOrder"),
      ]
    )
    // The `.send` effects' actions were reduced before `send` returned (concatenated, in order).
    XCTAssertEqual(ViewStore(store).count, 3)
  }

  func testEffectPublishingOnBackgroundThread() {
    let recorder = IssueRecorder()
    let done = DispatchSemaphore(value: 0)
    let delivered = Delivered()
    // A scheduler that runs its work on a background queue, with the recorder installed there.
    // The queue is serial, so the subscription, the value and the completion arrive in order.
    let queue = DispatchQueue(label: "StoreBadInputTests.background")
    let background = AnySchedulerOf<DispatchQueue>(
      minimumTolerance: { queue.minimumTolerance },
      now: { queue.now },
      scheduleImmediately: { _, action in
        queue.async {
          withIssueReporters([recorder]) { action() }
          // Two pieces of work: the value (the store is done with it once the work that sent
          // it has returned), then the completion.
          _ = delivered.take()
          done.signal()
        }
      },
      delayed: { _, _, _, _ in },
      interval: { _, _, _, _, _ in AnyCancellable {} }
    )
    let store = Store(
      initialState: BadInputState(),
      reducer: badInputReducer,
      environment: BadInputEnvironment(
        background: background,
        didReceive: { delivered.set() }
      )
    )
    // The background work waits until `send` has returned, so that the two never overlap.
    queue.suspend()
    store.send(.startBackgroundEffect)
    queue.resume()
    // A guard against a hang should the action never arrive, not a measurement.
    XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
    XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
    XCTAssertEqual(
      recorder.issues.map(\.message),
      [
        """
        An effect published an action on a non-main thread. …

          Effect published:
            BadInputAction.backgroundResponse

          Effect returned from:
            BadInputAction.startBackgroundEffect

        Make sure to use ".receive(on:)" on any effects that execute on background threads to \
        receive their output on the main thread, or create your store via "Store.unchecked" to \
        opt out of the main thread checker.

        The "Store" class is not thread-safe, and so all interactions with an instance of \
        "Store" (including all of its scopes and derived view stores) must be done on the same \
        thread.
        """,
        """
        An effect completed on a non-main thread. …

          Effect returned from:
            BadInputAction.startBackgroundEffect

        Make sure to use ".receive(on:)" on any effects that execute on background threads to \
        receive their output on the main thread, or create your store via "Store.unchecked" to \
        opt out of the main thread checker.

        The "Store" class is not thread-safe, and so all interactions with an instance of \
        "Store" (including all of its scopes and derived view stores) must be done on the same \
        thread.
        """,
      ]
    )
    XCTAssertEqual(ViewStore(store).received, 1)
    store.send(.backgroundResponse)
    XCTAssertEqual(ViewStore(store).received, 2)
  }
}

/// Whether the store reduced the action an effect delivered, set from the thread that sent it.
private final class Delivered: @unchecked Sendable {
  // `lock` guards `isDelivered`.
  private let lock = NSLock()
  private var isDelivered = false

  func set() {
    self.lock.lock()
    defer { self.lock.unlock() }
    self.isDelivered = true
  }

  /// Whether it was set since the last call, resetting it.
  func take() -> Bool {
    self.lock.lock()
    defer { self.lock.unlock() }
    defer { self.isDelivered = false }
    return self.isDelivered
  }
}

/// A store of the bad-input feature.
private func badInputStore() -> Store<BadInputState, BadInputAction> {
  Store(
    initialState: BadInputState(), reducer: badInputReducer, environment: BadInputEnvironment()
  )
}

/// Runs `work` on a background thread with `recorder` installed there (issue reporters are
/// task-local), and waits for it.
private func onBackgroundThread(
  recordingIn recorder: IssueRecorder, _ work: @escaping @Sendable () -> Void
) {
  let done = DispatchSemaphore(value: 0)
  DispatchQueue.global().async {
    withIssueReporters([recorder]) { work() }
    done.signal()
  }
  done.wait()
}
