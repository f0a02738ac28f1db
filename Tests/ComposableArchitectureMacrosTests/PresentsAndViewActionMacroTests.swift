import ComposableArchitectureMacros
import MacroTesting
import XCTest

final class PresentsMacroTests: XCTestCase {
  override func invokeTest() {
    withMacroTesting(macros: ["Presents": PresentsMacro.self]) {
      super.invokeTest()
    }
  }

  func testPresents() {
    assertMacro {
      """
      struct State {
        @Presents var destination: Destination.State?
      }
      """
    } expansion: {
      #"""
      struct State {
        var destination: Destination.State? {
          @storageRestrictions(initializes: _destination)
          init(initialValue) {
            _destination = ComposableArchitecture.PresentationState(wrappedValue: initialValue)
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.destination)
            return _destination.wrappedValue
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.destination, &_destination.wrappedValue, newValue, _$isIdentityEqual)
          }
        }

        var $destination: ComposableArchitecture.PresentationState<Destination.State> {
          get {
            _$observationRegistrar.access(self, keyPath: \.destination)
            return _destination.projectedValue
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.destination, &_destination.projectedValue, newValue, _$isIdentityEqual)
          }
        }

        @ComposableArchitecture.ObservationStateIgnored private var _destination = ComposableArchitecture.PresentationState<Destination.State>(wrappedValue: nil)
      }
      """#
    }
  }

  func testPresentsWithInitialValueAndAccess() {
    assertMacro {
      """
      public struct State {
        @Presents public var child: Child.State? = Child.State()
      }
      """
    } expansion: {
      #"""
      public struct State {
        public var child: Child.State? {
          @storageRestrictions(initializes: _child)
          init(initialValue) {
            _child = ComposableArchitecture.PresentationState(wrappedValue: initialValue)
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.child)
            return _child.wrappedValue
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.child, &_child.wrappedValue, newValue, _$isIdentityEqual)
          }
        }

        public var $child: ComposableArchitecture.PresentationState<Child.State> {
          get {
            _$observationRegistrar.access(self, keyPath: \.child)
            return _child.projectedValue
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.child, &_child.projectedValue, newValue, _$isIdentityEqual)
          }
        }

        @ComposableArchitecture.ObservationStateIgnored private var _child = ComposableArchitecture.PresentationState<Child.State>(wrappedValue: Child.State())
      }
      """#
    }
  }

  func testPresentsWithoutOptionalTypeIsAnError() {
    assertMacro {
      """
      struct State {
        @Presents var child: Child.State
      }
      """
    } diagnostics: {
      """
      struct State {
        @Presents var child: Child.State
                             ┬──────────
                             ╰─ 🛑 '@Presents' requires an optional type, e.g. 'Destination.State?'
      }
      """
    }
  }
}

final class ViewActionMacroTests: XCTestCase {
  override func invokeTest() {
    withMacroTesting(macros: ["ViewAction": ViewActionMacro.self]) {
      super.invokeTest()
    }
  }

  func testViewAction() {
    assertMacro {
      """
      @ViewAction(for: Feature.self)
      struct FeatureView {
        let store: StoreOf<Feature>
      }
      """
    } expansion: {
      """
      struct FeatureView {
        let store: StoreOf<Feature>
      }

      extension FeatureView: ComposableArchitecture.ViewActionSending {
      }
      """
    }
  }

  func testMissingStoreIsAnError() {
    assertMacro {
      """
      @ViewAction(for: Feature.self)
      struct FeatureView {
      }
      """
    } diagnostics: {
      """
      @ViewAction(for: Feature.self)
      struct FeatureView {
                         ┬
                         ╰─ 🛑 '@ViewAction' requires FeatureView to have a 'store' property of type 'Store'
      }
      """
    }
  }
}
