import ComposableArchitectureMacros
import MacroTesting
import XCTest

/// `@Reducer` on an enum: cases that give their reducer as a default value (B-MC-04, B-MC-05),
/// cases in nested `#if` blocks (B-MC-06), and the builder attribute and action embedding that
/// keep the expansion free of compiler crashes and warnings (B-MC-07).
final class ReducerMacroEnumFormsTests: XCTestCase {
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

  func testCaseWithDefaultReducerRunsIt() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case create(Editor = Editor(mode: .create))
        case edit(Editor = .init(mode: .edit))
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case create(Editor = Editor(mode: .create))
        case edit(Editor = .init(mode: .edit))

        @CasePathable
        @dynamicMemberLookup
        @ComposableArchitecture.ObservableState
        enum State: ComposableArchitecture.CaseReducerState {
          typealias StateReducer = Destination
          case create(Editor.State)
          case edit(Editor.State)
        }

        @CasePathable
        enum Action {
          case create(Editor.Action)
          case edit(Editor.Action)
        }

        typealias _Body = ComposableArchitecture.Reduce<Self.State, Self.Action>

        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        static var body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          ComposableArchitecture.Reduce(ComposableArchitecture.CombineReducers {
              ComposableArchitecture.Scope(
                _embedState: {
                  Self.State.create($0)
                },
                extractState: {
                  if case let .create(state) = $0 {
                    state
                  } else {
                    nil
                  }
                },
                embedAction: Self.Action.create,
                extractAction: {
                  if case let .create(action) = $0 {
                    action
                  } else {
                    nil
                  }
                }
              ) {
                Editor(mode: .create)
              }
              ComposableArchitecture.Scope(
                _embedState: {
                  Self.State.edit($0)
                },
                extractState: {
                  if case let .edit(state) = $0 {
                    state
                  } else {
                    nil
                  }
                },
                embedAction: Self.Action.edit,
                extractAction: {
                  if case let .edit(action) = $0 {
                    action
                  } else {
                    nil
                  }
                }
              ) {
                Editor.init(mode: .edit)
              }
            })
        }

        enum CaseScope {
          case create(ComposableArchitecture.StoreOf<Editor>)
          case edit(ComposableArchitecture.StoreOf<Editor>)
        }

        @preconcurrency @MainActor
        static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .create:
            let paths = ComposableArchitecture._caseScopePaths(Self.self, 0) {
              (\Self.State.create, \Self.Action.Cases.create)
            }
            return .create(store.scope(state: paths.state, action: paths.action)!)
          case .edit:
            let paths = ComposableArchitecture._caseScopePaths(Self.self, 1) {
              (\Self.State.edit, \Self.Action.Cases.edit)
            }
            return .edit(store.scope(state: paths.state, action: paths.action)!)
          }
        }
      }

      extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """#
    }
  }

  func testCaseHoldingAnEnumReducersBody() {
    assertMacro {
      """
      @Reducer
      enum Outer {
        case inner(Inner.Body = Inner.body)
      }
      """
    } expansion: {
      #"""
      enum Outer {
        case inner(Inner.Body = Inner.body)

        @CasePathable
        @dynamicMemberLookup
        @ComposableArchitecture.ObservableState
        enum State: ComposableArchitecture.CaseReducerState {
          typealias StateReducer = Outer
          case inner(Inner.Body.State)
        }

        @CasePathable
        enum Action {
          case inner(Inner.Body.Action)
        }

        typealias _Body = ComposableArchitecture.Reduce<Self.State, Self.Action>

        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        static var body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          ComposableArchitecture.Reduce(ComposableArchitecture.CombineReducers {
              ComposableArchitecture.Scope(
                _embedState: {
                  Self.State.inner($0)
                },
                extractState: {
                  if case let .inner(state) = $0 {
                    state
                  } else {
                    nil
                  }
                },
                embedAction: Self.Action.inner,
                extractAction: {
                  if case let .inner(action) = $0 {
                    action
                  } else {
                    nil
                  }
                }
              ) {
                Inner.body
              }
            })
        }

        enum CaseScope {
          case inner(ComposableArchitecture.StoreOf<Inner.Body>)
        }

        @preconcurrency @MainActor
        static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .inner:
            let paths = ComposableArchitecture._caseScopePaths(Self.self, 0) {
              (\Self.State.inner, \Self.Action.Cases.inner)
            }
            return .inner(store.scope(state: paths.state, action: paths.action)!)
          }
        }
      }

      extension Outer: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """#
    }
  }

  func testEnumReducersBodyWithoutItsReducerIsAnError() {
    assertMacro {
      """
      @Reducer
      enum Outer {
        case inner(Inner.Body)
      }
      """
    } diagnostics: {
      """
      @Reducer
      enum Outer {
        case inner(Inner.Body)
                   ┬─────────
                   ╰─ 🛑 'Inner.Body' is the body of an enum reducer and has no 'init()'; give the case its reducer as a default value: 'inner(Inner.Body = Inner.body)'
                      ✏️ Insert ' = Inner.body'
      }
      """
    } fixes: {
      """
      @Reducer
      enum Outer {
        case inner(Inner.Body = Inner.body)
      }
      """
    } expansion: {
      #"""
      enum Outer {
        case inner(Inner.Body = Inner.body)

        @CasePathable
        @dynamicMemberLookup
        @ComposableArchitecture.ObservableState
        enum State: ComposableArchitecture.CaseReducerState {
          typealias StateReducer = Outer
          case inner(Inner.Body.State)
        }

        @CasePathable
        enum Action {
          case inner(Inner.Body.Action)
        }

        typealias _Body = ComposableArchitecture.Reduce<Self.State, Self.Action>

        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        static var body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          ComposableArchitecture.Reduce(ComposableArchitecture.CombineReducers {
              ComposableArchitecture.Scope(
                _embedState: {
                  Self.State.inner($0)
                },
                extractState: {
                  if case let .inner(state) = $0 {
                    state
                  } else {
                    nil
                  }
                },
                embedAction: Self.Action.inner,
                extractAction: {
                  if case let .inner(action) = $0 {
                    action
                  } else {
                    nil
                  }
                }
              ) {
                Inner.body
              }
            })
        }

        enum CaseScope {
          case inner(ComposableArchitecture.StoreOf<Inner.Body>)
        }

        @preconcurrency @MainActor
        static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .inner:
            let paths = ComposableArchitecture._caseScopePaths(Self.self, 0) {
              (\Self.State.inner, \Self.Action.Cases.inner)
            }
            return .inner(store.scope(state: paths.state, action: paths.action)!)
          }
        }
      }

      extension Outer: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """#
    }
  }

  func testPrivateEnumWithCasesInNestedIfBlocks() {
    assertMacro {
      """
      @Reducer
      private enum Destination {
        case settings(Settings)
        #if DEBUG
          case debugMenu(DebugMenu = DebugMenu(verbose: true))
          #if os(Linux)
            case debugAlert(AlertState<Never>)
          #elseif os(macOS)
            case dialog(ConfirmationDialogState<DebugMenu.Action>)
          #endif
        #else
          case about(About)
        #endif
      }
      """
    } expansion: {
      #"""
      private enum Destination {
        case settings(Settings)
        #if DEBUG
          case debugMenu(DebugMenu = DebugMenu(verbose: true))
          #if os(Linux)
            case debugAlert(AlertState<Never>)
          #elseif os(macOS)
            case dialog(ConfirmationDialogState<DebugMenu.Action>)
          #endif
        #else
          case about(About)
        #endif

        @CasePathable
        @dynamicMemberLookup
        @ComposableArchitecture.ObservableState
        enum State: ComposableArchitecture.CaseReducerState {
          typealias StateReducer = Destination
          case settings(Settings.State)
          #if DEBUG
          case debugMenu(DebugMenu.State)
          #if os(Linux)
          case debugAlert(AlertState<Never>)
          #elseif os(macOS)
          case dialog(ConfirmationDialogState<DebugMenu.Action>)
          #endif
          #else
          case about(About.State)
          #endif
        }

        @CasePathable
        enum Action {
          case settings(Settings.Action)
          #if DEBUG
          case debugMenu(DebugMenu.Action)
          #if os(Linux)
          case debugAlert(AlertState<Never>.Action)
          #elseif os(macOS)
          case dialog(ConfirmationDialogState<DebugMenu.Action>.Action)
          #endif
          #else
          case about(About.Action)
          #endif
        }

        typealias _Body = ComposableArchitecture.Reduce<Self.State, Self.Action>

        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        static var body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          ComposableArchitecture.Reduce(ComposableArchitecture.CombineReducers {
              ComposableArchitecture.Scope(
                _embedState: {
                  Self.State.settings($0)
                },
                extractState: {
                  if case let .settings(state) = $0 {
                    state
                  } else {
                    nil
                  }
                },
                embedAction: Self.Action.settings,
                extractAction: {
                  if case let .settings(action) = $0 {
                    action
                  } else {
                    nil
                  }
                }
              ) {
                Settings()
              }
              #if DEBUG
              ComposableArchitecture.Scope(
                _embedState: {
                  Self.State.debugMenu($0)
                },
                extractState: {
                  if case let .debugMenu(state) = $0 {
                    state
                  } else {
                    nil
                  }
                },
                embedAction: Self.Action.debugMenu,
                extractAction: {
                  if case let .debugMenu(action) = $0 {
                    action
                  } else {
                    nil
                  }
                }
              ) {
                DebugMenu(verbose: true)
              }
              #else
              ComposableArchitecture.Scope(
                _embedState: {
                  Self.State.about($0)
                },
                extractState: {
                  if case let .about(state) = $0 {
                    state
                  } else {
                    nil
                  }
                },
                embedAction: Self.Action.about,
                extractAction: {
                  if case let .about(action) = $0 {
                    action
                  } else {
                    nil
                  }
                }
              ) {
                About()
              }
              #endif
            })
        }

        enum CaseScope {
          case settings(ComposableArchitecture.StoreOf<Settings>)
          #if DEBUG
          case debugMenu(ComposableArchitecture.StoreOf<DebugMenu>)
          #if os(Linux)
          case debugAlert(AlertState<Never>)
          #elseif os(macOS)
          case dialog(ConfirmationDialogState<DebugMenu.Action>)
          #endif
          #else
          case about(ComposableArchitecture.StoreOf<About>)
          #endif
        }

        @preconcurrency @MainActor
        static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .settings:
            let paths = ComposableArchitecture._caseScopePaths(Self.self, 0) {
              (\Self.State.settings, \Self.Action.Cases.settings)
            }
            return .settings(store.scope(state: paths.state, action: paths.action)!)
          #if DEBUG
          case .debugMenu:
            let paths = ComposableArchitecture._caseScopePaths(Self.self, 1) {
              (\Self.State.debugMenu, \Self.Action.Cases.debugMenu)
            }
            return .debugMenu(store.scope(state: paths.state, action: paths.action)!)
          #if os(Linux)
          case let .debugAlert(v0):
            return .debugAlert(v0)
          #elseif os(macOS)
          case let .dialog(v0):
            return .dialog(v0)
          #endif
          #else
          case .about:
            let paths = ComposableArchitecture._caseScopePaths(Self.self, 4) {
              (\Self.State.about, \Self.Action.Cases.about)
            }
            return .about(store.scope(state: paths.state, action: paths.action)!)
          #endif
          }
        }
      }

      extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """#
    }
  }

  func testSeveralCasesInOneDeclaration() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case settings, about
        case small(Counter), big(Counter = Counter(step: 10))
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case settings, about
        case small(Counter), big(Counter = Counter(step: 10))

        @CasePathable
        @dynamicMemberLookup
        @ComposableArchitecture.ObservableState
        enum State: ComposableArchitecture.CaseReducerState {
          typealias StateReducer = Destination
          case settings
          case about
          case small(Counter.State)
          case big(Counter.State)
        }

        @CasePathable
        enum Action {
          case small(Counter.Action)
          case big(Counter.Action)
        }

        typealias _Body = ComposableArchitecture.Reduce<Self.State, Self.Action>

        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        static var body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          ComposableArchitecture.Reduce(ComposableArchitecture.CombineReducers {
              ComposableArchitecture.Scope(
                _embedState: {
                  Self.State.small($0)
                },
                extractState: {
                  if case let .small(state) = $0 {
                    state
                  } else {
                    nil
                  }
                },
                embedAction: Self.Action.small,
                extractAction: {
                  if case let .small(action) = $0 {
                    action
                  } else {
                    nil
                  }
                }
              ) {
                Counter()
              }
              ComposableArchitecture.Scope(
                _embedState: {
                  Self.State.big($0)
                },
                extractState: {
                  if case let .big(state) = $0 {
                    state
                  } else {
                    nil
                  }
                },
                embedAction: Self.Action.big,
                extractAction: {
                  if case let .big(action) = $0 {
                    action
                  } else {
                    nil
                  }
                }
              ) {
                Counter(step: 10)
              }
            })
        }

        enum CaseScope {
          case settings
          case about
          case small(ComposableArchitecture.StoreOf<Counter>)
          case big(ComposableArchitecture.StoreOf<Counter>)
        }

        @preconcurrency @MainActor
        static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .settings:
            return .settings
          case .about:
            return .about
          case .small:
            let paths = ComposableArchitecture._caseScopePaths(Self.self, 2) {
              (\Self.State.small, \Self.Action.Cases.small)
            }
            return .small(store.scope(state: paths.state, action: paths.action)!)
          case .big:
            let paths = ComposableArchitecture._caseScopePaths(Self.self, 3) {
              (\Self.State.big, \Self.Action.Cases.big)
            }
            return .big(store.scope(state: paths.state, action: paths.action)!)
          }
        }
      }

      extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """#
    }
  }
}
