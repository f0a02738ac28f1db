import ComposableArchitecture

/// A confirmation dialog (an action sheet) kept as data in feature state.
///
/// ```swift
/// state.confirmationDialog = ConfirmationDialogState(
///   title: TextState("Share"),
///   buttons: [
///     .default(TextState("Copy link"), action: .send(.copyLinkTapped)),
///     .cancel(TextState("Cancel")),
///   ]
/// )
/// ```
///
/// It is the 1.x module's `ConfirmationDialogState` with 0.x's initializer and nested names.
public typealias ConfirmationDialogState = ComposableArchitecture.ConfirmationDialogState

/// The name of ``ConfirmationDialogState`` before 0.28: an action sheet kept as data,
/// `ActionSheetState(title:message:buttons:)`.
public typealias ActionSheetState = ComposableArchitecture.ConfirmationDialogState

extension ComposableArchitecture.ConfirmationDialogState {
  /// A button of a confirmation dialog: `.default(…)`, `.cancel(…)`, `.destructive(…)`.
  public typealias Button = ButtonState<Action>

  /// What tapping a button of a confirmation dialog does: `.send(action)`.
  public typealias ButtonAction = ButtonStateAction<Action>

  /// Whether a confirmation dialog shows its title: `.automatic`, `.hidden` or `.visible`.
  public typealias Visibility = ConfirmationDialogStateTitleVisibility

  /// Creates a confirmation dialog with a title, whether to show it, an optional message and a
  /// list of buttons.
  public init(
    title: TextState,
    titleVisibility: Visibility = .automatic,
    message: TextState? = nil,
    buttons: [Button] = []
  ) {
    self.init(
      titleVisibility: titleVisibility,
      title: { title },
      actions: { buttons },
      message: message.map { message in { message } }
    )
  }
}
