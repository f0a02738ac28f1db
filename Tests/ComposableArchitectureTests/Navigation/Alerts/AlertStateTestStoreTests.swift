import ComposableArchitecture
import XCTest

// Alert state in a feature, asserted with a test store the way the README's features are.
private struct DeleteFeature: Reducer {
  struct State: Equatable {
    var alert: AlertState<Action.Alert>?
    var items = ["Report.pdf"]
  }
  enum Action: Equatable {
    case alert(Alert?)
    case deleteButtonTapped

    enum Alert: Equatable {
      case confirmDeletion
    }
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.confirmDeletion?):
        state.alert = nil
        state.items.removeAll()
        return .none
      case .alert(nil):
        state.alert = nil
        return .none
      case .deleteButtonTapped:
        state.alert = .deleteItems(count: state.items.count)
        return .none
      }
    }
  }
}

extension AlertState where Action == DeleteFeature.Action.Alert {
  fileprivate static func deleteItems(count: Int) -> Self {
    AlertState {
      TextState("Delete \(count) item\(count == 1 ? "" : "s")?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    }
  }
}

@MainActor
final class AlertStateTestStoreTests: XCTestCase {
  func testAlertIsAssertedByBuildingTheSameAlert() async {
    let store = TestStore(initialState: DeleteFeature.State()) { DeleteFeature() }
    await store.send(.deleteButtonTapped) {
      $0.alert = AlertState {
        TextState("Delete 1 item?")
      } actions: {
        ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
        ButtonState(role: .cancel) { TextState("Cancel") }
      }
    }
    // What a view does when the user taps the destructive button.
    var tapped: DeleteFeature.Action.Alert?
    store.state.alert?.buttons[0].withAction { tapped = $0 }
    await store.send(.alert(tapped)) {
      $0.alert = nil
      $0.items = []
    }
  }

  func testAlertMismatchIsReportedAsADiffOfTheText() async {
    let messages = LockIsolated<[String]>([])
    await withIssueReporters([MessageCapture(messages: messages)]) {
      let store = TestStore(initialState: DeleteFeature.State()) { DeleteFeature() }
      await store.send(.deleteButtonTapped) {
        $0.alert = AlertState {
          TextState("Delete 2 items?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
          ButtonState(role: .cancel) { TextState("Cancel") }
        }
      }
    }
    // Unchanged lines of the diff start with a figure space (U+2007), the width of `−`.
    XCTAssertEqual(
      messages.value.map { $0.replacingOccurrences(of: "\u{2007}", with: " ") },
      [
        """
        A state change does not match expectation.

              DeleteFeature.State(
                alert: AlertState(
            −     title: "Delete 2 items?",
            +     title: "Delete 1 item?",
                  actions: […]
                ),
                items: […]
              )

        (Expected: −, Actual: +)
        """
      ]
    )
  }
}

private struct MessageCapture: IssueReporter {
  let messages: LockIsolated<[String]>

  func reportIssue(
    _ message: @autoclosure () -> String?,
    severity: IssueSeverity,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    let message = message() ?? ""
    messages.withValue { $0.append(message) }
  }
}
