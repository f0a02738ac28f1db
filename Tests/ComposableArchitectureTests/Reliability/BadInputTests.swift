import ComposableArchitecture
import Foundation
import Testing

// Every runtime warning TCA documents, each checked word for word (as TCA prints it, with the
// location of the reducer that reported it) and followed by a normal send: misuse is reported,
// changes nothing, and the store goes on working.

@Reducer
struct BadInputRow {
  @ObservableState
  struct State: Equatable, Identifiable {
    var id: Int
    var count = 0
  }
  enum Action: Equatable {
    case increment
  }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

@CasePathable
enum BadInputMode: Equatable {
  case first(BadInputRow.State)
  case second(BadInputRow.State)
}

@CasePathable
enum BadInputModeAction: Equatable {
  case first(BadInputRow.Action)
  case second(BadInputRow.Action)
}

struct BadInputFailure: Error, Equatable {
  var code = 1
}

/// Every reducer of this feature reports its misuse at "Feature/BadInput.swift:7".
@Reducer
struct BadInputFeature {
  @ObservableState
  struct State: Equatable {
    var rows: IdentifiedArrayOf<BadInputRow.State> = [BadInputRow.State(id: 1)]
    var path = StackState<BadInputRow.State>()
    @Presents var sheet: BadInputRow.State?
    var optional: BadInputRow.State?
    var mode = BadInputMode.first(BadInputRow.State(id: 0))
    var count = 0
  }

  enum Action: Equatable {
    case rows(IdentifiedActionOf<BadInputRow>)
    case path(StackActionOf<BadInputRow>)
    case sheet(PresentationAction<BadInputRow.Action>)
    case optional(BadInputRow.Action)
    case mode(BadInputModeAction)
    case increment
    case escapeSend
    case throwFromEffect
  }

  let escapedSend: LockIsolated<Send<Action>?>

  var body: some ReducerOf<Self> {
    Scope(state: \.mode, action: \.mode) {
      EmptyReducer()
        .ifCaseLet(
          \.first, action: \.first, then: { BadInputRow() },
          fileID: "Feature/BadInput.swift", filePath: "Feature/BadInput.swift", line: 7, column: 1
        )
    }
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .escapeSend:
        return .run { [escapedSend] send in escapedSend.setValue(send) }
      case .throwFromEffect:
        return .run(
          operation: { _ in throw BadInputFailure() },
          fileID: "Feature/BadInput.swift", filePath: "Feature/BadInput.swift", line: 7, column: 1
        )
      case .rows, .path, .sheet, .optional, .mode:
        return .none
      }
    }
    .forEach(
      \.rows, action: \.rows, element: { BadInputRow() },
      fileID: "Feature/BadInput.swift", filePath: "Feature/BadInput.swift", line: 7, column: 1
    )
    .forEach(
      \.path, action: \.path, destination: { BadInputRow() },
      fileID: "Feature/BadInput.swift", filePath: "Feature/BadInput.swift", line: 7, column: 1
    )
    .ifLet(
      \.$sheet, action: \.sheet, destination: { BadInputRow() },
      fileID: "Feature/BadInput.swift", filePath: "Feature/BadInput.swift", line: 7, column: 1
    )
    .ifLet(
      \.optional, action: \.optional, then: { BadInputRow() },
      fileID: "Feature/BadInput.swift", filePath: "Feature/BadInput.swift", line: 7, column: 1
    )
  }
}

@MainActor
@Suite(.serialized)
struct BadInputTests {
  private let escapedSend = LockIsolated<Send<BadInputFeature.Action>?>(nil)

  private func makeStore() -> StoreOf<BadInputFeature> {
    Store(initialState: BadInputFeature.State()) {
      BadInputFeature(escapedSend: self.escapedSend)
    }
  }

  /// Sends `.increment`, to show the store still works after the misuse.
  private func expectStoreStillWorks(_ store: StoreOf<BadInputFeature>) {
    let before = store.count
    store.send(.increment)
    #expect(store.count == before + 1)
    store.send(.rows(.element(id: 1, action: .increment)))
    #expect(store.rows[id: 1]?.count == 1)
  }

