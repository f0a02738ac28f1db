/// A description of the work a reducer wants done after it has changed state, and of the actions
/// that work feeds back into the store.
///
/// Return one from a reducer: ``none`` when there is nothing to do, ``send(_:)`` to feed an action
/// back synchronously, and ``run(priority:name:operation:catch:fileID:filePath:line:column:)`` for
/// asynchronous work. Combine them with ``merge(_:)-(Effect<Action>...)`` and
/// ``concatenate(_:)-(Effect<Action>...)``, and make them cancellable with
/// ``cancellable(id:cancelInFlight:)``.
public struct Effect<Action> {
  // `package`: the 0.x layer reads the tree to start a 1.x effect of a 0.x store itself.
  @usableFromInline
  package let operation: Operation

  @inlinable
  init(operation: Operation) {
    self.operation = operation
  }

  // The tree a store interprets. `.none` and `.send` carry no allocation and create no task;
  // only `.run` leaves become tasks.
  @usableFromInline
  package enum Operation {
    case none
    case send(Action)
    case run(RunOperation<Action>)
    case merge([Effect])
    case concatenate([Effect])
    /// A class rather than an `indirect` case: the store reads the identifier and the effect
    /// out of an object whose layout it knows, with no tuple metadata to look up for each
    /// cancellable effect it starts (`Effects.StartAndCancel(10000)`).
    case cancellable(CancellableEffect<Action>)
    case cancel(_CancelID)
    /// Work that keeps running for as long as something is presented (the wait for a child's
    /// `dismiss()`): a store tears it down like any effect, but a test store does not count it
    /// as an effect the test must finish.
    indirect case background(Effect)
  }
}

extension Effect.Operation {
  /// A ``Effect/cancellable(id:cancelInFlight:)`` of `child`.
  @inlinable
  static func cancellable(_ id: _CancelID, cancelInFlight: Bool, _ child: Effect) -> Self {
    .cancellable(CancellableEffect(id: id, cancelInFlight: cancelInFlight, child: child))
  }
}

/// What ``Effect/cancellable(id:cancelInFlight:)`` makes of an effect: its identifier, whether
/// starting it cancels the work in flight under the identifier first, and the effect.
// @unchecked Sendable: immutable, of an effect (see `Effect`'s conformance).
@usableFromInline
package final class CancellableEffect<Action>: @unchecked Sendable {
  @usableFromInline
  package let id: _CancelID
  @usableFromInline
  package let cancelInFlight: Bool
  @usableFromInline
  package let child: Effect<Action>

  @inlinable
  init(id: _CancelID, cancelInFlight: Bool, child: Effect<Action>) {
    self.id = id
    self.cancelInFlight = cancelInFlight
    self.child = child
  }
}

// Actions carried by `.send` leaves are only ever delivered on the main actor by the store, the
// same guarantee TCA gives for the publisher it uses for `.send`.
// @unchecked Sendable: an effect is immutable; its actions are only delivered on the main actor.
extension Effect: @unchecked Sendable {}

