// The modules TCA re-exports, imported by name, as TCA users' files do (B-PS-04).
import Perception
import PerceptionCore
import Sharing
import SwiftNavigation
import XCTest

final class ModuleImportTests: XCTestCase {
  func testEachReExportedModuleCanBeImportedByName() {
    // Sharing
    @Shared(value: 1) var count: Int
    $count.withLock { $0 += 1 }
    XCTAssertEqual(count, 2)
    // SwiftNavigation
    let alert = AlertState<Never> { TextState("Saved") }
    XCTAssertEqual(alert.title, TextState("Saved"))
    let token = ObserveToken()
    token.cancel()
    XCTAssertTrue(token.isCancelled)
    XCTAssertTrue(UITransaction().isEmpty)
    // PerceptionCore
    XCTAssertTrue(isPerceptible(Model.self))
  }
}

private final class Model: PerceptionCore.Perceptible {
  let registrar = PerceptionRegistrar()
}

private func isPerceptible<T: Perceptible>(_: T.Type) -> Bool { true }
