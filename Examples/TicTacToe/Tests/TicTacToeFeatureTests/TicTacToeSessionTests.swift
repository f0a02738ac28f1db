import ComposableArchitecture
import Testing

@testable import TicTacToeFeature

@MainActor
struct TicTacToeSessionTests {
  /// Plays the executable's script and checks the frames the session drew with `observe { }`.
  @Test
  func scriptedSessionPlaysTheWholeFlow() async {
    let frames = LockIsolated<[[String]]>([])
    let store = Store(initialState: TicTacToe.initialState) {
      TicTacToe.body
    } withDependencies: {
      $0.authenticationClient = .fakeServer(delay: .zero)
    }
    let session = TicTacToeSession(store: store) { lines in frames.withValue { $0.append(lines) } }
    session.start()
    var said: [String] = []
    var quit = false
    for line in TicTacToeSession.script {
      if !(await session.run(line, say: { said.append($0) })) {
        quit = true
        break
      }
    }
    session.stop()

    #expect(quit)
    #expect(said.isEmpty)
    let transcript = frames.value.map { $0.joined(separator: "\n") }
    let expectedInOrder = [
      "── Login ──",
      "┌ Alert ┐ Unknown user or invalid password.",
      "── Confirmation code ──",
      "code: 1234",
      "── New game ──",
      "player O: Blob Jr",
      "Blob, place your X",
      "Winner! Congrats Blob!",
      "Tied game!",
      "── New game ──",
      "── Login ──",
    ]
    var index = transcript.startIndex
    for expected in expectedInOrder {
      guard let found = transcript[index...].firstIndex(where: { $0.contains(expected) }) else {
        Issue.record("No frame shows \"\(expected)\" after frame \(index).")
        return
      }
      index = found
    }
    #expect(
      frames.value.contains([
        "── Tic-tac-toe ──", "Winner! Congrats Blob!", "",
        "  X │ X │[X]", " ───┼───┼───", "  O │ O │ 6 ", " ───┼───┼───", "  7 │ 8 │ 9 ",
        "", "[play again]  [quit]", "Commands: 1-9 (a cell), again, quit",
      ])
    )
  }

  @Test
  func unknownCommandsAreReportedAndArrowKeysMoveTheCursor() async {
    let store = Store(initialState: .newGame(NewGame.State(oPlayerName: "O", xPlayerName: "X"))) {
      TicTacToe.body
    }
    let session = TicTacToeSession(store: store) { _ in }
    var said: [String] = []
    await session.run("dance", say: { said.append($0) })
    #expect(said == ["Unknown command 'dance' here."])

    await session.run("play")
    #expect(session.isOnBoard)
    session.moveCursor(rows: -1, columns: 1)
    #expect(session.cursor == 3)
    session.moveCursor(rows: -1, columns: 5)
    #expect(session.cursor == 3)
    await session.playCursor()
    #expect(store.state.newGame?.game?.board[row: 0, column: 2] == .x)
    #expect(await session.run("quit"))
    #expect(!session.isOnBoard)
  }
}
