import ComposableArchitecture
import XCTest

// The UIKit controller of the README (a count label and a number-fact label that follow a store,
// buttons that send actions), with plain properties in place of UIKit views.

@Reducer
private struct Feature {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var numberFact: String?
  }
  enum Action {
    case decrementButtonTapped
    case incrementButtonTapped
    case numberFactButtonTapped
    case numberFactResponse(String)
  }
  let fact: @Sendable (Int) async -> String

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        return .none
      case .incrementButtonTapped:
        state.count += 1
        return .none
      case .numberFactButtonTapped:
        return .run { [count = state.count] send in
          await send(.numberFactResponse(await self.fact(count)))
        }
      case let .numberFactResponse(fact):
        state.numberFact = fact
        return .none
      }
    }
  }
}

@MainActor
private final class FeatureViewController {
  let store: StoreOf<Feature>
  var countLabelText = ""
  var factLabelText: String?
  var updates = 0
  private var tokens: Set<ObserveToken> = []

  init(store: StoreOf<Feature>) {
    self.store = store
  }

  func viewDidLoad() {
    observe { [weak self] in
      guard let self else { return }
      self.countLabelText = "\(self.store.count)"
      self.factLabelText = self.store.numberFact
      self.updates += 1
    }
    .store(in: &self.tokens)
  }

  func incrementButtonTapped() { self.store.send(.incrementButtonTapped) }
  func decrementButtonTapped() { self.store.send(.decrementButtonTapped) }
  func factButtonTapped() -> StoreTask { self.store.send(.numberFactButtonTapped) }
}

@MainActor
final class ObserveControllerTests: XCTestCase {
  func testTheControllerFollowsTheStore() async {
    let controller = FeatureViewController(
      store: Store(initialState: Feature.State()) {
        Feature(fact: { "\($0) is a good number." })
      }
    )
    controller.viewDidLoad()
    XCTAssertEqual(controller.countLabelText, "0")
    XCTAssertNil(controller.factLabelText)

    controller.incrementButtonTapped()
    controller.incrementButtonTapped()
    await drainMainActor { controller.countLabelText == "2" }
    XCTAssertEqual(controller.countLabelText, "2")
    XCTAssertEqual(controller.updates, 2)

    controller.decrementButtonTapped()
    await drainMainActor { controller.countLabelText == "1" }
    XCTAssertEqual(controller.countLabelText, "1")

    await controller.factButtonTapped().finish()
    await drainMainActor { controller.factLabelText == "1 is a good number." }
    XCTAssertEqual(controller.factLabelText, "1 is a good number.")
    XCTAssertEqual(controller.updates, 4)
  }

  func testTheObservationEndsWithTheController() async {
    let store = Store(initialState: Feature.State()) { Feature(fact: { "\($0)" }) }
    var controller: FeatureViewController? = FeatureViewController(store: store)
    weak var weakController = controller
    controller?.viewDidLoad()
    controller = nil
    XCTAssertNil(weakController)
    store.send(.incrementButtonTapped)
    await drainMainActor { store.count == 1 }
    XCTAssertEqual(store.count, 1)
  }
}
