import Foundation
import Observation

/// Runs `apply` at once, and again whenever state it read changes, on the main actor.
///
/// It is how a UI that is not SwiftUI follows a store: read the state the UI shows in `apply`,
/// and `apply` runs again after a change to any of it (a field of a store's observable state,
/// or a property of any `@Observable` object). Several changes before the next run of the main
/// actor coalesce into one run.
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
/// - Parameter apply: A closure that reads the state to follow, and updates what depends on it.
/// - Returns: A token that keeps the observation alive: it stops when the token is cancelled or
///   released.
@MainActor
public func observe(
  _ apply: @escaping @MainActor @Sendable () -> Void
) -> ObserveToken {
  observeOnMainActor { _ in apply() }
}

/// Runs `apply` at once, and again whenever state it read changes, on the main actor, passing
/// the ``UITransaction`` of the change.
///
/// The first run receives the current transaction; each later run receives the transaction that
/// was current where the change happened (see ``withUITransaction(_:_:)``).
///
/// - Parameter apply: A closure that reads the state to follow, and updates what depends on it.
/// - Returns: A token that keeps the observation alive: it stops when the token is cancelled or
///   released.
@MainActor
public func observe(
  _ apply: @escaping @MainActor @Sendable (_ transaction: UITransaction) -> Void
) -> ObserveToken {
  observeOnMainActor(apply)
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
  // `apply` runs first here, then in tasks that hop onto `isolation`, or onto the main actor
  // for a caller isolated to no actor (as swift-navigation's re-runs do, rather than on the
  // global executor), one at a time (a run is scheduled only by a change to what the previous
  // run read).
  // nonisolated(unsafe): `apply` only re-runs isolated to one actor, one run at a time.
  nonisolated(unsafe) let apply = apply
  let actor: any Actor = isolation ?? MainActor.shared
  return observe(
    { transaction in apply(transaction) },
    task: { transaction, operation in
      let run = {
        Task {
          await perform(on: actor) {
            withUITransaction(transaction, operation)
          }
        }
      }
      // The change is about to happen on this thread. From the main thread (where a UI changes
      // its state), start the run after the current job, so that another actor cannot read the
      // state before the change is made.
      if Thread.isMainThread {
        DispatchQueue.main.async { _ = run() }
      } else {
        _ = run()
      }
    }
  )
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
  let token = ObserveToken()
  track(
    { [weak token] transaction in
      guard let token, !token.isCancelled else { return }
      apply(transaction)
    },
    task: task
  )
  return token
}

@MainActor
private func observeOnMainActor(
  _ apply: @escaping @MainActor @Sendable (_ transaction: UITransaction) -> Void
) -> ObserveToken {
  observe(
    { transaction in MainActor.assumeIsolated { apply(transaction) } },
    task: { transaction, operation in
      Task { @MainActor in
        withUITransaction(transaction, operation)
      }
    }
  )
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
