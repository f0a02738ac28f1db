import ComposableArchitecture
import XCTest

@Reducer
private struct Feature {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }
  enum Action: ViewAction {
    case view(View)
    case delegate
    enum View {
      case incrementButtonTapped
    }
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .view(.incrementButtonTapped):
        state.count += 1
        return .none
      case .delegate:
        return .none
      }
    }
  }
}

@ViewAction(for: Feature.self)
@MainActor
private struct FeatureView {
  let store: StoreOf<Feature>

  func incrementButtonTapped() {
    send(.incrementButtonTapped)
  }
}

@MainActor
final class ViewActionTests: XCTestCase {
  func testViewSendsViewActions() async {
    let view = FeatureView(store: Store(initialState: Feature.State()) { Feature() })
    view.incrementButtonTapped()
    XCTAssertEqual(view.store.count, 1)
  }
}
