import ComposableArchitecture
import XCTest

/// A child reducer that replaces its whole state (a new identity) tells the readers of the
/// parent's property that holds it, through `ifLet` of a `@Presents` property and of a plain
/// optional one, as TCA's observed accessors do (issue 42: the tic-tac-toe board was not redrawn
/// after "play again").
@Reducer
private struct Board {
  @ObservableState
  struct State: Equatable {
    var moves = 0
  }
  enum Action {
    case moved
    case playAgain
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .moved:
        state.moves += 1
      case .playAgain:
        state = State()
      }
      return .none
    }
  }
}

@Reducer
private struct Lobby {
  @ObservableState
  struct State: Equatable {
    @Presents var game: Board.State?
    var practice: Board.State?
  }
  enum Action {
    case game(PresentationAction<Board.Action>)
    case practice(Board.Action)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.$game, action: \.game) { Board() }
      .ifLet(\.practice, action: \.practice) { Board() }
  }
}

@MainActor
final class ChildReplacementObservationTests: XCTestCase {
  private func lobbyWithGames() -> StoreOf<Lobby> {
    Store(
      initialState: Lobby.State(game: Board.State(moves: 3), practice: Board.State(moves: 3))
    ) {
      Lobby()
    }
  }

  func testPresentedChildReplacedByItsReducerNotifiesTheReadersOfTheParentProperty() async {
    let store = lobbyWithGames()
    let changes = LockIsolated(0)
    withPerceptionTracking {
      _ = store.scope(state: \.game, action: \.game.presented)?.moves
    } onChange: {
      changes.withValue { $0 += 1 }
    }
    store.send(.game(.presented(.playAgain)))
    XCTAssertEqual(changes.value, 1)
    XCTAssertEqual(store.game?.moves, 0)
  }

  func testOptionalChildReplacedByItsReducerNotifiesTheReadersOfTheParentProperty() async {
    let store = lobbyWithGames()
    let changes = LockIsolated(0)
    withPerceptionTracking {
      _ = store.scope(state: \.practice, action: \.practice)?.moves
    } onChange: {
      changes.withValue { $0 += 1 }
    }
    store.send(.practice(.playAgain))
    XCTAssertEqual(changes.value, 1)
    XCTAssertEqual(store.practice?.moves, 0)
  }

  func testAChildChangedInPlaceDoesNotNotifyTheReadersOfTheParentProperty() async {
    let store = lobbyWithGames()
    let parentChanges = LockIsolated(0)
    withPerceptionTracking {
      _ = store.game
      _ = store.practice
    } onChange: {
      parentChanges.withValue { $0 += 1 }
    }
    let childChanges = LockIsolated(0)
    let game = store.scope(state: \.game, action: \.game.presented)
    withPerceptionTracking {
      _ = game?.moves
    } onChange: {
      childChanges.withValue { $0 += 1 }
    }
    store.send(.game(.presented(.moved)))
    store.send(.practice(.moved))
    XCTAssertEqual(parentChanges.value, 0)
    XCTAssertEqual(childChanges.value, 1)
    XCTAssertEqual(store.game?.moves, 4)
    XCTAssertEqual(store.practice?.moves, 4)
  }

  func testObserveRedrawsAfterThePresentedChildIsReplaced() async {
    let store = lobbyWithGames()
    var seen: [Int?] = []
    let token = observe {
      seen.append(store.scope(state: \.game, action: \.game.presented)?.moves)
    }
    store.send(.game(.presented(.moved)))
    for _ in 1...20 where seen.last != 4 {
      await Task.yield()
    }
    store.send(.game(.presented(.playAgain)))
    for _ in 1...20 where seen.last != 0 {
      await Task.yield()
    }
    XCTAssertEqual(seen, [3, 4, 0])
    token.cancel()
  }
}
