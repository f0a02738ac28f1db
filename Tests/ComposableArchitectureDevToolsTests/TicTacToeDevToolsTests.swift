import ComposableArchitecture
import ComposableArchitectureDevTools
import Foundation
import TicTacToeFeature
import XCTest

/// The devtools on the TicTacToe example: a login against the fake server, the new-game form and
/// a first move, recorded with the paths through the app's enum cases, and time travel back to
/// the login screen.
final class TicTacToeDevToolsTests: XCTestCase {
  @MainActor
  func testRecordsALoginAndAMoveAndTravelsInTime() async throws {
    try await withMainSerialExecutor {
      let recorder = DevToolsRecorder<TicTacToe.State, TicTacToe.Action>(name: "TicTacToe")
      let store = Store(initialState: TicTacToe.initialState) {
        TicTacToe.body.devTools(recorder)
      } withDependencies: {
        $0.authenticationClient = .fakeServer(delay: .zero)
      }

      store.send(.login(.binding(.set(\.email, "blob.jr@pointfree.co"))))
      store.send(.login(.binding(.set(\.password, "password"))))
      await store.send(.login(.loginButtonTapped)).finish()
      await eventually { recorder.count == 4 }
      store.send(.newGame(.binding(.set(\.xPlayerName, "Blob"))))
      store.send(.newGame(.binding(.set(\.oPlayerName, "Blob Jr"))))
      store.send(.newGame(.letsPlayButtonTapped))
      store.send(.newGame(.game(.presented(.cellTapped(row: 1, column: 1)))))

      let entries = recorder.entries
      XCTAssertEqual(
        entries.map(\.name),
        [
          "binding", "binding", "loginButtonTapped", "success", "binding", "binding",
          "letsPlayButtonTapped", "cellTapped",
        ]
      )
      XCTAssertEqual(
        entries.map(\.path),
        [
          ["login"], ["login"], ["login"], ["login", "loginResponse"], ["newGame"], ["newGame"],
          ["newGame"], ["newGame", "game", "presented"],
        ]
      )
      XCTAssertEqual(entries.filter(\.isReceived).map(\.index), [4])
      // The login request answered; its answer left the login case, and leaving a case cancels
      // the effects of its feature (`ifCaseLet`), this one as it returned.
      XCTAssertEqual(entries[2].effects.map(\.status), [.cancelled])
      XCTAssertEqual(store.withState(\.newGame?.game?.board[row: 1, column: 1]), .x)

      // Time travel: back to the filled-in login screen, then back to the game.
      try recorder.jump(to: 2)
      XCTAssertEqual(
        store.withState { $0 },
        .login(Login.State(email: "blob.jr@pointfree.co", password: "password"))
      )
      try recorder.resume()
      XCTAssertEqual(store.withState(\.newGame?.game?.board[row: 1, column: 1]), .x)
      XCTAssertEqual(store.withState(\.newGame?.game?.currentPlayer), .o)
    }
  }
}
