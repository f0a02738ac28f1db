import ComposableArchitecture
import Foundation
import Testing

/// `\.openURL`, which swift-dependencies declares only where SwiftUI exists, is declared by the
/// library elsewhere: a reducer that opens URLs builds, a test that overrides it passes, and one
/// that does not fails as upstream's unimplemented test value makes it fail.
@MainActor
@Suite(.serialized)
struct OpenURLEffectTests {
  @Reducer
  struct Terms {
    @ObservableState
    struct State: Equatable { var opened: Bool? }
    enum Action: Equatable {
      case termsButtonTapped
      case opened(Bool)
    }
    @Dependency(\.openURL) var openURL
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .termsButtonTapped:
          return .run { send in
            await send(.opened(await self.openURL(URL(string: "https://example.com/terms")!)))
          }
        case .opened(let opened):
          state.opened = opened
          return .none
        }
      }
    }
  }

  @Test func anOverriddenOpenURLIsCalledWithTheURL() async {
    let opened = LockIsolated<[URL]>([])
    let store = TestStore(initialState: Terms.State()) {
      Terms()
    } withDependencies: {
      $0.openURL = OpenURLEffect { url in
        opened.withValue { $0.append(url) }
        return true
      }
    }
    await store.send(.termsButtonTapped)
    await store.receive(.opened(true)) {
      $0.opened = true
    }
    #expect(opened.value == [URL(string: "https://example.com/terms")!])
  }

  @Test func theTestValueIsUnimplemented() async {
    let store = TestStore(initialState: Terms.State()) {
      Terms()
    }
    await withKnownIssue {
      await store.send(.termsButtonTapped)
      await store.receive(.opened(false)) {
        $0.opened = false
      }
    } matching: { issue in
      issue.description.contains(#"Unimplemented: @Dependency(\.openURL)"#)
    }
  }

  @Test func theVoidFormDiscardsTheResult() async {
    let count = LockIsolated(0)
    let openURL = OpenURLEffect { _ in
      count.withValue { $0 += 1 }
      return false
    }
    await openURL(URL(string: "https://example.com")!) as Void
    #expect(count.value == 1)
  }
}
