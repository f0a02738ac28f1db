import CustomDump
import Foundation
import IssueReporting

#if canImport(SwiftUI)
  import SwiftUI
#endif

/// A button of alert or confirmation dialog state: its label, its role and the action it sends,
/// kept as data so that the state holding it can be tested.
///
/// ```swift
/// ButtonState(role: .destructive, action: .confirmDeletion) {
///   TextState("Delete")
/// }
/// ```
///
/// Two buttons are equal when their role, action and label are; their ``id`` is not compared.
public struct ButtonState<Action>: Identifiable {
  /// A unique identifier for the button, so that views can tell buttons apart; it does not take
  /// part in equality.
  public let id: UUID

  /// What tapping the button does.
  public let action: ButtonStateAction<Action>

  /// The text of the button.
  public let label: TextState

  /// The purpose of the button, or `nil` for an ordinary button.
  public let role: ButtonStateRole?

  init(id: UUID, action: ButtonStateAction<Action>, label: TextState, role: ButtonStateRole?) {
    self.id = id
    self.action = action
    self.label = label
    self.role = role
  }

  /// Creates button state from a button action, e.g. `.send(nil)` for a button that only
  /// dismisses.
  ///
  /// - Parameters:
  ///   - role: The purpose of the button; `nil`, the default, for an ordinary button.
  ///   - action: What tapping the button does; by default it only dismisses.
  ///   - label: The text of the button.
  public init(
    role: ButtonStateRole? = nil,
    action: ButtonStateAction<Action> = .send(nil),
    label: () -> TextState
  ) {
    self.init(id: UUID(), action: action, label: label(), role: role)
  }

  /// Creates button state that sends an action when tapped, the usual way to make a button.
  ///
  /// - Parameters:
  ///   - role: The purpose of the button; `nil`, the default, for an ordinary button.
  ///   - action: The action to send.
  ///   - label: The text of the button.
  public init(
    role: ButtonStateRole? = nil,
    action: Action,
    label: () -> TextState
  ) {
    self.init(id: UUID(), action: .send(action), label: label(), role: role)
  }

  /// Performs the button's action, for views that render button state: call it from the view's
  /// button with a closure that sends the action to the store.
  ///
  /// Animated actions are performed inside `withAnimation` under SwiftUI.
  ///
  /// - Parameter perform: A closure that handles the action, or `nil` when the button only
  ///   dismisses.
  public func withAction(_ perform: (Action?) -> Void) {
    switch self.action.type {
    case let .send(action):
      perform(action)
    case let .animatedSend(action, animation):
      withAnimation(animation) {
        perform(action)
      }
    }
  }

  /// Performs the button's action with an asynchronous closure, for views that await sending.
  ///
  /// Animations cannot span an `await`: an animated action is reported as an issue and performed
  /// without animation.
  ///
  /// - Parameter perform: A closure that handles the action, or `nil` when the button only
  ///   dismisses.
  @MainActor
  public func withAction(_ perform: @MainActor (Action?) async -> Void) async {
    switch self.action.type {
    case let .send(action):
      await perform(action)
    case let .animatedSend(action, _):
      do {
        var output = ""
        customDump(self.action, to: &output, indent: 4)
        reportIssue(
          """
          An animated action was performed asynchronously:

            Action:
          \(output)

          Asynchronous actions cannot be animated. Evaluate this action in a synchronous \
          closure, or use 'SwiftUI.withAnimation' explicitly.
          """
        )
        await perform(action)
      }
    }
  }

  /// Transforms the button's action, keeping its id, label and role, e.g. to embed a child
  /// feature's alert action in its parent's.
  ///
  /// - Parameter transform: A function from the action to a new one; `nil` means dismiss only.
  /// - Returns: Button state that sends the transformed action.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> ButtonState<NewAction> {
    ButtonState<NewAction>(
      id: self.id,
      action: self.action.map(transform),
      label: self.label,
      role: self.role
    )
  }
}

extension ButtonState: Equatable where Action: Equatable {
  /// Whether two buttons have the same role, label and action.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.action == rhs.action && lhs.label == rhs.label && lhs.role == rhs.role
  }
}

extension ButtonState: Hashable where Action: Hashable {
  /// Hashes the button's role, label and action.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.action)
    hasher.combine(self.label)
    hasher.combine(self.role)
  }
}

extension ButtonState: Sendable where Action: Sendable {}

extension ButtonState: CustomDumpReflectable {
  /// Dumps the role, when there is one, the action and the label, without the id:
  /// `ButtonState(role: .cancel, action: .send(nil), label: "Cancel")`.
  public var customDumpMirror: Mirror {
    var children: [(label: String?, value: Any)] = []
    if let role = self.role {
      children.append(("role", role))
    }
    children.append(("action", self.action))
    children.append(("label", self.label))
    return Mirror(self, children: children, displayStyle: .struct)
  }
}

extension ButtonState {
  /// The button as plain text for the descriptions of alerts and dialogs: `[Delete (destructive)]`,
  /// or `[OK]` for a button without a role.
  var plainTextDescription: String {
    let label = String(state: self.label)
    guard let role = self.role else { return "[\(label)]" }
    return "[\(label) (\(role))]"
  }
}
