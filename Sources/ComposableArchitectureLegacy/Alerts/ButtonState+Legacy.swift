import ComposableArchitecture

/// A button of alert or confirmation dialog state: 0.x's `AlertState.Button`.
public typealias ButtonState = ComposableArchitecture.ButtonState

/// What tapping a button of alert or dialog state does: 0.x's `AlertState.ButtonAction`.
public typealias ButtonStateAction = ComposableArchitecture.ButtonStateAction

/// The purpose of a button of alert or dialog state: 0.x's `AlertState.ButtonRole`.
public typealias ButtonStateRole = ComposableArchitecture.ButtonStateRole

extension ComposableArchitecture.ButtonState {
  /// A button that dismisses without acting, sending `action` if there is one.
  ///
  /// ```swift
  /// .cancel(TextState("Cancel"))
  /// ```
  public static func cancel(
    _ label: TextState,
    action: ButtonStateAction<Action>? = nil
  ) -> Self {
    Self(role: .cancel, action: action ?? .send(nil)) { label }
  }

  /// An ordinary button that sends `action` if there is one.
  ///
  /// ```swift
  /// .default(TextState("OK"), action: .send(.okTapped))
  /// ```
  public static func `default`(
    _ label: TextState,
    action: ButtonStateAction<Action>? = nil
  ) -> Self {
    Self(action: action ?? .send(nil)) { label }
  }

  /// A button that deletes or destroys something, sending `action` if there is one.
  ///
  /// ```swift
  /// .destructive(TextState("Delete"), action: .send(.deleteConfirmed))
  /// ```
  public static func destructive(
    _ label: TextState,
    action: ButtonStateAction<Action>? = nil
  ) -> Self {
    Self(role: .destructive, action: action ?? .send(nil)) { label }
  }
}
