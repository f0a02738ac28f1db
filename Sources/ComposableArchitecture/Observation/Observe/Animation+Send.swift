#if canImport(SwiftUI)
  import SwiftUI
#endif

extension Send {
  /// Sends an action from an effect so that the change it makes is animated: observers are told
  /// of it in a transaction with the animation (SwiftUI animates it where it exists).
  ///
  /// ```swift
  /// return .run { send in
  ///   await send(.factResponse(fact), animation: .default)
  /// }
  /// ```
  public func callAsFunction(_ action: Action, animation: Animation?) {
    guard !Task.isCancelled else { return }
    withAnimation(animation) {
      self.send(action)
    }
  }
}

extension Store {
  /// Sends an action to the store so that the change it makes is animated.
  ///
  /// ```swift
  /// store.send(.toggleButtonTapped, animation: .easeInOut)
  /// ```
  @discardableResult
  public func send(_ action: Action, animation: Animation?) -> StoreTask {
    withAnimation(animation) {
      self.send(action)
    }
  }
}

extension Effect {
  /// An effect that sends an action back into the system with an animation.
  ///
  /// The action is delivered from the effect's task, right after the send that returned it (an
  /// animation travels with a send, and an effect's own sends are the ones that can carry it).
  ///
  /// ```swift
  /// case .saveButtonTapped:
  ///   return .send(.delegate(.saved), animation: .default)
  /// ```
  public static func send(_ action: Action, animation: Animation?) -> Self {
    guard let animation else { return .send(action) }
    let action = UncheckedSendable(action)
    let animationBox = UncheckedSendable(animation)
    return .run { @MainActor send in
      send(action.value, animation: animationBox.value)
    }
  }
}
