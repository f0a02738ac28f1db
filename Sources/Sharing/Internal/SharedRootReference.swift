import CustomDump
import Foundation
import IssueReporting
import Observation
import OpenCombineShim

/// A reference holding a value: unpersisted (`Shared(value:)`) or persisted through a key.
///
/// `lock` (recursive, so that a `withLock` body may read the same shared value) protects `value`
/// and `version` (counting every change, mutation or load); `persistence` has its own locks,
/// and is told each new version under `lock`. Observers are notified through `registrar`.
// @unchecked Sendable: `lock` guards `value`, `version` and `subject`.
final class SharedRootReference<Value>: SharedReference, Observable, _AnySharedRoot,
  @unchecked Sendable
{
  private let lock = NSRecursiveLock()
  /// The value lives behind a pointer rather than in a stored property: `withLock` hands it to its
  /// body as `inout`, and the body may read the same shared value (`$syncUps.withLock {
  /// $0.remove(id: state.syncUp.id) }` with `syncUp` derived from `syncUps`), which for a stored
  /// property is a dynamic exclusivity violation ("Simultaneous accesses") that swift-sharing code
  /// does not hit. The recursive lock still serialises every access.
  private let storage: UnsafeMutablePointer<Value>
  private var value: Value {
    _read { yield self.storage.pointee }
    _modify { yield &self.storage.pointee }
  }
  private var version = 0
  /// Whether a `withLock` body is running (on the thread holding `lock`).
  private var isMutating = false
  private let registrar = ObservationRegistrar()
  /// Made when the first publisher is asked for, so that writes cost nothing without one.
  private var subject: CurrentValueSubject<Value, Never>?
  let persistence: SharedPersistence<Value>?

  /// The observed member: every change of the value is a change of it.
  var _observedValue: Void { () }
  /// `\._observedValue`, made once: a key path literal in a generic type is instantiated anew at
  /// each evaluation (its generic arguments resolved by demangling): `Shared.Store.Access`.
  private let observedValue: KeyPath<SharedRootReference, Void> = \._observedValue

  init(value: Value, persistence: SharedPersistence<Value>? = nil) {
    self.storage = .allocate(capacity: 1)
    self.storage.initialize(to: value)
    self.persistence = persistence
  }

  var root: AnyObject { self }

  func read() -> Value {
    self.registrar.access(self, keyPath: self.observedValue)
    if let tracker = SharedChangeTracker.asserting,
      let expected = tracker.expected(ObjectIdentifier(self)) as? Value
    {
      return expected
    }
    return self.storedValue
  }

  /// The value as stored, without tracking or expectations.
  var storedValue: Value {
    self.lock.lock()
    defer { self.lock.unlock() }
    return self.value
  }

  var currentValueAndVersion: (value: Any, version: Int) {
    let (value, version) = self.versionedValue
    return (value, version)
  }

  /// The value as stored and its version, read together.
  var versionedValue: (value: Value, version: Int) {
    self.lock.lock()
    defer { self.lock.unlock() }
    return (self.value, self.version)
  }

  func actualValue() -> Value {
    if let tracker = SharedChangeTracker.asserting,
      let actual = tracker.actual(ObjectIdentifier(self)) as? Value
    {
      return actual
    }
    return self.storedValue
  }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    if let tracker = SharedChangeTracker.asserting {
      // A test store checking a step: the closure states what the test expects.
      let id = ObjectIdentifier(self)
      var expected = tracker.expected(id) as? Value ?? self.storedValue
      let result = try body(&expected)
      tracker.setExpected(id, reference: self, value: expected)
      return result
    }
    let tracker = SharedChangeTracker.tracking
    self.registrar.willSet(self, keyPath: self.observedValue)
    defer { self.registrar.didSet(self, keyPath: self.observedValue) }
    self.lock.lock()
    var unlocked = false
    defer { if !unlocked { self.lock.unlock() } }
    if self.isMutating {
      reportIssue(
        """
        A shared value was mutated from within its own "withLock".

          Shared: \(self.referenceDescription)

        The inner mutation changes the value the outer one is still changing. Make both changes \
        in the outer "withLock" body.
        """
      )
    }
    let wasMutating = self.isMutating
    self.isMutating = true
    tracker?.willChange(self, value: self.value)
    let result: R
    do {
      result = try body(&self.value)
    } catch {
      // Reset while the lock is held: another thread reads the flag once it takes the lock.
      self.isMutating = wasMutating
      throw error
    }
    self.isMutating = wasMutating
    self.version &+= 1
    let version = self.version
    self.persistence?.valueDidChange(version: version)
    let newValue = self.value
    let subject = self.subject
    self.lock.unlock()
    unlocked = true
    subject?.send(newValue)
    // Saved out of the lock (no key's code runs under it): the persistence orders the saves.
    self.persistence?.save(newValue, version: version, context: .didSet, reference: self)
    return result
  }

  /// Replaces the value with one loaded from storage: observers are notified, nothing is saved
  /// and a test store does not count it as the feature's change.
  func replaceWithLoaded(_ newValue: Value) {
    self.registrar.willSet(self, keyPath: self.observedValue)
    self.lock.lock()
    self.value = newValue
    self.version &+= 1
    self.persistence?.valueDidChange(version: self.version)
    let subject = self.subject
    self.lock.unlock()
    self.registrar.didSet(self, keyPath: self.observedValue)
    subject?.send(newValue)
  }

  func publisher() -> AnyPublisher<Value, Never> {
    self.lock.lock()
    defer { self.lock.unlock() }
    if let subject = self.subject {
      return subject.eraseToAnyPublisher()
    }
    let subject = CurrentValueSubject<Value, Never>(self.value)
    self.subject = subject
    return subject.eraseToAnyPublisher()
  }

  /// Notifies observers that the persistence status changed.
  func statusDidChange() {
    self.registrar.willSet(self, keyPath: self.observedValue)
    self.registrar.didSet(self, keyPath: self.observedValue)
  }

  var isLoading: Bool {
    self.registrar.access(self, keyPath: self.observedValue)
    return self.persistence?.status.isLoading ?? false
  }

  var loadError: (any Error)? {
    self.registrar.access(self, keyPath: self.observedValue)
    return self.persistence?.status.loadError
  }

  var saveError: (any Error)? {
    self.registrar.access(self, keyPath: self.observedValue)
    return self.persistence?.status.saveError
  }

  func load() async throws {
    try await self.persistence?.load(reference: self)
  }

  func save() async throws {
    try await self.persistence?.userInitiatedSave(reference: self)
  }

  func describeChange(
    from baseline: Any
  ) -> (valueType: String, reference: String, old: String, new: String) {
    (
      typeName(Value.self), self.referenceDescription, String(reflecting: baseline),
      String(reflecting: self.storedValue)
    )
  }

  var referenceDescription: String {
    if let persistence = self.persistence {
      return persistence.keyDescription
    }
    var description = ""
    customDump(self.storedValue, to: &description)
    return "value: \(description)"
  }

  deinit {
    self.persistence?.referenceDidDeinit()
    self.storage.deinitialize(count: 1)
    self.storage.deallocate()
  }
}
