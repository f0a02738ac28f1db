import ComposableArchitecture
import XCTest

/// The destinations of ``PresentationStateTests``.
@CasePathable
private enum PresentationTestDestination: Equatable {
  case alert(Int)
  case sheet(String)
}

/// `PresentationState`'s `[case:]` subscripts: mutation in place, dismissal by `nil`, and the
/// report of a write to a case that is not presented.
final class PresentationStateTests: XCTestCase {
  /// BEHAVIOUR.md B-RN-01: `[case:]` reads, mutates in place, and dismisses on `nil`.
  func testCaseSubscriptMutatesInPlaceAndDismissesWithNil() {
    var state = PresentationState<PresentationTestDestination>(wrappedValue: .alert(1))
    let issues = recordIssuesSynchronously {
      XCTAssertEqual(state[case: \.alert], 1)
      XCTAssertNil(state[case: \.sheet])
      state[case: \.alert]? += 1
      XCTAssertEqual(state.wrappedValue, .alert(2))
      state[case: \.alert] = nil
    }
    XCTAssertEqual(issues.count, 0, issues.description)
    XCTAssertNil(state.wrappedValue)
  }

  /// BEHAVIOUR.md B-RN-01: a write to another case reports `Can't modify unrelated case "sheet"`
  /// and leaves the state unchanged.
  func testWritingAnotherCaseIsReportedAndChangesNothing() {
    var state = PresentationState<PresentationTestDestination>(wrappedValue: .sheet("a"))
    let issues = recordIssuesSynchronously {
      state[case: \.alert] = nil
    }
    XCTAssertEqual(issues.map(\.message), [#"Can't modify unrelated case "sheet""#])
    XCTAssertEqual(
      issues.map { $0.filePath.hasSuffix("Navigation/PresentationState.swift") }, [true]
    )
    XCTAssertEqual(state.wrappedValue, .sheet("a"))
  }

  /// BEHAVIOUR.md B-RN-01: a write while absent is refused, names no case, and does not present.
  func testWritingWhileNothingIsPresentedIsReportedAndDoesNotPresent() {
    var state = PresentationState<PresentationTestDestination>(wrappedValue: nil)
    let issues = recordIssuesSynchronously {
      state[case: \.alert] = 1
    }
    XCTAssertEqual(issues.map(\.message), ["Can't modify unrelated case"])
    XCTAssertNil(state.wrappedValue)
  }

  /// BEHAVIOUR.md B-RN-01: the deprecated `AnyCasePath` form refuses the same write.
  @available(*, deprecated)
  func testWritingAnotherCaseThroughACasePathIsReportedAtTheCaller() {
    var state = PresentationState<PresentationTestDestination>(wrappedValue: .alert(1))
    let issues = recordIssuesSynchronously {
      state[case: AnyCasePath<PresentationTestDestination, String>(\.sheet)] = "b"
    }
    XCTAssertSingleIssue(issues, is: #"Can't modify unrelated case "alert""#, at: #line - 2)
    XCTAssertEqual(state.wrappedValue, .alert(1))
  }
}
