import ComposableArchitecture
import XCTest

@Perceptible
private final class PerceptibleBox {
  var value = 0
  var child = PerceptibleChild()
}

@ObservableState
private struct PerceptibleChild: Equatable {
  var count = 0
}

/// Counts the changes that readers of `keyPath` on `box` see during `body`.
private func notifications<Member>(
  of box: PerceptibleBox,
  _ keyPath: KeyPath<PerceptibleBox, Member>,
  _ registrar: ObservationStateRegistrar,
  during body: () -> Void
) -> Int {
  let changes = LockIsolated(0)
  withPerceptionTracking {
    registrar.access(box, keyPath: keyPath)
  } onChange: {
    changes.withValue { $0 += 1 }
  }
  body()
  return changes.value
}

/// Sets a field through the registrar in a context that knows only that the subject is
/// `Perceptible`, as Perception-era code does.
private func mutate<Subject: Perceptible>(
  _ subject: Subject,
  _ keyPath: KeyPath<Subject, Int>,
  _ storage: inout Int,
  to newValue: Int,
  with registrar: ObservationStateRegistrar
) {
  registrar.access(subject, keyPath: keyPath)
  registrar.mutate(subject, keyPath: keyPath, &storage, newValue, ==)
  let oldValue: Int = registrar.willModify(subject, keyPath: keyPath, &storage)
  registrar.didModify(subject, keyPath: keyPath, &storage, oldValue, ==)
}

/// The registrar's calls on a `@Perceptible` type: `Perceptible` is a protocol (refining
/// `Observable`), and each call resolves without ambiguity and notifies readers.
@MainActor
final class ObservationStateRegistrarPerceptibleTests: XCTestCase {
  func testPerceptibleAndObservableStateTypesArePerceptible() async {
    func isPerceptible<T: Perceptible>(_: T) -> Bool { true }
    XCTAssertTrue(isPerceptible(PerceptibleBox()))
    XCTAssertTrue(isPerceptible(PerceptibleChild()))
    XCTAssertTrue(isPerceptible(Store(initialState: 0) { EmptyReducer<Int, Void>() }))
  }

  func testMutateOnAPerceptibleSubject() async {
    let box = PerceptibleBox()
    let registrar = ObservationStateRegistrar()
    var storage = 0
    XCTAssertEqual(
      notifications(of: box, \.value, registrar) {
        registrar.mutate(box, keyPath: \.value, &storage, 0, ==)
      },
      0
    )
    XCTAssertEqual(
      notifications(of: box, \.value, registrar) {
        registrar.mutate(box, keyPath: \.value, &storage, 1, ==)
      },
      1
    )
    XCTAssertEqual(
      notifications(of: box, \.value, registrar) {
        registrar.mutate(box, keyPath: \.value, &storage, 2, ==, { _, _ in false })
      },
      0
    )
    XCTAssertEqual(storage, 2)
  }

  func testWillModifyAndDidModifyOnAPerceptibleSubject() async {
    let box = PerceptibleBox()
    let registrar = ObservationStateRegistrar()
    var storage = 0
    XCTAssertEqual(
      notifications(of: box, \.value, registrar) {
        let oldValue: Int = registrar.willModify(box, keyPath: \.value, &storage)
        registrar.didModify(box, keyPath: \.value, &storage, oldValue, ==)
      },
      0
    )
    XCTAssertEqual(
      notifications(of: box, \.value, registrar) {
        let oldValue: Int = registrar.willModify(box, keyPath: \.value, &storage)
        storage += 1
        registrar.didModify(box, keyPath: \.value, &storage, oldValue, ==)
      },
      1
    )
    XCTAssertEqual(storage, 1)
  }

  func testWillModifyOfObservableStateOnAPerceptibleSubjectKeepsTheIdentity() async {
    let box = PerceptibleBox()
    let registrar = ObservationStateRegistrar()
    var child = PerceptibleChild()
    let identityEqual: (PerceptibleChild, PerceptibleChild) -> Bool = {
      $0._$id == $1._$id
    }
    XCTAssertEqual(
      notifications(of: box, \.child, registrar) {
        let oldValue: PerceptibleChild = registrar.willModify(box, keyPath: \.child, &child)
        child.count += 1
        registrar.didModify(box, keyPath: \.child, &child, oldValue, identityEqual)
      },
      0,
      "A child changed in place keeps its identity: its own fields notify their readers."
    )
    XCTAssertEqual(
      notifications(of: box, \.child, registrar) {
        let oldValue: PerceptibleChild = registrar.willModify(box, keyPath: \.child, &child)
        child = PerceptibleChild(count: 5)
        registrar.didModify(box, keyPath: \.child, &child, oldValue, identityEqual)
      },
      1,
      "A replaced child notifies the readers of the field."
    )
  }

  func testCallsInAGenericPerceptibleContext() async {
    let box = PerceptibleBox()
    let registrar = ObservationStateRegistrar()
    var storage = 0
    XCTAssertEqual(
      notifications(of: box, \.value, registrar) {
        mutate(box, \.value, &storage, to: 3, with: registrar)
      },
      1
    )
    XCTAssertEqual(storage, 3)
  }

  func testPerceptibleModelsWorkWithObserve() async {
    let box = PerceptibleBox()
    var seen: [Int] = []
    let token = observe { seen.append(box.value) }
    box.value = 1
    await drainMainActor()
    XCTAssertEqual(seen, [0, 1])
    token.cancel()
  }
}
