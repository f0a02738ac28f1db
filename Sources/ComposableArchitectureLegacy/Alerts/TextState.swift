import ComposableArchitecture

/// Text kept as data, for the titles, messages and button labels of alerts and dialogs held in
/// feature state: `TextState("Delete?")`, `TextState(verbatim:)`, `+`, `.bold()`.
///
/// It is the 1.x module's `TextState`, a Foundation-only value type (0.x's depended on SwiftUI),
/// so that alert state moves between 0.x and 1.x features unchanged.
public typealias TextState = ComposableArchitecture.TextState

/// Joins two pieces of text state, keeping each piece's modifiers:
/// `TextState("Signed in as ") + TextState(user.name).bold()`.
///
/// The 1.x module's operator, made visible to files that import only this module (operators,
/// unlike other members, are found only in imported modules). It is disfavored, and a global
/// function rather than a member so that it does not shadow the 1.x one: files importing both
/// modules, and the body below, use the 1.x operator.
@_disfavoredOverload
public func + (lhs: TextState, rhs: TextState) -> TextState {
  lhs + rhs
}
