import Foundation

/// An amount of money in cents, formatted without a locale so receipts read the same everywhere.
public struct Money: Comparable, Hashable, Sendable, CustomStringConvertible {
  public var cents: Int

  public init(cents: Int) {
    self.cents = cents
  }

  public static let zero = Money(cents: 0)

  public var description: String {
    let sign = cents < 0 ? "-" : ""
    let magnitude = abs(cents)
    let fraction = magnitude % 100
    return "\(sign)$\(Self.grouped(magnitude / 100)).\(fraction < 10 ? "0" : "")\(fraction)"
  }

  public static func + (lhs: Money, rhs: Money) -> Money {
    Money(cents: lhs.cents + rhs.cents)
  }

  public static func - (lhs: Money, rhs: Money) -> Money {
    Money(cents: lhs.cents - rhs.cents)
  }

  public static func * (lhs: Money, rhs: Int) -> Money {
    Money(cents: lhs.cents * rhs)
  }

  public static func < (lhs: Money, rhs: Money) -> Bool {
    lhs.cents < rhs.cents
  }

  /// The amount less `percent` percent, rounded down to the cent.
  public func discounted(byPercent percent: Int) -> Money {
    Money(cents: cents - cents * percent / 100)
  }

  private static func grouped(_ value: Int) -> String {
    let digits = String(value)
    var result = ""
    for (index, character) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 {
        result.append(",")
      }
      result.append(character)
    }
    return result
  }
}
