import ComposableArchitecture
import Testing
import XCTest

// The runtime warnings of `ifLet`, `ifCaseLet`, `forEach` and `Scope` for an action that arrives
// without its state, checked word for word: TCA's paragraphs, the action printed by case names
// only, the hints.

@Reducer
private struct MessagesChild {
  struct State: Equatable, Identifiable {
    var id = 0
    var text = ""
  }
  enum Action: Equatable {
    case increment
    case setText(String)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}

private let fileID = "ComposableArchitectureTests/ReducerMessagesTests.swift"

@Reducer
private struct MessagesIfLetParent {
  struct State: Equatable {
    var child: MessagesChild.State?
  }
  enum Action: Equatable {
    case child(MessagesChild.Action)
  }
  static let line: UInt = #line + 3
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.child, action: \.child) {
        MessagesChild()
      }
  }
}

@Reducer
private struct MessagesIfCaseLetParent {
  @CasePathable
  enum State: Equatable {
    case child(MessagesChild.State)
    case other(Int)
  }
  enum Action: Equatable {
    case child(MessagesChild.Action)
  }
  static let line: UInt = #line + 3
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifCaseLet(\.child, action: \.child) {
        MessagesChild()
      }
  }
}

@Reducer
private struct MessagesForEachParent {
  struct State: Equatable {
    var rows: IdentifiedArrayOf<MessagesChild.State> = []
  }
  enum Action: Equatable {
    case rows(IdentifiedActionOf<MessagesChild>)
  }
  static let line: UInt = #line + 3
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.rows, action: \.rows) {
        MessagesChild()
      }
  }
}

@Reducer
private struct MessagesPresentationParent {
  @ObservableState
  struct State: Equatable {
    @Presents var child: MessagesChild.State?
  }
  enum Action: Equatable {
    case child(PresentationAction<MessagesChild.Action>)
  }
  static let line: UInt = #line + 3
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.$child, action: \.child) {
        MessagesChild()
      }
  }
}

@Reducer
private struct MessagesStackParent {
  @ObservableState
  struct State: Equatable {
    var path = StackState<MessagesChild.State>()
  }
  enum Action: Equatable {
    case path(StackActionOf<MessagesChild>)
  }
  static let line: UInt = #line + 3
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.path, action: \.path) {
        MessagesChild()
      }
  }
}

/// The case path form of `Scope`, which a `@Reducer enum`'s body is made of.
private struct MessagesScopeParent: Reducer {
  typealias State = MessagesIfCaseLetParent.State
  typealias Action = MessagesIfCaseLetParent.Action
  static let line: UInt = #line + 2
  var body: some ReducerOf<Self> {
    Scope(_caseState: \.child, action: \.child) {
      MessagesChild()
    }
  }
}

