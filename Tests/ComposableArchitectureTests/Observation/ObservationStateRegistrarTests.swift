import ComposableArchitecture
import XCTest

@Observable
private final class Box {
  var value = 0
}

/// Counts the changes that observers of `keyPath` on `box` see during `body`.
private func notifications(
  of box: Box,
  _ registrar: ObservationStateRegistrar,
  during body: () -> Void
) -> Int {
  let changes = LockIsolated(0)
  withObservationTracking {
    registrar.access(box, keyPath: \.value)
  } onChange: {
    changes.withValue { $0 += 1 }
  }
  body()
  return changes.value
}

@MainActor
final class ObservationStateRegistrarTests: XCTestCase {
  func testMutateNotifiesUnlessIdentityEqual() async {
    let box = Box()
    let registrar = ObservationStateRegistrar()
    var storage = 0
    XCTAssertEqual(
      notifications(of: box, registrar) {
        registrar.mutate(box, keyPath: \.value, &storage, 1, { _, _ in true })
      },
      0
    )
    XCTAssertEqual(storage, 1)
    XCTAssertEqual(
      notifications(of: box, registrar) {
        registrar.mutate(box, keyPath: \.value, &storage, 2, { _, _ in false })
      },
      1
    )
    XCTAssertEqual(storage, 2)
  }

  func testMutateNotifiesOnlyWhenShouldNotifyObserversSaysSo() async {
    let box = Box()
    let registrar = ObservationStateRegistrar()
    var storage = 0
    XCTAssertEqual(
      notifications(of: box, registrar) {
        registrar.mutate(box, keyPath: \.value, &storage, 1, { _, _ in false }, { _, _ in false })
      },
      0
    )
    XCTAssertEqual(storage, 1)
    XCTAssertEqual(
      notifications(of: box, registrar) {
        registrar.mutate(box, keyPath: \.value, &storage, 2, { _, _ in false }, { $0 != $1 })
      },
      1
    )
    XCTAssertEqual(storage, 2)
  }

  func testWillModifyAndDidModifyInTCAsShapeCompareOldAndNewValues() async {
    let box = Box()
    let registrar = ObservationStateRegistrar()
    var storage = 0
    XCTAssertEqual(
      notifications(of: box, registrar) {
        let oldValue: Int = registrar.willModify(box, keyPath: \.value, &storage)
        registrar.didModify(box, keyPath: \.value, &storage, oldValue, ==)
      },
      0
    )
    XCTAssertEqual(
      notifications(of: box, registrar) {
        let oldValue: Int = registrar.willModify(box, keyPath: \.value, &storage)
        storage += 1
        registrar.didModify(box, keyPath: \.value, &storage, oldValue, ==)
      },
      1
    )
    XCTAssertEqual(
      notifications(of: box, registrar) {
        let oldValue: Int = registrar.willModify(box, keyPath: \.value, &storage)
        storage += 1
        registrar.didModify(box, keyPath: \.value, &storage, oldValue, ==, { _, _ in false })
      },
      0
    )
    XCTAssertEqual(storage, 2)
  }

  func testTheObservableStateExpansionKeepsNoCopyOfTheOldValue() async {
    let box = Box()
    let registrar = ObservationStateRegistrar()
    var storage = 0
    // Without a type, the call resolves to the overload `@ObservableState` uses: it returns an
    // identity (none, for a plain value), never a copy of the member.
    let oldIdentity = registrar.willModify(box, keyPath: \.value, &storage)
    let _: ObservableStateID? = oldIdentity
    XCTAssertNil(oldIdentity)
  }
}
