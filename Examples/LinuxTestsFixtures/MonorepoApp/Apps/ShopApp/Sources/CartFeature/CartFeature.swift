import ComposableArchitecture
import DesignSystem
import StoreClients
import SwiftUI

@Reducer
public struct CartFeature: Sendable {
  @ObservableState
  public struct State: Equatable {
    @Shared(.inMemory("cartItems")) public var items: IdentifiedArrayOf<CartItem> = []
    public var discountCode = ""
    public var discount: Discount?
    public var discountError: String?
    public var checkout: CheckoutStatus = .idle

    public init() {}

    public var subtotal: Money {
      items.reduce(.zero) { $0 + $1.lineTotal }
    }

    public var total: Money {
      discount?.apply(to: subtotal) ?? subtotal
    }

    public var itemCount: Int {
      items.reduce(0) { $0 + $1.quantity }
    }
  }

  public enum CheckoutStatus: Equatable, Sendable {
    case idle
    case purchasing
    case pending
    case succeeded(transactionID: UInt64)
    case failed(String)
  }

  public enum Action: BindableAction, Sendable {
    case add(StoreProduct, quantity: Int)
    case applyDiscountButtonTapped
    case binding(BindingAction<State>)
    case checkoutButtonTapped
    case checkoutStatusExpired
    case decrementButtonTapped(id: CartItem.ID)
    case incrementButtonTapped(id: CartItem.ID)
    case purchaseResponse(Result<PurchaseOutcome, any Error>)
    case removeButtonTapped(id: CartItem.ID)
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.haptics) var haptics
  @Dependency(\.purchases) var purchases

  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case let .add(product, quantity):
        state.$items.withLock { items in
          if items[id: product.id] != nil {
            items[id: product.id]?.quantity += quantity
          } else {
            items.append(CartItem(product: product, quantity: quantity))
          }
        }
        return .run { [haptics] _ in await haptics.play(.lightTap) }

      case .applyDiscountButtonTapped:
        guard let discount = Discount(code: state.discountCode) else {
          state.discount = nil
          state.discountError = "“\(state.discountCode)” isn’t a valid code."
          return .none
        }
        state.discount = discount
        state.discountError = nil
        return .none

      case .binding(\.discountCode):
        state.discountError = nil
        return .none

      case .binding:
        return .none

      case .checkoutButtonTapped:
        guard !state.items.isEmpty, state.checkout != .purchasing else { return .none }
        state.checkout = .purchasing
        let ids = state.items.flatMap { item in
          Array(repeating: item.product.id, count: item.quantity)
        }
        return .run { send in
          await send(.purchaseResponse(Result { try await purchases.purchase(ids) }))
        }

      case .checkoutStatusExpired:
        state.checkout = .idle
        return .none

      case let .decrementButtonTapped(id):
        state.$items.withLock { items in
          guard let quantity = items[id: id]?.quantity else { return }
          if quantity <= 1 {
            items.remove(id: id)
          } else {
            items[id: id]?.quantity = quantity - 1
          }
        }
        return .none

      case let .incrementButtonTapped(id):
        state.$items.withLock { $0[id: id]?.quantity += 1 }
        return .none

      case let .purchaseResponse(.success(.purchased(transactionID))):
        state.checkout = .succeeded(transactionID: transactionID)
        state.$items.withLock { $0.removeAll() }
        state.discount = nil
        state.discountCode = ""
        return .run { send in
          await haptics.play(.success)
          try await clock.sleep(for: .seconds(3))
          await send(.checkoutStatusExpired)
        }

      case .purchaseResponse(.success(.pending)):
        state.checkout = .pending
        return .none

      case .purchaseResponse(.success(.userCancelled)):
        state.checkout = .idle
        return .none

      case let .purchaseResponse(.failure(error)):
        state.checkout = .failed((error as? PurchaseError)?.message ?? "Something went wrong.")
        return .run { _ in await haptics.play(.error) }

      case let .removeButtonTapped(id):
        _ = state.$items.withLock { $0.remove(id: id) }
        return .none
      }
    }
  }
}

public struct CartView: View {
  @Bindable var store: StoreOf<CartFeature>

  public init(store: StoreOf<CartFeature>) {
    self.store = store
  }

  public var body: some View {
    List {
      ForEach(store.items) { item in
        HStack {
          VStack(alignment: .leading) {
            Text(item.product.displayName)
            PriceLabel(item.lineTotal)
          }
          Spacer()
          Stepper(
            "\(item.quantity)",
            onIncrement: { store.send(.incrementButtonTapped(id: item.id)) },
            onDecrement: { store.send(.decrementButtonTapped(id: item.id)) }
          )
          .fixedSize()
        }
        .swipeActions {
          Button("Remove", role: .destructive) { store.send(.removeButtonTapped(id: item.id)) }
        }
      }
      Section("Discount") {
        TextField("Code", text: $store.discountCode)
          .textInputAutocapitalization(.characters)
        Button("Apply") { store.send(.applyDiscountButtonTapped) }
        if let error = store.discountError {
          Text(error).foregroundStyle(.red)
        }
      }
      Section {
        LabeledContent("Total") { PriceLabel(store.total) }
        Button("Check out") { store.send(.checkoutButtonTapped) }
          .buttonStyle(.primary)
          .disabled(store.items.isEmpty || store.checkout == .purchasing)
      }
    }
    .navigationTitle("Cart (\(store.itemCount))")
  }
}

#Preview {
  NavigationStack {
    CartView(
      store: Store(initialState: CartFeature.State()) {
        CartFeature()
      }
    )
  }
}
