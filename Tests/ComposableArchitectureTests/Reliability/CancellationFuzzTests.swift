import ComposableArchitecture
import PropertyBased
import Testing

/// Effects under a handful of cancellation identifiers, started, restarted and cancelled in
/// every order.
@Reducer
private struct Cancellations {
  struct State: Equatable {}

  enum Action: Equatable {
    case start(id: Int, cancelInFlight: Bool)
    case restart(id: Int)
    case cancel(id: Int)
    case cancelAll
  }

  struct ID: Hashable { let id: Int }
  static let ids = 0..<6

  let counter: EffectCounter

  var body: some ReducerOf<Self> {
    Reduce { _, action in
      switch action {
      case let .start(id, cancelInFlight):
        return self.counter.forever("\(id)")
          .cancellable(id: ID(id: id), cancelInFlight: cancelInFlight)
      case let .restart(id):
        return .merge(
          .cancel(id: ID(id: id)), self.counter.forever("\(id)").cancellable(id: ID(id: id)))
      case let .cancel(id):
        return .cancel(id: ID(id: id))
      case .cancelAll:
        return .merge(Self.ids.map { .cancel(id: ID(id: $0)) })
      }
    }
  }
}

/// The plain model of ``Cancellations``: how many effects run under each identifier.
private func model(_ running: inout [Int: Int], _ action: Cancellations.Action) {
  switch action {
  case let .start(id, cancelInFlight):
    running[id] = (cancelInFlight ? 0 : running[id, default: 0]) + 1
  case let .restart(id):
    running[id] = 1
  case let .cancel(id):
    running[id] = 0
  case .cancelAll:
    running = [:]
  }
}

/// Decodes a generated number into an action: `number / 6` picks the kind, `number % 6` the id.
private func action(_ number: Int) -> Cancellations.Action {
  let id = number % Cancellations.ids.count
  switch number / Cancellations.ids.count {
  case 0: return .start(id: id, cancelInFlight: false)
  case 1: return .start(id: id, cancelInFlight: true)
  case 2: return .restart(id: id)
  case 3: return .cancel(id: id)
  default: return .cancelAll
  }
}

// See FuzzTests.swift for how to replay a failing case from the seed it prints.
@MainActor
@Suite(.serialized)
struct CancellationFuzzTests {
  @Test func cancellationFollowsTheModel() async {
    let steps = Gen.int(in: 0...(5 * Cancellations.ids.count - 1)).array(of: 1...40)
    await propertyCheck(count: 100, input: steps) { numbers in
      let counter = EffectCounter()
      let store = Store(initialState: Cancellations.State()) { Cancellations(counter: counter) }
      var running: [Int: Int] = [:]
      let actions = numbers.map(action)
      for (index, action) in actions.enumerated() {
        model(&running, action)
        store.send(action)
        // Cancellation is immediate: the registry holds exactly the effects the model runs.
        #expect(
          store.cancellationRegistry.count == running.values.reduce(0, +),
          "after step \(index) of \(actions)"
        )
      }
      let expected = running
      let settled = await counter.waitUntil(
        "the running effects to be the model's", timeout: .seconds(10)
      ) { running in
        Cancellations.ids.allSatisfy { running["\($0)", default: 0] == expected[$0, default: 0] }
      }
      if !settled {
        Issue.record(
          """
          running \(Cancellations.ids.map { counter.running("\($0)") }), expected \
          \(Cancellations.ids.map { expected[$0, default: 0] }) after \(actions)
          """
        )
      }
      store.send(.cancelAll)
      #expect(store.cancellationRegistry.count == 0)
      await counter.waitUntilRunning(0, timeout: .seconds(10))
    }
  }
}
