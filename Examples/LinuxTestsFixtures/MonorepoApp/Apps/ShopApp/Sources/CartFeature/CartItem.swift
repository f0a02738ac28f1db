import DesignSystem
import Foundation
import StoreClients

/// A line of the cart: a product and how many of it.
public struct CartItem: Identifiable, Equatable, Sendable {
  public var id: String { product.id }
  public var product: StoreProduct
  public var quantity: Int

  public init(product: StoreProduct, quantity: Int = 1) {
    self.product = product
    self.quantity = quantity
  }

  public var lineTotal: Money { Money(cents: product.priceCents) * quantity }
}

/// A discount the cart accepts, parsed from the code the player types.
public enum Discount: Equatable, Sendable {
  case percent(Int)
  case amount(Money, minimumSubtotal: Money)

  public init?(code: String) {
    switch code.trimmingCharacters(in: .whitespaces).uppercased() {
    case "SAVE10":
      self = .percent(10)
    case "SAVE25":
      self = .percent(25)
    case "WELCOME5":
      self = .amount(Money(cents: 500), minimumSubtotal: Money(cents: 2000))
    #if SHOP_DEBUG
      case "QA-FREE":
        self = .percent(100)
    #endif
    default:
      return nil
    }
  }

  /// The total once the discount is applied to `subtotal`, never below zero.
  public func apply(to subtotal: Money) -> Money {
    switch self {
    case let .percent(percent):
      return subtotal.discounted(byPercent: percent)
    case let .amount(amount, minimumSubtotal):
      guard subtotal >= minimumSubtotal else { return subtotal }
      return max(.zero, subtotal - amount)
    }
  }
}
