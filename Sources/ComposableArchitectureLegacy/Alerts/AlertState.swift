import ComposableArchitecture

/// An alert kept as data in feature state: its title, message and buttons, and the action each
/// button sends.
///
/// ```swift
/// state.alert = AlertState(
///   title: TextState("Delete?"),
///   message: TextState("This cannot be undone."),
///   buttons: [
///     .destructive(TextState("Delete"), action: .send(.deleteConfirmed)),
///     .cancel(TextState("Cancel")),
///   ]
/// )
/// ```
///
/// It is the 1.x module's `AlertState` with 0.x's initializers and nested names, so that alert
/// state moves between 0.x and 1.x features unchanged.
public typealias AlertState = ComposableArchitecture.AlertState

extension ComposableArchitecture.AlertState {
  /// A button of an alert: `.default(TextState("OK"), action: .send(.okTapped))`, `.cancel(…)`,
  /// `.destructive(…)`.
  public typealias Button = ButtonState<Action>

  /// What tapping a button of an alert does: `.send(action)`.
  public typealias ButtonAction = ButtonStateAction<Action>

  /// The purpose of a button of an alert: `.cancel` or `.destructive`.
  public typealias ButtonRole = ButtonStateRole

  /// Creates an alert with a title, an optional message and a list of buttons.
  public init(title: TextState, message: TextState? = nil, buttons: [Button]) {
    self.init(
      title: { title }, actions: { buttons }, message: message.map { message in { message } })
  }

  /// Creates an alert with a title, an optional message and at most one button, which dismisses
  /// it; with none, the alert shows an "OK" button that only dismisses.
  public init(title: TextState, message: TextState? = nil, dismissButton: Button? = nil) {
    self.init(title: title, message: message, buttons: dismissButton.map { [$0] } ?? [])
  }

  /// Creates an alert with a title, an optional message and two buttons.
  public init(
    title: TextState,
    message: TextState? = nil,
    primaryButton: Button,
    secondaryButton: Button
  ) {
    self.init(title: title, message: message, buttons: [primaryButton, secondaryButton])
  }
}
