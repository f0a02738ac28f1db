import ConcurrencyExtras
import Foundation
import SwiftNavigation
import Testing
import XCTest

@MainActor
@Suite struct ObserveIsolationTests {
  @Test func closureIsolatedToAnotherActorRunsThere() async {
    let model = Model()
    let follower = Follower()
    let readings = await follower.start(model)
    var iterator = readings.makeAsyncIterator()
    #expect(await iterator.next() == 0)
    model.count = 5
    #expect(await iterator.next() == 5)
    await follower.stop()
  }

  @Test func transactionEntriesAndMerging() async {
    var transaction = UITransaction()
    #expect(transaction.speed == 1)
    #expect(transaction.label == nil)
    transaction.speed = 4
    transaction.label = "a"
    #expect(transaction.speed == 4)
    let model = Model()
    let seen = LockIsolated<[String]>([])
    let token = observe { transaction in
      _ = model.count
      seen.withValue { $0.append("\(transaction.speed) \(transaction.label ?? "-")") }
    }
    withUITransaction(\.label, "outer") {
      var inner = UITransaction()
      inner.speed = 2
      withUITransaction(inner) {
        model.count += 1
      }
    }
    await drain { seen.value.count == 2 }
    #expect(seen.value == ["1 -", "2 outer"])
    _ = token
  }
}

/// On the main thread (XCTest runs main-actor tests there), a closure isolated to the main actor
/// runs at once.
@MainActor
final class ObserveOnTheMainThreadTests: XCTestCase {
  func testMainActorClosureObservedFromNoActorStartsOnTheMainActor() async {
    let model = Model()
    let runs = LockIsolated<[Bool]>([])
    let token = await Task.detached {
      observe { @MainActor in
        _ = model.count
        runs.withValue { $0.append(Thread.isMainThread) }
      }
    }.value
    await drain { runs.value.count == 1 }
    model.count = 1
    await drain { runs.value.count == 2 }
    XCTAssertEqual(runs.value, [true, true])
    _ = token
  }

  func testNonisolatedClosureRunsAgainOnTheMainActor() async {
    let model = Model()
    let runs = LockIsolated<[Bool]>([])
    let apply: @Sendable (UITransaction) -> Void = { _ in
      _ = model.count
      runs.withValue { $0.append(Thread.isMainThread) }
    }
    let token = await Task.detached { observe(apply) }.value
    XCTAssertEqual(runs.value, [false])
    model.count = 1
    await drain { runs.value.count == 2 }
    XCTAssertEqual(runs.value, [false, true])
    _ = token
  }

  func testMainActorClosureRunsAtOnceThenOnTheMainActor() async {
    let model = Model()
    let seen = LockIsolated<[Int]>([])
    let apply: @MainActor @Sendable () -> Void = {
      MainActor.assertIsolated()
      seen.withValue { $0.append(model.count) }
    }
    let token = observe(apply)
    XCTAssertEqual(seen.value, [0])
    model.count = 1
    model.count = 2
    await drain { seen.value == [0, 2] }
    XCTAssertEqual(seen.value, [0, 2], "Changes coalesce into one run that sees the last.")
    token.cancel()
    model.count = 3
    await drain()
    XCTAssertEqual(seen.value, [0, 2])
  }

}

/// An actor that follows a model: its observation runs on the actor.
private actor Follower {
  var token: ObserveToken?

  func start(_ model: Model) -> AsyncStream<Int> {
    let (readings, continuation) = AsyncStream.makeStream(of: Int.self)
    self.token = observeInheriting {
      self.assertIsolated()
      continuation.yield(model.count)
    }
    return readings
  }

  func stop() {
    self.token = nil
  }
}

/// Hands `observe(_:)` a closure that inherited its caller's isolation (as a closure written
/// inline at swift-navigation's `observe` does): in an actor's method, one that uses `self` is
/// isolated to the actor.
private func observeInheriting(
  @_inheritActorContext _ apply: @escaping @isolated(any) @Sendable () -> Void
) -> ObserveToken {
  observe(apply)
}