/// A `Scope` over a case of a generic parent: TCA prints its type names without generic
/// arguments.
private struct MessagesGenericScopeParent<Tag>: Reducer {
  typealias State = MessagesIfCaseLetParent.State
  @CasePathable
  enum Action: Equatable {
    case child(MessagesChild.Action)
  }
  static var line: UInt { UInt(#line) + 2 }
  var body: some ReducerOf<Self> {
    Scope(_caseState: \.child, action: \.child) {
      MessagesChild()
    }
  }
}

@MainActor
final class ReducerMessagesTests: XCTestCase {
  /// BEHAVIOUR.md B-RN-08: `ifLet.childActionWhenNil`, exact text with the action dumped.
  func testIfLetMessage() async {
    let store = Store(initialState: MessagesIfLetParent.State()) { MessagesIfLetParent() }
    let issues = await recordIssues { store.send(.child(.setText("Hello"))) }
    XCTAssertSingleIssue(
      issues,
      is: """
        An "ifLet" at "\(fileID):\(MessagesIfLetParent.line)" received a child action when child \
        state was "nil".

          Action:
            MessagesIfLetParent.Action.child(
              .setText("Hello")
            )

        This is generally considered an application logic error, and can happen for a few \
        reasons:

        A parent reducer set child state to "nil" before this reducer ran. This reducer must run \
        before any other reducer sets child state to "nil". This ensures that child reducers can \
        handle their actions while their state is still available.

        An in-flight effect emitted this action when child state was "nil". While it may be \
        perfectly reasonable to ignore this action, consider canceling the associated effect \
        before child state becomes "nil", especially if it is a long-living effect.

        This action was sent to the store while state was "nil". Make sure that actions for this \
        reducer can only be sent from a store when state is non-"nil". In SwiftUI applications, \
        use "IfLetStore".
        """,
      at: MessagesIfLetParent.line
    )
  }

  /// BEHAVIOUR.md B-RN-08: `ifCaseLet.childActionForOtherCase`, exact text, action and state.
  func testIfCaseLetMessage() async {
    let store = Store(initialState: MessagesIfCaseLetParent.State.other(1)) {
      MessagesIfCaseLetParent()
    }
    let issues = await recordIssues { store.send(.child(.increment)) }
    XCTAssertSingleIssue(
      issues,
      is: """
        An "ifCaseLet" at "\(fileID):\(MessagesIfCaseLetParent.line)" received a child action \
        when child state was set to a different case.

          Action:
            MessagesIfCaseLetParent.Action.child(.increment)
          State:
            MessagesIfCaseLetParent.State.other(1)

        This is generally considered an application logic error, and can happen for a few \
        reasons:

        A parent reducer set "MessagesIfCaseLetParent.State" to a different case before this \
        reducer ran. This reducer must run before any other reducer sets child state to a \
        different case. This ensures that child reducers can handle their actions while their \
        state is still available.

        An in-flight effect emitted this action when child state was unavailable. While it may \
        be perfectly reasonable to ignore this action, consider canceling the associated effect \
        before child state changes to another case, especially if it is a long-living effect.

        This action was sent to the store while state was another case. Make sure that actions \
        for this reducer can only be sent from a store when state is set to the appropriate \
        case. In SwiftUI applications, use "SwitchStore".
        """,
      at: MessagesIfCaseLetParent.line
    )
  }

  /// BEHAVIOUR.md B-RN-08: `scope.childActionForOtherCase`, exact text.
  func testScopeCaseMessage() async {
    let store = Store(initialState: MessagesScopeParent.State.other(1)) {
      MessagesScopeParent()
    }
    let issues = await recordIssues { store.send(.child(.increment)) }
    XCTAssertSingleIssue(
      issues,
      is: scopeMessage(
        line: MessagesScopeParent.line,
        action: "MessagesIfCaseLetParent.Action.child(.increment)"
      ),
      at: MessagesScopeParent.line
    )
  }

  /// BEHAVIOUR.md B-RN-08: the message prints type names without generic arguments.
  func testScopeCaseMessageDropsGenericArguments() async {
    let store = Store(initialState: MessagesGenericScopeParent<Int>.State.other(1)) {
      MessagesGenericScopeParent<Int>()
    }
    let issues = await recordIssues { store.send(.child(.increment)) }
    XCTAssertSingleIssue(
      issues,
      is: scopeMessage(
        line: MessagesGenericScopeParent<Int>.line,
        action: "MessagesGenericScopeParent.Action.child(.increment)"
      ),
      at: MessagesGenericScopeParent<Int>.line
    )
  }

  private func scopeMessage(line: UInt, action: String) -> String {
    """
    A "Scope" at "\(fileID):\(line)" received a child action when child state was set to a \
    different case.

      Action:
        \(action)
      State:
        MessagesIfCaseLetParent.State.other

    This is generally considered an application logic error, and can happen for a few reasons:

    A parent reducer set "MessagesIfCaseLetParent.State" to a different case before the scoped \
    reducer ran. Child reducers must run before any parent reducer sets child state to a \
    different case. This ensures that child reducers can handle their actions while their state \
    is still available. Consider using "Reducer.ifCaseLet" to embed this child reducer in the \
    parent reducer that change its state to ensure the child reducer runs first.

    An in-flight effect emitted this action when child state was unavailable. While it may be \
    perfectly reasonable to ignore this action, consider canceling the associated effect before \
    child state changes to another case, especially if it is a long-living effect.

    This action was sent to the store while state was another case. Make sure that actions for \
    this reducer can only be sent from a store when state is set to the appropriate case. In \
    SwiftUI applications, use "SwitchStore".
    """
  }

  /// BEHAVIOUR.md B-RN-08: `forEach.actionForMissingElement`, exact text.
  func testForEachMessage() async {
    let store = Store(initialState: MessagesForEachParent.State()) { MessagesForEachParent() }
    let issues = await recordIssues { store.send(.rows(.element(id: 1, action: .increment))) }
    XCTAssertSingleIssue(
      issues,
      is: """
        A "forEach" at "\(fileID):\(MessagesForEachParent.line)" received an action for a \
        missing element.

          Action:
            MessagesForEachParent.Action.rows(.element(id:, action: .increment))

        This is generally considered an application logic error, and can happen for a few \
        reasons:

        A parent reducer removed an element with this ID before this reducer ran. This reducer \
        must run before any other reducer removes an element, which ensures that element \
        reducers can handle their actions while their state is still available.

        An in-flight effect emitted this action when state contained no element at this ID. \
        While it may be perfectly reasonable to ignore this action, consider canceling the \
        associated effect before an element is removed, especially if it is a long-living \
        effect.

        This action was sent to the store while its state contained no element at this ID. To \
        fix this make sure that actions for this reducer can only be sent from a store when its \
        state contains an element at this id. In SwiftUI applications, use "ForEachStore".
        """,
      at: MessagesForEachParent.line
    )
  }

  /// BEHAVIOUR.md B-RN-08: `presentation.actionWhenDismissed`, exact text.
  func testPresentationIfLetMessage() async {
    let store = Store(initialState: MessagesPresentationParent.State()) {
      MessagesPresentationParent()
    }
    let issues = await recordIssues { store.send(.child(.presented(.setText("Hello")))) }
    XCTAssertSingleIssue(
      issues,
      is: """
        An "ifLet" at "\(fileID):\(MessagesPresentationParent.line)" received a presentation \
        action when destination state was absent.

          Action:
            MessagesPresentationParent.Action.child(.presented(.setText))

        This is generally considered an application logic error, and can happen for a few \
        reasons:

        A parent reducer set destination state to "nil" before this reducer ran. This reducer \
        must run before any other reducer sets destination state to "nil". This ensures that \
        destination reducers can handle their actions while their state is still present.

        This action was sent to the store while destination state was "nil". Make sure that \
        actions for this reducer can only be sent from a store when state is present, or from \
        effects that start from this reducer.
        """,
      at: MessagesPresentationParent.line
    )
  }

  /// BEHAVIOUR.md B-RN-08: `stack.actionForMissingElement`, exact text.
  func testStackForEachMessage() async {
    let store = Store(initialState: MessagesStackParent.State()) { MessagesStackParent() }
    let issues = await recordIssues { store.send(.path(.element(id: 0, action: .increment))) }
    XCTAssertSingleIssue(
      issues,
      is: """
        A "forEach" at "\(fileID):\(MessagesStackParent.line)" received an action for a missing \
        element.

          Action:
            MessagesChild.Action.increment

        This is generally considered an application logic error, and can happen for a few \
        reasons:

        A parent reducer removed an element with this ID before this reducer ran. This reducer \
        must run before any other reducer removes an element, which ensures that element \
        reducers can handle their actions while their state is still available.

        An in-flight effect emitted this action when state contained no element at this ID. \
        While it may be perfectly reasonable to ignore this action, consider canceling the \
        associated effect before an element is removed, especially if it is a long-living \
        effect.

        This action was sent to the store while its state contained no element at this ID. To \
        fix this make sure that actions for this reducer can only be sent from a store when its \
        state contains an element at this id. In SwiftUI applications, use \
        "NavigationStack.init(path:)" with a binding to a store.
        """,
      at: MessagesStackParent.line
    )
  }
}

@MainActor
@Suite struct ReducerMessagesSwiftTests {
  @Test func ifLetMessageIsAKnownIssueWithTheWholeText() {
    let store = Store(initialState: MessagesIfLetParent.State()) { MessagesIfLetParent() }
    withKnownIssue {
      store.send(.child(.increment))
    } matching: { issue in
      let text = message(of: issue)
      return text.hasPrefix(
        """
        An "ifLet" at "\(fileID):\(MessagesIfLetParent.line)" received a child action when child \
        state was "nil".

          Action:
            MessagesIfLetParent.Action.child(.increment)

        """
      ) && text.hasSuffix("In SwiftUI applications, use \"IfLetStore\".")
    }
  }
}
