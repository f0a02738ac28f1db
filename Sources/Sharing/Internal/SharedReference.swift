import Foundation
import OpenCombineShim

/// The reference behind a ``Shared`` or a ``SharedReader``: a root holding a value
/// (``SharedRootReference``), or a projection of another reference (a field, an unwrapped
/// optional).
///
/// Subclasses override every method; the base class is never used on its own. Thread-safe: the
/// root serializes access to its value with a lock.
// @unchecked Sendable: no stored state; each subclass guards its own with a lock.
class SharedReference<Value>: @unchecked Sendable {
  /// The value (a test's expectation while a test store checks a step), tracked by observation.
  func read() -> Value { fatalError("abstract") }

  /// Mutates the value with exclusive access, then saves it if it is persisted.
  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R { fatalError("abstract") }

  /// The value a test store compares with the expectation: the value after the step checked.
  func actualValue() -> Value { fatalError("abstract") }

  /// The root reference, whose identity names the shared state in diffs.
  var root: AnyObject { fatalError("abstract") }

  /// The persistence status of the root.
  var isLoading: Bool { false }
  var loadError: (any Error)? { nil }
  var saveError: (any Error)? { nil }

  /// Reloads from the key of the root, if it has one.
  func load() async throws {}

  /// Saves through the key of the root, if it has one.
  func save() async throws {}

  /// A publisher of the value: the current one, then every change.
  func publisher() -> AnyPublisher<Value, Never> { fatalError("abstract") }

  /// How the reference is printed: `.inMemory("count")`, `value: 0`, `.fileStorage(…).name`.
  var referenceDescription: String { fatalError("abstract") }
}

extension SharedReference where Value: Equatable {
  /// Whether the values of two references are equal, for ``Shared`` and ``SharedReader``.
  ///
  /// While a ``TestStore`` checks a step, a reference compared with itself compares what the
  /// test expects with the value after the step.
  func hasEqualValue(to other: SharedReference<Value>) -> Bool {
    if SharedChangeTracker.asserting != nil, self === other {
      return self.read() == self.actualValue()
    }
    return self.read() == other.read()
  }
}
