import ConcurrencyExtras
import CustomDump
import Foundation
import IssueReporting

extension BindingAction {
  /// The binding action a write through a store sends (`store.name = "Blob"`): in DEBUG builds,
  /// one that no ``BindingReducer`` applied is reported when it is released, if the store that
  /// sent it is still valid.
  @MainActor
  static func setting<Value: Equatable & Sendable, StoreState, StoreAction>(
    _ keyPath: WritableKeyPath<Root, Value>,
    to value: Value,
    sentFrom store: Store<StoreState, StoreAction>,
    as actionType: Any.Type
  ) -> Self {
    #if DEBUG
      let debugger = BindableActionDebugger(
        value: value, actionType: actionType,
        isStoreValid: { [weak store] in store?.core.isValid ?? false }
      )
      let sendableKeyPath = UncheckedSendable(keyPath)
      return Self(
        keyPath: sendableBindingKeyPath(keyPath),
        set: {
          debugger.isHandled.setValue(true)
          $0[keyPath: sendableKeyPath.value] = value
        },
        value: value,
        valueIsEqualTo: { ($0 as? Value) == value }
      )
    #else
      return .setting(keyPath, to: value)
    #endif
  }
}

/// Held by the binding action a store's write sends, to report it when it goes away unapplied.
///
/// The report is made when the action is released, on the main actor: synchronously when it is
/// released there (the usual case: right after the send that reduced it), from a main-actor task
/// otherwise. TCA always reports from a task.
final class BindableActionDebugger: Sendable {
  /// Whether a reducer applied the action (`BindingReducer` calls its `set`).
  let isHandled = LockIsolated(false)
  private let message: @Sendable () -> String
  private let isStoreValid: @MainActor @Sendable () -> Bool

  init<Value: Sendable>(
    value: Value,
    actionType: Any.Type,
    isStoreValid: @escaping @MainActor @Sendable () -> Bool
  ) {
    let actionName = typeName(actionType)
    self.message = {
      var valueDump = ""
      customDump(value, to: &valueDump, maxDepth: 0)
      return """
        A binding action sent from a store was not handled.

          Action:
            \(actionName).binding(.set(_, \(valueDump)))

        To fix this, invoke "BindingReducer()" from your feature reducer's "body".
        """
    }
    self.isStoreValid = isStoreValid
  }

  deinit {
    guard !self.isHandled.value else { return }
    let message = self.message
    let isStoreValid = self.isStoreValid
    if Thread.isMainThread || isOnMainQueue() {
      MainActor.assumeIsolated {
        if isStoreValid() { reportIssue(message()) }
      }
    } else {
      Task { @MainActor in
        if isStoreValid() { reportIssue(message()) }
      }
    }
  }
}
