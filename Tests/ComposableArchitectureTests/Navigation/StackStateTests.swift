import ComposableArchitecture
import Foundation
import XCTest

/// The screens of a stack, for `StackState.subscript(id:case:)`.
@CasePathable
private enum NavTestScreen: Codable, Equatable {
  case counter(Int)
  case text(String)
}

/// `StackState` as a value: ids handed out in order, access by id and by case, popping, the
/// collection conformances, equality and coding.
final class StackStateTests: XCTestCase {
  func testAppendingGivesIDsInOrder() {
    var path = StackState<Int>()
    XCTAssertTrue(path.isEmpty)
    path.append(10)
    path.append(20)
    path.append(30)
    XCTAssertEqual(path.ids, [0, 1, 2])
    XCTAssertEqual(Array(path), [10, 20, 30])
    XCTAssertEqual(path.count, 3)
  }

  func testIDsStartOverInEachTest() {
    // The `stackElementID` dependency is reset between tests, like any dependency.
    var path = StackState<Int>()
    path.append(1)
    XCTAssertEqual(path.ids, [0])
  }

  func testInitializersGiveEachElementANewID() {
    let path = StackState([1, 2])
    let literal: StackState<Int> = [3, 4]
    XCTAssertEqual(path.ids, [0, 1])
    XCTAssertEqual(literal.ids, [2, 3])
    XCTAssertEqual(Array(literal), [3, 4])
  }

  func testElementByID() {
    var path: StackState<Int> = [10, 20, 30]
    XCTAssertEqual(path[id: 1], 20)
    XCTAssertNil(path[id: 3])

    path[id: 1] = 21
    path[id: 2]? += 1
    XCTAssertEqual(Array(path), [10, 21, 31])
    XCTAssertEqual(path.ids, [0, 1, 2])

    path[id: 0] = nil
    XCTAssertEqual(path.ids, [1, 2])
    XCTAssertEqual(Array(path), [21, 31])

    // Nothing to change at an id that is not there.
    path[id: 7]? += 1
    path[id: 7] = nil
    XCTAssertEqual(path.ids, [1, 2])

    // In tests, assigning at an id that is not there appends the element with that id, as in
    // TCA.
    path[id: 7] = 70
    XCTAssertEqual(path.ids, [1, 2, 7])
  }

