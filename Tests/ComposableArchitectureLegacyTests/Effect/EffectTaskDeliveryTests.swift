import ComposableArchitectureLegacy
import XCTest

/// `Effect.task` delivers its value from its task, as its work returns: a synchronous wait for
/// an expectation the work fulfills returns with the value delivered (issue 49, point 5).
final class EffectTaskDeliveryTests: XCTestCase {
  var cancellables: Set<AnyCancellable> = []

  func testTask() {
    let expectation = self.expectation(description: "Complete")
    var result: Int?
    Effect<Int, Never>.task { @MainActor in
      expectation.fulfill()
      return 42
    }
    .sink(receiveValue: { result = $0 })
    .store(in: &self.cancellables)
    self.wait(for: [expectation], timeout: 1)
    XCTAssertEqual(result, 42)
  }
}
