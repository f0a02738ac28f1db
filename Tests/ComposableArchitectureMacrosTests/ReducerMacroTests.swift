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

  func testReduceMethodAndBodyIsAnError() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        struct State {}
        enum Action {}
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          .none
        }
      }
      """
    } diagnostics: {
      """
      @Reducer
      struct Feature {
        struct State {}
        enum Action {}
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
             ┬─────
             ╰─ 🛑 A 'reduce' method should not be defined in a reducer with a 'body'; it takes precedence and 'body' will never be invoked
          .none
        }
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

        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        static var body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          ComposableArchitecture.Reduce(ComposableArchitecture.CombineReducers {
              ComposableArchitecture.Scope(
                _embedState: {
                  Self.State.editor($0)
                },
                extractState: {
                  if case let .editor(state) = $0 {
                    state
                  } else {
                    nil
                  }
                },
                embedAction: Self.Action.editor,
                extractAction: {
                  if case let .editor(action) = $0 {
                    action
                  } else {
                    nil
                  }
                }
              ) {
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

        @preconcurrency @MainActor
        static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .editor:
            let paths = ComposableArchitecture._caseScopePaths(Self.self, 0) {
              (\Self.State.editor, \Self.Action.Cases.editor)
            }
            return .editor(store.scope(state: paths.state, action: paths.action)!)
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

  func testEmptyStructSynthesizesStateActionAndBody() {
    assertMacro {
      """
      @Reducer
      struct Feature {
      }
      """
    } expansion: {
      """
      struct Feature {

          @ComposableArchitecture.ObservableState
          struct State: Codable, Equatable, Hashable, Sendable {
            init() {
            }
          }

          enum Action: Equatable, Hashable, Sendable {
          }

          let body = ComposableArchitecture.EmptyReducer<State, Action>()
      }

      extension Feature: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  func testPublicEmptyStructSynthesizesPublicMembers() {
    assertMacro {
      """
      @Reducer
      public struct Feature {}
      """
    } expansion: {
      """
      public struct Feature {

          @ComposableArchitecture.ObservableState
          public struct State: Codable, Equatable, Hashable, Sendable {
            public init() {
            }
          }

          public enum Action: Equatable, Hashable, Sendable {
          }

          public let body = ComposableArchitecture.EmptyReducer<State, Action>()
      }

      extension Feature: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  func testStructWithOnlyStateSynthesizesActionAndBody() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        struct State {
          var count = 0
        }
      }
      """
    } expansion: {
      """
      struct Feature {
        struct State {
          var count = 0
        }

        enum Action: Equatable, Hashable, Sendable {
        }

        let body = ComposableArchitecture.EmptyReducer<State, Action>()
      }

      extension Feature: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  func testStructWithReduceMethodGetsNoBody() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        typealias State = Int
        enum Action {
          case tap
        }
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          .none
        }
      }
      """
    } expansion: {
      """
      struct Feature {
        typealias State = Int
        @CasePathable
        enum Action {
          case tap
        }
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          .none
        }
      }

      extension Feature: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  func testEnumCasesInsideIfBlocks() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case editor(Editor)
        #if DEBUG
          case debug(Debug)
          #if os(Linux)
            case linux(Linux)
          #endif
        #elseif canImport(UIKit)
          case settings
        #else
          @ReducerCaseIgnored
          case note(String)
        #endif
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case editor(Editor)
        #if DEBUG
          case debug(Debug)
          #if os(Linux)
            case linux(Linux)
          #endif
        #elseif canImport(UIKit)
          case settings
        #else
          case note(String)
        #endif

        @CasePathable
        @dynamicMemberLookup
        @ComposableArchitecture.ObservableState
        enum State: ComposableArchitecture.CaseReducerState {
          typealias StateReducer = Destination
          case editor(Editor.State)
          #if DEBUG
          case debug(Debug.State)
          #if os(Linux)
          case linux(Linux.State)
          #endif
          #elseif canImport(UIKit)
          case settings
          #else
          case note(String)
          #endif
        }

        @CasePathable
        enum Action {
          case editor(Editor.Action)
          #if DEBUG
          case debug(Debug.Action)
          #if os(Linux)
          case linux(Linux.Action)
          #endif
          #endif
        }

        typealias _Body = ComposableArchitecture.Reduce<Self.State, Self.Action>

        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        static var body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          ComposableArchitecture.Reduce(ComposableArchitecture.CombineReducers {
              ComposableArchitecture.Scope(
                _embedState: {
                  Self.State.editor($0)
                },
                extractState: {
                  if case let .editor(state) = $0 {
                    state
                  } else {
                    nil
                  }
                },
                embedAction: Self.Action.editor,
                extractAction: {
                  if case let .editor(action) = $0 {
                    action
                  } else {
                    nil
                  }
                }
              ) {
                Editor()
              }
              #if DEBUG
              ComposableArchitecture.Scope(
                _embedState: {
                  Self.State.debug($0)
                },
                extractState: {
                  if case let .debug(state) = $0 {
                    state
                  } else {
                    nil
                  }
                },
                embedAction: Self.Action.debug,
                extractAction: {
                  if case let .debug(action) = $0 {
                    action
                  } else {
                    nil
                  }
                }
              ) {
                Debug()
              }
              #if os(Linux)
              ComposableArchitecture.Scope(
                _embedState: {
                  Self.State.linux($0)
                },
                extractState: {
                  if case let .linux(state) = $0 {
                    state
                  } else {
                    nil
                  }
                },
                embedAction: Self.Action.linux,
                extractAction: {
                  if case let .linux(action) = $0 {
                    action
                  } else {
                    nil
                  }
                }
              ) {
                Linux()
              }
              #endif
              #endif
            })
        }

        enum CaseScope {
          case editor(ComposableArchitecture.StoreOf<Editor>)
          #if DEBUG
          case debug(ComposableArchitecture.StoreOf<Debug>)
          #if os(Linux)
          case linux(ComposableArchitecture.StoreOf<Linux>)
          #endif
          #elseif canImport(UIKit)
          case settings
          #else
          case note(String)
          #endif
        }

        @preconcurrency @MainActor
        static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .editor:
            let paths = ComposableArchitecture._caseScopePaths(Self.self, 0) {
              (\Self.State.editor, \Self.Action.Cases.editor)
            }
            return .editor(store.scope(state: paths.state, action: paths.action)!)
          #if DEBUG
          case .debug:
            let paths = ComposableArchitecture._caseScopePaths(Self.self, 1) {
              (\Self.State.debug, \Self.Action.Cases.debug)
            }
            return .debug(store.scope(state: paths.state, action: paths.action)!)
          #if os(Linux)
          case .linux:
            let paths = ComposableArchitecture._caseScopePaths(Self.self, 2) {
              (\Self.State.linux, \Self.Action.Cases.linux)
            }
            return .linux(store.scope(state: paths.state, action: paths.action)!)
          #endif
          #elseif canImport(UIKit)
          case .settings:
            return .settings
          #else
          case let .note(v0):
            return .note(v0)
          #endif
          }
        }
      }

      extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """#
    }
  }

  func testEnumCasesWithoutPayloadIgnoredAndWithSeveralValuesArePlainState() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case editor(Editor)
        case empty
        @ReducerCaseIgnored
        case meeting(Meeting.ID)
        case message(id: Int, String)
        case optional(Editor?)
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case editor(Editor)
        case empty
        case meeting(Meeting.ID)
        case message(id: Int, String)
        case optional(Editor?)

        @CasePathable
        @dynamicMemberLookup
        @ComposableArchitecture.ObservableState
        enum State: ComposableArchitecture.CaseReducerState {
          typealias StateReducer = Destination
          case editor(Editor.State)
          case empty
          case meeting(Meeting.ID)
          case message(id: Int, String)
          case optional(Editor?)
        }

        @CasePathable
        enum Action {
          case editor(Editor.Action)
        }

        typealias _Body = ComposableArchitecture.Reduce<Self.State, Self.Action>

        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        static var body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          ComposableArchitecture.Reduce(ComposableArchitecture.CombineReducers {
              ComposableArchitecture.Scope(
                _embedState: {
                  Self.State.editor($0)
                },
                extractState: {
                  if case let .editor(state) = $0 {
                    state
                  } else {
                    nil
                  }
                },
                embedAction: Self.Action.editor,
                extractAction: {
                  if case let .editor(action) = $0 {
                    action
                  } else {
                    nil
                  }
                }
              ) {
                Editor()
              }
            })
        }

        enum CaseScope {
          case editor(ComposableArchitecture.StoreOf<Editor>)
          case empty
          case meeting(Meeting.ID)
          case message(id: Int, String)
          case optional(Editor?)
        }

        @preconcurrency @MainActor
        static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .editor:
            let paths = ComposableArchitecture._caseScopePaths(Self.self, 0) {
              (\Self.State.editor, \Self.Action.Cases.editor)
            }
            return .editor(store.scope(state: paths.state, action: paths.action)!)
          case .empty:
            return .empty
          case let .meeting(v0):
            return .meeting(v0)
          case let .message(v0, v1):
            return .message(id: v0, v1)
          case let .optional(v0):
            return .optional(v0)
          }
        }
      }

      extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """#
    }
  }

  func testEmptyEnum() {
    assertMacro {
      """
      @Reducer
      enum Destination {
      }
      """
    } expansion: {
      """
      enum Destination {

          @CasePathable
          @dynamicMemberLookup
          @ComposableArchitecture.ObservableState
          enum State: ComposableArchitecture.CaseReducerState {
            typealias StateReducer = Destination

          }

          @CasePathable
          enum Action {

          }

          typealias _Body = ComposableArchitecture.Reduce<Self.State, Self.Action>

          @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
          static var body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
            ComposableArchitecture.Reduce(ComposableArchitecture.EmptyReducer<Self.State, Self.Action>())
          }

          enum CaseScope {

          }

          @preconcurrency @MainActor
          static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
            switch store.state {

            }
          }
      }

      extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """
    }
  }

  func testPublicEnumWithMemberTypeCase() {
    assertMacro {
      """
      @Reducer
      public enum Destination {
        case detail(Detail.Feature)
        case alert(ComposableArchitecture.AlertState<Alert>)
      }
      """
    } expansion: {
      #"""
      public enum Destination {
        case detail(Detail.Feature)
        case alert(ComposableArchitecture.AlertState<Alert>)

        @CasePathable
        @dynamicMemberLookup
        @ComposableArchitecture.ObservableState
        public enum State: ComposableArchitecture.CaseReducerState {
          public typealias StateReducer = Destination
          case detail(Detail.Feature.State)
          case alert(ComposableArchitecture.AlertState<Alert>)
        }

        @CasePathable
        public enum Action {
          case detail(Detail.Feature.Action)
          case alert(ComposableArchitecture.AlertState<Alert>.Action)
        }

        public typealias _Body = ComposableArchitecture.Reduce<Self.State, Self.Action>

        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        public static var body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          ComposableArchitecture.Reduce(ComposableArchitecture.CombineReducers {
              ComposableArchitecture.Scope(
                _embedState: {
                  Self.State.detail($0)
                },
                extractState: {
                  if case let .detail(state) = $0 {
                    state
                  } else {
                    nil
                  }
                },
                embedAction: Self.Action.detail,
                extractAction: {
                  if case let .detail(action) = $0 {
                    action
                  } else {
                    nil
                  }
                }
              ) {
                Detail.Feature()
              }
            })
        }

        public enum CaseScope {
          case detail(ComposableArchitecture.StoreOf<Detail.Feature>)
          case alert(ComposableArchitecture.AlertState<Alert>)
        }

        @preconcurrency @MainActor
        public static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .detail:
            let paths = ComposableArchitecture._caseScopePaths(Self.self, 0) {
              (\Self.State.detail, \Self.Action.Cases.detail)
            }
            return .detail(store.scope(state: paths.state, action: paths.action)!)
          case let .alert(v0):
            return .alert(v0)
          }
        }
      }

      extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """#
    }
  }

  func testDeprecatedSynthesizedConformances() {
    assertMacro {
      """
      @Reducer(state: .equatable, .hashable, .codable, action: .equatable, .sendable)
      enum Destination {
        case editor(Editor)
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case editor(Editor)

        @CasePathable
        @dynamicMemberLookup
        @ComposableArchitecture.ObservableState
        enum State: ComposableArchitecture.CaseReducerState, Equatable, Hashable, Codable {
          typealias StateReducer = Destination
          case editor(Editor.State)
        }

        @CasePathable
        enum Action: Equatable, Sendable {
          case editor(Editor.Action)
        }

        typealias _Body = ComposableArchitecture.Reduce<Self.State, Self.Action>

        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        static var body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          ComposableArchitecture.Reduce(ComposableArchitecture.CombineReducers {
              ComposableArchitecture.Scope(
                _embedState: {
                  Self.State.editor($0)
                },
                extractState: {
                  if case let .editor(state) = $0 {
                    state
                  } else {
                    nil
                  }
                },
                embedAction: Self.Action.editor,
                extractAction: {
                  if case let .editor(action) = $0 {
                    action
                  } else {
                    nil
                  }
                }
              ) {
                Editor()
              }
            })
        }

        enum CaseScope {
          case editor(ComposableArchitecture.StoreOf<Editor>)
        }

        @preconcurrency @MainActor
        static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .editor:
            let paths = ComposableArchitecture._caseScopePaths(Self.self, 0) {
              (\Self.State.editor, \Self.Action.Cases.editor)
            }
            return .editor(store.scope(state: paths.state, action: paths.action)!)
          }
        }
      }

      extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """#
    }
  }

  func testEnumWithExplicitStateKeepsIt() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case editor(Editor)
        enum State {
          case editor(Editor.State)
        }
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case editor(Editor)
        enum State {
          case editor(Editor.State)
        }

        @CasePathable
        enum Action {
          case editor(Editor.Action)
        }

        typealias _Body = ComposableArchitecture.Reduce<Self.State, Self.Action>

        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        static var body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          ComposableArchitecture.Reduce(ComposableArchitecture.CombineReducers {
              ComposableArchitecture.Scope(_caseState: \Self.State.Cases.editor, action: \Self.Action.Cases.editor) {
                Editor()
              }
            })
        }

        enum CaseScope {
          case editor(ComposableArchitecture.StoreOf<Editor>)
        }

        @preconcurrency @MainActor
        static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .editor:
            let paths = ComposableArchitecture._caseScopePaths(Self.self, 0) {
              (\Self.State.editor, \Self.Action.Cases.editor)
            }
            return .editor(store.scope(state: paths.state, action: paths.action)!)
          }
        }
      }

      extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """#
    }
  }
}
