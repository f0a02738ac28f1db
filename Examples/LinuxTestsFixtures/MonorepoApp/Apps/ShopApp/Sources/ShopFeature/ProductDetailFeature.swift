import ComposableArchitecture
import DesignSystem
import StoreClients
import SwiftUI

@Reducer
public struct ProductDetailFeature: Sendable {
  @ObservableState
  public struct State: Equatable {
    public var product: StoreProduct
    public var quantity = 1

    public init(product: StoreProduct, quantity: Int = 1) {
      self.product = product
      self.quantity = quantity
    }

    public var total: Money { Money(cents: product.priceCents) * quantity }
  }

  public enum Action: Sendable {
    case addToCartButtonTapped
    case closeButtonTapped
    case decrementButtonTapped
    case delegate(Delegate)
    case incrementButtonTapped

    @CasePathable
    public enum Delegate: Equatable, Sendable {
      case addToCart(StoreProduct, quantity: Int)
    }
  }

  public static let maximumQuantity = 10

  @Dependency(\.dismiss) var dismiss

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addToCartButtonTapped:
        return .send(.delegate(.addToCart(state.product, quantity: state.quantity)))

      case .closeButtonTapped:
        return .run { _ in await dismiss() }

      case .decrementButtonTapped:
        state.quantity = max(1, state.quantity - 1)
        return .none

      case .delegate:
        return .none

      case .incrementButtonTapped:
        state.quantity = min(Self.maximumQuantity, state.quantity + 1)
        return .none
      }
    }
  }
}

struct ProductDetailView: View {
  let store: StoreOf<ProductDetailFeature>

  var body: some View {
    VStack(alignment: .leading, spacing: Spacing.medium) {
      Text(store.product.displayName).font(Theme.title)
      Text(store.product.summary).foregroundStyle(Theme.muted)
      HStack {
        Button {
          store.send(.decrementButtonTapped)
        } label: {
          Image(systemName: "minus")
        }
        Text("\(store.quantity)").monospacedDigit()
        Button {
          store.send(.incrementButtonTapped)
        } label: {
          Image(systemName: "plus")
        }
        Spacer()
        PriceLabel(store.total)
      }
      Button("Add to cart") { store.send(.addToCartButtonTapped) }
        .buttonStyle(.primary)
    }
    .padding(Spacing.large)
    .toolbar {
      ToolbarItem(placement: .cancellationAction) {
        Button("Close") { store.send(.closeButtonTapped) }
      }
    }
  }
}

#Preview {
  NavigationStack {
    ProductDetailView(
      store: Store(
        initialState: ProductDetailFeature.State(
          product: StoreProduct(
            id: "coins.500", displayName: "500 Coins", summary: "A sack of coins.",
            priceCents: 399, category: .coins)
        )
      ) {
        ProductDetailFeature()
      }
    )
  }
}
