import ComposableArchitectureLegacy
import XCTest

// This file imports nothing of the library's but `ComposableArchitectureLegacy`: everything below
// comes through its re-exports, as 0.x's `import ComposableArchitecture` plus `import Combine`
// gave it.

private enum ExportsAction: Equatable {
  case child(Int)
  case other
}

private struct Row: Equatable, Identifiable {
  var id: Int
  var title: String
}

private struct Tokens {
  @Dependency(\.uuid) var uuid
}

final class ExportsTests: XCTestCase {
  func testCasePaths() {
    let childCase: AnyCasePath<ExportsAction, Int> = /ExportsAction.child
    XCTAssertEqual(childCase.extract(from: .child(42)), 42)
    XCTAssertNil(childCase.extract(from: .other))
    XCTAssertEqual(childCase.embed(1), .child(1))
  }

  func testCombineSchedulers() {
    let scheduler: TestSchedulerOf<DispatchQueue> = DispatchQueue.test
    let erased: AnySchedulerOf<DispatchQueue> = scheduler.eraseToAnyScheduler()
    var fired = false
    erased.schedule(after: erased.now.advanced(by: 1)) { fired = true }
    scheduler.advance(by: 1)
    XCTAssertTrue(fired)
    let immediate: AnySchedulerOf<DispatchQueue> = .immediate
    var ran = false
    immediate.schedule { ran = true }
    XCTAssertTrue(ran)
    _ = AnySchedulerOf<DispatchQueue>.main
  }

  func testIdentifiedCollections() {
    var rows: IdentifiedArrayOf<Row> = [Row(id: 1, title: "One")]
    rows[id: 1]?.title = "Uno"
    rows.append(Row(id: 2, title: "Two"))
    XCTAssertEqual(rows.ids, [1, 2])
    XCTAssertEqual(rows[id: 1]?.title, "Uno")
  }

  func testCustomDump() {
    var output = ""
    customDump(Row(id: 1, title: "One"), to: &output)
    XCTAssertEqual(output, "Row(\n  id: 1,\n  title: \"One\"\n)")
    XCTAssertNotNil(diff(1, 2))
    expectNoDifference(Row(id: 1, title: "One"), Row(id: 1, title: "One"))
  }

  func testDependencies() {
    let tokens = withDependencies {
      $0.uuid = .incrementing
    } operation: {
      Tokens()
    }
    XCTAssertEqual(tokens.uuid(), UUID(0))
    XCTAssertEqual(tokens.uuid(), UUID(1))
    let values = DependencyValues()
    _ = values
  }

  func testPublishers() {
    var cancellables: Set<AnyCancellable> = []
    var values: [Int] = []
    Just(1).sink { values.append($0) }.store(in: &cancellables)
    let subject = PassthroughSubject<Int, Never>()
    subject.sink { values.append($0) }.store(in: &cancellables)
    subject.send(2)
    let current = CurrentValueSubject<Int, Never>(3)
    let cancellable: AnyCancellable = current.map { $0 * 10 }.sink { values.append($0) }
    XCTAssertEqual(values, [1, 2, 30])
    cancellable.cancel()
    let effect: Effect<Int, Never> = Just(4).eraseToEffect()
    effect.sink { values.append($0) }.store(in: &cancellables)
    XCTAssertEqual(values, [1, 2, 30, 4])
  }
}
