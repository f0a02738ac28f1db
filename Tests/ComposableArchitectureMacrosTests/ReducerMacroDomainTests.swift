import ComposableArchitectureMacros
import MacroTesting
import XCTest

/// `@Reducer` on a struct: which `State`, `Action` and `body` it synthesizes, and the builder
/// attribute it gives a body, by what the struct declares (B-MC-01 to B-MC-03).
final class ReducerMacroDomainTests: XCTestCase {
  override func invokeTest() {
    withMacroTesting(macros: ["Reducer": ReducerMacro.self]) {
      super.invokeTest()
    }
  }

  func testBodyNamingItsTypesGetsNoStateOrAction() {
    assertMacro {
      """
      @Reducer
      struct Doubler {
        @Dependency(\\.uuid) var uuid
        var body: some Reducer<Int, Bool> {
          Reduce { state, action in
            state = action ? state * 2 : 0
            return .none
          }
        }
      }
      """
    } expansion: {
      #"""
      struct Doubler {
        @Dependency(\.uuid) var uuid
        @ComposableArchitecture.ReducerBuilder<Int, Bool>
        var body: some Reducer<Int, Bool> {
          Reduce { state, action in
            state = action ? state * 2 : 0
            return .none
          }
        }
      }

      extension Doubler: ComposableArchitecture.Reducer {
      }
      """#
    }
  }

  func testGenericBodyBuilderUsesTheWrittenTypes() {
    assertMacro {
      """
      @Reducer
      struct Favoriting<ID: Hashable & Sendable> {
        var body: some ComposableArchitecture.Reducer<FavoritingState<ID>, FavoritingAction> {
          EmptyReducer()
        }
      }
      """
    } expansion: {
      """
      struct Favoriting<ID: Hashable & Sendable> {
        @ComposableArchitecture.ReducerBuilder<FavoritingState<ID>, FavoritingAction>
        var body: some ComposableArchitecture.Reducer<FavoritingState<ID>, FavoritingAction> {
          EmptyReducer()
        }
      }

      extension Favoriting: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  func testReducerOfAnotherFeatureBuildsWithItsTypes() {
    assertMacro {
      """
      @Reducer
      struct Wrapper {
        var body: some ReducerOf<Counter> {
          Counter()
        }
      }
      """
    } expansion: {
      """
      struct Wrapper {
        @ComposableArchitecture.ReducerBuilder<Counter.State, Counter.Action>
        var body: some ReducerOf<Counter> {
          Counter()
        }
      }

      extension Wrapper: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  /// BEHAVIOUR.md B-MC-02: the nested feature's expansion adds no `State` or `Action`.
  func testNestedFeatureUsesTheEnclosingStateAndAction() {
    assertMacro {
      """
      @Reducer
      struct Outer {
        struct State {}
        enum Action {
          case tap
        }
        var body: some ReducerOf<Self> {
          Inner()
        }
        @Reducer
        struct Inner {
          var body: some Reducer<State, Action> {
            EmptyReducer()
          }
        }
      }
      """
    } expansion: {
      """
      struct Outer {
        struct State {}
        @CasePathable
        enum Action {
          case tap
        }
        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        var body: some ReducerOf<Self> {
          Inner()
        }
        struct Inner {
          @ComposableArchitecture.ReducerBuilder<State, Action>
          var body: some Reducer<State, Action> {
            EmptyReducer()
          }
        }
      }

      extension Outer.Inner: ComposableArchitecture.Reducer {
      }

      extension Outer: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  func testStoredBodyGetsNoStateOrAction() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        let body = EmptyReducer<Int, Int>()
      }
      """
    } expansion: {
      """
      struct Feature {
        let body = EmptyReducer<Int, Int>()
      }

      extension Feature: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  func testOnlyActionSynthesizesStateAndBody() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        enum Action {}
      }
      """
    } expansion: {
      """
      struct Feature {
        @CasePathable
        enum Action {}

        @ComposableArchitecture.ObservableState
        struct State: Codable, Equatable, Hashable, Sendable {
          init() {
          }
        }

        let body = ComposableArchitecture.EmptyReducer<State, Action>()
      }

      extension Feature: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  func testStateAliasSynthesizesActionAndBody() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        typealias State = Int
      }
      """
    } expansion: {
      """
      struct Feature {
        typealias State = Int

        enum Action: Equatable, Hashable, Sendable {
        }

        let body = ComposableArchitecture.EmptyReducer<State, Action>()
      }

      extension Feature: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  func testBodyOfAnotherTypeStillGetsStateAndAction() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        var body: Reduce<State, Action> {
          Reduce { _, _ in .none }
        }
      }
      """
    } expansion: {
      """
      struct Feature {
        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        var body: Reduce<State, Action> {
          Reduce { _, _ in .none }
        }

        @ComposableArchitecture.ObservableState
        struct State: Codable, Equatable, Hashable, Sendable {
          init() {
          }
        }

        enum Action: Equatable, Hashable, Sendable {
        }
      }

      extension Feature: ComposableArchitecture.Reducer {
      }
      """
    }
  }
}
