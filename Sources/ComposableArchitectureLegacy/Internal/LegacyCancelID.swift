import ComposableArchitecture
import Foundation

/// A 0.x cancellation identifier, filed where the 1.x runtime files its own: the same
/// `_CancelID` (the user's value, by type and value, at its place in the feature tree), so that
/// `.cancel(id:)` from a 0.x or a 1.x reducer cancels the effects of the other with that value.
struct LegacyCancelID {
  /// The user's identifier, as the 1.x `cancellable(id:)` and `cancel(id:)` wrap it.
  let id: AnyHashableSendable
  /// The identifier in the place of the feature tree where the effect was made.
  let cancelID: _CancelID
  /// The registry of the store whose reducer made the effect, when a store was running one: a
  /// publisher chain subscribed later (from a scheduler) still files its work there.
  let registry: CancellationRegistry?

  init(_ id: AnyHashable) {
    // 0.x identifiers are any `Hashable`; the 1.x registry wants `Sendable` ones. An identifier
    // is only compared and hashed, never mutated, and `Sendable` has no witness table, so the
    // existential is the same value either way.
    let base = unsafeBitCast(id.base as! any Hashable, to: (any Hashable & Sendable).self)
    self.id = AnyHashableSendable(base)
    self.cancelID = _CancelID(id: self.id)
    self.registry = CancellationRegistry._current
  }

  /// A type as identifier (`cancellable(id: TimerID.self)`), as 0.x filed it: its
  /// `ObjectIdentifier`.
  init(type: Any.Type) {
    self.init(AnyHashable(ObjectIdentifier(type)))
  }

  /// Where a publisher chain files its work: the store that made it, or the one running now.
  var resolvedRegistry: CancellationRegistry {
    self.registry ?? CancellationRegistry.current
  }

  /// Cancels the work filed under this identifier, where a publisher chain cancels it: in the
  /// store that made it or that runs it now, or, made and run outside any store (app code that
  /// subscribes to `Effect.cancel(id:)` itself), in every store and outside them, as 0.x's
  /// global table did.
  func cancel() {
    if let registry = self.registry ?? CancellationRegistry._current {
      registry.cancel(id: self.cancelID)
    } else {
      CancellationRegistry.cancelHere(id: self.cancelID)
    }
  }
}
