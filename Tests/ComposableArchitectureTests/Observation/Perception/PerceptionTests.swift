import ComposableArchitecture
import XCTest

@Perceptible
private final class Model {
  var count = 0
  var name = ""
  @ObservationIgnored var cache = 0
  @PerceptionIgnored var note = ""
  @PerceptionIgnored @Dependency(\.continuousClock) var clock
}

@Perceptible
private final class Generic<Value> {
  var value: Value
  init(value: Value) {
    self.value = value
  }
}

@MainActor
@Perceptible
private final class MainActorModel {
  var count = 0
}

/// A model that implements observation by hand, as Perception's users do with its registrar.
private final class ManualModel {
  private let registrar = PerceptionRegistrar()
  private var _count = 0
  private var _title = ""

  var count: Int {
    get {
      self.registrar.access(self, keyPath: \.count)
      return self._count
    }
    set {
      self.registrar.withMutation(of: self, keyPath: \.count) { self._count = newValue }
    }
  }

  var title: String {
    get {
      self.registrar.access(self, keyPath: \.title)
      return self._title
    }
    set {
      self.registrar.willSet(self, keyPath: \.title)
      self._title = newValue
      self.registrar.didSet(self, keyPath: \.title)
    }
  }
}

extension ManualModel: Perceptible {}

/// Counts the changes `withPerceptionTracking` reports for what `read` reads.
private func changes(after read: () -> Void) -> LockIsolated<Int> {
  let changes = LockIsolated(0)
  withPerceptionTracking {
    read()
  } onChange: {
    changes.withValue { $0 += 1 }
  }
  return changes
}

@MainActor
final class PerceptionTests: XCTestCase {
  func testPerceptibleMacroTracksReadProperties() async {
    let model = Model()
    let countChanges = changes { _ = model.count }
    model.name = "Blob"
    model.cache = 1
    model.note = "Ignored"
    XCTAssertEqual(countChanges.value, 0)
    model.count += 1
    XCTAssertEqual(countChanges.value, 1)
    model.count += 1
    XCTAssertEqual(countChanges.value, 1, "onChange fires once, as withObservationTracking.")
  }

  func testPerceptionIgnoredPropertiesAreNotTracked() async {
    let model = Model()
    let noteChanges = changes { _ = model.note }
    model.note = "Changed"
    XCTAssertEqual(noteChanges.value, 0)
    XCTAssertEqual(model.note, "Changed")
  }

  func testInPlaceMutationsAreTracked() async {
    let model = Generic(value: [1])
    let valueChanges = changes { _ = model.value }
    model.value.append(2)
    XCTAssertEqual(valueChanges.value, 1)
    XCTAssertEqual(model.value, [1, 2])
  }

  func testMainActorClassesAreTracked() async {
    let model = MainActorModel()
    let countChanges = changes { _ = model.count }
    model.count += 1
    XCTAssertEqual(countChanges.value, 1)
  }

  func testWithPerceptionTrackingReturnsWhatItRuns() async {
    let model = Model()
    model.count = 42
    let value = withPerceptionTracking {
      model.count
    } onChange: {
    }
    XCTAssertEqual(value, 42)
  }

  func testPerceptionRegistrarWithMutation() async {
    let model = ManualModel()
    let countChanges = changes { _ = model.count }
    model.title = "Other"
    XCTAssertEqual(countChanges.value, 0)
    model.count = 1
    XCTAssertEqual(countChanges.value, 1)
    XCTAssertEqual(model.count, 1)
  }

  func testPerceptionRegistrarWillSetAndDidSet() async {
    let model = ManualModel()
    let titleChanges = changes { _ = model.title }
    model.title = "Hello"
    XCTAssertEqual(titleChanges.value, 1)
    XCTAssertEqual(model.title, "Hello")
  }

  func testPerceptibleTypesAreObservable() async {
    func isObservable<T: Observable>(_: T) -> Bool { true }
    XCTAssertTrue(isObservable(Model()))
    XCTAssertTrue(isObservable(ManualModel()))
  }

  func testObserveFollowsAPerceptibleModel() async {
    let model = Model()
    var seen: [Int] = []
    let token = observe { seen.append(model.count) }
    model.count = 7
    await drainMainActor()
    XCTAssertEqual(seen, [0, 7])
    _ = token
  }

  func testPerceptionRegistrarTakesNoPartInEquality() async {
    XCTAssertEqual(PerceptionRegistrar(), PerceptionRegistrar(isPerceptionCheckingEnabled: false))
  }
}
