import Dependencies
import Foundation

extension Reducer {
  /// Prints each action the reducer receives and the changes it makes to state.
  ///
  /// ```swift
  /// Store(initialState: Feature.State()) {
  ///   Feature()._printChanges()
  /// }
  /// ```
  ///
  /// As in TCA, it prints in any context (tests included) but only in debug builds, and it
  /// prints after the action, on a background serial queue, so it never slows the reducer down.
  /// Pass ``_ReducerPrinter/actionLabels`` for less output, or `nil` to turn it off.
  @warn_unqualified_access
  public func _printChanges(
    _ printer: _ReducerPrinter<State, Action>? = .customDump
  ) -> _PrintChangesReducer<Self> {
    _PrintChangesReducer(base: self, printer: printer)
  }
}

/// A reducer that prints what its base does; see ``Reducer/_printChanges(_:)``.
public struct _PrintChangesReducer<Base: Reducer>: Reducer {
  @usableFromInline
  let base: Base

  @usableFromInline
  let printer: _ReducerPrinter<Base.State, Base.Action>?

  @usableFromInline
  init(base: Base, printer: _ReducerPrinter<Base.State, Base.Action>?) {
    self.base = base
    self.printer = printer
  }

  #if DEBUG
    public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
      guard let printer = self.printer else {
        return self.base.reduce(into: &state, action: action)
      }
      return withSharedChangeTracking { sharedChanges in
        let oldState = state
        let effects = self.base.reduce(into: &state, action: action)
        // The values are only read on the queue, after the reducer is done with them.
        let change = UncheckedSendable((action, oldState, state, printer))
        let sharedValues = UncheckedSendable(sharedChanges.capture())
        printer.queue.async {
          let (action, oldState, newState, printer) = change.value
          // Shared state is a reference: the tracker gives its values before and after.
          sharedChanges.assert(actualValues: sharedValues.value) {
            printer.printChange(receivedAction: action, oldState: oldState, newState: newState)
          }
        }
        return effects
      }
    }
  #else
    @inlinable
    public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
      self.base.reduce(into: &state, action: action)
    }
  #endif
}

/// Runs the reduction a printer reports on, tracking the changes it makes to shared state so
/// that the printed diff includes them, as TCA's `withSharedChangeTracking` does.
///
/// A test store tracking the same changes still sees them: the tracker forwards to it.
func withSharedChangeTracking<Result>(_ body: (SharedChangeTracker) -> Result) -> Result {
  @Dependency(\.sharedChangeTracker) var parent
  let tracker = SharedChangeTracker(parent: parent)
  return withDependencies {
    $0.sharedChangeTracker = tracker
  } operation: {
    body(tracker)
  }
}
