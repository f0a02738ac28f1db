import ComposableArchitectureLegacy
import XCTest

extension XCTestCase {
  /// Subscribes `times` times to the task `makeTask(expectation, index)` makes, whose operation
  /// fulfills `expectation` and returns `index`, and waits for the expectation each time: returns
  /// how many times the output had not been delivered when the wait returned (a delivery that
  /// raced the wait would lose some of them).
  func undeliveredOutputs(
    times: Int,
    of makeTask: (_ expectation: XCTestExpectation, _ index: Int) -> Effect<Int, Never>
  ) -> Int {
    var missed = 0
    for index in 1...times {
      let expectation = self.expectation(description: "Complete \(index)")
      var result: Int?
      let cancellable = makeTask(expectation, index).sink(receiveValue: { result = $0 })
      self.wait(for: [expectation], timeout: 1)
      if result != index { missed += 1 }
      cancellable.cancel()
    }
    return missed
  }
}
