import ComposableArchitecture
import ComposableArchitectureDevTools
import Foundation

/// A counter with a child, effects that finish, fail and are cancelled, for the devtools tests.
struct Counter: Reducer {
  struct State: Equatable {
    var count = 0
    var child = Child.State()
    var fact: String?
  }

  // Codable: the page offers to send its actions.
  @CasePathable
  enum Action: Codable, Equatable {
    case increment
    case child(Child.Action)
    case factButtonTapped
    case factResponse(String)
    case failingButtonTapped
    case startTimer
    case stopTimer
  }

  struct Failure: Error {}
  enum CancelID { case timer }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Child() }
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .child:
        return .none
      case .factButtonTapped:
        return .run { [count = state.count] send in
          await send(.factResponse("\(count) is a number"))
        }
      case let .factResponse(fact):
        state.fact = fact
        return .none
      case .failingButtonTapped:
        return .run { _ in
          throw Failure()
        } catch: { _, _ in
        }
      case .startTimer:
        return .run { _ in try await Task.never() }.cancellable(id: CancelID.timer)
      case .stopTimer:
        return .cancel(id: CancelID.timer)
      }
    }
  }
}

struct Child: Reducer {
  struct State: Equatable {
    var text = ""
  }

  @CasePathable
  enum Action: Codable, Equatable {
    case setText(String)
    case echo
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .setText(text):
        state.text = text
        return .send(.echo)
      case .echo:
        return .none
      }
    }
  }
}

/// How much longer than usual wall-clock waits may take: `TEST_TIMEOUT_SCALE` (sanitizer builds
/// run many times slower; `.ci/sanitizers` sets it), 1 by default.
let timeoutScale: Int = {
  let value = ProcessInfo.processInfo.environment["TEST_TIMEOUT_SCALE"].flatMap { Int($0) }
  return max(value ?? 1, 1)
}()

/// Waits until `condition` holds, for what a test cannot await: the recorder is fed by the
/// store's effects as they run, and the server attaches to it from a task of its own. Polls in
/// real time (a second, times `TEST_TIMEOUT_SCALE`) and then fails at the caller's line, naming
/// what it waited for.
@MainActor
func waitUntil(
  _ description: String,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ condition: () -> Bool
) async {
  for _ in 0..<(200 * timeoutScale) where !condition() {
    try? await Task.sleep(nanoseconds: 5_000_000)
  }
  if !condition() {
    reportIssue(
      "Timed out waiting for \(description)",
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}
