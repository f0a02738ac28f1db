import Dependencies
import DependenciesMacros
import Foundation
import StoreKit

/// Loads products from the App Store and buys them.
@DependencyClient
public struct PurchaseClient: Sendable {
  public var products: @Sendable (_ ids: [String]) async throws -> [StoreProduct]
  public var purchase: @Sendable (_ ids: [String]) async throws -> PurchaseOutcome
}

public struct PurchaseError: Error, Equatable {
  public var message: String

  public init(message: String) {
    self.message = message
  }
}

extension PurchaseClient: DependencyKey {
  public static let liveValue = PurchaseClient(
    products: { ids in
      try await Product.products(for: ids).map { product in
        StoreProduct(
          id: product.id,
          displayName: product.displayName,
          summary: product.description,
          priceCents: NSDecimalNumber(decimal: product.price * 100).intValue,
          category: product.type == .consumable ? .coins : .cosmetics
        )
      }
    },
    purchase: { ids in
      var lastTransaction: UInt64 = 0
      for product in try await Product.products(for: ids) {
        switch try await product.purchase() {
        case let .success(.verified(transaction)):
          await transaction.finish()
          lastTransaction = transaction.id
        case .success(.unverified(_, let error)):
          throw PurchaseError(message: error.localizedDescription)
        case .pending:
          return .pending
        case .userCancelled:
          return .userCancelled
        @unknown default:
          throw PurchaseError(message: "Unknown purchase result")
        }
      }
      return .purchased(transactionID: lastTransaction)
    }
  )

  public static let testValue = PurchaseClient()
  public static let previewValue = PurchaseClient(
    products: { _ in
      [
        StoreProduct(id: "coins.100", displayName: "100 Coins", priceCents: 99, category: .coins),
        StoreProduct(
          id: "booster.xp", displayName: "XP Booster", priceCents: 299, category: .boosters),
      ]
    },
    purchase: { _ in .purchased(transactionID: 1) }
  )
}

extension DependencyValues {
  public var purchases: PurchaseClient {
    get { self[PurchaseClient.self] }
    set { self[PurchaseClient.self] = newValue }
  }
}
