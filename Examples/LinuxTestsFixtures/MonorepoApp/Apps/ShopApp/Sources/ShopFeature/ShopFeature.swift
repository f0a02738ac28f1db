import CartFeature
import ComposableArchitecture
import DesignSystem
import StoreClients
import SwiftUI

@Reducer
public struct ShopFeature: Sendable {
  @ObservableState
  public struct State: Equatable {
    public var cart = CartFeature.State()
    @Presents public var detail: ProductDetailFeature.State?
    public var errorMessage: String?
    public var isLoading = false
    public var products: IdentifiedArrayOf<StoreProduct> = []
    public var searchQuery = ""
    public var sortOrder: SortOrder = .featured

    public init(products: IdentifiedArrayOf<StoreProduct> = []) {
      self.products = products
    }

    /// The products the list shows: matching the search, in the chosen order.
    public var visibleProducts: [StoreProduct] {
      let query = searchQuery.trimmingCharacters(in: .whitespaces)
      let matching = products.elements.filter {
        query.isEmpty || $0.displayName.localizedCaseInsensitiveContains(query)
      }
      switch sortOrder {
      case .featured:
        return matching
      case .priceAscending:
        return matching.sorted { ($0.priceCents, $0.id) < ($1.priceCents, $1.id) }
      case .priceDescending:
        return matching.sorted { ($0.priceCents, $0.id) > ($1.priceCents, $1.id) }
      }
    }

    /// The cart button's tint: muted while the cart is empty.
    public var cartBadgeColor: Color {
      cart.items.isEmpty ? Theme.muted : Theme.accent
    }
  }

  public enum SortOrder: String, CaseIterable, Equatable, Sendable {
    case featured = "Featured"
    case priceAscending = "Price: Low to High"
    case priceDescending = "Price: High to Low"
  }

  public enum Action: BindableAction, Sendable {
    case binding(BindingAction<State>)
    case cart(CartFeature.Action)
    case detail(PresentationAction<ProductDetailFeature.Action>)
    case productTapped(id: StoreProduct.ID)
    case productsResponse(Result<[StoreProduct], any Error>)
    case task
  }

  public static let catalog = ["coins.100", "coins.500", "booster.xp", "skin.neon"]

  @Dependency(\.purchases) var purchases

  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
    Scope(state: \.cart, action: \.cart) {
      CartFeature()
    }
    Reduce { state, action in
      switch action {
      case .binding, .cart:
        return .none

      case let .detail(.presented(.delegate(.addToCart(product, quantity)))):
        state.detail = nil
        return .send(.cart(.add(product, quantity: quantity)))

      case .detail:
        return .none

      case let .productTapped(id):
        guard let product = state.products[id: id] else { return .none }
        state.detail = ProductDetailFeature.State(product: product)
        return .none

      case let .productsResponse(.success(products)):
        state.isLoading = false
        state.products = IdentifiedArray(uniqueElements: products)
        return .none

      case .productsResponse(.failure):
        state.isLoading = false
        state.errorMessage = "The shop couldn’t be loaded. Pull to try again."
        return .none

      case .task:
        guard state.products.isEmpty else { return .none }
        state.isLoading = true
        state.errorMessage = nil
        return .run { send in
          await send(.productsResponse(Result { try await purchases.products(Self.catalog) }))
        }
      }
    }
    .ifLet(\.$detail, action: \.detail) {
      ProductDetailFeature()
    }
  }
}

public struct ShopView: View {
  @Bindable var store: StoreOf<ShopFeature>

  public init(store: StoreOf<ShopFeature>) {
    self.store = store
  }

  public var body: some View {
    List {
      if let message = store.errorMessage {
        Text(message).foregroundStyle(.red)
      }
      ForEach(store.visibleProducts) { product in
        Button {
          store.send(.productTapped(id: product.id))
        } label: {
          HStack {
            Text(product.displayName)
            Spacer()
            PriceLabel(Money(cents: product.priceCents))
          }
        }
      }
    }
    .overlay {
      if store.isLoading { ProgressView() }
    }
    .searchable(text: $store.searchQuery)
    .toolbar {
      Picker("Sort", selection: $store.sortOrder) {
        ForEach(ShopFeature.SortOrder.allCases, id: \.self) { Text($0.rawValue) }
      }
      NavigationLink {
        CartView(store: store.scope(state: \.cart, action: \.cart))
      } label: {
        Label("Cart", systemImage: "cart").foregroundStyle(store.cartBadgeColor)
      }
    }
    .sheet(item: $store.scope(state: \.detail, action: \.detail)) { detailStore in
      NavigationStack { ProductDetailView(store: detailStore) }
    }
    .task { await store.send(.task).finish() }
    .navigationTitle("Shop")
  }
}

struct ShopView_Previews: PreviewProvider {
  static var previews: some View {
    NavigationStack {
      ShopView(
        store: Store(initialState: ShopFeature.State()) {
          ShopFeature()
        } withDependencies: {
          $0.purchases = .previewValue
        }
      )
    }
  }
}
