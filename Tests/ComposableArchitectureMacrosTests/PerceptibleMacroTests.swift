import ComposableArchitectureMacros
import MacroTesting
import XCTest

final class PerceptibleMacroTests: XCTestCase {
  override func invokeTest() {
    withMacroTesting(
      macros: [
        "Perceptible": PerceptibleMacro.self,
        "PerceptionTracked": PerceptionTrackedMacro.self,
        "PerceptionIgnored": PerceptionIgnoredMacro.self,
      ]
    ) {
      super.invokeTest()
    }
  }

  func testClass() {
    assertMacro {
      """
      @Perceptible
      final class Model {
        var count = 0
        let id: Int
        @PerceptionIgnored var ignored = 0
        @PerceptionIgnored @Dependency(\\.uuid) var uuid
        init(id: Int) {
          self.id = id
        }
      }
      """
    } expansion: {
      #"""
      final class Model {
        @Perception.PerceptionTracked
        var count = 0
        let id: Int
        var ignored = 0
        @Dependency(\.uuid) var uuid
        init(id: Int) {
          self.id = id
        }

        private let _$perceptionRegistrar = Perception.PerceptionRegistrar()

        internal nonisolated func access<Member>(keyPath: KeyPath<Model, Member>) {
          _$perceptionRegistrar.access(self, keyPath: keyPath)
        }

        internal nonisolated func withMutation<Member, MutationResult>(
          keyPath: KeyPath<Model, Member>,
          _ mutation: () throws -> MutationResult
        ) rethrows -> MutationResult {
          try _$perceptionRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
        }

        private nonisolated func shouldNotifyObservers<Member>(_ lhs: Member, _ rhs: Member) -> Bool {
          true
        }

        private nonisolated func shouldNotifyObservers<Member: Equatable>(
          _ lhs: Member,
          _ rhs: Member
        ) -> Bool {
          lhs != rhs
        }

        private nonisolated func shouldNotifyObservers<Member: AnyObject>(
          _ lhs: Member,
          _ rhs: Member
        ) -> Bool {
          lhs !== rhs
        }

        private nonisolated func shouldNotifyObservers<Member: Equatable & AnyObject>(
          _ lhs: Member,
          _ rhs: Member
        ) -> Bool {
          lhs != rhs
        }
      }

      extension Model: Perception.Perceptible {
      }
      """#
    }
  }

  /// The setter skips telling observers of an assignment that `shouldNotifyObservers` (added by
  /// `@Perceptible`) finds equal, and still assigns it, as `@Observable`'s does.
  func testTrackedProperty() {
    assertMacro {
      """
      final class Model {
        @PerceptionTracked var count = 0
      }
      """
    } expansion: {
      """
      final class Model {
        var count {
          @storageRestrictions(initializes: _count)
          init(initialValue) {
            _count = initialValue
          }
          get {
            access(keyPath: \\.count)
            return _count
          }
          set {
            guard shouldNotifyObservers(_count, newValue) else {
              _count = newValue
              return
            }
            withMutation(keyPath: \\.count) {
              _count = newValue
            }
          }
          _modify {
            access(keyPath: \\.count)
            _$perceptionRegistrar.willSet(self, keyPath: \\.count)
            defer {
              _$perceptionRegistrar.didSet(self, keyPath: \\.count)
            }
            yield &_count
          }
        }

        @Perception.PerceptionIgnored private var _count = 0
      }
      """
    }
  }

  func testStructIsRejected() {
    assertMacro {
      """
      @Perceptible
      struct Model {
        var count = 0
      }
      """
    } diagnostics: {
      """
      @Perceptible
      ┬───────────
      ╰─ 🛑 '@Perceptible' cannot be applied to a type that is not a class
      struct Model {
        var count = 0
      }
      """
    }
  }
}
