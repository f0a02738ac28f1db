import Foundation

/// A product the shop sells, as the store clients hand it to features.
public struct StoreProduct: Identifiable, Hashable, Sendable {
  public enum Category: String, CaseIterable, Sendable {
    case coins
    case boosters
    case cosmetics
  }

  public var id: String
  public var displayName: String
  public var summary: String
  public var priceCents: Int
  public var category: Category

  public init(
    id: String,
    displayName: String,
    summary: String = "",
    priceCents: Int,
    category: Category
  ) {
    self.id = id
    self.displayName = displayName
    self.summary = summary
    self.priceCents = priceCents
    self.category = category
  }
}

/// How a purchase ended.
public enum PurchaseOutcome: Equatable, Sendable {
  case purchased(transactionID: UInt64)
  case pending
  case userCancelled
}

/// The signed-in Game Center player, reduced to what the app shows.
public struct PlayerProfile: Equatable, Sendable {
  public var playerID: String
  public var displayName: String
  public var isUnderage: Bool

  public init(playerID: String, displayName: String, isUnderage: Bool = false) {
    self.playerID = playerID
    self.displayName = displayName
    self.isUnderage = isUnderage
  }
}

/// An achievement and how far the player got.
public struct AchievementProgress: Identifiable, Equatable, Sendable {
  public var id: String
  public var percentComplete: Double

  public init(id: String, percentComplete: Double) {
    self.id = id
    self.percentComplete = percentComplete
  }

  public var isCompleted: Bool { percentComplete >= 100 }
}

/// The strength of a haptic the app plays.
public enum HapticEvent: Equatable, Sendable {
  case lightTap
  case success
  case error
}
