import XCTest

@testable import ComposableArchitectureLegacy

/// `Effect(value:)` and `.none` stay values through the usual operators: the store delivers
/// them without building a subscription.
final class EffectStorageTests: XCTestCase {
  func testValueAndNoneStayCheap() {
    let value = Effect<Int, Never>(value: 1).map { $0 + 1 }
    guard case .value(2) = value.storage else { return XCTFail("\(value.storage)") }
    let caught = Effect<Int, Error>(value: 1).catchToEffect().map { (try? $0.get()) ?? 0 }
    guard case .value(1) = caught.storage else { return XCTFail("\(caught.storage)") }
    XCTAssertTrue(Effect<Int, Never>.merge(.none, .none).isNone)
    XCTAssertTrue(Effect<Int, Never>.concatenate([]).isNone)
    guard case .value(3) = Effect<Int, Never>.merge(.none, Effect(value: 3)).storage else {
      return XCTFail()
    }
  }
}
