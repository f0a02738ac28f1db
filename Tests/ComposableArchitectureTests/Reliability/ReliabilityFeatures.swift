import ComposableArchitecture
import Foundation

// The features the reliability tests (leaks, stress, bad input, fuzzing) run: a parent with one
// child of each kind TCA composes (a scoped child, a presented destination, an optional child,
// a navigation stack and a list of rows), each child able to start an effect that never ends
// and a timer.

/// Counts the effects that are running, per owner, to check that cancelling, dismissing,
/// removing or releasing stops them.
final class EffectCounter: Sendable {
  private let running = Watched<[String: Int]>([:])
  private let started = LockIsolated<[String: Int]>([:])

  /// An effect that runs until it is cancelled; counted as running meanwhile.
  func forever<Action>(_ owner: String) -> Effect<Action> {
    .run { [running, started] _ in
      running.withValue { $0[owner, default: 0] += 1 }
      started.withValue { $0[owner, default: 0] += 1 }
      defer { running.withValue { $0[owner, default: 0] -= 1 } }
      try await Task.never()
    }
  }

  /// A timer that sends `tick` every second of `clock` until it is cancelled.
  func timer<Action: Sendable>(
    _ owner: String, clock: any Clock<Duration>, tick: Action
  ) -> Effect<Action> {
    .run { [running, started] send in
      running.withValue { $0[owner, default: 0] += 1 }
      started.withValue { $0[owner, default: 0] += 1 }
      defer { running.withValue { $0[owner, default: 0] -= 1 } }
      while true {
        try await clock.sleep(for: .seconds(1))
        await send(tick)
      }
    }
  }

  /// How many effects of `owner` are running.
  func running(_ owner: String) -> Int { self.running.value[owner, default: 0] }

  /// How many effects of `owner` ever started.
  func started(_ owner: String) -> Int { self.started.value[owner, default: 0] }

  /// How many effects are running, whatever their owner.
  var totalRunning: Int { self.running.value.values.reduce(0, +) }

  /// Waits until the effects running, by owner, satisfy `condition`; fails the test at the
  /// caller's line, saying it waited for `description`, if they never do.
  ///
  /// Each effect's start and end wakes the wait, so it ends at the change it waits for.
  @MainActor
  @discardableResult
  func waitUntil(
    _ description: String,
    timeout: Duration = .seconds(5),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ condition: @escaping @Sendable (_ running: [String: Int]) -> Bool
  ) async -> Bool {
    await waitFor(
      description, timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column
    ) { [running] in
      await running.until(condition)
    }
  }

  /// Waits until `count` effects run, whatever their owner, as ``waitUntil(_:timeout:fileID:filePath:line:column:_:)``.
  @MainActor
  @discardableResult
  func waitUntilRunning(
    _ count: Int,
    timeout: Duration = .seconds(5),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> Bool {
    await self.waitUntil(
      "\(count) effects to run", timeout: timeout,
      fileID: fileID, filePath: filePath, line: line, column: column
    ) { running in
      running.values.reduce(0, +) == count
    }
  }
}

/// Records every action a child reducer received, with the identity of the child it was for, so
/// that a test can check a removed or dismissed child never hears from anyone again.
final class ActionLog: Sendable {
  private let entries = LockIsolated<[String]>([])

  func record(_ owner: String) { self.entries.withValue { $0.append(owner) } }
  func count(_ owner: String) -> Int { self.entries.value.filter { $0 == owner }.count }
  var all: [String] { self.entries.value }
}

/// A child: a counter that can start an effect that never ends, a timer, and can cancel them.
@Reducer
struct ReliabilityChild {
  @ObservableState
  struct State: Equatable, Identifiable {
    var id: Int
    var count = 0
  }

  enum Action: Equatable {
    case increment
    case startForever
    case startTimer
    case stopEffects
    case tick
  }

  enum CancelID: Hashable { case forever, timer }

  let counter: EffectCounter
  let log: ActionLog
  let clock: any Clock<Duration>
  /// Who owns the effects: the child's kind and id (`"row-3"`, `"destination-0"`).
  let owner: @Sendable (State) -> String

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      self.log.record(self.owner(state))
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .startForever:
        return self.counter.forever(self.owner(state)).cancellable(id: CancelID.forever)
      case .startTimer:
        return self.counter.timer(self.owner(state), clock: self.clock, tick: .tick)
          .cancellable(id: CancelID.timer, cancelInFlight: true)
      case .stopEffects:
        return .merge(.cancel(id: CancelID.forever), .cancel(id: CancelID.timer))
      case .tick:
        state.count += 1
        return .none
      }
    }
  }
}

/// The parent: one child of each kind.
@Reducer
struct ReliabilityParent {
  @ObservableState
  struct State: Equatable {
    var scoped = ReliabilityChild.State(id: 0)
    @Presents var destination: ReliabilityChild.State?
    var optional: ReliabilityChild.State?
    var path = StackState<ReliabilityChild.State>()
    var rows: IdentifiedArrayOf<ReliabilityChild.State> = []
    var nextID = 1
  }

  enum Action: Equatable {
    case scoped(ReliabilityChild.Action)
    case destination(PresentationAction<ReliabilityChild.Action>)
    case optional(ReliabilityChild.Action)
    case path(StackActionOf<ReliabilityChild>)
    case rows(IdentifiedActionOf<ReliabilityChild>)
    case present
    case showOptional
    case hideOptional
    case push
    case insertRow(id: Int)
    case removeRow(id: Int)
    case startForever
    case stopForever
  }

  enum CancelID: Hashable { case forever }

  let counter: EffectCounter
  let log: ActionLog
  let clock: any Clock<Duration>

  init(
    counter: EffectCounter = EffectCounter(),
    log: ActionLog = ActionLog(),
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.counter = counter
    self.log = log
    self.clock = clock
  }

  private func child(_ kind: String) -> ReliabilityChild {
    ReliabilityChild(counter: self.counter, log: self.log, clock: self.clock) {
      "\(kind)-\($0.id)"
    }
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.scoped, action: \.scoped) { self.child("scoped") }
    Reduce { state, action in
      switch action {
      case .scoped, .destination, .optional, .path, .rows:
        return .none
      case .present:
        state.destination = ReliabilityChild.State(id: state.nextID)
        state.nextID += 1
        return .none
      case .showOptional:
        state.optional = ReliabilityChild.State(id: state.nextID)
        state.nextID += 1
        return .none
      case .hideOptional:
        state.optional = nil
        return .none
      case .push:
        state.path.append(ReliabilityChild.State(id: state.nextID))
        state.nextID += 1
        return .none
      case let .insertRow(id):
        state.rows.append(ReliabilityChild.State(id: id))
        return .none
      case let .removeRow(id):
        state.rows.remove(id: id)
        // As TCA advises: a removed row's long-living effects are cancelled by `forEach`.
        return .none
      case .startForever:
        return self.counter.forever("parent").cancellable(id: CancelID.forever)
      case .stopForever:
        return .cancel(id: CancelID.forever)
      }
    }
    .ifLet(\.$destination, action: \.destination) { self.child("destination") }
    .ifLet(\.optional, action: \.optional) { self.child("optional") }
    .forEach(\.path, action: \.path) { self.child("path") }
    .forEach(\.rows, action: \.rows) { self.child("row") }
  }
}
