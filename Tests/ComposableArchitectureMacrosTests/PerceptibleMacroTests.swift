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
    }
  }
}
