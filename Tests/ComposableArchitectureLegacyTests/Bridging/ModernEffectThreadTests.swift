import ComposableArchitecture
import ComposableArchitectureLegacy
import XCTest

// The actions a 1.x effect sends (of a 1.x reducer run in a 0.x store) go through the 0.x store,
// so they too wait while another thread is sending to it: never two threads in the 1.x store.

/// A 1.x feature whose effect waits for a gate, then sends, then says whether its action had
/// been reduced by the time `send` returned.
private struct Gated: ComposableArchitecture.Reducer {
  typealias State = [String]
  enum Action: Equatable {
    case start
    case slow
    case fromEffect
  }

  let gate: AsyncStream<Void>
  let log: LockIsolated<[String]>
  let sawItsAction: LockIsolated<Bool?>
  let slowIsInside: DispatchSemaphore
  let releaseSlow: DispatchSemaphore

  func reduce(into state: inout State, action: Action) -> ComposableArchitecture.Effect<Action> {
    self.log.withValue { $0.append("\(action)") }
    switch action {
    case .start:
      return .run { [gate, log, sawItsAction] send in
        for await _ in gate { break }
        await send(.fromEffect)
        sawItsAction.setValue(log.value.contains("fromEffect"))
      }
    case .slow:
      self.slowIsInside.signal()
      _ = self.releaseSlow.wait(timeout: .now() + 30)
      return .none
    case .fromEffect:
      return .none
    }
  }
}

final class ModernEffectThreadTests: XCTestCase {
  @MainActor
  func testA1xEffectsActionWaitsForABackgroundSend() async {
    let (gate, opening) = AsyncStream<Void>.makeStream()
    let log = LockIsolated<[String]>([])
    let sawItsAction = LockIsolated<Bool?>(nil)
    let slowIsInside = DispatchSemaphore(value: 0)
    let releaseSlow = DispatchSemaphore(value: 0)
    let store = ComposableArchitectureLegacy.Store.unchecked(
      initialState: [],
      reducer: ComposableArchitectureLegacy.Reducer(
        Gated(
          gate: gate, log: log, sawItsAction: sawItsAction, slowIsInside: slowIsInside,
          releaseSlow: releaseSlow
        )
      ),
      environment: ()
    )
    let viewStore = ComposableArchitectureLegacy.ViewStore(store)
    let task = viewStore.send(.start)
    // Another thread's send is in the reducer, blocked.
    let background = DispatchGroup()
    DispatchQueue.global().async(group: background) { store.send(.slow) }
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        _ = slowIsInside.wait(timeout: .now() + 30)
        continuation.resume()
      }
    }
    // Released from another thread, later: the effect's send waits for it on the main actor.
    DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) { releaseSlow.signal() }
    opening.yield()
    await task.finish()
    background.wait()
    XCTAssertEqual(sawItsAction.value, true)
    XCTAssertEqual(log.value, ["start", "slow", "fromEffect"])
  }
}
