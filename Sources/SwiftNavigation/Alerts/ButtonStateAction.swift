import CustomDump

#if canImport(SwiftUI)
  import SwiftUI
#endif

/// What tapping a button in alert or dialog state does: send an action, or nothing but dismiss.
///
/// Create one with ``send(_:)``, e.g. `ButtonState(action: .send(.confirmDeletion)) { "Delete" }`;
/// most buttons pass the action directly instead: `ButtonState(action: .confirmDeletion) { … }`.
public struct ButtonStateAction<Action> {
  /// How the action is sent; read ``action`` for the action itself.
  public let type: _ActionType

  init(_ type: _ActionType) {
    self.type = type
  }

  /// An action that sends `action` when the button is tapped, or only dismisses when it is `nil`.
  ///
  /// - Parameter action: The action to send.
  public static func send(_ action: Action?) -> Self {
    Self(.send(action))
  }

  /// An action that sends `action` in a `withAnimation` block when the button is tapped.
  ///
  /// - Parameters:
  ///   - action: The action to send.
  ///   - animation: The animation to send it with.
  public static func send(_ action: Action?, animation: Animation?) -> Self {
    Self(.animatedSend(action, animation: animation))
  }

  /// The action the button sends, or `nil` when it only dismisses.
  public var action: Action? {
    switch self.type {
    case let .send(action):
      return action
    case let .animatedSend(action, _):
      return action
    }
  }

  /// Transforms the action, e.g. to embed a child feature's alert action in its parent's.
  ///
  /// - Parameter transform: A function from the action to a new one; `nil` means dismiss only.
  /// - Returns: A button action that sends the transformed action the same way.
  public func map<NewAction>(
    _ transform: (Action?) -> NewAction?
  ) -> ButtonStateAction<NewAction> {
    switch self.type {
    case let .send(action):
      return .send(transform(action))
    case let .animatedSend(action, animation):
      return .send(transform(action), animation: animation)
    }
  }

  /// The ways a button can send its action.
  public enum _ActionType {
    /// Sends the action, or only dismisses when it is `nil`.
    case send(Action?)
    /// Sends the action in a `withAnimation` block.
    case animatedSend(Action?, animation: Animation?)
  }
}

extension ButtonStateAction: Equatable where Action: Equatable {}
extension ButtonStateAction._ActionType: Equatable where Action: Equatable {}

extension ButtonStateAction: Hashable where Action: Hashable {}
extension ButtonStateAction._ActionType: Hashable where Action: Hashable {
  public func hash(into hasher: inout Hasher) {
    switch self {
    case let .send(action):
      hasher.combine(0)
      hasher.combine(action)
    // `Animation` is not `Hashable` on every SDK, so it is left out; equal values still hash
    // equally.
    case let .animatedSend(action, _):
      hasher.combine(1)
      hasher.combine(action)
    }
  }
}

extension ButtonStateAction: Sendable where Action: Sendable {}
#if canImport(SwiftUI)
  // `Animation` is an immutable description of a curve, but older SDKs do not mark it `Sendable`.
  // @unchecked Sendable: SwiftUI's `Animation` is immutable, not marked `Sendable` by older SDKs.
  extension ButtonStateAction._ActionType: @unchecked Sendable where Action: Sendable {}
#else
  extension ButtonStateAction._ActionType: Sendable where Action: Sendable {}
#endif

extension ButtonStateAction: CustomDumpReflectable {
  /// Dumps as the case that built it: `.send(.confirm)`, `.send(nil)`.
  public var customDumpMirror: Mirror {
    // An optional's payload is a child of its mirror, which custom-dump would put on lines of
    // its own; the action itself keeps `.send(.confirm)` on one line.
    func dumped(_ action: Action?) -> Any {
      guard let action else { return action as Any }
      return action
    }
    switch self.type {
    case let .send(action):
      return Mirror(self, children: ["send": dumped(action)], displayStyle: .enum)
    case let .animatedSend(action, animation):
      return Mirror(
        self, children: ["send": (dumped(action), animation: animation)], displayStyle: .enum
      )
    }
  }
}
