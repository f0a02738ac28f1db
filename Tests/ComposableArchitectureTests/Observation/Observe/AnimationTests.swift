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

  /// Every animation feature code builds off SwiftUI (issue 38, item 7).
  private static func everyAnimation() -> [Animation] {
    [
      .interpolatingSpring,
      .interpolatingSpring(stiffness: 100, damping: 10),
      .interpolatingSpring(stiffness: 100, damping: 10, initialVelocity: 1),
      .interpolatingSpring(mass: 2, stiffness: 100, damping: 10),
      .interpolatingSpring(mass: 2, stiffness: 100, damping: 10, initialVelocity: 1),
      .interpolatingSpring(duration: 0.4),
      .interpolatingSpring(duration: 0.4, bounce: 0.2),
      .interpolatingSpring(duration: 0.4, bounce: 0.2, initialVelocity: 1),
      .spring,
      .spring(response: 0.3, dampingFraction: 0.6, blendDuration: 0.1),
      .spring(duration: 0.4, bounce: 0.2, blendDuration: 0.1),
      .interactiveSpring,
      .interactiveSpring(response: 0.2, dampingFraction: 0.7, blendDuration: 0.3),
      .interactiveSpring(duration: 0.2, extraBounce: 0.1, blendDuration: 0.3),
      .bouncy,
      .bouncy(duration: 0.4, extraBounce: 0.1),
      .smooth(duration: 0.4, extraBounce: 0.1),
      .snappy(duration: 0.4, extraBounce: 0.1),
      .timingCurve(0.1, 0.2, 0.3, 0.4),
      .timingCurve(0.1, 0.2, 0.3, 0.4, duration: 1),
      .linear,
      .linear(duration: 1),
      .easeIn(duration: 1),
      .easeOut(duration: 1),
      .easeInOut(duration: 1),
      .default.delay(1),
      .default.speed(2),
      .default.repeatCount(3),
      .default.repeatCount(3, autoreverses: false),
      .default.repeatForever(),
      .default.repeatForever(autoreverses: false),
    ]
  }

  func testEveryAnimationEqualsOneBuiltTheSameWay() {
    let animations = Self.everyAnimation()
    XCTAssertEqual(animations, Self.everyAnimation())
    // And they are told apart.
    XCTAssertEqual(Set(animations).count, animations.count)
    XCTAssertEqual(Animation.spring, .spring())
    XCTAssertEqual(Animation.interactiveSpring, .interactiveSpring())
    XCTAssertEqual(Animation.smooth, .smooth())
    XCTAssertEqual(Animation.snappy, .snappy())
    XCTAssertEqual(Animation.bouncy, .bouncy())
    XCTAssertEqual(
      Animation.interpolatingSpring(stiffness: 100, damping: 10),
      .interpolatingSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
    )
    XCTAssertNotEqual(Animation.smooth, .snappy)
    XCTAssertNotEqual(Animation.easeIn, .easeIn(duration: 1))
  }

  func testAnimationsDumpAsCustomDumpDumpsSwiftUIs() {
    XCTAssertEqual(String(customDumping: Animation.easeIn), "Animation.easeIn")
    XCTAssertEqual(String(customDumping: Animation.easeInOut), "Animation.easeInOut")
    XCTAssertEqual(String(customDumping: Animation.easeOut), "Animation.easeOut")
    XCTAssertEqual(String(customDumping: Animation.linear), "Animation.linear")
    XCTAssertEqual(String(customDumping: Animation.spring()), "Animation.spring()")
    XCTAssertEqual(
      String(customDumping: Animation.interactiveSpring()), "Animation.interactiveSpring()"
    )
    XCTAssertTrue(String(customDumping: Animation.linear(duration: 2)).hasPrefix("Animation(\n"))
  }

  func testAnimatedButtonsInAlertStateCompareAndDumpAsTCAs() {
    func alert(_ animation: Animation) -> AlertState<Animated.Action> {
      AlertState {
        TextState("Add?")
      } actions: {
        ButtonState(action: .send(.increment, animation: animation)) {
          TextState("Add")
        }
      }
    }
    for animation in Self.everyAnimation() {
      XCTAssertEqual(alert(animation), alert(animation))
    }
    XCTAssertNotEqual(alert(.bouncy), alert(.smooth))
    var dump = ""
    customDump(
      ButtonState<Animated.Action>(action: .send(.increment, animation: .easeInOut)) {
        TextState("Add")
      },
      to: &dump
    )
    XCTAssertEqual(
      dump,
      """
      ButtonState(
        action: .send(
          .increment,
          animation: Animation.easeInOut
        ),
        label: "Add"
      )
      """
    )
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
