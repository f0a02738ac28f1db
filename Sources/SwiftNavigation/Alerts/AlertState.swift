import CustomDump
import Foundation

/// An alert kept as data in feature state: its title, message and buttons, and the action each
/// button sends.
///
/// Hold it in presentation state and set it to show the alert; the user's choice comes back as
/// an action:
///
/// ```swift
/// state.alert = AlertState {
///   TextState("Delete \(item.name)?")
/// } actions: {
///   ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
///   ButtonState(role: .cancel) { TextState("Cancel") }
/// } message: {
///   TextState("This cannot be undone.")
/// }
/// ```
///
/// Alerts are equal when their title, message and buttons are; their ``id`` is not compared, so
/// tests can assert an alert by building the same one. Its `description` renders it as plain
/// text, see ``description``.
public struct AlertState<Action>: Identifiable {
  /// A unique identifier for the alert, so that views can tell a new alert from an updated one;
  /// it does not take part in equality.
  public let id: UUID

  /// The buttons of the alert, in order.
  public var buttons: [ButtonState<Action>]

  /// The text under the title, if any.
  public var message: TextState?

  /// The title of the alert.
  public var title: TextState

  init(id: UUID, buttons: [ButtonState<Action>], message: TextState?, title: TextState) {
    self.id = id
    self.buttons = buttons
    self.message = message
    self.title = title
  }

  /// Creates alert state from a title, buttons and an optional message.
  ///
  /// - Parameters:
  ///   - title: The title of the alert.
  ///   - actions: The buttons of the alert; with none, the alert shows a single "OK" button that
  ///     only dismisses.
  ///   - message: The text under the title, if any.
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(id: UUID(), buttons: actions(), message: message?(), title: title())
  }

  /// Transforms the actions of every button, keeping the id and texts, e.g. to embed a child
  /// feature's alert in its parent's state.
  ///
  /// - Parameter transform: A function from an action to a new one; `nil` means dismiss only.
  /// - Returns: Alert state whose buttons send the transformed actions.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> AlertState<NewAction> {
    AlertState<NewAction>(
      id: self.id,
      buttons: self.buttons.map { $0.map(transform) },
      message: self.message,
      title: self.title
    )
  }
}

extension AlertState: Equatable where Action: Equatable {
  /// Whether two alerts have the same title, message and buttons.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension AlertState: Hashable where Action: Hashable {
  /// Hashes the alert's title, message and buttons.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.title)
    hasher.combine(self.message)
    hasher.combine(self.buttons)
  }
}

extension AlertState: Sendable where Action: Sendable {}

extension AlertState: CustomDumpReflectable {
  /// Dumps the title, the buttons as `actions` when there are any, and the message when there is
  /// one, in the order of the initializer and without the id.
  public var customDumpMirror: Mirror {
    var children: [(label: String?, value: Any)] = [("title", self.title)]
    if !self.buttons.isEmpty {
      children.append(("actions", self.buttons))
    }
    if let message = self.message {
      children.append(("message", message))
    }
    return Mirror(self, children: children, displayStyle: .struct)
  }
}

extension AlertState: CustomStringConvertible {
  /// The alert as one line of plain text, for logs and terminal front ends.
  ///
  /// The format is `Alert: "<title>"`, then ` — "<message>"` when there is a message, then
  /// ` [<label>]`, or ` [<label> (<role>)]` for a button with a role, for each button in order.
  /// Texts are shown without their modifiers, and quotes inside them are not escaped:
  ///
  /// ```
  /// Alert: "Delete?" — "This cannot be undone." [Cancel (cancel)] [Delete (destructive)]
  /// ```
  public var description: String {
    ephemeralDescription(
      kind: "Alert", title: self.title, message: self.message, buttons: self.buttons
    )
  }
}
