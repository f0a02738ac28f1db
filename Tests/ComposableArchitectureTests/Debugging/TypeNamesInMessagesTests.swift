import ComposableArchitecture
import Testing
import XCTest

/// A generic feature, whose action type name carries a generic argument.
struct TypeNameGenericFeature<Value>: Reducer {
  struct State {
    var child: Counter.State?
  }
  @CasePathable
  enum Action {
    case child(Counter.Action)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.child, action: \.child) { Counter() }
  }
}

/// A private feature: its reflected name has an "(unknown context at $…)" part.
private struct PrivateFeature: Reducer {
  struct State {
    var child: Counter.State?
  }
  @CasePathable
  enum Action {
    case child(Counter.Action)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.child, action: \.child) { Counter() }
  }
}

/// The "Action:" line of a misuse message.
private func actionLine(of message: String) -> String {
  message.split(separator: "\n").first { $0.contains(".Action.") }
    .map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
}

@MainActor
final class TypeNamesInMessagesTests: XCTestCase {
  func testStoreDescriptionNamesStateAndActionWithoutModule() async {
    let store = Store(initialState: Counter.State()) { Counter() }
    XCTAssertEqual(store.debugDescription, "StoreOf<Counter>")
  }

  func testMisuseMessageNamesAnInternalActionWithoutModule() async {
    let store = Store(initialState: TypeNameGenericFeature<Int>.State()) {
      TypeNameGenericFeature<Int>()
    }
    let issues = reportedIssues {
      store.send(.child(.increment))
    }
    // TCA's misuse messages print type names without generic arguments, so ours do too.
    assertSingleIssue(issues, containing: ["TypeNameGenericFeature.Action"])
    XCTAssertTrue(actionLine(of: issues.first ?? "").hasPrefix("TypeNameGenericFeature.Action"))
  }

  func testMisuseMessageNamesAPrivateActionWithoutUnknownContext() async throws {
    let store = Store(initialState: PrivateFeature.State()) { PrivateFeature() }
    let issues = reportedIssues {
      store.send(.child(.increment))
    }
    let line = actionLine(of: issues.first ?? "")
    XCTAssertTrue(line.hasSuffix("PrivateFeature.Action.child(.increment)"), line)
    guard line == "PrivateFeature.Action.child(.increment)" else {
      return XCTFail("private types are named with their reflection context: \(line)")
    }
  }

  func testMisuseMessageDropsGenericArgumentsAsTCADoes() async throws {
    let store = Store(initialState: TypeNameGenericFeature<Int>.State()) {
      TypeNameGenericFeature<Int>()
    }
    let issues = reportedIssues {
      store.send(.child(.increment))
    }
    XCTAssertEqual(
      actionLine(of: issues.first ?? ""), "TypeNameGenericFeature.Action.child(.increment)"
    )
  }

  func testStoreDescriptionNamesGenericArgumentsWithoutModule() async throws {
    let store = Store(initialState: Counter.State?.none) {
      EmptyReducer<Counter.State?, Int>()
    }
    guard !store.debugDescription.contains("ComposableArchitectureTests.") else {
      return XCTFail("generic arguments keep their module: \(store.debugDescription)")
    }
  }
}

@MainActor
@Suite struct TypeNamesInMessagesSwiftTests {
  @Test func privateAndGenericTypesAreNamedPlainly() {
    let privateStore = Store(initialState: PrivateFeature.State()) { PrivateFeature() }
    let genericStore = Store(initialState: TypeNameGenericFeature<Int>.State()) {
      TypeNameGenericFeature<Int>()
    }
    let issues = reportedIssues {
      privateStore.send(.child(.increment))
      genericStore.send(.child(.increment))
    }
    #expect(issues.count == 2)
    #expect(actionLine(of: issues[0]) == "PrivateFeature.Action.child(.increment)")
    #expect(actionLine(of: issues[1]) == "TypeNameGenericFeature.Action.child(.increment)")
  }
}