  @Test func forEachActionForAMissingElement() {
    let store = self.makeStore()
    let before = store.state
    let issues = reportedIssues {
      store.send(.rows(.element(id: 99, action: .increment)))
    }
    #expect(
      issues == [
        """
        A "forEach" at "Feature/BadInput.swift:7" received an action for a missing element.

          Action:
            BadInputFeature.Action.rows(.element(id:, action: .increment))

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
        """
      ]
    )
    #expect(store.state == before)
    self.expectStoreStillWorks(store)
  }

  @Test func ifLetChildActionWhenChildStateIsNil() {
    let store = self.makeStore()
    let before = store.state
    let issues = reportedIssues {
      store.send(.optional(.increment))
    }
    #expect(
      issues == [
        """
        An "ifLet" at "Feature/BadInput.swift:7" received a child action when child state was \
        "nil".

          Action:
            BadInputFeature.Action.optional(.increment)

        This is generally considered an application logic error, and can happen for a few \
        reasons:

        A parent reducer set child state to "nil" before this reducer ran. This reducer must \
        run before any other reducer sets child state to "nil". This ensures that child reducers \
        can handle their actions while their state is still available.

        An in-flight effect emitted this action when child state was "nil". While it may be \
        perfectly reasonable to ignore this action, consider canceling the associated effect \
        before child state becomes "nil", especially if it is a long-living effect.

        This action was sent to the store while state was "nil". Make sure that actions for \
        this reducer can only be sent from a store when state is non-"nil". In SwiftUI \
        applications, use "IfLetStore".
        """
      ]
    )
    #expect(store.state == before)
    self.expectStoreStillWorks(store)
  }

  @Test func ifCaseLetActionForAnotherCase() {
    var state = BadInputFeature.State()
    state.mode = .second(BadInputRow.State(id: 5))
    let store = Store(initialState: state) {
      BadInputFeature(escapedSend: self.escapedSend)
    }
    let issues = reportedIssues {
      store.send(.mode(.first(.increment)))
    }
    #expect(
      issues == [
        """
        An "ifCaseLet" at "Feature/BadInput.swift:7" received a child action when child state \
        was set to a different case.

          Action:
            BadInputModeAction.first(.increment)
          State:
            BadInputMode.second(
              BadInputRow.State(
                id: 5,
                count: 0
              )
            )

        This is generally considered an application logic error, and can happen for a few \
        reasons:

        A parent reducer set "BadInputMode" to a different case before this reducer ran. This \
        reducer must run before any other reducer sets child state to a different case. This \
        ensures that child reducers can handle their actions while their state is still \
        available.

        An in-flight effect emitted this action when child state was unavailable. While it may \
        be perfectly reasonable to ignore this action, consider canceling the associated effect \
        before child state changes to another case, especially if it is a long-living effect.

        This action was sent to the store while state was another case. Make sure that actions \
        for this reducer can only be sent from a store when state is set to the appropriate \
        case. In SwiftUI applications, use "SwitchStore".
        """
      ]
    )
    #expect(store.mode == .second(BadInputRow.State(id: 5)))
    self.expectStoreStillWorks(store)
  }

  @Test func presentationActionWhenNotPresented() {
    let store = self.makeStore()
    let before = store.state
    let issues = reportedIssues {
      store.send(.sheet(.presented(.increment)))
      store.send(.sheet(.dismiss))
    }
    let message = { (action: String) in
      """
      An "ifLet" at "Feature/BadInput.swift:7" received a presentation action when destination \
      state was absent.

        Action:
          \(action)

      This is generally considered an application logic error, and can happen for a few \
      reasons:

      A parent reducer set destination state to "nil" before this reducer ran. This reducer \
      must run before any other reducer sets destination state to "nil". This ensures that \
      destination reducers can handle their actions while their state is still present.

      This action was sent to the store while destination state was "nil". Make sure that \
      actions for this reducer can only be sent from a store when state is present, or from \
      effects that start from this reducer.
      """
    }
    #expect(
      issues == [
        message("BadInputFeature.Action.sheet(.presented(.increment))"),
        message("BadInputFeature.Action.sheet(.dismiss)"),
      ]
    )
    #expect(store.state == before)
    self.expectStoreStillWorks(store)
  }

  @Test func stackActionForAMissingID() {
    let store = self.makeStore()
    let before = store.state
    let issues = reportedIssues {
      store.send(.path(.element(id: 42, action: .increment)))
      store.send(.path(.popFrom(id: 42)))
    }
    #expect(
      issues == [
        """
        A "forEach" at "Feature/BadInput.swift:7" received an action for a missing element.

          Action:
            BadInputRow.Action.increment

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
        """
        A "forEach" at "Feature/BadInput.swift:7" received a "popFrom" action for a missing \
        element.

          ID:
            #42
          Path IDs:
            []
        """,
      ]
    )
    #expect(store.state == before)
    self.expectStoreStillWorks(store)
  }

  @Test func effectSendingAfterItCompleted() async {
    let store = self.makeStore()
    await store.send(.escapeSend).finish()
    guard let send = self.escapedSend.value else {
      Issue.record("The effect did not hand out its 'send'")
      return
    }
    let issues = reportedIssues {
      send(.increment)
    }
    #expect(
      issues == [
        """
        An action was sent from a completed effect.

          Action:
            BadInputFeature.Action.increment

          Effect returned from:
            BadInputFeature.Action.escapeSend

        Avoid sending actions using the 'send' argument from 'Effect.run' after the effect has \
        completed. This can happen if you escape the 'send' argument in an unstructured context.

        To fix this, make sure that your 'run' closure does not return until you're done calling \
        'send'.
        """
      ]
    )
    // As in TCA, the action is still sent.
    #expect(store.count == 1)
    self.expectStoreStillWorks(store)
  }

  @Test func unhandledErrorThrownFromRun() async {
    let store = self.makeStore()
    let issues = await reportedIssues {
      await store.send(.throwFromEffect).finish()
    }
    #expect(
      issues == [
        """
        An "Effect.run" returned from "Feature/BadInput.swift:7" threw an unhandled error.

            BadInputFailure(code: 1)

        All non-cancellation errors must be explicitly handled via the "catch" parameter on \
        "Effect.run", or via a "do" block.
        """
      ]
    )
    self.expectStoreStillWorks(store)
  }

  @Test func testStoreReleasedWithAnEffectInFlight() async {
    let counter = EffectCounter()
    let issues = await reportedIssues {
      let store = TestStore(initialState: ReliabilityParent.State()) {
        ReliabilityParent(counter: counter, clock: TestClock())
      }
      await store.send(.startForever)
      await counter.waitUntil("the parent's effect to run") { $0["parent", default: 0] == 1 }
    }
    #expect(
      issues == [
        effectStillRunningText
      ]
    )
    // The released test store cancelled the effect; a new one works.
    await counter.waitUntil("the parent's effect to end") { $0["parent", default: 0] == 0 }
    let store = TestStore(initialState: ReliabilityParent.State()) {
      ReliabilityParent(counter: counter, clock: TestClock())
    }
    await store.send(.scoped(.increment)) { $0.scoped.count = 1 }
  }

  @Test func sendingFromOutsideTheMainActorHopsToIt() async {
    // `Store` is `@MainActor`: sending from another thread does not compile without `await`,
    // which hops to the main actor. TCA 1.x has no runtime warning left for it; the send is
    // reduced on the main actor and nothing is reported.
    let store = self.makeStore()
    let issues = await reportedIssues {
      await withTaskGroup(of: Void.self) { group in
        for _ in 0..<10 {
          group.addTask {
            await store.send(.increment)
          }
        }
      }
    }
    #expect(issues.isEmpty)
    #expect(store.count == 10)
    self.expectStoreStillWorks(store)
  }
}
