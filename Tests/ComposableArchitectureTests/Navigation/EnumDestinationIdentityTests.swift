import ComposableArchitecture
import XCTest

/// What both workers do: `start` ticks once, a second later; `tick` counts.
private func tick(_ count: inout Int, _ action: Worker.Action) -> Effect<Worker.Action> {
  switch action {
  case .start:
    return .run { send in
      @Dependency(\.continuousClock) var clock
      try await clock.sleep(for: .seconds(1))
      await send(.tick)
    }
  case .tick:
    count += 1
    return .none
  }
}

/// A child whose effect ticks once, a second after it starts.
@Reducer
private struct Worker {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }
  enum Action: Equatable {
    case start
    case tick
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in tick(&state.count, action) }
  }
}

/// The same child with state that is not observable, told apart by its `id`.
@Reducer
private struct PlainWorker {
  struct State: Equatable, Identifiable {
    let id: Int
    var count = 0
  }
  typealias Action = Worker.Action
  var body: some ReducerOf<Self> {
    Reduce { state, action in tick(&state.count, action) }
  }
}

/// A feature whose state is one of two cases of the same child type: an enum presented inside
/// the destination enum's case.
@Reducer
private struct Inner {
  @ObservableState
  enum State: Equatable {
    case first(Worker.State)
    case second(Worker.State)
  }
  enum Action: Equatable {
    case first(Worker.Action)
    case second(Worker.Action)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifCaseLet(\.first, action: \.first) { Worker() }
      .ifCaseLet(\.second, action: \.second) { Worker() }
  }
}

@Reducer
private enum Destination {
  case worker(Worker)
  case plain(PlainWorker)
  case inner(Inner)
}
extension Destination.State: Equatable {}
extension Destination.Action: Equatable {}

@Reducer
private struct Host {
  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
  }
  enum Action: Equatable {
    case destination(PresentationAction<Destination.Action>)
    case replace(Destination.State)
    case bump
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .destination:
        return .none
      case let .replace(destination):
        state.destination = destination
        return .none
      case .bump:
        // The presented child changed in place: the same child.
        switch state.destination {
        case var .worker(worker)?:
          worker.count += 10
          state.destination = .worker(worker)
        case var .plain(plain)?:
          plain.count += 10
          state.destination = .plain(plain)
        case .inner?, nil:
          break
        }
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

/// A presented `@Reducer` enum keeps its child's effects while the same child is presented (its
/// case, and its payload's `id` when it has one), and cancels them when another takes its place.
@MainActor
final class EnumDestinationIdentityTests: XCTestCase {
  private func store(
    _ destination: Destination.State, clock: TestClock<Duration>
  ) -> TestStoreOf<Host> {
    TestStore(initialState: Host.State(destination: destination)) {
      Host()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  func testObservableChildChangedInPlaceKeepsItsEffects() async {
    let clock = TestClock()
    let store = self.store(.worker(Worker.State()), clock: clock)
    await store.send(.destination(.presented(.worker(.start))))
    await store.send(.bump) {
      $0.destination = .worker(Worker.State(count: 10))
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.destination.presented) {
      $0.destination = .worker(Worker.State(count: 11))
    }
  }

  /// BEHAVIOUR.md B-RN-04: same case, no `id`: a fresh value keeps the effects.
  func testFreshChildOfTheSameCaseThatIsNotIdentifiableKeepsTheOldOnesEffects() async {
    // Its case and the absence of an `id` are all that tell a child apart, as in TCA: a fresh
    // value (a new observable identity) is the same child.
    let clock = TestClock()
    let store = self.store(.worker(Worker.State()), clock: clock)
    await store.send(.destination(.presented(.worker(.start))))
    await store.send(.replace(.worker(Worker.State(count: 5)))) {
      $0.destination = .worker(Worker.State(count: 5))
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.destination.presented) {
      $0.destination = .worker(Worker.State(count: 6))
    }
  }

  func testChildWithTheSameIDChangedInPlaceKeepsItsEffects() async {
    let clock = TestClock()
    let store = self.store(.plain(PlainWorker.State(id: 1)), clock: clock)
    await store.send(.destination(.presented(.plain(.start))))
    await store.send(.bump) {
      $0.destination = .plain(PlainWorker.State(id: 1, count: 10))
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.destination.presented) {
      $0.destination = .plain(PlainWorker.State(id: 1, count: 11))
    }
  }

  /// BEHAVIOUR.md B-RN-04: the case's payload with another `id` cancels the effects.
  func testChildWithAnotherIDCancelsTheOldOnesEffects() async {
    let clock = TestClock()
    let store = self.store(.plain(PlainWorker.State(id: 1)), clock: clock)
    await store.send(.destination(.presented(.plain(.start))))
    await store.send(.replace(.plain(PlainWorker.State(id: 2)))) {
      $0.destination = .plain(PlainWorker.State(id: 2))
    }
    await clock.advance(by: .seconds(1))
  }

  func testAnotherCaseOfANestedEnumIsTheSameChildOfTheDestination() async {
    // The destination's identity is its own case (and `id`), not its payload's case, as in TCA:
    // the worker's effect goes on, and its action then reaches the other case of the inner enum.
    let clock = TestClock()
    let worker = Worker.State()
    let issues = await recordIssues {
      let store = self.store(.inner(.first(worker)), clock: clock)
      await store.send(.destination(.presented(.inner(.first(.start)))))
      await store.send(.replace(.inner(.second(worker)))) {
        $0.destination = .inner(.second(worker))
      }
      await clock.advance(by: .seconds(1))
      await store.receive(\.destination.presented)
    }
    XCTAssertEqual(issues.count, 1)
    XCTAssertTrue(
      issues.first?.message.contains(#"An "ifCaseLet" at"#) == true, "\(issues)"
    )
  }

  /// BEHAVIOUR.md B-RN-04: another enum case cancels the effects.
  func testAnotherCaseCancelsTheOldOnesEffects() async {
    let clock = TestClock()
    let store = self.store(.worker(Worker.State()), clock: clock)
    await store.send(.destination(.presented(.worker(.start))))
    await store.send(.replace(.plain(PlainWorker.State(id: 1)))) {
      $0.destination = .plain(PlainWorker.State(id: 1))
    }
    await clock.advance(by: .seconds(1))
  }
}
