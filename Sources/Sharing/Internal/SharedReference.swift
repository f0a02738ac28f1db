import Foundation
import OpenCombineShim

/// The reference behind a ``Shared`` or a ``SharedReader``: a root holding a value
/// (``SharedRootReference``), a projection of another reference (a field, an unwrapped
/// optional: ``SharedProjectionReference``), or a value derived from another by a closure
/// (``SharedDerivedReference``).
///
/// A protocol with those three conformers, so that the compiler checks each implements every
/// requirement. Thread-safe: the root serializes access to its value with a lock.
protocol SharedReference<Value>: AnyObject, Sendable {
  associatedtype Value

  /// The value (a test's expectation while a test store checks a step), tracked by observation.
  func read() -> Value

  /// Mutates the value with exclusive access, then saves it if it is persisted.
  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R

  /// The value a test store compares with the expectation: the value after the step checked.
  func actualValue() -> Value

  /// The root reference, whose identity names the shared state in diffs.
  var root: AnyObject { get }

  /// Whether the root is loading its value.
  var isLoading: Bool { get }

  /// The error of the root's last load, if it failed.
  var loadError: (any Error)? { get }

  /// The error of the root's last save, if it failed.
  var saveError: (any Error)? { get }

  /// Reloads from the key of the root, if it has one.
  func load() async throws

  /// Saves through the key of the root, if it has one.
  func save() async throws

  /// A publisher of the value: the current one, then every change.
  func publisher() -> AnyPublisher<Value, Never>

  /// How the reference is printed: `.inMemory("count")`, `value: 0`, `.fileStorage(…).name`.
  var referenceDescription: String { get }
}

extension SharedReference where Value: Equatable {
  /// Whether the values of two references are equal, for ``Shared`` and ``SharedReader``.
  ///
  /// While a ``TestStore`` checks a step, a reference compared with itself compares what the
  /// test expects with the value after the step.
  func hasEqualValue(to other: any SharedReference<Value>) -> Bool {
    if SharedChangeTracker.asserting != nil, self === other {
      return self.read() == self.actualValue()
    }
    return self.read() == other.read()
  }
}