/// The asynchronous work of an ``Effect/run(priority:name:operation:catch:fileID:filePath:line:column:)``.
@usableFromInline
package struct RunOperation<Action>: Sendable {
  /// The priority of the effect's task (`.run(priority:)`), in `extras`: `TaskPriority` is
  /// resilient, and an optional one held here would make every copy of an effect go through its
  /// value witnesses (see PROFILE.md, `Effects.StartAndCancel(10000)`).
  @inlinable
  var priority: TaskPriority? { self.extras?.priority }

  @usableFromInline
  let body: @Sendable (_ send: Send<Action>) async -> Void

  /// The name and the subscription, which few effects have, in one optional box: an effect is
  /// copied as it is built, mapped and started, so every word counts
  /// (`Effects.BuildOnly(10000)`, `Effects.StartAndCancel(10000)`).
  @usableFromInline
  let extras: RunExtras<Action>?

  /// The effect's name (`.run(name:)`), for instruments.
  @inlinable
  var name: String? { self.extras?.name }

  /// The work to do at once when a store starts the effect, during the send that returned it
  /// (subscribing to an ``Effect/publisher(_:)``'s publisher, as TCA does), returning what is
  /// left to await in the effect's task. `nil` for `.run` effects, whose work all happens in
  /// their task. `body` does the same work from a task, for where no store starts the effect
  /// (a concatenation's later effects, the 0.x layer).
  @inlinable
  var subscribe: Subscribe? { self.extras?.subscribe }

  /// Whether a store may start the effect in a send's batch, after the send's first task: it
  /// has no priority of its own and no subscription to make in the send. (`case nil`: `== nil`
  /// goes through `TaskPriority`'s `Equatable` conformance.)
  var joinsBatch: Bool {
    guard let extras = self.extras else { return true }
    guard extras.subscribe == nil, case nil = extras.priority else { return false }
    return true
  }

  @usableFromInline
  typealias Subscribe = @MainActor @Sendable (_ send: Send<Action>) -> EffectSubscription

  @inlinable
  init(
    name: String?,
    priority: TaskPriority?,
    subscribe: Subscribe? = nil,
    body: @escaping @Sendable (_ send: Send<Action>) async -> Void
  ) {
    self.body = body
    if name == nil, subscribe == nil, priority == nil {
      self.extras = nil
    } else {
      self.extras = RunExtras(name: name, priority: priority, subscribe: subscribe)
    }
  }
}

/// What a ``RunOperation`` rarely has: a name, a priority, a subscription to start in the send.
@usableFromInline
final class RunExtras<Action>: Sendable {
  @usableFromInline
  let name: String?

  @usableFromInline
  let priority: TaskPriority?

  @usableFromInline
  let subscribe: RunOperation<Action>.Subscribe?

  @usableFromInline
  init(name: String?, priority: TaskPriority?, subscribe: RunOperation<Action>.Subscribe?) {
    self.name = name
    self.priority = priority
    self.subscribe = subscribe
  }
}

/// An effect's work that started in the send (a publisher's subscription): what its task
/// awaits, how to stop it at once when the effect is cancelled before its task runs, and how to
/// hear, on the main actor, the moment it completes (before its task resumes), so that the
/// store stops counting it in flight then, as TCA does.
@usableFromInline
struct EffectSubscription: Sendable {
  let finished: @Sendable () async -> Void
  let cancel: @Sendable () -> Void
  /// Calls its argument on the main actor when the work completes (at once if it has), not
  /// when it is cancelled.
  let whenCompleted: @Sendable (_ body: @escaping @MainActor @Sendable () -> Void) -> Void

  /// The same subscription, with `body` awaited in place of `finished` (given `finished`).
  func wrapped(
    _ body: @escaping @Sendable (_ finished: @Sendable () async -> Void) async -> Void
  ) -> Self {
    let finished = self.finished
    return Self(
      finished: { await body(finished) }, cancel: self.cancel, whenCompleted: self.whenCompleted
    )
  }
}

/// A convenience for naming an effect's type from its feature: `EffectOf<Feature>`.
public typealias EffectOf<R: Reducer> = Effect<R.Action>

extension Effect {
  /// An effect that does nothing and completes immediately.
  ///
  /// Return it from a reducer when an action only changes state.
  @inlinable
  public static var none: Self {
    Self(operation: .none)
  }

  /// An effect that feeds an action back into the store immediately.
  ///
  /// The action is processed synchronously, before the `send` that caused it returns, in the
  /// order effects were returned. Prefer calling shared logic directly over sending actions to
  /// share logic.
  @inlinable
  public static func send(_ action: Action) -> Self {
    Self(operation: .send(action))
  }

  /// Whether this effect is ``none``.
  @inlinable
  var isNone: Bool {
    if case .none = self.operation { return true }
    return false
  }
}
