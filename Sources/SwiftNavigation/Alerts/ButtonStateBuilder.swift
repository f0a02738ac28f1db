/// A result builder that collects the buttons of alert and confirmation dialog state from a
/// closure, with `if`, `if let`, `switch` and `for` to vary them with state.
///
/// ```swift
/// AlertState {
///   TextState("Delete \(item.name)?")
/// } actions: {
///   ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
///   if item.isShared {
///     ButtonState(action: .deleteForMeOnly) { TextState("Delete for Me") }
///   }
///   ButtonState(role: .cancel) { TextState("Cancel") }
/// }
/// ```
@resultBuilder
public enum ButtonStateBuilder<Action> {
  /// Joins the buttons of each statement of a block, in order.
  public static func buildBlock(_ components: [ButtonState<Action>]...) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }

  /// Joins the buttons made by each pass of a `for` loop, in order.
  public static func buildArray(_ components: [[ButtonState<Action>]]) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }

  /// Keeps the buttons of the first branch of an `if`–`else` or `switch`.
  public static func buildEither(first component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }

  /// Keeps the buttons of the second branch of an `if`–`else` or `switch`.
  public static func buildEither(second component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }

  /// Makes one button a list of buttons, so it can be joined with the others.
  public static func buildExpression(_ expression: ButtonState<Action>) -> [ButtonState<Action>] {
    [expression]
  }

  /// Adds buttons made elsewhere, e.g. by a helper that returns `[ButtonState<Action>]`.
  public static func buildExpression(_ expression: [ButtonState<Action>]) -> [ButtonState<Action>] {
    expression
  }

  /// Keeps the buttons of an `if #available` block.
  public static func buildLimitedAvailability(
    _ component: [ButtonState<Action>]
  ) -> [ButtonState<Action>] {
    component
  }

  /// Keeps the buttons of an `if` without `else` when its condition holds, and none otherwise.
  public static func buildOptional(_ component: [ButtonState<Action>]?) -> [ButtonState<Action>] {
    component ?? []
  }
}
