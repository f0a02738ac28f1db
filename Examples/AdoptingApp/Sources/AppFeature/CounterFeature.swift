import ComposableArchitecture
import Foundation

/// A counter whose count is shared (`@Shared`) and which fetches a fact about it.
@Reducer
public struct CounterFeature {
  @ObservableState
  public struct State: Equatable {
    @Shared(.appStorage("count")) public var count = 0
    public var fact: String?
    public var isLoading = false

    public init(fact: String? = nil, isLoading: Bool = false) {
      self.fact = fact
      self.isLoading = isLoading
    }
  }

  public enum Action {
    case decrementButtonTapped
    case factButtonTapped
    case factResponse(Result<String, any Error>)
    case incrementButtonTapped
  }

  @Dependency(\.numberFact) var numberFact

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.$count.withLock { $0 -= 1 }
        state.fact = nil
        return .none

      case .factButtonTapped:
        state.fact = nil
        state.isLoading = true
        return .run { [count = state.count, numberFact] send in
          await send(.factResponse(Result { try await numberFact.fetch(count) }))
        }

      case let .factResponse(.success(fact)):
        state.fact = fact
        state.isLoading = false
        return .none

      case .factResponse(.failure):
        state.isLoading = false
        return .none

      case .incrementButtonTapped:
        state.$count.withLock { $0 += 1 }
        state.fact = nil
        return .none
      }
    }
  }
}

#if canImport(SwiftUI)
  import SwiftUI

  /// The counter's view: Apple platforms only, so the reducer above builds everywhere.
  public struct CounterView: View {
    let store: StoreOf<CounterFeature>

    public init(store: StoreOf<CounterFeature>) {
      self.store = store
    }

    public var body: some View {
      VStack {
        Text("\(store.count)")
        HStack {
          Button("-") { store.send(.decrementButtonTapped) }
          Button("+") { store.send(.incrementButtonTapped) }
        }
        Button("Fact") { store.send(.factButtonTapped) }
        if let fact = store.fact {
          Text(fact)
        }
      }
    }
  }
#endif
