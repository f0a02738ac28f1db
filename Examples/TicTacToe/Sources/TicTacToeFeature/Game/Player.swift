/// One of the two players: `x` plays first.
public enum Player: String, Equatable, Sendable {
  case o
  case x

  /// The other player.
  public var toggled: Player {
    switch self {
    case .o: return .x
    case .x: return .o
    }
  }

  /// How the player's mark is drawn.
  public var label: String {
    switch self {
    case .o: return "O"
    case .x: return "X"
    }
  }
}
