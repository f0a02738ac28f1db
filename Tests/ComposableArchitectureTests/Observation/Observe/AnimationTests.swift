import ComposableArchitecture
import XCTest

/// Reducer code that animates, as TCA features write it, compiles off SwiftUI and carries its
/// animation in the transaction that observers are told of.
@MainActor
final class AnimationTests: XCTestCase {
  func testStoreSendWithAnimationCarriesItToObservers() async {
    let store = Store(initialState: Animated.State()) { Animated() }
    let seen = LockIsolated<[Animation?]>([])
    let token = observe { transaction in
      _ = store.count
      seen.withValue { $0.append(transaction.animation) }
    }
    store.send(.increment, animation: .easeInOut)
    store.send(.increment)
    XCTAssertEqual(store.count, 2)
    XCTAssertEqual(store.animations, [.easeInOut, nil])
    _ = token
  }

  func testEffectsSendWithAnimation() async {
    let store = TestStore(initialState: Animated.State()) { Animated() }
    await store.send(.runAnimated)
    await store.receive(.increment) {
      $0.count = 1
      $0.animations = [.spring()]
    }
    await store.send(.sendAnimated)
    await store.receive(.increment) {
      $0.count = 2
      $0.animations = [.spring(), .linear(duration: 2)]
    }
  }

  func testAnimatedButtonStateSendsWithItsAnimation() async {
    let button = ButtonState<Animated.Action>(action: .send(.increment, animation: .bouncy)) {
      TextState("Add")
    }
    let store = Store(initialState: Animated.State()) { Animated() }
    button.withAction { action in
      if let action { store.send(action) }
    }
    XCTAssertEqual(store.animations, [.bouncy])
    XCTAssertEqual(button.action.action, .increment)
    XCTAssertEqual(button.map { _ in 1 }.action.action, 1)
  }

  func testAnimationMembersDescribeTheirCurves() {
    XCTAssertEqual(Animation.linear(duration: 2).duration, 2)
    XCTAssertEqual(Animation.easeIn.curve, .easeIn)
    XCTAssertEqual(Animation.default.delay(1).delay, 1)
    XCTAssertNil(Animation.default.repeatForever().repeatCount)
    XCTAssertEqual(Animation.default.speed(2).speed, 2)
    XCTAssertNotEqual(Animation.default, .linear)
  }
}

@Reducer
private struct Animated {
  @ObservableState
  struct State: Equatable {
    var count = 0
    /// The animation of the transaction each `increment` ran in.
    var animations: [Animation?] = []
  }
  enum Action: Equatable {
    case increment
    case runAnimated
    case sendAnimated
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        state.animations.append(currentAnimation())
        return .none
      case .runAnimated:
        return .run { send in await send(.increment, animation: .spring()) }
      case .sendAnimated:
        return .send(.increment, animation: .linear(duration: 2))
      }
    }
  }
}

/// The animation of the transaction the current code runs in (what `observe` hands observers).
private func currentAnimation() -> Animation? {
  UITransaction.current.animation
}
