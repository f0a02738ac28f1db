import Foundation
import Observation

/// Runs `apply` at once, and again whenever state it read changes, on the closure's isolation.
///
/// It is how a UI that is not SwiftUI follows a store: read the state the UI shows in `apply`,
/// and `apply` runs again after a change to any of it (a field of a store's observable state,
/// or a property of any `@Observable` object). Several changes before the next run coalesce into
/// one run, which sees the latest values.
///
/// ```swift
/// observe { [weak self] in
///   guard let self else { return }
///   countLabel.text = "\(store.count)"
///   factLabel.text = store.numberFact
/// }
/// .store(in: &tokens)
/// ```
///
/// Later runs happen on the actor `apply` is isolated to (the caller's, for a closure written
/// inline), or on the main actor for a closure isolated to none.
///
/// - Parameter apply: A closure that reads the state to follow, and updates what depends on it.
/// - Returns: A token that keeps the observation alive: it stops when the token is cancelled or
///   released.
public func observe(
  @_inheritActorContext _ apply: @escaping @isolated(any) @Sendable () -> Void
) -> ObserveToken {
  let run = synchronously(apply)
  return observe(on: apply.isolation, startingNow: startsInPlace(apply.isolation)) { _ in run() }
}

/// Runs `apply` at once, and again whenever state it read changes, on the closure's isolation,
/// passing the ``UITransaction`` of the change.
///
/// The first run receives the current transaction; each later run receives the transaction that
/// was current where the change happened (see ``withUITransaction(_:_:)``).
///
/// - Parameter apply: A closure that reads the state to follow, and updates what depends on it.
/// - Returns: A token that keeps the observation alive: it stops when the token is cancelled or
///   released.
public func observe(
  @_inheritActorContext _ apply:
    @escaping @isolated(any) @Sendable (
      _ transaction: UITransaction
    ) -> Void
) -> ObserveToken {
  observe(on: apply.isolation, startingNow: startsInPlace(apply.isolation), synchronously(apply))
}

/// Runs `apply` at once, and again whenever state it read changes, on the actor the caller is
/// isolated to.
///
/// Called from the main actor it behaves as `observe(_:)`; called from another
/// actor, later runs hop onto that actor; called from no actor, they run on the main actor, as
/// swift-navigation's `observe` does, one at a time.
///
/// - Parameters:
///   - isolation: The actor `apply` runs on; the caller's by default.
///   - apply: A closure that reads the state to follow, and updates what depends on it.
/// - Returns: A token that keeps the observation alive: it stops when the token is cancelled or
///   released.
public func observe(
  isolation: isolated (any Actor)? = #isolation,
  _ apply: @escaping () -> Void
) -> ObserveToken {
  observe(isolation: isolation) { (_: UITransaction) in apply() }
}

/// Runs `apply` at once, and again whenever state it read changes, on the actor the caller is
/// isolated to, passing the ``UITransaction`` of the change.
///
/// - Parameters:
///   - isolation: The actor `apply` runs on; the caller's by default.
///   - apply: A closure that reads the state to follow, and updates what depends on it.
/// - Returns: A token that keeps the observation alive: it stops when the token is cancelled or
///   released.
public func observe(
  isolation: isolated (any Actor)? = #isolation,
  _ apply: @escaping (_ transaction: UITransaction) -> Void
) -> ObserveToken {
  // nonisolated(unsafe): `apply` only runs isolated to one actor, one run at a time.
  nonisolated(unsafe) let apply = apply
  return observe(on: isolation, startingNow: true) { transaction in apply(transaction) }
}

