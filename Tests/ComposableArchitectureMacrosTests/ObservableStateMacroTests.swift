import ComposableArchitectureMacros
import MacroTesting
import XCTest

final class ObservableStateMacroTests: XCTestCase {
  override func invokeTest() {
    withMacroTesting(
      macros: [
        "ObservableState": ObservableStateMacro.self,
        "ObservationStateTracked": ObservationStateTrackedMacro.self,
        "ObservationStateIgnored": ObservationStateIgnoredMacro.self,
      ]
    ) {
      super.invokeTest()
    }
  }

  func testStruct() {
    assertMacro {
      """
      @ObservableState
      struct State {
        var count = 0
        let id: Int
        var name: String
        static var shared = 1
        var computed: Int { count * 2 }
        @ObservationStateIgnored var ignored = 0
      }
      """
    } expansion: {
      #"""
      struct State {
        @ComposableArchitecture.ObservationStateTracked
        var count = 0
        let id: Int
        @ComposableArchitecture.ObservationStateTracked
        var name: String
        static var shared = 1
        var computed: Int { count * 2 }
        var ignored = 0

        var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

        public static func _$storageKeyPath(_ keyPath: AnyKeyPath) -> AnyKeyPath? {
          switch keyPath {
          case \Self.count:
            return \Self._count
          case \Self.name:
            return \Self._name
          default:
            return nil
          }
        }

        public var _$id: ComposableArchitecture.ObservableStateID {
          _$observationRegistrar.id
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }
      }

      extension State: ComposableArchitecture.ObservableState, Observation.Observable {
      }
      """#
    }
  }

  func testPublicStruct() {
    assertMacro {
      """
      @ObservableState
      public struct State {
        public var count = 0
      }
      """
    } expansion: {
      #"""
      public struct State {
        @ComposableArchitecture.ObservationStateTracked
        public var count = 0

        var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

        public static func _$storageKeyPath(_ keyPath: AnyKeyPath) -> AnyKeyPath? {
          switch keyPath {
          case \Self.count:
            return \Self._count
          default:
            return nil
          }
        }

        public var _$id: ComposableArchitecture.ObservableStateID {
          _$observationRegistrar.id
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }
      }

      extension State: ComposableArchitecture.ObservableState, Observation.Observable {
      }
      """#
    }
  }

  func testEnum() {
    assertMacro {
      """
      @ObservableState
      enum State {
        case loading
        case loaded(Child.State)
        case failed(message: String, code: Int)
      }
      """
    } expansion: {
      """
      enum State {
        case loading
        case loaded(Child.State)
        case failed(message: String, code: Int)

        public var _$id: ComposableArchitecture.ObservableStateID {
          switch self {
          case .loading:
            return ._$tag(0)
          case let .loaded(state):
            return ._$id(for: state)._$tag(1)
          case .failed:
            return ._$tag(2)
          }
        }

        public mutating func _$willModify() {
          switch self {
          case .loading:
            break
          case var .loaded(state):
            ComposableArchitecture.ObservableStateID._$willModify(&state)
            self = .loaded(state)
          case .failed:
            break
          }
        }
      }

      extension State: ComposableArchitecture.ObservableState, Observation.Observable {
      }
      """
    }
  }

  func testEnumCasesInsideIfBlocks() {
    assertMacro {
      """
      @ObservableState
      enum State {
        case loaded(Child.State)
        #if DEBUG
          case debug(value: Debug.State)
        #else
          case release
        #endif
      }
      """
    } expansion: {
      """
      enum State {
        case loaded(Child.State)
        #if DEBUG
          case debug(value: Debug.State)
        #else
          case release
        #endif

        public var _$id: ComposableArchitecture.ObservableStateID {
          switch self {
          case let .loaded(state):
            return ._$id(for: state)._$tag(0)
          #if DEBUG
          case let .debug(state):
            return ._$id(for: state)._$tag(1)
          #else
          case .release:
            return ._$tag(2)
          #endif
          }
        }

        public mutating func _$willModify() {
          switch self {
          case var .loaded(state):
            ComposableArchitecture.ObservableStateID._$willModify(&state)
            self = .loaded(state)
          #if DEBUG
          case var .debug(state):
            ComposableArchitecture.ObservableStateID._$willModify(&state)
            self = .debug(value: state)
          #else
          case .release:
            break
          #endif
          }
        }
      }

      extension State: ComposableArchitecture.ObservableState, Observation.Observable {
      }
      """
    }
  }

  func testEmptyEnum() {
    assertMacro {
      """
      @ObservableState
      enum State {
      }
      """
    } expansion: {
      """
      enum State {

          public var _$id: ComposableArchitecture.ObservableStateID {
            switch self {

            }
          }

          public mutating func _$willModify() {
            switch self {

            }
          }
      }

      extension State: ComposableArchitecture.ObservableState, Observation.Observable {
      }
      """
    }
  }

  func testTrackedProperty() {
    assertMacro {
      """
      struct State {
        @ObservationStateTracked var rows: IdentifiedArrayOf<Row.State> = []
      }
      """
    } expansion: {
      #"""
      struct State {
        var rows: IdentifiedArrayOf<Row.State> {
          @storageRestrictions(initializes: _rows)
          init(initialValue) {
            _rows = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.rows)
            return _rows
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.rows, &_rows, newValue, _$isIdentityEqual)
          }
          _modify {
            let oldValue = _$observationRegistrar.willModify(self, keyPath: \.rows, &_rows)
            defer {
              _$observationRegistrar.didModify(self, keyPath: \.rows, &_rows, oldValue)
            }
            yield &_rows
          }
        }

        @ComposableArchitecture.ObservationStateIgnored private var _rows: IdentifiedArrayOf<Row.State> = []
      }
      """#
    }
  }

  func testClassIsAnError() {
    assertMacro {
      """
      @ObservableState
      class State {
        var count = 0
      }
      """
    } diagnostics: {
      """
      @ObservableState
      ┬───────────────
      ╰─ 🛑 '@ObservableState' can only be applied to a struct or an enum
      class State {
        var count = 0
      }
      """
    }
  }
}
