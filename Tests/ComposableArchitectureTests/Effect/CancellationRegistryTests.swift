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
    var closureCancelled = false
    registry.insert(id: id) { closureCancelled = true }
    registry.remove(ids: [id], effect: handles[3])
    registry.remove(ids: [id], effect: handles[7])

    registry.cancel(id: id)

    XCTAssertTrue(closureCancelled)
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
