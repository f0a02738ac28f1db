import ComposableArchitecture
import Observation

/// One measured operation, prepared by a scenario: synchronous, or asynchronous for effects.
public enum BenchmarkOperation {
  case sync(@MainActor () -> Void)
  case async(@MainActor () async -> Void)
}

/// A benchmark shape, shared by the package-benchmark suite and the tight-loop runner so that
/// both measure exactly the same thing.
public struct Scenario: Sendable {
  /// The name, as TCA's benchmarks name the same shape where there is one.
  public let name: String
  /// The scenario this one is compared with: the floor of its cost.
  public let floor: String?
  /// Sets up the scenario and returns the operation to measure.
  public let make: @MainActor @Sendable () -> BenchmarkOperation

  init(
    _ name: String, floor: String? = nil,
    make: @escaping @MainActor @Sendable () -> BenchmarkOperation
  ) {
    self.name = name
    self.floor = floor
    self.make = make
  }
}

/// A value kept alive and used, so the optimizer cannot remove the work that produced it.
@inline(never)
public func consume<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

@MainActor
private final class Box<Value>: Sendable {
  var value: Value
  init(_ value: Value) { self.value = value }
}

extension Scenario {
  /// Every scenario, floors first.
  public static let all: [Scenario] = [
    Scenario("Floor.ReducerCall") {
      let reducer = CounterFeature()
      let state = Box(CounterFeature.State())
      return .sync {
        consume(reducer.reduce(into: &state.value, action: .incrementButtonTapped))
      }
    },
    Scenario("Floor.ClosureStore.Send") {
      let store = ClosureStore(initialState: 0) { (state: inout Int, _: Void) in state += 1 }
      return .sync { store.send(()) }
    },
    // What the call sites of the scenarios below cost without the library: the runtime's part,
    // the same with any implementation (see PROFILE.md).
    Scenario("Floor.ScopeKeyPaths") {
      // The two key paths `store.scope(state: \.child, action: \.child.presented)` builds: the
      // case key path is instantiated anew at each evaluation.
      return .sync {
        let action: CaseKeyPath<NestedFeature.Action, NestedFeature.Action> = \.child.presented
        consume(action)
        consume(\NestedFeature.State.child)
      }
    },
    Scenario("Floor.NestedBody") {
      // The `body` a nested send evaluates at each level: `Reduce` and `ifLet` with its paths.
      return .sync { consume(NestedFeature().body) }
    },
    Scenario("Floor.TaskHops") {
      // An effect's trip without the library: a task started on the main actor runs a
      // nonisolated operation (on the global executor) that hops back to the main actor once.
      let box = Box(0)
      let operation: @Sendable () async -> Void = {
        await MainActor.run { box.value += 1 }
      }
      return .async { await Task { @MainActor in await operation() }.value }
    },
    Scenario("Store.Send", floor: "Floor.ReducerCall") {
      let store = Store(initialState: CounterFeature.State()) { CounterFeature() }
      return .sync { consume(store.send(.incrementButtonTapped)) }
    },
    Scenario("Store.Scope", floor: "Floor.ReducerCall") {
      let store = Store(initialState: NestedFeature.State.nested(depth: 1)) { NestedFeature() }
      return .sync { consume(store.scope(state: \.child, action: \.child.presented)) }
    },
    Scenario("Store.Access", floor: "Floor.ReducerCall") {
      let store = Store(initialState: NestedFeature.State()) { NestedFeature() }
      return .sync { consume(store.count) }
    },
    Scenario("NestedStore.Scope", floor: "Store.Scope") {
      let store = Store(initialState: NestedFeature.State.nested(depth: 10)) { NestedFeature() }
      return .sync { consume(store.descendant(depth: 10)) }
    },
    Scenario("NestedStore.Send", floor: "Store.Send") {
      let store = Store(initialState: NestedFeature.State.nested(depth: 10)) { NestedFeature() }
      let leaf = store.descendant(depth: 10)
      return .sync { consume(leaf.send(.incrementButtonTapped)) }
    },
    Scenario("NestedStore.RootSend", floor: "Store.Send") {
      let store = Store(initialState: NestedFeature.State.nested(depth: 10)) { NestedFeature() }
      _ = store.descendant(depth: 10)
      return .sync { consume(store.send(.incrementButtonTapped)) }
    },
    Scenario("NestedStore.NestedSend(1)", floor: "Store.Send") {
      let store = Store(initialState: NestedFeature.State.nested(depth: 10)) { NestedFeature() }
      let child = store.descendant(depth: 1)
      return .sync { consume(child.send(.incrementButtonTapped)) }
    },
    Scenario("NestedStore.Access", floor: "Store.Access") {
      let store = Store(initialState: NestedFeature.State.nested(depth: 10)) { NestedFeature() }
      let leaf = store.descendant(depth: 10)
      return .sync { consume(leaf.count) }
    },
    rowSend(rows: 10),
    rowSend(rows: 1_000),
    rowSend(rows: 10_000),
    Scenario("List.RowStores(100)", floor: "Store.Scope") {
      // What a list view does as it renders: the store of each of its rows, all cached.
      let store = Store(initialState: ListFeature.State(rowCount: 100)) { ListFeature() }
      _ = Array(store.scope(state: \.rows, action: \.rows))
      return .sync {
        for rowStore in store.scope(state: \.rows, action: \.rows) {
          consume(rowStore)
        }
      }
    },
    Scenario("Effects.MergeSends(100)", floor: "Store.Send") {
      let store = Store(initialState: EffectsFeature.State()) { EffectsFeature() }
      return .sync { consume(store.send(.mergeSends(100))) }
    },
    Scenario("Effects.RunToFirstAction", floor: "Store.Send") {
      let store = Store(initialState: CounterFeature.State()) { CounterFeature() }
      return .async { await store.send(.incrementLater).finish() }
    },
    Scenario("Effects.BuildOnly(10000)", floor: "Store.Send") {
      // The part of StartAndCancel(10000) before the store starts anything: the reducer builds
      // (with `.run`, `.cancellable`, `.merge`) and drops the same 10,000 effects.
      let store = Store(initialState: EffectsFeature.State()) {
        Reduce<EffectsFeature.State, Int> { state, _ in
          consume(EffectsFeature().reduce(into: &state, action: .startMany(10_000)))
          return .none
        }
      }
      return .sync { consume(store.send(0)) }
    },
    Scenario("Effects.StartAndCancel(10000)", floor: "Store.Send") {
      let store = Store(initialState: EffectsFeature.State()) { EffectsFeature() }
      return .async {
        store.send(.startMany(10_000))
        await store.send(.cancelAll).finish()
      }
    },
    Scenario("Observation.UnobservedSend(1000 rows)", floor: "Store.Send") {
      let store = Store(initialState: ListFeature.State(rowCount: 1_000)) { ListFeature() }
      let rowStores = Array(store.scope(state: \.rows, action: \.rows))
      for rowStore in rowStores {
        withObservationTracking {
          _ = rowStore.count
        } onChange: {
        }
      }
      var title = 0
      return .sync {
        title &+= 1
        consume(store.send(.titleChanged("\(title)")))
      }
    },
    Scenario("TestStore.SendReceive", floor: "Store.Send") {
      let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }
      return .async {
        await store.send(.incrementLater)
        await store.receive(.incrementButtonTapped) { $0.count += 1 }
      }
    },
  ]

  private static func rowSend(rows: Int) -> Scenario {
    Scenario("List.RowSend(\(rows))", floor: "Store.Send") {
      let store = Store(initialState: ListFeature.State(rowCount: rows)) { ListFeature() }
      let rowStore = store.scope(state: \.rows, action: \.rows)[rows / 2]
      return .sync { consume(rowStore.send(.incrementButtonTapped)) }
    }
  }
}
