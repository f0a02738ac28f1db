import ComposableArchitecture
import Foundation
import XCTest

@MainActor
final class IdentifiedActionTests: XCTestCase {
  typealias Action = IdentifiedAction<Int, String>

  func testElementCasePathEmbedsAndExtractsTheIDAndAction() async {
    let element = Action.allCasePaths.element
    let action = element.embed((id: 1, action: "tap"))
    XCTAssertEqual(action, .element(id: 1, action: "tap"))
    let extracted = element.extract(from: .element(id: 2, action: "swipe"))
    XCTAssertEqual(extracted?.id, 2)
    XCTAssertEqual(extracted?.action, "swipe")
  }

  func testIDSubscriptExtractsOnlyTheActionsOfThatID() async {
    let row1 = Action.allCasePaths[id: 1]
    XCTAssertEqual(row1.embed("tap"), .element(id: 1, action: "tap"))
    XCTAssertEqual(row1.extract(from: .element(id: 1, action: "tap")), "tap")
    XCTAssertNil(row1.extract(from: .element(id: 2, action: "tap")))
  }

  func testCaseKeyPathWithIDEmbedsAndExtracts() async {
    let row3: CaseKeyPath<Action, String> = \.[id: 3]
    XCTAssertEqual(row3("tap"), .element(id: 3, action: "tap"))
    XCTAssertEqual(Action.element(id: 3, action: "tap")[case: row3], "tap")
    XCTAssertNil(Action.element(id: 4, action: "tap")[case: row3])
  }

  func testEquatableAndHashableFollowTheIDAndAction() async {
    XCTAssertEqual(Action.element(id: 1, action: "a"), .element(id: 1, action: "a"))
    XCTAssertNotEqual(Action.element(id: 1, action: "a"), .element(id: 2, action: "a"))
    XCTAssertNotEqual(Action.element(id: 1, action: "a"), .element(id: 1, action: "b"))
    XCTAssertEqual(
      Set([Action.element(id: 1, action: "a"), .element(id: 1, action: "a")]).count, 1
    )
  }

  func testCodableRoundTrip() async throws {
    let action = Action.element(id: 5, action: "tap")
    let data = try JSONEncoder().encode(action)
    XCTAssertEqual(try JSONDecoder().decode(Action.self, from: data), action)
  }
}
