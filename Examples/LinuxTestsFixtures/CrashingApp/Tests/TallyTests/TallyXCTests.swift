import Tally
import XCTest

final class TallyXCTests: XCTestCase {
  func testAddingSums() {
    var tally = Tally()
    tally.add(2)
    tally.add(3)
    XCTAssertEqual(tally.total, 5)
  }

  /// Reads past the end: the process traps, and only this test is lost.
  func testReadingPastTheEndCrashes() {
    let tally = Tally()
    XCTAssertEqual(tally.mark(at: 3), 0)
  }

  func testTheLastMarkIsKept() {
    var tally = Tally()
    tally.add(7)
    XCTAssertEqual(tally.mark(at: 0), 7)
  }
}
