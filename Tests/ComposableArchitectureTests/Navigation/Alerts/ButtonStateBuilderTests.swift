import ComposableArchitecture
import Testing
import XCTest

final class ButtonStateBuilderTests: XCTestCase {
  private func buttons(
    @ButtonStateBuilder<AlertsTestAction> _ build: () -> [ButtonState<AlertsTestAction>]
  ) -> [String] {
    build().map { String(state: $0.label) }
  }

  func testBlockKeepsButtonsInOrder() {
    XCTAssertEqual(
      buttons {
        ButtonState(action: .confirm) { "A" }
        ButtonState(action: .deleteForMeOnly) { "B" }
        ButtonState(role: .cancel) { "C" }
      },
      ["A", "B", "C"]
    )
  }

  func testEmptyBlockHasNoButtons() {
    XCTAssertEqual(buttons {}, [])
  }

  func testIfElseKeepsTheTakenBranch() {
    for isShared in [true, false] {
      XCTAssertEqual(
        buttons {
          if isShared {
            ButtonState(action: .deleteForMeOnly) { "Delete for Me" }
          } else {
            ButtonState(action: .confirm) { "Delete" }
          }
          ButtonState(role: .cancel) { "Cancel" }
        },
        isShared ? ["Delete for Me", "Cancel"] : ["Delete", "Cancel"]
      )
    }
  }

  func testIfWithoutElseAddsButtonsOnlyWhenTrue() {
    for isShared in [true, false] {
      XCTAssertEqual(
        buttons {
          ButtonState(action: .confirm) { "Delete" }
          if isShared {
            ButtonState(action: .deleteForMeOnly) { "Delete for Me" }
          }
        },
        isShared ? ["Delete", "Delete for Me"] : ["Delete"]
      )
    }
  }

  func testIfLetUnwrapsOptionals() {
    for name in ["Blob", nil] as [String?] {
      XCTAssertEqual(
        buttons {
          if let name {
            ButtonState(action: .confirm) { TextState("Share with \(name)") }
          }
          ButtonState(role: .cancel) { "Cancel" }
        },
        name == nil ? ["Cancel"] : ["Share with Blob", "Cancel"]
      )
    }
  }

  func testSwitchKeepsTheMatchingCase() {
    for count in 0...2 {
      XCTAssertEqual(
        buttons {
          switch count {
          case 0:
            ButtonState(action: .confirm) { "None" }
          case 1:
            ButtonState(action: .confirm) { "One" }
          default:
            ButtonState(action: .confirm) { "Many" }
          }
        },
        [["None"], ["One"], ["Many"]][count]
      )
    }
  }

  func testForLoopAddsAButtonPerElement() {
    XCTAssertEqual(
      buttons {
        for id in 1...3 {
          ButtonState(action: .share(id)) { TextState("Share \(id)") }
        }
        ButtonState(role: .cancel) { "Cancel" }
      },
      ["Share 1", "Share 2", "Share 3", "Cancel"]
    )
  }

  func testArraysOfButtonsAreSpliced() {
    let extra = [
      ButtonState(action: AlertsTestAction.share(1)) { "X" },
      ButtonState(action: AlertsTestAction.share(2)) { "Y" },
    ]
    XCTAssertEqual(
      buttons {
        ButtonState(action: .confirm) { "A" }
        extra
      },
      ["A", "X", "Y"]
    )
  }

  func testAvailabilityChecksKeepTheirButtons() {
    XCTAssertEqual(
      buttons {
        if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) {
          ButtonState(action: .confirm) { "New" }
        } else {
          ButtonState(action: .confirm) { "Old" }
        }
      },
      ["New"]
    )
  }
}

@Suite struct ButtonStateBuilderSwiftTests {
  @Test(arguments: [0, 1, 4])
  func forLoopsMakeOneButtonPerElement(count: Int) {
    @ButtonStateBuilder<AlertsTestAction>
    func buttons() -> [ButtonState<AlertsTestAction>] {
      for id in 0..<count {
        ButtonState(action: .share(id)) { TextState("\(id)") }
      }
    }
    #expect(buttons().map(\.action.action) == (0..<count).map { AlertsTestAction.share($0) })
  }
}
