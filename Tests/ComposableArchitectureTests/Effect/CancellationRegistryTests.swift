import XCTest

@testable import ComposableArchitecture

/// The registry of a store's cancellable work: effects under one identifier are kept in slots,
/// the rest by token.
final class CancellationRegistryTests: XCTestCase {
  private let ledger = InFlightEffects()
  private var lastToken = 0

  private func effect(_ ids: [_CancelID]) -> EffectHandle {
    self.lastToken += 1
    let handle = EffectHandle(
      token: self.lastToken, ledger: self.ledger, origin: "effect", isBackground: false,
      cancelIDs: ids
    )
    self.ledger.insert(handle)
    return handle
  }

  private func id(_ value: String) -> _CancelID {
    _CancelID(id: value, navigationIDPath: NavigationIDPath())
  }

  func testEffectsFinishingInAnyOrderLeaveNothingBehind() {
    let registry = CancellationRegistry()
    let id = self.id("work")
    let handles = (0..<50).map { _ in self.effect([id]) }
    for handle in handles {
      registry.insert(ids: [id], effect: handle)
    }
    XCTAssertEqual(registry.count, 50)

    // Every third, then the rest backwards: each removal moves the last one into its slot.
    var order = Array(stride(from: 0, to: 50, by: 3))
    order += (0..<50).reversed().filter { $0 % 3 != 0 }
    for (removed, index) in order.enumerated() {
      registry.remove(ids: [id], effect: handles[index])
      // Removing twice changes nothing.
      registry.remove(ids: [id], effect: handles[index])
      XCTAssertEqual(registry.count, 50 - removed - 1)
    }
    XCTAssertFalse(registry.contains(id: id))
  }

  func testEffectsSharingOneListOfIdentifiersAreCancelledTogetherAndAfterACancellation() {
    // A store's effects started together share one list (`RootCore.ids`), which the registry
    // recognizes by its storage: it must still file each under the identifier's current bucket.
    let registry = CancellationRegistry()
    let ids = [self.id("work")]
    let other = [self.id("other")]
    let first = (0..<3).map { _ in self.effect(ids) }
    for handle in first {
      registry.insert(ids: ids, effect: handle)
    }
    let unrelated = self.effect(other)
    registry.insert(ids: other, effect: unrelated)
    let afterOther = self.effect(ids)
    registry.insert(ids: ids, effect: afterOther)
    XCTAssertEqual(registry.count, 5)

    registry.cancel(id: ids[0])
    XCTAssertTrue((first + [afterOther]).allSatisfy(\.isCancelled))
    XCTAssertFalse(unrelated.isCancelled)
    XCTAssertEqual(registry.count, 1)

    // The same list again, after its bucket was cancelled: a new bucket, cancelled in turn.
    let second = (0..<2).map { _ in self.effect(ids) }
    for handle in second {
      registry.insert(ids: ids, effect: handle)
    }
    XCTAssertEqual(registry.count, 3)
    XCTAssertTrue(registry.contains(id: ids[0]))
    registry.remove(ids: ids, effect: second[0])
    XCTAssertEqual(registry.count, 2)
    registry.cancel(id: ids[0])
    XCTAssertTrue(second[1].isCancelled)
    XCTAssertFalse(second[0].isCancelled)
    XCTAssertEqual(registry.count, 1)
    XCTAssertFalse(unrelated.isCancelled)
  }

  func testCancellingAnIdentifierCancelsWhatIsLeftUnderIt() {
    let registry = CancellationRegistry()
    let id = self.id("work")
    let other = self.id("other")
    let handles = (0..<10).map { _ in self.effect([id]) }
    for handle in handles {
      registry.insert(ids: [id], effect: handle)
    }
    let both = self.effect([other, id])
    registry.insert(ids: [other, id], effect: both)
    let closureCancelled = LockIsolated(false)
    registry.insert(id: id) { closureCancelled.setValue(true) }
    registry.remove(ids: [id], effect: handles[3])
    registry.remove(ids: [id], effect: handles[7])

    registry.cancel(id: id)

    XCTAssertTrue(closureCancelled.value)
    for (index, handle) in handles.enumerated() {
      XCTAssertEqual(
        self.ledger.isCancelled(handle), index != 3 && index != 7, "effect \(index)"
      )
    }
    XCTAssertTrue(self.ledger.isCancelled(both))
    XCTAssertFalse(registry.contains(id: id))
    // Still registered under its other identifier until it finishes.
    XCTAssertTrue(registry.contains(id: other))
    registry.remove(ids: [other, id], effect: both)
    XCTAssertEqual(registry.count, 0)
  }

  func testAnEffectOfACancelledBucketDoesNotRemoveANewOnesEffects() {
    let registry = CancellationRegistry()
    let id = self.id("work")
    let old = self.effect([id])
    registry.insert(ids: [id], effect: old)
    registry.cancel(id: id)
    let new = self.effect([id])
    registry.insert(ids: [id], effect: new)

    // The cancelled effect finishes later: its slot (0) in the new bucket is another effect's.
    registry.remove(ids: [id], effect: old)

    XCTAssertEqual(registry.count, 1)
    registry.cancel(id: id)
    XCTAssertTrue(self.ledger.isCancelled(new))
  }
}