  func testAssigningAtAMissingIDOutsideTestsIsReportedAndChangesNothing() {
    var path: StackState<Int> = [10]
    let issues = recordIssuesSynchronously {
      _TestSupport.$isTestingOverride.withValue(false) {
        path[id: StackElementID(generation: 7)] = 70
        // Removing or mutating at a missing id is not an issue.
        path[id: StackElementID(generation: 8)] = nil
        path[id: StackElementID(generation: 8)]? += 1
      }
    }
    XCTAssertSingleIssue(issues, is: "Can't assign element at missing ID.", at: #line - 6)
    XCTAssertEqual(path.ids, [0])
    XCTAssertEqual(Array(path), [10])
  }

  func testIntegerLiteralIDOutsideTestsIsReportedAndKeepsItsValue() {
    let issues = recordIssuesSynchronously {
      _TestSupport.$isTestingOverride.withValue(false) {
        let id: StackElementID = 3
        XCTAssertEqual(id.generation, 3)
      }
    }
    XCTAssertEqual(
      issues.map(\.message),
      [
        """
        Specifying stack element IDs by integer literal is not allowed outside of tests.

        In tests, integer literal stack element IDs can be used as a shorthand to the \
        auto-incrementing generation of the current dependency context. This can be useful when \
        asserting against actions received by a specific element.
        """
      ]
    )
    // An integer literal cannot carry its caller's location: TCA stops the program there.
    XCTAssertEqual(
      issues.map { $0.filePath.hasSuffix("Navigation/Stack/StackElementID.swift") }, [true]
    )
    XCTAssertEqual(recordIssuesSynchronously { _ = 3 as StackElementID }.count, 0)
  }

  /// BEHAVIOUR.md B-RN-01: `[id:case:]` reads, mutates in place, and removes the element on `nil`.
  func testElementByIDAndCase() {
    var path: StackState<NavTestScreen> = [.counter(1), .text("Hi")]
    XCTAssertEqual(path[id: 0, case: \.counter], 1)
    XCTAssertNil(path[id: 0, case: \.text])
    XCTAssertEqual(path[id: 1, case: \.text], "Hi")
    XCTAssertNil(path[id: 2, case: \.counter])

    path[id: 0, case: \.counter]? += 1
    path[id: 1, case: \.text] = "Hello"
    XCTAssertEqual(Array(path), [.counter(2), .text("Hello")])

    // Assigning `nil` to the element's case pops that element.
    path[id: 0, case: \.counter] = nil
    XCTAssertEqual(path.ids, [1])
    XCTAssertEqual(Array(path), [.text("Hello")])
  }

  /// BEHAVIOUR.md B-RN-01: a write to another case or a missing id is refused and reported.
  func testWritingAnotherCaseIsReportedAndLeavesTheElementAlone() {
    var path: StackState<NavTestScreen> = [.counter(2)]
    let issues = recordIssuesSynchronously {
      path[id: 0, case: \.text] = "Nope"
    }
    XCTAssertEqual(issues.map(\.message), [#"Can't modify unrelated case "counter""#])
    XCTAssertEqual(
      issues.map { $0.filePath.hasSuffix("Navigation/Stack/StackState.swift") }, [true]
    )
    XCTAssertEqual(Array(path), [.counter(2)])

    // Nothing at that id: no case to name.
    let missing = recordIssuesSynchronously {
      path[id: 5, case: \.counter] = nil
    }
    XCTAssertEqual(missing.map(\.message), ["Can't modify unrelated case"])
    XCTAssertEqual(Array(path), [.counter(2)])
  }

  /// BEHAVIOUR.md B-RN-01: the deprecated `AnyCasePath` form of `[id:case:]` refuses it too.
  @available(*, deprecated)
  func testWritingAnotherCaseThroughACasePathIsReportedAtTheCaller() {
    var path: StackState<NavTestScreen> = [.text("Hi")]
    let issues = recordIssuesSynchronously {
      path[id: 0, case: AnyCasePath<NavTestScreen, Int>(\.counter)]? += 1
    }
    XCTAssertSingleIssue(issues, is: #"Can't modify unrelated case "text""#, at: #line - 2)
    XCTAssertEqual(Array(path), [.text("Hi")])
  }

  func testPopFromRemovesTheElementAndTheOnesAfterIt() {
    var path: StackState<Int> = [10, 20, 30, 40]
    path.pop(from: 2)
    XCTAssertEqual(path.ids, [0, 1])
    XCTAssertEqual(Array(path), [10, 20])

    path.pop(from: 2)
    XCTAssertEqual(path.ids, [0, 1])

    path.pop(from: 0)
    XCTAssertTrue(path.isEmpty)
  }

  func testPopToKeepsTheElementAndRemovesTheOnesAfterIt() {
    var path: StackState<Int> = [10, 20, 30, 40]
    path.pop(to: 1)
    XCTAssertEqual(path.ids, [0, 1])
    XCTAssertEqual(Array(path), [10, 20])

    path.pop(to: 9)
    XCTAssertEqual(path.ids, [0, 1])

    path.pop(to: 1)
    XCTAssertEqual(path.ids, [0, 1])
  }

  func testCollectionOperationsKeepTheIDsOfTheElementsTheyKeep() {
    var path: StackState<Int> = [10, 20, 30]
    XCTAssertEqual(path[1], 20)
    path[1] = 21
    XCTAssertEqual(path.ids, [0, 1, 2])

    XCTAssertEqual(path.removeLast(), 30)
    XCTAssertEqual(path.ids, [0, 1])

    path.insert(5, at: 0)
    XCTAssertEqual(path.ids, [3, 0, 1])
    XCTAssertEqual(Array(path), [5, 10, 21])

    XCTAssertEqual(path.remove(at: 1), 10)
    XCTAssertEqual(path.ids, [3, 1])

    path.removeAll()
    XCTAssertTrue(path.isEmpty)
    path.append(1)
    XCTAssertEqual(path.ids, [4])
  }

  func testReorderingMovesElementsWithTheirIDs() {
    var path: StackState<Int> = [10, 20, 30]
    path.swapAt(0, 2)
    XCTAssertEqual(path.ids, [2, 1, 0])
    XCTAssertEqual(Array(path), [30, 20, 10])
    XCTAssertEqual(path[id: 0], 10)

    path.reverse()
    XCTAssertEqual(path.ids, [0, 1, 2])
    XCTAssertEqual(Array(path), [10, 20, 30])
  }

  func testRemovingWhereKeepsTheIDsOfTheRemainingElements() {
    var path: StackState<Int> = [10, 20, 30, 40]
    path.removeAll { $0 == 20 || $0 == 30 }
    XCTAssertEqual(path.ids, [0, 3])
    XCTAssertEqual(Array(path), [10, 40])
    XCTAssertEqual(path[id: 3], 40)
  }

  func testEquality() {
    let path: StackState<Int> = [1, 2]
    var same = path
    XCTAssertEqual(path, same)
    same[id: 1] = 2
    XCTAssertEqual(path, same)

    var changed = path
    changed[id: 1] = 3
    XCTAssertNotEqual(path, changed)

    // The same elements under other ids are another stack.
    let sameElementsOtherIDs: StackState<Int> = [1, 2]
    XCTAssertEqual(Array(path), Array(sameElementsOtherIDs))
    XCTAssertNotEqual(path, sameElementsOtherIDs)

    XCTAssertEqual(Set([path, same, changed]).count, 2)
  }

  func testEncodesAsAnArrayOfItsElements() throws {
    let path: StackState<NavTestScreen> = [.counter(1), .text("Hi")]
    let data = try JSONEncoder().encode(path)
    let array = try JSONDecoder().decode([NavTestScreen].self, from: data)
    XCTAssertEqual(array, [.counter(1), .text("Hi")])
  }

  func testCodableRoundTripKeepsTheElementsAndGivesThemNewIDs() throws {
    let path: StackState<NavTestScreen> = [.counter(1), .text("Hi")]
    let decoded = try JSONDecoder().decode(
      StackState<NavTestScreen>.self, from: JSONEncoder().encode(path)
    )
    XCTAssertEqual(Array(decoded), Array(path))
    XCTAssertEqual(decoded.ids, [2, 3])
    XCTAssertEqual(try JSONEncoder().encode(decoded), try JSONEncoder().encode(path))
  }

  func testStackElementIDs() throws {
    let id: StackElementID = 2
    XCTAssertEqual(id, StackElementID(generation: 2))
    XCTAssertEqual(id.generation, 2)
    XCTAssertEqual(id.description, "#2")
    XCTAssertLessThan(StackElementID(integerLiteral: 1), id)
    XCTAssertEqual(String(data: try JSONEncoder().encode(id), encoding: .utf8), "2")
    XCTAssertEqual(try JSONDecoder().decode(StackElementID.self, from: Data("7".utf8)), 7)
  }

  /// BEHAVIOUR.md B-RN-07: `description` is the elements, `debugDescription` shows the ids.
  func testDescriptionIsTheElementsAndDebugDescriptionShowsTheIDs() {
    let path: StackState<Int> = [10, 20]
    XCTAssertEqual(path.description, "[10, 20]")
    XCTAssertEqual(String(describing: path), "[10, 20]")
    XCTAssertEqual(path.debugDescription, "StackState<Int>([#0: 10, #1: 20])")
  }

  /// BEHAVIOUR.md B-RN-07: customDump shows a dictionary of id to element.
  func testCustomDumpShowsEachElementUnderItsID() {
    let path: StackState<Int> = [10, 20]
    XCTAssertEqual(
      String(customDumping: path),
      """
      [
        #0: 10,
        #1: 20
      ]
      """
    )
    XCTAssertEqual(String(customDumping: StackState<Int>()), "[:]")
  }

  /// BEHAVIOUR.md B-RN-07: a test store diff of stacks that differ only in ids shows the ids.
  @MainActor
  func testATestStoreDiffBetweenStacksThatDifferOnlyInIDsShowsTheIDs() async {
    let issues = await recordIssues {
      let store = TestStore(initialState: StackOfInts()) {
        Reduce<StackOfInts, Void> { state, _ in
          state.path.append(1)
          return .none
        }
      }
      await store.send(()) {
        $0.path[id: 1] = 1
      }
    }
    XCTAssertEqual(issues.count, 1, "\(issues)")
    let message = issues.first?.message ?? ""
    XCTAssertTrue(message.contains("−     #1: 1") && message.contains("+     #0: 1"), message)
    XCTAssertFalse(message.contains("no difference detected"), message)
  }
}

/// A state holding a stack of integers, for the test store's diffs of stacks.
private struct StackOfInts: Equatable {
  var path = StackState<Int>()
}
