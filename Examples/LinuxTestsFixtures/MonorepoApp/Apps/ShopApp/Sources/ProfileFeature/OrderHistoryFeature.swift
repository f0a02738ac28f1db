import ComposableArchitecture
import DesignSystem
import Foundation
import SwiftUI

public struct Order: Identifiable, Equatable, Codable, Sendable {
  public var id: String
  public var placedAt: Date
  public var totalCents: Int
  public var productNames: [String]

  public init(id: String, placedAt: Date, totalCents: Int, productNames: [String]) {
    self.id = id
    self.placedAt = placedAt
    self.totalCents = totalCents
    self.productNames = productNames
  }
}

/// The receipts the app saved after each purchase.
@DependencyClient
public struct OrderHistoryClient: Sendable {
  public var fetch: @Sendable () async throws -> [Order]
}

extension OrderHistoryClient: DependencyKey {
  public static var liveValue: OrderHistoryClient {
    OrderHistoryClient(
      fetch: {
        let url = URL.documentsDirectory.appending(component: "orders.json")
        guard FileManager.default.fileExists(atPath: url.path()) else { return [] }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode([Order].self, from: Data(contentsOf: url))
      }
    )
  }
  public static let testValue = OrderHistoryClient()
}

extension DependencyValues {
  public var orderHistory: OrderHistoryClient {
    get { self[OrderHistoryClient.self] }
    set { self[OrderHistoryClient.self] = newValue }
  }
}

@Reducer
public struct OrderHistoryFeature {
  @ObservableState
  public struct State: Equatable {
    public var expandedOrderID: Order.ID?
    public var isLoading = false
    public var orders: IdentifiedArrayOf<Order> = []

    public init() {}

    public var lifetimeSpend: Money {
      orders.reduce(.zero) { $0 + Money(cents: $1.totalCents) }
    }
  }

  public enum Action {
    case ordersResponse(Result<[Order], Error>)
    case orderTapped(id: Order.ID)
    case task
  }

  @Dependency(\.orderHistory) var orderHistory

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .ordersResponse(.success(orders)):
        state.isLoading = false
        state.orders = IdentifiedArray(
          uniqueElements: orders.sorted { $0.placedAt > $1.placedAt }
        )
        return .none

      case .ordersResponse(.failure):
        state.isLoading = false
        return .none

      case let .orderTapped(id):
        state.expandedOrderID = state.expandedOrderID == id ? nil : id
        return .none

      case .task:
        state.isLoading = true
        return .run { send in
          await send(.ordersResponse(Result { try await orderHistory.fetch() }))
        }
      }
    }
  }
}

struct OrderHistoryView: View {
  let store: StoreOf<OrderHistoryFeature>

  var body: some View {
    List(store.orders) { order in
      Button {
        store.send(.orderTapped(id: order.id))
      } label: {
        VStack(alignment: .leading) {
          HStack {
            Text(order.placedAt, style: .date)
            Spacer()
            PriceLabel(Money(cents: order.totalCents))
          }
          if store.expandedOrderID == order.id {
            ForEach(order.productNames, id: \.self) { Text($0).font(.caption) }
          }
        }
      }
    }
    .task { await store.send(.task).finish() }
    .navigationTitle("Orders")
  }
}
