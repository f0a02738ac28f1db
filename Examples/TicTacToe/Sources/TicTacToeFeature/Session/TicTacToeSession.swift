import ComposableArchitecture
import Foundation
import Observation

/// Runs typed commands against the app's store, and redraws the screen with `observe { }`
/// whenever state it shows changes.
///
/// The executable gives it a line (or a key) at a time; tests give it a script and read the
/// frames it drew.
@MainActor
@Observable
public final class TicTacToeSession {
  public let store: StoreOf<TicTacToe>
  /// The highlighted cell of the board (1-9), moved with the arrow keys.
  public var cursor = 5
  let draw: @MainActor (_ lines: [String]) -> Void
  @ObservationIgnored var token: ObserveToken?

  /// A session on `store` that hands each frame to `draw`.
  public init(
    store: StoreOf<TicTacToe>, draw: @escaping @MainActor (_ lines: [String]) -> Void
  ) {
    self.store = store
    self.draw = draw
  }

  /// Draws the first frame, and a new one after every change to what it shows.
  public func start() {
    self.token = observe { [weak self] in
      guard let self else { return }
      self.draw(TicTacToeScreen.lines(self.store, cursor: self.isOnBoard ? self.cursor : nil))
    }
  }

  /// Stops redrawing.
  public func stop() {
    self.token?.cancel()
    self.token = nil
  }

  /// Whether the board is on screen (where arrow keys move the cursor).
  public var isOnBoard: Bool {
    if case let .newGame(newGame) = self.store.state, newGame.game != nil { return true }
    return false
  }

  /// Runs one command of the current screen and waits for the effects it started; returns
  /// `false` once the user asked to quit, and reports unknown commands with `say`.
  @discardableResult
  public func run(_ line: String, say: (String) -> Void = { print($0) }) async -> Bool {
    let line = line.trimmingCharacters(in: .whitespaces)
    let (word, argument) = Self.split(line)
    if word == "quit" || word == "q" {
      if self.isOnBoard {
        await self.send(.newGame(.game(.presented(.quitButtonTapped))))
        // The game dismisses itself from an effect: its parent's `.dismiss` comes back from
        // another effect once `send` has finished. The next command is read against the screen
        // after it, so wait for it (at most two seconds, then go on with whatever screen is up).
        var waited = 0
        while self.isOnBoard, waited < 2_000 {
          try? await Task.sleep(nanoseconds: 1_000_000)
          waited += 1
        }
        return true
      }
      return false
    }
    guard let action = self.action(word: word, argument: argument) else {
      say("Unknown command '\(line)' here.")
      return true
    }
    await self.send(action)
    return true
  }

  /// Moves the board's cursor by `rows` and `columns`, staying on the board.
  public func moveCursor(rows: Int, columns: Int) {
    let row = min(max((self.cursor - 1) / 3 + rows, 0), 2)
    let column = min(max((self.cursor - 1) % 3 + columns, 0), 2)
    self.cursor = row * 3 + column + 1
  }

  /// Plays the cell under the cursor.
  public func playCursor() async {
    await self.run("\(self.cursor)")
  }

  func send(_ action: TicTacToe.Action) async {
    await self.store.send(action).finish()
    // Let the redraw that the change scheduled run before the next command.
    for _ in 0..<5 { await Task.yield() }
  }

  func action(word: String, argument: String) -> TicTacToe.Action? {
    switch self.store.state {
    case let .login(login):
      if login.alert != nil {
        return word == "ok" ? .login(.alert(.dismiss)) : nil
      }
      if let twoFactor = login.twoFactor {
        if twoFactor.alert != nil {
          return word == "ok" ? .login(.twoFactor(.presented(.alert(.dismiss)))) : nil
        }
        switch word {
        case "code": return .login(.twoFactor(.presented(.binding(.set(\.code, argument)))))
        case "submit": return .login(.twoFactor(.presented(.submitButtonTapped)))
        case "back": return .login(.twoFactor(.dismiss))
        default: return nil
        }
      }
      switch word {
      case "email": return .login(.binding(.set(\.email, argument)))
      case "password": return .login(.binding(.set(\.password, argument)))
      case "login": return .login(.loginButtonTapped)
      default: return nil
      }

    case let .newGame(newGame):
      if newGame.game != nil {
        if let number = Int(word), let cell = Board.position(ofCell: number) {
          self.cursor = number
          return .newGame(.game(.presented(.cellTapped(row: cell.row, column: cell.column))))
        }
        return word == "again" ? .newGame(.game(.presented(.playAgainButtonTapped))) : nil
      }
      switch word {
      case "x": return .newGame(.binding(.set(\.xPlayerName, argument)))
      case "o": return .newGame(.binding(.set(\.oPlayerName, argument)))
      case "play": return .newGame(.letsPlayButtonTapped)
      case "logout": return .newGame(.logoutButtonTapped)
      default: return nil
      }
    }
  }

  static func split(_ line: String) -> (word: String, argument: String) {
    guard let space = line.firstIndex(of: " ") else { return (line.lowercased(), "") }
    return (
      line[..<space].lowercased(),
      line[line.index(after: space)...].trimmingCharacters(in: .whitespaces)
    )
  }

  /// The commands played when standard input holds none: a failed login, a login with the
  /// two-factor code, two names, a game X wins, another game, and a tie.
  public static let script = [
    "email blob@pointfree.co", "password hunter2", "login", "ok",
    "password password", "login",
    "code 1234", "submit",
    "x Blob", "o Blob Jr", "play",
    "1", "4", "2", "5", "3",
    "again",
    "1", "2", "3", "5", "4", "6", "8", "7", "9",
    "quit", "logout", "quit",
  ]
}
