import CustomDump
import Foundation

/// A confirmation dialog (an action sheet) kept as data in feature state: its title, message,
/// buttons and whether the title shows.
///
/// Hold it in presentation state and set it to show the dialog; the user's choice comes back as
/// an action:
///
/// ```swift
/// state.dialog = ConfirmationDialogState(titleVisibility: .visible) {
///   TextState("Share \(item.name)")
/// } actions: {
///   ButtonState(action: .copyLink) { TextState("Copy Link") }
///   ButtonState(role: .cancel) { TextState("Cancel") }
/// }
/// ```
///
/// Dialogs are equal when their title visibility, title, message and buttons are; their ``id`` is
/// not compared. Its `description` renders it as plain text, see ``description``.
public struct ConfirmationDialogState<Action>: Identifiable {
  /// A unique identifier for the dialog, so that views can tell a new dialog from an updated
  /// one; it does not take part in equality.
  public let id: UUID

  /// The buttons of the dialog, in order.
  public var buttons: [ButtonState<Action>]

  /// The text under the title, if any.
  public var message: TextState?

  /// The title of the dialog.
  public var title: TextState

  /// Whether the dialog shows its title.
  public var titleVisibility: ConfirmationDialogStateTitleVisibility

  init(
    id: UUID,
    buttons: [ButtonState<Action>],
    message: TextState?,
    title: TextState,
    titleVisibility: ConfirmationDialogStateTitleVisibility
  ) {
    self.id = id
    self.buttons = buttons
    self.message = message
    self.title = title
    self.titleVisibility = titleVisibility
  }

  /// Creates confirmation dialog state from a title, buttons and an optional message; the
  /// platform decides whether the title shows.
  ///
  /// - Parameters:
  ///   - title: The title of the dialog.
  ///   - actions: The buttons of the dialog.
  ///   - message: The text under the title, if any.
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(
      id: UUID(),
      buttons: actions(),
      message: message?(),
      title: title(),
      titleVisibility: .automatic
    )
  }

  /// Creates confirmation dialog state from a title visibility, a title, buttons and an
  /// optional message.
  ///
  /// - Parameters:
  ///   - titleVisibility: Whether the dialog shows its title.
  ///   - title: The title of the dialog.
  ///   - actions: The buttons of the dialog.
  ///   - message: The text under the title, if any.
  public init(
    titleVisibility: ConfirmationDialogStateTitleVisibility,
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(
      id: UUID(),
      buttons: actions(),
      message: message?(),
      title: title(),
      titleVisibility: titleVisibility
    )
  }

  /// Transforms the actions of every button, keeping the id, texts and title visibility, e.g. to
  /// embed a child feature's dialog in its parent's state.
  ///
  /// - Parameter transform: A function from an action to a new one; `nil` means dismiss only.
  /// - Returns: Dialog state whose buttons send the transformed actions.
  public func map<NewAction>(
    _ transform: (Action?) -> NewAction?
  ) -> ConfirmationDialogState<NewAction> {
    ConfirmationDialogState<NewAction>(
      id: self.id,
      buttons: self.buttons.map { $0.map(transform) },
      message: self.message,
      title: self.title,
      titleVisibility: self.titleVisibility
    )
  }
}

extension ConfirmationDialogState: Equatable where Action: Equatable {
  /// Whether two dialogs have the same title visibility, title, message and buttons.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.titleVisibility == rhs.titleVisibility
      && lhs.title == rhs.title
      && lhs.message == rhs.message
      && lhs.buttons == rhs.buttons
  }
}

extension ConfirmationDialogState: Hashable where Action: Hashable {
  /// Hashes the dialog's title, message and buttons.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.titleVisibility)
    hasher.combine(self.title)
    hasher.combine(self.message)
    hasher.combine(self.buttons)
  }
}

extension ConfirmationDialogState: Sendable where Action: Sendable {}

extension ConfirmationDialogState: CustomDumpReflectable {
  /// Dumps the title visibility when it is not `.automatic`, the title, the buttons as `actions`
  /// when there are any, and the message when there is one, without the id.
  public var customDumpMirror: Mirror {
    var children: [(label: String?, value: Any)] = []
    if self.titleVisibility != .automatic {
      children.append(("titleVisibility", self.titleVisibility))
    }
    children.append(("title", self.title))
    if !self.buttons.isEmpty {
      children.append(("actions", self.buttons))
    }
    if let message = self.message {
      children.append(("message", message))
    }
    return Mirror(self, children: children, displayStyle: .struct)
  }
}

extension ConfirmationDialogState: CustomStringConvertible {
  /// The dialog as one line of plain text, for logs and terminal front ends.
  ///
  /// The format is that of ``AlertState/description`` with `Confirmation dialog` in place of
  /// `Alert`, and `Confirmation dialog (title hidden)` when ``titleVisibility`` is `.hidden`:
  ///
  /// ```
  /// Confirmation dialog: "Share" [Copy Link] [Cancel (cancel)]
  /// ```
  public var description: String {
    ephemeralDescription(
      kind: self.titleVisibility == .hidden
        ? "Confirmation dialog (title hidden)" : "Confirmation dialog",
      title: self.title,
      message: self.message,
      buttons: self.buttons
    )
  }
}
