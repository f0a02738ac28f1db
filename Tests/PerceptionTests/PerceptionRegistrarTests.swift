import Foundation
import Observation
import Perception
import Testing

/// A class that adopts the toolchain's `Observable` (not `Perceptible`) with a
/// `PerceptionRegistrar`: the registrar's `Observable` overloads serve it.
final class ObservableCounter: Observable, @unchecked Sendable {
  private let registrar = PerceptionRegistrar()
  private var _count = 0
  private var _name = ""

  var count: Int {
    get {
      self.registrar.access(self, keyPath: \.count)
      return self._count
    }
    set {
      self.registrar.withMutation(of: self, keyPath: \.count) { self._count = newValue }
    }
  }

  var name: String {
    get {
      self.registrar.access(self, keyPath: \.name)
      return self._name
    }
    set {
      self.registrar.willSet(self, keyPath: \.name)
      self._name = newValue
      self.registrar.didSet(self, keyPath: \.name)
    }
  }

  func mutateCount<T>(_ body: () throws -> T) rethrows -> T {
    try self.registrar.withMutation(of: self, keyPath: \.count, body)
  }
}

/// A class that adopts `Perceptible` by hand, with the location-taking `access`.
final class PerceptibleCounter: Perceptible, @unchecked Sendable {
  private let registrar = PerceptionRegistrar(isPerceptionCheckingEnabled: false)
  private var _count = 0

  var count: Int {
    get {
      self.registrar.access(
        self, keyPath: \.count, fileID: #fileID, filePath: #filePath, line: #line, column: #column
      )
      return self._count
    }
    set {
      self.registrar.willSet(self, keyPath: \.count)
      self._count = newValue
      self.registrar.didSet(self, keyPath: \.count)
    }
  }
}

/// `PerceptionRegistrar`'s `Observable` overloads and `isPerceptionCheckingEnabled` (M-PC-03,
/// M-PC-04).
@Suite struct PerceptionRegistrarTests {
  final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var _isSet = false
    var isSet: Bool {
      self.lock.lock()
      defer { self.lock.unlock() }
      return self._isSet
    }
    func set() {
      self.lock.lock()
      self._isSet = true
      self.lock.unlock()
    }
  }

  @Test func anObservableSubjectsReadsAndWritesAreTracked() {
    let counter = ObservableCounter()
    let countChanged = Flag()
    withObservationTracking {
      _ = counter.count
    } onChange: {
      countChanged.set()
    }
    let nameChanged = Flag()
    withPerceptionTracking {
      _ = counter.name
    } onChange: {
      nameChanged.set()
    }

    counter.name = "Blob"
    #expect(nameChanged.isSet)
    #expect(!countChanged.isSet)
    counter.count += 1
    #expect(countChanged.isSet)
    #expect(counter.count == 1)
  }

  @Test func withMutationReturnsAndRethrows() {
    struct Failure: Error {}
    let counter = ObservableCounter()
    #expect(counter.mutateCount { 42 } == 42)
    #expect(throws: Failure.self) { try counter.mutateCount { throw Failure() } }
  }

  @Test func aPerceptibleSubjectWithSourceLocationsIsTracked() {
    let counter = PerceptibleCounter()
    let changed = Flag()
    withPerceptionTracking {
      _ = counter.count
    } onChange: {
      changed.set()
    }
    counter.count = 3
    #expect(changed.isSet)
    #expect(counter.count == 3)
  }

  @MainActor @Test func perceptionsFollowAnObservableSubject() async {
    let counter = ObservableCounter()
    var iterator = Perceptions { counter.count }.makeAsyncIterator()
    #expect(await iterator.next(isolation: MainActor.shared) == 0)
    counter.count = 2
    #expect(await iterator.next(isolation: MainActor.shared) == 2)
  }

  @Test func registrarsAreEqualAndEncodeNothing() throws {
    #expect(PerceptionRegistrar() == PerceptionRegistrar(isPerceptionCheckingEnabled: false))
    let data = try JSONEncoder().encode([PerceptionRegistrar()])
    #expect(try JSONDecoder().decode([PerceptionRegistrar].self, from: data).count == 1)
  }

  @Test func perceptionCheckingIsAGlobalFlag() {
    #expect(!isPerceptionCheckingEnabled)
    isPerceptionCheckingEnabled = true
    #expect(isPerceptionCheckingEnabled)
    isPerceptionCheckingEnabled = false
    #expect(!isPerceptionCheckingEnabled)
  }
}
