import XCTest

@testable import ComposableArchitecture

/// The ledger of a store's running effects: a list threaded through the effects' handles.
final class InFlightEffectsTests: XCTestCase {
  private func handle(
    _ token: Int, in ledger: InFlightEffects, background: Bool = false
  ) -> EffectHandle {
    let handle = EffectHandle(
      token: token, ledger: ledger, origin: "action \(token)", isBackground: background,
      cancelIDs: []
    )
    ledger.insert(handle)
    return handle
  }

  func testEntriesStayInStartOrderWhateverFinishes() {
    let ledger = InFlightEffects()
    let handles = (1...5).map { self.handle($0, in: ledger) }
    XCTAssertEqual(ledger.entries.map(\.token), [1, 2, 3, 4, 5])

    ledger.remove(handles[2])  // the middle
    XCTAssertEqual(ledger.entries.map(\.token), [1, 2, 4, 5])
    ledger.remove(handles[0])  // the first
    XCTAssertEqual(ledger.entries.map(\.token), [2, 4, 5])
    ledger.remove(handles[4])  // the last
    XCTAssertEqual(ledger.entries.map(\.token), [2, 4])
    XCTAssertEqual(ledger.progress.count, 2)
    XCTAssertEqual(ledger.progress.lastToken, 4)

    // Removing twice, or cancelling what finished, changes nothing.
    ledger.remove(handles[2])
    handles[0].cancel()
    XCTAssertEqual(ledger.entries.map(\.token), [2, 4])

    let later = self.handle(6, in: ledger)
    XCTAssertEqual(ledger.entries.map(\.token), [2, 4, 6])
    XCTAssertEqual(
      ledger.entries.map { $0.origin as? String }, ["action 2", "action 4", "action 6"])
    ledger.remove(handles[1])
    ledger.remove(handles[3])
    ledger.remove(later)
    XCTAssertTrue(ledger.isEmpty)
    XCTAssertTrue(ledger.hasNoForegroundEffects)
    XCTAssertEqual(ledger.progress.count, 0)
    XCTAssertEqual(ledger.progress.lastToken, 0)
  }

  func testARunCountsEachOfItsEffectsUntilTheLastFinishes() {
    // Effects of one action waiting under the same identifiers share a handle (a run): the
    // ledger counts each of them, and the handle leaves with the last.
    let ledger = InFlightEffects()
    let first = self.handle(1, in: ledger)
    let run = self.handle(2, in: ledger)
    XCTAssertTrue(ledger.join(run, token: 3))
    XCTAssertTrue(ledger.join(run, token: 4))
    XCTAssertEqual(ledger.entries.map(\.token), [1, 2])
    XCTAssertEqual(ledger.progress.count, 4)
    XCTAssertEqual(ledger.progress.lastToken, 4)

    XCTAssertFalse(ledger.finishOne(run))
    XCTAssertFalse(ledger.finishOne(run))
    XCTAssertEqual(ledger.progress.count, 2)
    XCTAssertFalse(ledger.hasNoForegroundEffects)
    // The last of the run's effects: the handle is to go now.
    XCTAssertTrue(ledger.finishOne(run))
    ledger.remove(run)
    XCTAssertEqual(ledger.entries.map(\.token), [1])
    XCTAssertEqual(ledger.progress.count, 1)

    // A cancelled, finished or skipped handle takes no more effects.
    XCTAssertFalse(ledger.join(run, token: 5))
    let cancelled = self.handle(6, in: ledger)
    XCTAssertTrue(ledger.join(cancelled, token: 7))
    cancelled.cancel()
    XCTAssertFalse(ledger.join(cancelled, token: 8))
    XCTAssertEqual(ledger.progress.count, 1)
    let skipped = self.handle(9, in: ledger)
    XCTAssertTrue(ledger.join(skipped, token: 10))
    XCTAssertEqual(ledger.skip(includingBackground: false).map(\.token), [1, 9])
    XCTAssertTrue(ledger.hasNoForegroundEffects)
    XCTAssertFalse(ledger.join(skipped, token: 11))
    XCTAssertEqual(ledger.progress.count, 3)
    ledger.remove(first)
    ledger.remove(skipped)
    XCTAssertTrue(ledger.isEmpty)
  }

  func testCancellingForegroundEffectsKeepsBackgroundWork() async {
    let ledger = InFlightEffects()
    let first = self.handle(1, in: ledger)
    let background = self.handle(2, in: ledger, background: true)
    let third = self.handle(3, in: ledger)
    let task = Task<Void, Never> { try? await Task.sleep(nanoseconds: 60_000_000_000) }
    ledger.attach(task, to: third)
    XCTAssertFalse(ledger.hasNoForegroundEffects)

    let cancelled = ledger.cancelForeground()

    XCTAssertEqual(cancelled.count, 1, "Only the effect that had a task has one to await")
    XCTAssertTrue(task.isCancelled)
    XCTAssertTrue(ledger.isCancelled(first))
    XCTAssertTrue(ledger.isCancelled(third))
    XCTAssertFalse(ledger.isCancelled(background))
    XCTAssertEqual(ledger.entries.map(\.token), [2])
    XCTAssertTrue(ledger.hasNoForegroundEffects)
    XCTAssertFalse(ledger.isEmpty)

    // A task attached after its effect was cancelled is cancelled at once.
    let late = Task<Void, Never> { try? await Task.sleep(nanoseconds: 60_000_000_000) }
    ledger.attach(late, to: first)
    XCTAssertTrue(late.isCancelled)
    _ = await task.value
  }

  func testCancellingEveryEffectReleasesEveryHandle() {
    // Each handle holds the next, and each holds the ledger: nothing may be left linked.
    let ledger = InFlightEffects()
    weak var first: EffectHandle?
    weak var last: EffectHandle?
    do {
      var handles = (1...100_000).map { self.handle($0, in: ledger) }
      first = handles.first
      last = handles.last
      handles.removeAll()
    }
    XCTAssertNotNil(first, "The ledger keeps its effects")
    XCTAssertEqual(ledger.progress.count, 100_000)

    ledger.cancelAll()

    XCTAssertNil(first)
    XCTAssertNil(last)
    XCTAssertTrue(ledger.isEmpty)
    XCTAssertTrue(ledger.entries.isEmpty)
  }
}
