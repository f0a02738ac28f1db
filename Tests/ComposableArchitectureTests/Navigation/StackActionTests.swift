import ComposableArchitecture
import XCTest

/// A feature's actions with a stack, for the case key paths of `StackAction`.
@CasePathable
private enum NavTestStackAction: Equatable {
  case path(StackAction<Int, String>)
  case other
}

/// The cases of `StackAction` and the case key paths that reach into them.
final class StackActionTests: XCTestCase {
  func testElementCaseKeyPathMatchesItsIDOnly() {
    let elementZero = AnyCasePath(\NavTestStackAction.Cases.path[id: 0])
    XCTAssertEqual(elementZero.extract(from: .path(.element(id: 0, action: "tap"))), "tap")
    XCTAssertNil(elementZero.extract(from: .path(.element(id: 1, action: "tap"))))
    XCTAssertNil(elementZero.extract(from: .path(.popFrom(id: 0))))
    XCTAssertNil(elementZero.extract(from: .other))
    XCTAssertEqual(elementZero.embed("tap"), .path(.element(id: 0, action: "tap")))
  }

  func testCaseKeyPathsOfEachCase() {
    let popFrom = AnyCasePath(\NavTestStackAction.Cases.path.popFrom)
    XCTAssertEqual(popFrom.extract(from: .path(.popFrom(id: 3))), 3)
    XCTAssertNil(popFrom.extract(from: .path(.push(id: 3, state: 1))))
    XCTAssertEqual(popFrom.embed(4), .path(.popFrom(id: 4)))

    let push = AnyCasePath(\NavTestStackAction.Cases.path.push)
    let pushed = push.extract(from: .path(.push(id: 3, state: 1)))
    XCTAssertEqual(pushed?.id, 3)
    XCTAssertEqual(pushed?.state, 1)
    XCTAssertEqual(push.embed((id: 5, state: 2)), .path(.push(id: 5, state: 2)))

    let element = AnyCasePath(\NavTestStackAction.Cases.path.element)
    let sent = element.extract(from: .path(.element(id: 2, action: "tap")))
    XCTAssertEqual(sent?.id, 2)
    XCTAssertEqual(sent?.action, "tap")
    XCTAssertNil(element.extract(from: .path(.popFrom(id: 2))))
  }

  func testEquality() {
    XCTAssertEqual(
      StackAction<Int, String>.element(id: 0, action: "a"), .element(id: 0, action: "a")
    )
    XCTAssertNotEqual(
      StackAction<Int, String>.element(id: 0, action: "a"), .element(id: 1, action: "a")
    )
    XCTAssertNotEqual(StackAction<Int, String>.push(id: 0, state: 1), .push(id: 0, state: 2))
    XCTAssertNotEqual(StackAction<Int, String>.popFrom(id: 0), .popFrom(id: 1))
  }
}