/// Runs `apply` now (or, when `startingNow` is false, in a first task on its actor), then in
/// tasks that hop onto `isolation`, or onto the main actor for a closure isolated to no actor (as
/// swift-navigation's re-runs do, rather than on the global executor), one at a time: a run is
/// scheduled only by a change to what the previous run read.
private func observe(
  on isolation: (any Actor)?,
  startingNow: Bool,
  _ apply: @escaping @Sendable (_ transaction: UITransaction) -> Void
) -> ObserveToken {
  let actor: any Actor = isolation ?? MainActor.shared
  let task: @Sendable (UITransaction, @escaping @Sendable () -> Void) -> Void = {
    transaction, operation in
    // The change is about to happen on this thread. From the main thread (where a UI changes
    // its state), start the run after the current job, so that another actor cannot read the
    // state before the change is made. Off the main thread, a run on another actor first waits
    // for the main actor: a change made there (Swift Testing's main-actor tests on Linux) is
    // then complete before the run reads, which would otherwise read the old value and, tracking
    // again after the change's notification, miss the new one. (A run on the main actor already
    // comes after the main actor's current job.)
    let waitsForMainActor = !Thread.isMainThread && actor !== MainActor.shared
    let run = {
      Task {
        if waitsForMainActor { await MainActor.run {} }
        await perform(on: actor) {
          withUITransaction(transaction, operation)
        }
      }
    }
    if Thread.isMainThread {
      DispatchQueue.main.async { _ = run() }
    } else {
      _ = run()
    }
  }
  return observe(apply, task: task, startingNow: startingNow)
}

/// Runs `apply` at once, and lets `task` schedule each later run after a change to state it read.
///
/// This is the building block of the other `observe` functions: `task` receives the transaction
/// of the change and an operation to run where `apply` should run (a queue, an actor, a run
/// loop).
///
/// - Parameters:
///   - apply: A closure that reads the state to follow, and updates what depends on it.
///   - task: Schedules `operation`, which runs `apply` again and resumes tracking. It is called
///     while the change is about to happen, so `operation` must not run synchronously.
/// - Returns: A token that keeps the observation alive: it stops when the token is cancelled or
///   released.
public func observe(
  _ apply: @escaping @Sendable (_ transaction: UITransaction) -> Void,
  task:
    @escaping @Sendable (
      _ transaction: UITransaction, _ operation: @escaping @Sendable () -> Void
    ) -> Void
) -> ObserveToken {
  observe(apply, task: task, startingNow: true)
}

private func observe(
  _ apply: @escaping @Sendable (_ transaction: UITransaction) -> Void,
  task:
    @escaping @Sendable (
      _ transaction: UITransaction, _ operation: @escaping @Sendable () -> Void
    ) -> Void,
  startingNow: Bool
) -> ObserveToken {
  let token = ObserveToken()
  let apply: @Sendable (UITransaction) -> Void = { [weak token] transaction in
    guard let token, !token.isCancelled else { return }
    apply(transaction)
  }
  if startingNow {
    track(apply, task: task)
  } else {
    task(.current) { track(apply, task: task) }
  }
  return token
}

/// Runs `apply` under observation tracking; the first change to what it read schedules the next
/// run with `task`. A run that reads nothing (a cancelled observation) ends the cycle.
private func track(
  _ apply: @escaping @Sendable (_ transaction: UITransaction) -> Void,
  task:
    @escaping @Sendable (
      _ transaction: UITransaction, _ operation: @escaping @Sendable () -> Void
    ) -> Void
) {
  withObservationTracking {
    apply(.current)
  } onChange: {
    task(.current) {
      track(apply, task: task)
    }
  }
}

private func perform(on actor: isolated any Actor, _ operation: () -> Void) {
  operation()
}

/// Whether a closure isolated to `isolation` can run at once, where `observe` is called: one
/// isolated to no actor can; one isolated to the main actor can on the main thread; one isolated
/// to another actor inherited it from the caller (`@_inheritActorContext`), which runs on that
/// actor. Otherwise its first run is scheduled on the main actor, like the later ones.
private func startsInPlace(_ isolation: (any Actor)?) -> Bool {
  guard let isolation else { return true }
  guard isolation === MainActor.shared else { return true }
  return Thread.isMainThread
}

/// `apply` as a synchronous function, to run where its isolation already holds (the first run,
/// in place, and later ones inside `perform(on:)` on its actor). An `@isolated(any)` function is
/// an ordinary function value whose context also carries its isolation, so the call is the
/// same; tests call it on the main actor, on another actor and on none.
private func synchronously(
  _ apply: @escaping @isolated(any) @Sendable (_ transaction: UITransaction) -> Void
) -> @Sendable (_ transaction: UITransaction) -> Void {
  unsafeBitCast(apply, to: (@Sendable (_ transaction: UITransaction) -> Void).self)
}

private func synchronously(
  _ apply: @escaping @isolated(any) @Sendable () -> Void
) -> @Sendable () -> Void {
  unsafeBitCast(apply, to: (@Sendable () -> Void).self)
}
