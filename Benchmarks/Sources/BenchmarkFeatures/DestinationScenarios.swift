import ComposableArchitecture

/// A feature that presents one of several destinations (TCA's `@Reducer enum Destination`
/// pattern): the route an action takes to a presented destination.
@Reducer
public struct DestinationsFeature {
  @Reducer
  public enum Destination {
    case first(CounterFeature)
    case second(CounterFeature)
    case third(CounterFeature)
    case fourth(CounterFeature)
  }

  @ObservableState
  public struct State {
    @Presents public var destination: Destination.State?

    public init(destination: Destination.State? = nil) {
      self.destination = destination
    }
  }

  public enum Action {
    case destination(PresentationAction<Destination.Action>)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .ifLet(\.$destination, action: \.destination)
  }
}

extension Scenario {
  /// The `@Reducer enum` scenarios: a send to a destination presented through an enum reducer.
  public static let destinations: [Scenario] = [
    Scenario("Destination.Send", floor: "Store.Send") {
      // The last case: an enum reducer's body scopes to each of its cases in turn.
      let store = Store(
        initialState: DestinationsFeature.State(destination: .fourth(CounterFeature.State()))
      ) {
        DestinationsFeature()
      }
      return .sync {
        consume(store.send(.destination(.presented(.fourth(.incrementButtonTapped)))))
      }
    },
    Scenario("Destination.CaseScope", floor: "Store.Scope") {
      // What a view presenting the destination reads as it renders: the destination's store and
      // the store of its case.
      let store = Store(
        initialState: DestinationsFeature.State(destination: .fourth(CounterFeature.State()))
      ) {
        DestinationsFeature()
      }
      return .sync {
        consume(store.scope(state: \.destination, action: \.destination.presented)?.case)
      }
    },
  ]
}
