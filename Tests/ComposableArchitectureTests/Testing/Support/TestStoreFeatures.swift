import ComposableArchitecture
import Foundation

// The features the TestStore tests drive. They are small on purpose: each one has the shape of
// a feature from TCA's README or case studies, so that the tests read like the documentation.

// MARK: - Number facts

/// The number-fact dependency of the README's counter.
struct FactClient: Sendable {
  var fetch: @Sendable (_ number: Int) async throws -> String
}

extension FactClient: DependencyKey {
  static let liveValue = FactClient { "\($0) is a live number fact" }
  static let testValue = FactClient(fetch: unimplemented("FactClient.fetch", placeholder: ""))
}

extension DependencyValues {
  var factClient: FactClient {
    get { self[FactClient.self] }
    set { self[FactClient.self] = newValue }
  }
}

/// The counter of TCA's README: increment, decrement, and a number fact fetched by an effect.
struct FactCounter: Reducer {
  struct State: Equatable {
    var count = 0
    var numberFact: String?
  }

  @CasePathable
  enum Action: Equatable {
    case decrementButtonTapped
    case incrementButtonTapped
    case numberFactButtonTapped
    case numberFactResponse(String)
  }

  @Dependency(\.factClient) var factClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        return .none

      case .incrementButtonTapped:
        state.count += 1
        return .none

      case .numberFactButtonTapped:
        return .run { [count = state.count] send in
          let fact = try await self.factClient.fetch(count)
          await send(.numberFactResponse(fact))
        }

      case let .numberFactResponse(fact):
        state.numberFact = fact
        return .none
      }
    }
  }
}

// MARK: - Timer

/// A timer driven by the continuous clock, as in TCA's timer case study.
struct TimerFeature: Reducer {
  struct State: Equatable {
    var isTimerRunning = false
    var secondsElapsed = 0
  }

  @CasePathable
  enum Action: Equatable {
    /// Starts a `clock.timer(interval:)` timer, cancellable with `stopButtonTapped`.
    case startButtonTapped
    case stopButtonTapped
    /// Starts a timer made of a `clock.sleep(for:)` loop, that only cancelling its task stops.
    case task
    case timerTicked
  }

  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .startButtonTapped:
        state.isTimerRunning = true
        return .run { send in
          for await _ in self.clock.timer(interval: .seconds(1)) {
            await send(.timerTicked)
          }
        }
        .cancellable(id: CancelID.timer, cancelInFlight: true)

      case .stopButtonTapped:
        state.isTimerRunning = false
        return .cancel(id: CancelID.timer)

      case .task:
        return .run { send in
          while true {
            try await self.clock.sleep(for: .seconds(1))
            await send(.timerTicked)
          }
        }

      case .timerTicked:
        state.secondsElapsed += 1
        return .none
      }
    }
  }
}

// MARK: - Debounced search

/// A search field whose query is debounced: each keystroke cancels the search in flight.
struct DebouncedSearch: Reducer {
  struct State: Equatable {
    var query = ""
    var results: [String] = []
  }

  @CasePathable
  enum Action: Equatable {
    case queryChanged(String)
    case searchResponse([String])
  }

  enum CancelID { case search }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .queryChanged(query):
        state.query = query
        guard !query.isEmpty else {
          state.results = []
          return .cancel(id: CancelID.search)
        }
        return .run { send in
          try await self.clock.sleep(for: .milliseconds(300))
          await send(.searchResponse(["\(query) 1", "\(query) 2"]))
        }
        .cancellable(id: CancelID.search, cancelInFlight: true)

      case let .searchResponse(results):
        state.results = results
        return .none
      }
    }
  }
}

// MARK: - Rows

/// A row of ``RowList``: loading its value runs an effect that feeds back a response.
struct Row: Reducer {
  struct State: Equatable, Identifiable {
    let id: Int
    var isLoading = false
    var value = 0
  }

  @CasePathable
  enum Action: Equatable {
    case loadButtonTapped
    case response(Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .loadButtonTapped:
        state.isLoading = true
        return .run { [id = state.id] send in
          await send(.response(id * 10))
        }

      case let .response(value):
        state.isLoading = false
        state.value = value
        return .none
      }
    }
  }
}

/// A list of ``Row``s, composed with `forEach` and `IdentifiedAction`.
struct RowList: Reducer {
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Row.State> = [Row.State(id: 1), Row.State(id: 2)]
  }

  @CasePathable
  enum Action: Equatable {
    case rows(IdentifiedActionOf<Row>)
  }

  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .forEach(\.rows, action: \.rows) {
        Row()
      }
  }
}

// MARK: - Effects of every shape

/// A feature whose actions return each kind of effect a test store must handle, to produce
/// every kind of test failure.
struct Probe: Reducer {
  struct State: Equatable {
    var count = 0
    var text = ""
  }

  @CasePathable
  enum Action: Equatable {
    /// Changes `count`; no effect.
    case increment
    /// Changes nothing; no effect.
    case noop
    /// Changes `count` and `text`; no effect.
    case incrementAndRename(String)
    /// Feeds back `increment` synchronously with `.send`.
    case sendIncrement
    /// Feeds back `noop` synchronously with `.send`.
    case sendNoop
    /// Feeds back `increment` from a `.run` effect.
    case runIncrement
    /// Feeds back `increment`, then `textResponse("done")`, from one `.run` effect.
    case runIncrementThenText
    /// Feeds back `noop`, then `textResponse("done")`, from one `.run` effect.
    case runNoopThenText
    /// Feeds back `increment` after one second of the continuous clock.
    case delayedIncrement
    /// Sets `text`.
    case textResponse(String)
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none

      case .noop:
        return .none

      case let .incrementAndRename(text):
        state.count += 1
        state.text = text
        return .none

      case .sendIncrement:
        return .send(.increment)

      case .sendNoop:
        return .send(.noop)

      case .runNoopThenText:
        return .run { send in
          await send(.noop)
          await send(.textResponse("done"))
        }

      case .runIncrement:
        return .run { send in await send(.increment) }

      case .runIncrementThenText:
        return .run { send in
          await send(.increment)
          await send(.textResponse("done"))
        }

      case .delayedIncrement:
        return .run { send in
          try await self.clock.sleep(for: .seconds(1))
          await send(.increment)
        }

      case let .textResponse(text):
        state.text = text
        return .none
      }
    }
  }
}

// MARK: - Dismissal

/// A feature that dismisses itself, run at the root of a test store.
struct Dismissible: Reducer {
  struct State: Equatable {}

  enum Action: Equatable {
    case closeButtonTapped
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { _, action in
      switch action {
      case .closeButtonTapped:
        return .run { _ in await self.dismiss() }
      }
    }
  }
}
