import ComposableArchitecture
import Testing

@testable import TicTacToeFeature

@MainActor
struct NewGameTests {
  @Test
  func namingBothPlayersStartsAGame() async {
    let store = TestStore(initialState: NewGame.State()) {
      NewGame()
    }

    await store.send(.letsPlayButtonTapped)
    await store.send(\.binding.xPlayerName, "Blob Sr.") {
      $0.xPlayerName = "Blob Sr."
    }
    #expect(!store.state.isLetsPlayButtonEnabled)
    await store.send(\.binding.oPlayerName, "Blob Jr.") {
      $0.oPlayerName = "Blob Jr."
    }
    #expect(store.state.isLetsPlayButtonEnabled)
    await store.send(.letsPlayButtonTapped) {
      $0.game = Game.State(oPlayerName: "Blob Jr.", xPlayerName: "Blob Sr.")
    }
    await store.send(\.game.cellTapped, (row: 1, column: 1)) {
      $0.game?.board[row: 1, column: 1] = .x
      $0.game?.currentPlayer = .o
    }
  }

  @Test
  func quittingTheGameDismissesIt() async {
    let store = TestStore(
      initialState: NewGame.State(oPlayerName: "Blob Jr.", xPlayerName: "Blob Sr.")
    ) {
      NewGame()
    }

    await store.send(.letsPlayButtonTapped) {
      $0.game = Game.State(oPlayerName: "Blob Jr.", xPlayerName: "Blob Sr.")
    }
    await store.send(\.game.quitButtonTapped)
    await store.receive(\.game.dismiss) {
      $0.game = nil
    }
  }

  @Test
  func logoutIsLeftToTheParent() async {
    let store = TestStore(initialState: NewGame.State(oPlayerName: "O", xPlayerName: "X")) {
      NewGame()
    }

    await store.send(.logoutButtonTapped)
  }
}
