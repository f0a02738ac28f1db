import ComposableArchitecture
import XCTest

private let platformExecutorKey = "COMPOSABLE_ARCHITECTURE_PLATFORM_MAIN_EXECUTOR"
private let childTests = "ComposableArchitectureTests.PlatformMainExecutorChildTests"

/// A test process gives the main actor the library's executor for nested waits
/// (`NestedWaitMainExecutor`), unless COMPOSABLE_ARCHITECTURE_PLATFORM_MAIN_EXECUTOR is set: the
/// process then keeps the platform's, and behaves as it did before the library had one.
final class NestedWaitMainExecutorTests: XCTestCase {
  func testATestProcessRunsTheMainActorOnTheLibrarysExecutor() throws {
    guard ProcessInfo.processInfo.environment[platformExecutorKey] == nil else {
      throw XCTSkip("this process keeps the platform's executor")
    }
    XCTAssertTrue(_TestSupport.isNestedWaitMainExecutorInstalled)
  }

  func testWithThePlatformsExecutorMainActorWorkWaitsForABlockingWaitToEnd() throws {
    guard ProcessInfo.processInfo.environment[platformExecutorKey] == nil else {
      throw XCTSkip("runs the child tests")
    }
    let child = Process()
    child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    child.arguments = [childTests]
    var environment = ProcessInfo.processInfo.environment
    environment[platformExecutorKey] = "1"
    child.environment = environment
    let output = Pipe()
    child.standardOutput = output
    child.standardError = output
    try child.run()
    let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    child.waitUntilExit()
    XCTAssertEqual(child.terminationReason, .exit)
    XCTAssertEqual(child.terminationStatus, 0, printed)
    XCTAssertTrue(printed.contains("Executed 3 tests, with 0 failures"), printed)
  }
}

/// What the platform's executor lets run while an async main-actor test blocks in XCTest's
/// waits: nothing of the main actor's until the wait ends. Run by
/// `NestedWaitMainExecutorTests` in a child process that keeps the platform's executor; skipped
/// elsewhere.
@MainActor
final class PlatformMainExecutorChildTests: XCTestCase {
  override func setUpWithError() throws {
    guard ProcessInfo.processInfo.environment[platformExecutorKey] != nil else {
      throw XCTSkip("runs in a child process of NestedWaitMainExecutorTests")
    }
  }

  func testTheLibrarysExecutorIsNotInstalled() async {
    XCTAssertFalse(_TestSupport.isNestedWaitMainExecutorInstalled)
  }

  func testMainActorAndMainQueueWorkWaitForTheBlockingWaitToEnd() async {
    var ran: [String] = []
    Task { @MainActor in ran.append("main actor") }
    DispatchQueue.main.async { ran.append("main queue") }
    _ = XCTWaiter.wait(for: [XCTestExpectation()], timeout: 0.1)
    XCTAssertEqual(ran, [])
    let both = self.expectation(description: "both ran")
    DispatchQueue.main.async { both.fulfill() }
    await self.fulfillment(of: [both], timeout: 10)
    XCTAssertEqual(Set(ran), ["main actor", "main queue"])
  }

  func testAStoresEffectStartsOnceTheWaitEndsAndTheTestAwaits() async {
    let started = LockIsolated(false)
    let store = Store<Int, Void>(initialState: 0) {
      Reduce { _, _ in .run { _ in started.setValue(true) } }
    }
    let task = store.send(())
    _ = XCTWaiter.wait(for: [XCTestExpectation()], timeout: 0.1)
    XCTAssertFalse(started.value)
    await task.finish()
    XCTAssertTrue(started.value)
  }
}
