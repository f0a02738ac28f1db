import ComposableArchitecture
import Testing

@testable import TicTacToeFeature

@MainActor
struct GameTests {
  func makeStore(board: Board = .empty, currentPlayer: Player = .x) -> TestStoreOf<Game> {
    var state = Game.State(oPlayerName: "Blob Jr.", xPlayerName: "Blob Sr.")
    state.board = board
    state.currentPlayer = currentPlayer
    return TestStore(initialState: state) { Game() }
  }

  @Test
  func playersTakeTurnsAndAThreeInARowWins() async {
    let store = makeStore()
    #expect(store.state.title == "Blob Sr., place your X")

    await store.send(.cellTapped(row: 0, column: 0)) {
      $0.board = Board(["x..", "...", "..."])
      $0.currentPlayer = .o
    }
    #expect(store.state.title == "Blob Jr., place your O")
    await store.send(.cellTapped(row: 2, column: 1)) {
      $0.board = Board(["x..", "...", ".o."])
      $0.currentPlayer = .x
    }
    await store.send(.cellTapped(row: 1, column: 0)) {
      $0.board = Board(["x..", "x..", ".o."])
      $0.currentPlayer = .o
    }
    await store.send(.cellTapped(row: 1, column: 1)) {
      $0.board = Board(["x..", "xo.", ".o."])
      $0.currentPlayer = .x
    }
    await store.send(.cellTapped(row: 2, column: 0)) {
      $0.board = Board(["x..", "xo.", "xo."])
    }
    #expect(store.state.board.winner == .x)
    #expect(store.state.title == "Winner! Congrats Blob Sr.!")
    // The game is over: more taps change nothing.
    await store.send(.cellTapped(row: 0, column: 2))
  }

  @Test
  func diagonalsWin() {
    #expect(Board(["o.x", ".x.", "xo."]).winner == .x)
    #expect(Board(["o.x", ".ox", "x.o"]).winner == .o)
    #expect(Board(["o.x", ".x.", "..o"]).winner == nil)
  }

  @Test
  func aFullBoardWithoutALineIsATie() async {
    let store = makeStore(board: Board(["xox", "xoo", "ox."]))

    await store.send(.cellTapped(row: 2, column: 2)) {
      $0.board = Board(["xox", "xoo", "oxx"])
    }
    #expect(store.state.board.winner == nil)
    #expect(store.state.isGameOver)
    #expect(store.state.title == "Tied game!")
  }

  @Test
  func tappingATakenCellOrOffTheBoardDoesNothing() async {
    let store = makeStore(board: Board(["x..", "...", "..."]), currentPlayer: .o)

    await store.send(.cellTapped(row: 0, column: 0))
    await store.send(.cellTapped(row: 3, column: 0))
    await store.send(.cellTapped(row: 0, column: -1))
  }

  @Test
  func playAgainClearsTheBoard() async {
    let store = makeStore(board: Board(["xxx", "oo.", "..."]), currentPlayer: .x)

    await store.send(.playAgainButtonTapped) {
      $0.board = .empty
      $0.currentPlayer = .x
    }
  }

  @Test
  func quitDismisses() async {
    let isDismissed = LockIsolated(false)
    let store = TestStore(initialState: Game.State(oPlayerName: "O", xPlayerName: "X")) {
      Game()
    } withDependencies: {
      $0.dismiss = DismissEffect { isDismissed.setValue(true) }
    }

    await store.send(.quitButtonTapped)
    #expect(isDismissed.value)
  }

  @Test
  func cellNumbersMapToRowsAndColumns() {
    #expect(Board.position(ofCell: 1)! == (0, 0))
    #expect(Board.position(ofCell: 6)! == (1, 2))
    #expect(Board.position(ofCell: 9)! == (2, 2))
    #expect(Board.position(ofCell: 0) == nil)
    #expect(Board.position(ofCell: 10) == nil)
  }
}
