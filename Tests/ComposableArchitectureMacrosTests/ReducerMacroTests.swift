import ComposableArchitectureMacros
import MacroTesting
import XCTest

final class ReducerMacroTests: XCTestCase {
  override func invokeTest() {
    withMacroTesting(
      macros: [
        "Reducer": ReducerMacro.self,
        "ReducerCaseEphemeral": ReducerCaseEphemeralMacro.self,
        "ReducerCaseIgnored": ReducerCaseIgnoredMacro.self,
      ]
    ) {
      super.invokeTest()
    }
  }

  func testStructFeature() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        struct State {
        }
        enum Action {
          case tap
        }
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """
    } expansion: {
      """
      struct Feature {
        struct State {
        }
        @CasePathable
        enum Action {
          case tap
        }
        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }

      extension Feature: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  func testPublicStructFeatureWithEnumStateAndExplicitCasePathable() {
    assertMacro {
      """
      @Reducer
      public struct Feature {
        public enum State {
          case loading
          case loaded(Int)
        }
        @CasePathable
        public enum Action {
          case tap
        }
        public func reduce(into state: inout State, action: Action) -> Effect<Action> {
          .none
        }
      }
      """
    } expansion: {
      """
      public struct Feature {
        @CasePathable @dynamicMemberLookup
        public enum State {
          case loading
          case loaded(Int)
        }
        @CasePathable
        public enum Action {
          case tap
        }
        public func reduce(into state: inout State, action: Action) -> Effect<Action> {
          .none
        }
      }

      extension Feature: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  func testRedundantReducerConformanceIsDiagnosedWithFixIt() {
    assertMacro {
      """
      @Reducer
      struct Feature: Reducer {
        struct State {}
        enum Action {}
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """
    } diagnostics: {
      """
      @Reducer
      struct Feature: Reducer {
                      ┬──────
                      ╰─ ⚠️ '@Reducer' already adds the 'Reducer' conformance; remove the explicit one
                         ✏️ Remove ': Reducer'
        struct State {}
        enum Action {}
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """
    } fixes: {
      """
      @Reducer
      struct Feature {
        struct State {}
        enum Action {}
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """
    } expansion: {
      """
      struct Feature {
        struct State {}
        @CasePathable
        enum Action {}
        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        var body: some ReducerOf<Self> { EmptyReducer() }
      }

      extension Feature: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  func testStructActionIsAnError() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        struct State {}
        struct Action {}
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """
    } diagnostics: {
      """
      @Reducer
      struct Feature {
        struct State {}
        struct Action {}
        ┬─────
        ╰─ 🛑 A '@Reducer' feature's 'Action' must be an enum, so that case key paths can route actions to child features
           ✏️ Change 'struct' to 'enum'
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """
    } fixes: {
      """
      @Reducer
      struct Feature {
        struct State {}
        enum Action {}
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """
    } expansion: {
      """
      struct Feature {
        struct State {}
        @CasePathable
        enum Action {}
        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        var body: some ReducerOf<Self> { EmptyReducer() }
      }

      extension Feature: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  func testClassIsAnError() {
    assertMacro {
      """
      @Reducer
      final class Feature {
      }
      """
    } diagnostics: {
      """
      @Reducer
      ┬───────
      ╰─ 🛑 '@Reducer' can only be applied to a struct or an enum
      final class Feature {
      }
      """
    }
  }

  func testEnumOfReducers() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case editor(Editor)
        case alert(AlertState<Alert>)
        @ReducerCaseEphemeral
        case toast(Toast)
        @ReducerCaseIgnored
        case placeholder(Int)
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case editor(Editor)
        case alert(AlertState<Alert>)
        case toast(Toast)
        case placeholder(Int)

        @CasePathable
        @dynamicMemberLookup
        @ComposableArchitecture.ObservableState
        enum State: ComposableArchitecture.CaseReducerState {
          typealias StateReducer = Destination
          case editor(Editor.State)
          case alert(AlertState<Alert>)
          case toast(Toast)
          case placeholder(Int)
        }

        @CasePathable
        enum Action {
          case editor(Editor.Action)
          case alert(AlertState<Alert>.Action)
          case toast(Toast.Action)
        }

        typealias _Body = ComposableArchitecture.Reduce<Self.State, Self.Action>

        static var body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          ComposableArchitecture.Reduce(ComposableArchitecture.CombineReducers {
              ComposableArchitecture.Scope(_caseState: \Self.State.Cases.editor, action: \Self.Action.Cases.editor) {
                Editor()
              }
            })
        }

        enum CaseScope {
          case editor(ComposableArchitecture.StoreOf<Editor>)
          case alert(AlertState<Alert>)
          case toast(Toast)
          case placeholder(Int)
        }

        @MainActor
        static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .editor:
            return .editor(store.scope(state: \.editor, action: \.editor)!)
          case let .alert(v0):
            return .alert(v0)
          case let .toast(v0):
            return .toast(v0)
          case let .placeholder(v0):
            return .placeholder(v0)
          }
        }
      }

      extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """#
    }
  }

  func testEnumCaseWithoutPayloadIsAnError() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case editor(Editor)
        case empty
      }
      """
    } diagnostics: {
      """
      @Reducer
      enum Destination {
        case editor(Editor)
        case empty
             ┬────
             ╰─ 🛑 A case of a '@Reducer' enum must hold exactly one value: a reducer ('case editor(Editor)'), or state marked '@ReducerCaseEphemeral' or '@ReducerCaseIgnored'
      }
      """
    }
  }
}
