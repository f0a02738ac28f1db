import ComposableArchitecture
import Foundation

/// The new-game screen: the players' names, then the game; or log out.
@Reducer
public struct NewGame: Sendable {
  @ObservableState
  public struct State: Equatable, Sendable {
    @Presents public var game: Game.State?
    public var oPlayerName = ""
    public var xPlayerName = ""

    /// Both players have a name.
    public var isLetsPlayButtonEnabled: Bool {
      !self.oPlayerName.isEmpty && !self.xPlayerName.isEmpty
    }

    public init(oPlayerName: String = "", xPlayerName: String = "") {
      self.oPlayerName = oPlayerName
      self.xPlayerName = xPlayerName
    }
  }

  public enum Action: BindableAction, Sendable {
    case binding(BindingAction<State>)
    case game(PresentationAction<Game.Action>)
    case letsPlayButtonTapped
    /// The parent goes back to the login screen.
    case logoutButtonTapped
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding, .game, .logoutButtonTapped:
        return .none

      case .letsPlayButtonTapped:
        guard state.isLetsPlayButtonEnabled else { return .none }
        state.game = Game.State(oPlayerName: state.oPlayerName, xPlayerName: state.xPlayerName)
        return .none
      }
    }
    .ifLet(\.$game, action: \.game) {
      Game()
    }
  }
}
