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
  /// BEHAVIOUR.md B-OB-01: a set of a value with the same identity notifies no one.
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

@ObservableState
private struct ListRow: Equatable {
  var count = 0
}

private final class SharedReference {}

private struct UnequatableValue {
  var value = 0
}

@ObservableState
private struct ListScreen {
  var count = 0
  var reference = SharedReference()
  var unequatable = UnequatableValue()
  var list = [ListRow(), ListRow()]
  var rows: IdentifiedArrayOf<IdentifiedRow> = [IdentifiedRow(id: 1)]
  var plainRows: IdentifiedArrayOf<PlainRow> = [PlainRow(id: 1)]
  var path = StackState<ListRow>([ListRow()])
}

@ObservableState
private struct IdentifiedRow: Equatable, Identifiable {
  let id: Int
  var count = 0
}

/// A row that is not `@ObservableState`: its collection cannot tell which element changed.
private struct PlainRow: Equatable, Identifiable {
  let id: Int
  var count = 0
}

/// Whether an observer that reads with `read` is told of a change during `body`, the way a view
/// observes.
private func isNotified(reading read: () -> Void, during body: () -> Void) -> Bool {
  let changed = LockIsolated(false)
  withObservationTracking(read) { changed.setValue(true) }
  body()
  return changed.value
}

extension ObservationStateRegistrarTests {
  /// BEHAVIOUR.md B-OB-01: assigning an `==` value notifies no one; another value notifies.
  func testAssigningAnEqualValueNotifiesNoOne() async {
    var screen = ListScreen()
    XCTAssertFalse(isNotified(reading: { _ = screen.count }) { screen.count = screen.count })
    XCTAssertTrue(isNotified(reading: { _ = screen.count }) { screen.count = 1 })
    XCTAssertFalse(isNotified(reading: { _ = screen.list }) { screen.list = screen.list })
  }

  /// BEHAVIOUR.md B-OB-01: assigning the same instance (`===`) notifies no one.
  func testAssigningTheSameInstanceNotifiesNoOne() async {
    var screen = ListScreen()
    let reference = screen.reference
    XCTAssertFalse(isNotified(reading: { _ = screen.reference }) { screen.reference = reference })
    XCTAssertTrue(
      isNotified(reading: { _ = screen.reference }) { screen.reference = SharedReference() })
  }

  /// BEHAVIOUR.md B-OB-01: a non-`Equatable` value type always notifies.
  func testAssigningAValueThatIsNotEquatableAlwaysNotifies() async {
    var screen = ListScreen()
    XCTAssertTrue(
      isNotified(reading: { _ = screen.unequatable }) { screen.unequatable = screen.unequatable }
    )
  }

  func testMutatingAnElementInPlaceNotifiesOnlyTheReadersOfItsField() async {
    var screen = ListScreen()
    let fired = LockIsolated<[String]>([])
    withObservationTracking {
      _ = screen.list
    } onChange: {
      fired.withValue { $0.append("list") }
    }
    withObservationTracking {
      _ = screen.list[0].count
    } onChange: {
      fired.withValue { $0.append("list[0]") }
    }
    withObservationTracking {
      _ = screen.list[1].count
    } onChange: {
      fired.withValue { $0.append("list[1]") }
    }
    withObservationTracking {
      _ = screen.rows
    } onChange: {
      fired.withValue { $0.append("rows") }
    }
    withObservationTracking {
      _ = screen.path
    } onChange: {
      fired.withValue { $0.append("path") }
    }
    screen.list[0].count += 1
    screen.rows[id: 1]?.count += 1
    screen.path[id: 0]?.count += 1
    XCTAssertEqual(fired.value, ["list[0]"])
    screen.list.append(ListRow())
    XCTAssertEqual(Set(fired.value), ["list[0]", "list", "list[1]"])
  }

  func testAddingOrRemovingElementsNotifiesTheReadersOfTheCollection() async {
    var screen = ListScreen()
    XCTAssertTrue(isNotified(reading: { _ = screen.list }) { screen.list.removeLast() })
    XCTAssertTrue(isNotified(reading: { _ = screen.list }) { screen.list[0] = ListRow() })
    XCTAssertTrue(
      isNotified(reading: { _ = screen.rows }) { screen.rows.append(IdentifiedRow(id: 2)) }
    )
    XCTAssertTrue(isNotified(reading: { _ = screen.path }) { screen.path.append(ListRow()) })
    XCTAssertTrue(isNotified(reading: { _ = screen.path }) { screen.path.removeLast() })
  }

  func testReplacingAStackElementUnderTheSameIDDoesNotNotifyTheStack() async {
    var screen = ListScreen()
    XCTAssertFalse(isNotified(reading: { _ = screen.path }) { screen.path[id: 0] = ListRow() })
  }

  /// B-OB-02: an `IdentifiedArray` of `@ObservableState` elements is compared by its ids:
  /// replacing an element under the same id does not notify the readers of the collection. A
  /// collection of elements that are not `@ObservableState` notifies its readers on any change
  /// of an element.
  func testReplacingAnIdentifiedArrayElementUnderTheSameIDDoesNotNotifyTheCollection() async {
    var screen = ListScreen()
    XCTAssertFalse(
      isNotified(reading: { _ = screen.rows }) {
        screen.rows[id: 1] = IdentifiedRow(id: 1, count: 5)
      }
    )
    XCTAssertEqual(screen.rows[id: 1]?.count, 5)
    XCTAssertTrue(
      isNotified(reading: { _ = screen.plainRows }) { screen.plainRows[id: 1]?.count += 1 }
    )
    XCTAssertTrue(
      isNotified(reading: { _ = screen.plainRows }) {
        screen.plainRows[id: 1] = PlainRow(id: 1, count: 5)
      }
    )
    XCTAssertEqual(screen.plainRows[id: 1]?.count, 5)
  }
}

@ObservableState
private struct ChildModel {
  var count = 0
  mutating func take(_ other: ChildModel) { self = other }
}

@ObservableState
private struct ParentModel {
  var child = ChildModel()
  var optionalChild: ChildModel? = ChildModel()
}

extension ObservationStateRegistrarTests {
  func testReplacingAChildWithACopyInPlaceNotifiesTheReadersOfItsFields() async {
    var parent = ParentModel()
    var copy = parent.child
    copy.count = 42
    XCTAssertTrue(isNotified(reading: { _ = parent.child.count }) { parent.child.take(copy) })
    XCTAssertEqual(parent.child.count, 42)
    var optionalCopy = parent.optionalChild
    optionalCopy?.count = 42
    XCTAssertTrue(
      isNotified(reading: { _ = parent.optionalChild?.count }) {
        parent.optionalChild?.take(optionalCopy!)
      }
    )
  }

  func testMutatingAChildsFieldInPlaceNotifiesOnlyTheReadersOfThatField() async {
    var parent = ParentModel()
    XCTAssertFalse(isNotified(reading: { _ = parent.child }) { parent.child.count += 1 })
    XCTAssertTrue(isNotified(reading: { _ = parent.child.count }) { parent.child.count += 1 })
    XCTAssertFalse(
      isNotified(reading: { _ = parent.optionalChild }) { parent.optionalChild?.count += 1 }
    )
  }

  func testACopyTakenBeforeAnInPlaceMutationNoLongerHasTheChildsIdentity() async {
    var parent = ParentModel()
    let copy = parent.child
    XCTAssertEqual(copy._$id, parent.child._$id)
    parent.child.count += 1
    XCTAssertNotEqual(copy._$id, parent.child._$id)
  }
}
