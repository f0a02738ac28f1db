import ComposableArchitecture
import Foundation

/// The board: players take turns until one has three in a line or the board is full.
@Reducer
public struct Game: Sendable {
  @ObservableState
  public struct State: Equatable, Sendable {
    public var board = Board.empty
    public var currentPlayer: Player = .x
    public let oPlayerName: String
    public let xPlayerName: String

    public init(oPlayerName: String, xPlayerName: String) {
      self.oPlayerName = oPlayerName
      self.xPlayerName = xPlayerName
    }

    /// The name of `player`.
    public func name(of player: Player) -> String {
      player == .x ? self.xPlayerName : self.oPlayerName
    }

    /// The game is over: someone won or the board is full.
    public var isGameOver: Bool { self.board.winner != nil || self.board.isFilled }

    /// What the screen says above the board.
    public var title: String {
      if let winner = self.board.winner {
        return "Winner! Congrats \(self.name(of: winner))!"
      } else if self.board.isFilled {
        return "Tied game!"
      } else {
        return "\(self.name(of: self.currentPlayer)), place your \(self.currentPlayer.label)"
      }
    }
  }

  public enum Action: Equatable, Sendable {
    case cellTapped(row: Int, column: Int)
    case playAgainButtonTapped
    case quitButtonTapped
  }

  @Dependency(\.dismiss) var dismiss

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .cellTapped(row, column):
        guard
          (0..<3).contains(row), (0..<3).contains(column),
          state.board[row: row, column: column] == nil,
          !state.isGameOver
        else { return .none }

        state.board[row: row, column: column] = state.currentPlayer
        if !state.isGameOver {
          state.currentPlayer.toggle()
        }
        return .none

      case .playAgainButtonTapped:
        state = State(oPlayerName: state.oPlayerName, xPlayerName: state.xPlayerName)
        return .none

      case .quitButtonTapped:
        return .run { _ in await self.dismiss() }
      }
    }
  }
}

extension Player {
  mutating func toggle() {
    self = self.toggled
  }
}
