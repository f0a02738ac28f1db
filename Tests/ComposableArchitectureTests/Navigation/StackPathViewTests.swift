import XCTest

@testable import ComposableArchitecture

/// `StackState.PathView`: the stack as components (id and element), which a navigation path
/// reads and writes without losing ids.
final class StackPathViewTests: XCTestCase {
  func testComponentsAreEqualByID() {
    let a = StackState<Int>.Component(id: 0, element: 1)
    let b = StackState<Int>.Component(id: 0, element: 2)
    let c = StackState<Int>.Component(id: 1, element: 1)
    XCTAssertEqual(a, b)
    XCTAssertNotEqual(a, c)
    XCTAssertEqual(Set([a, b, c]).count, 2)
  }

  func testThePathListsTheComponents() {
    let stack: StackState<Int> = [10, 20]
    XCTAssertEqual(stack.path.map(\.id), [0, 1])
    XCTAssertEqual(stack.path.map(\.element), [10, 20])
    XCTAssertTrue(StackState<Int>.PathView().isEmpty)
  }

  func testWritingThroughThePathKeepsIDs() {
    var stack: StackState<Int> = [10, 20, 30]
    // Popping, as a navigation path does when the user goes back.
    stack.path.removeLast()
    XCTAssertEqual(stack.ids, [0, 1])
    // Pushing a component keeps its id.
    stack.path.append(StackState<Int>.Component(id: 7, element: 70))
    XCTAssertEqual(stack.ids, [0, 1, 7])
    XCTAssertEqual(Array(stack), [10, 20, 70])
    // Setting a component at a position updates the element, or replaces it with its id.
    stack.path[0] = StackState<Int>.Component(id: 0, element: 11)
    stack.path[1] = StackState<Int>.Component(id: 9, element: 90)
    XCTAssertEqual(stack.ids, [0, 9, 7])
    XCTAssertEqual(Array(stack), [11, 90, 70])
  }
}
