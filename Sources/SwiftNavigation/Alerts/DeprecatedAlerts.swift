import Foundation

// The forms of alert, dialog and button state that older TCA code still calls. They are
// disfavored: `ComposableArchitectureLegacy` declares 0.x's forms of the same names (not
// deprecated there), which 0.x code picks.

extension AlertState {
  /// Creates alert state with one button, or none when `dismissButton` is `nil`.
  @_disfavoredOverload
  @available(*, deprecated, message: "Use 'init(title:actions:message:)' instead.")
  public init(
    title: TextState,
    message: TextState? = nil,
    dismissButton: ButtonState<Action>? = nil
  ) {
    self.init(id: UUID(), buttons: dismissButton.map { [$0] } ?? [], message: message, title: title)
  }

  /// Creates alert state with two buttons, in that order.
  @_disfavoredOverload
  @available(*, deprecated, message: "Use 'init(title:actions:message:)' instead.")
  public init(
    title: TextState,
    message: TextState? = nil,
    primaryButton: ButtonState<Action>,
    secondaryButton: ButtonState<Action>
  ) {
    self.init(
      id: UUID(), buttons: [primaryButton, secondaryButton], message: message, title: title
    )
  }

  /// Creates alert state with buttons, in order.
  @_disfavoredOverload
  @available(*, deprecated, message: "Use 'init(title:actions:message:)' instead.")
  public init(
    title: TextState,
    message: TextState? = nil,
    buttons: [ButtonState<Action>]
  ) {
    self.init(id: UUID(), buttons: buttons, message: message, title: title)
  }
}

extension ConfirmationDialogState {
  /// Creates dialog state with a title visibility and buttons, in order.
  @_disfavoredOverload
  @available(*, deprecated, message: "Use 'init(titleVisibility:title:actions:message:)' instead.")
  public init(
    title: TextState,
    titleVisibility: ConfirmationDialogStateTitleVisibility,
    message: TextState? = nil,
    buttons: [ButtonState<Action>] = []
  ) {
    self.init(
      id: UUID(), buttons: buttons, message: message, title: title,
      titleVisibility: titleVisibility
    )
  }

  /// Creates dialog state with buttons, in order; the platform decides whether the title shows.
  @_disfavoredOverload
  @available(*, deprecated, message: "Use 'init(title:actions:message:)' instead.")
  public init(
    title: TextState,
    message: TextState? = nil,
    buttons: [ButtonState<Action>] = []
  ) {
    self.init(
      id: UUID(), buttons: buttons, message: message, title: title, titleVisibility: .automatic
    )
  }
}

extension ButtonState {
  /// A button with the cancel role.
  @_disfavoredOverload
  @available(*, deprecated, message: "Use 'ButtonState(role: .cancel, action:label:)' instead.")
  public static func cancel(
    _ label: TextState, action: ButtonStateAction<Action> = .send(nil)
  ) -> ButtonState<Action> {
    ButtonState(id: UUID(), action: action, label: label, role: .cancel)
  }

  /// A button without a role.
  @_disfavoredOverload
  @available(*, deprecated, message: "Use 'ButtonState(action:label:)' instead.")
  public static func `default`(
    _ label: TextState, action: ButtonStateAction<Action> = .send(nil)
  ) -> ButtonState<Action> {
    ButtonState(id: UUID(), action: action, label: label, role: nil)
  }

  /// A button with the destructive role.
  @_disfavoredOverload
  @available(
    *, deprecated, message: "Use 'ButtonState(role: .destructive, action:label:)' instead."
  )
  public static func destructive(
    _ label: TextState, action: ButtonStateAction<Action> = .send(nil)
  ) -> ButtonState<Action> {
    ButtonState(id: UUID(), action: action, label: label, role: .destructive)
  }
}

/// The former name of ``ConfirmationDialogState``.
@available(iOS, introduced: 13, deprecated: 100000, renamed: "ConfirmationDialogState")
@available(macOS, introduced: 12, unavailable)
@available(tvOS, introduced: 13, deprecated: 100000, renamed: "ConfirmationDialogState")
@available(watchOS, introduced: 6, deprecated: 100000, renamed: "ConfirmationDialogState")
public typealias ActionSheetState<Action> = ConfirmationDialogState<Action>

/// The former name of ``ObserveToken``.
@available(*, deprecated, renamed: "ObserveToken")
public typealias ObservationToken = ObserveToken
