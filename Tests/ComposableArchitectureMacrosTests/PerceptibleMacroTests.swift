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
      }

      extension Model: Perception.Perceptible {
      }
      """#
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
