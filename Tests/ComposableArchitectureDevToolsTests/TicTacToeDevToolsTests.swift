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
      await waitUntil("the recorder to hold 4 actions") { recorder.count == 4 }
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

  @MainActor
  func testRecordsTheScriptedSession() async throws {
    let recorder = DevToolsRecorder<TicTacToe.State, TicTacToe.Action>(name: "TicTacToe")
    let store = Store(initialState: TicTacToe.initialState) {
      TicTacToe.body.devTools(recorder)
    } withDependencies: {
      $0.authenticationClient = .fakeServer(delay: .zero)
    }
    // `swift run tictactoe < /dev/null` plays this script.
    let session = TicTacToeSession(store: store) { _ in }
    session.start()
    for line in TicTacToeSession.script {
      guard await session.run(line, say: { _ in }) else { break }
    }
    session.stop()

    let entries = recorder.entries
    XCTAssertEqual(entries.map(\.index), Array(1...entries.count))
    // Two games' moves (5 and 9) on the board, through the new-game screen's presented game.
    let moves = entries.filter { $0.name == "cellTapped" }
    XCTAssertEqual(moves.count, 14)
    XCTAssertTrue(moves.allSatisfy { $0.path == ["newGame", "game", "presented"] })
    // The failed login, the two-factor login: the server's answers come from effects.
    XCTAssertEqual(entries.filter { $0.name == "loginButtonTapped" }.count, 2)
    XCTAssertTrue(entries.contains { $0.isReceived && $0.path.contains("twoFactor") })
    XCTAssertEqual(entries.last?.name, "logoutButtonTapped")

    // Back to the board of the first game's win, then live again (logged out).
    let win = moves[4]
    try recorder.jump(to: win.index)
    XCTAssertEqual(store.withState(\.newGame?.game?.board[row: 0, column: 2]), .x)
    try recorder.resume()
    XCTAssertNil(store.withState(\.newGame))
  }
}
