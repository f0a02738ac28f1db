/// An item of the inventory: a name and how many are in stock.
public struct Item: Equatable, Identifiable, Sendable {
  public var id: Int
  public var name: String
  public var quantity: Int

  public init(id: Int, name: String, quantity: Int = 1) {
    self.id = id
    self.name = name
    self.quantity = quantity
  }
}
