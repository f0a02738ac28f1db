import ComposableArchitecture
import Testing

/// The `.run` effects of one send start in the order they were returned, whether they wait for
/// the first one's task (the batched start) or start at once (a priority of their own).
@MainActor
@Suite struct EffectStartOrderTests {
  @Reducer
  struct Feature {
    struct State: Equatable {}
    enum Action: Equatable {
      case start
      case started(String)
    }
    var body: some ReducerOf<Self> {
      Reduce { _, action in
        switch action {
        case .start:
          return .merge(
            Self.entry("1"),
            Self.entry("2"),
            Self.entry("3", priority: .high),
            Self.entry("4"),
            Self.entry("5", priority: .low)
          )
        case .started:
          return .none
        }
      }
    }

    static func entry(_ name: String, priority: TaskPriority? = nil) -> Effect<Action> {
      .run(priority: priority) { send in await send(.started(name)) }
    }
  }

  @Test func effectsWithAndWithoutAPriorityStartInOrder() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.start)
    // The test store runs every task on the main serial executor: actions arrive in the order
    // the effects started.
    await store.receive(.started("1"))
    await store.receive(.started("2"))
    await store.receive(.started("3"))
    await store.receive(.started("4"))
    await store.receive(.started("5"))
  }

  @Test func manyEffectsOfOneSendStartInOrder() async {
    let store = TestStore(initialState: Feature.State()) {
      Reduce<Feature.State, Feature.Action> { _, action in
        guard action == .start else { return .none }
        return .merge((1...20).map { Feature.entry("\($0)") })
      }
    }
    await store.send(.start)
    for index in 1...20 {
      await store.receive(.started("\(index)"))
    }
  }

  @Test func effectsWaitingForAStoreReleasedFirstAreReleasedWithoutRunning() async {
    // The store goes before its send's first task starts the others: they never run, and what
    // their operations hold is released with them (the batch's buffer is emptied).
    final class Resource: Sendable {}
    let ran = LockIsolated(0)
    weak var released: Resource?
    do {
      let resource = Resource()
      released = resource
      let store = Store(initialState: Feature.State()) {
        Reduce<Feature.State, Feature.Action> { _, action in
          guard action == .start else { return .none }
          return .merge(
            (1...20).map { _ in
              .run { _ in
                _ = resource
                ran.withValue { $0 += 1 }
              }
            }
          )
        }
      }
      store.send(.start)
    }
    for _ in 1...100 where released != nil {
      await Task.yield()
    }
    #expect(released == nil)
    // At most the first, which had its task (cancelled when the store went).
    #expect(ran.value <= 1)
  }

  @Test func runsBrokenUpInAMergeAndNestedMergesStartInOrderAndACancelSkipsTheirs() async {
    // The effects of a run wait in the batch as ranges of their `.merge`'s array: a `.send`, an
    // effect under other identifiers or a `.merge` of its own between them (a cancellable one:
    // a plain `.merge` in a `.merge` is flattened into it) starts a new range, and each effect
    // still starts once, in order; a `.cancel` later in the same send skips the runs it
    // reaches, whole.
    enum CancelID { case first, second, inner }
    // Which effects' work ran, in order: a cancelled effect's task would still run its work,
    // with its `send` ignored.
    let ran = LockIsolated<[String]>([])
    let entry = { (name: String, id: CancelID?) -> Effect<Feature.Action> in
      let effect = Effect<Feature.Action>.run { send in
        ran.withValue { $0.append(name) }
        await send(.started(name))
      }
      return id.map { effect.cancellable(id: $0) } ?? effect
    }
    let store = TestStore(initialState: Feature.State()) {
      Reduce<Feature.State, Feature.Action> { _, action in
        switch action {
        case .start:
          return .merge(
            entry("1", .first),
            entry("2", .first),
            .send(.started("sent")),
            entry("3", .first),
            entry("4", .first),
            Effect.merge(entry("5", .first), entry("6", .second), entry("7", .second))
              .cancellable(id: CancelID.inner),
            entry("8", nil),
            entry("9", .second),
            entry("10", .first),
            entry("11", .first)
          )
        case .started:
          return .none
        }
      }
    }
    await store.send(.start)
    await store.receive(.started("sent"))
    for index in 1...11 {
      await store.receive(.started("\(index)"))
    }
    #expect(ran.value == (1...11).map { "\($0)" })
    ran.setValue([])

    let cancelling = TestStore(initialState: Feature.State()) {
      Reduce<Feature.State, Feature.Action> { _, action in
        guard action == .start else { return .none }
        return .merge(
          entry("1", .first),
          entry("2", .first),
          entry("3", .second),
          entry("4", .second),
          Effect.merge(entry("5", .first), entry("6", .second)).cancellable(id: CancelID.inner),
          entry("7", .first),
          entry("8", nil),
          .cancel(id: CancelID.second)
        )
      }
    }
    await cancelling.send(.start)
    await cancelling.receive(.started("1"))
    await cancelling.receive(.started("2"))
    await cancelling.receive(.started("5"))
    // "6" (inner, second) was cancelled with the others under `second`, as TCA cancels an
    // effect by any of its identifiers.
    await cancelling.receive(.started("7"))
    await cancelling.receive(.started("8"))
    #expect(ran.value == ["1", "2", "5", "7", "8"])
  }
}
