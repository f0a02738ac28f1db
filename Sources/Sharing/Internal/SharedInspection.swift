import Foundation
import OpenCombineShim

/// A root shared reference, seen without its value type by a tool that rewinds state (the
/// devtools' time travel): its name, its value, a way to set it and to follow its changes.
///
/// Package-level: the core's only hook for `@Shared` time travel. Nothing here runs unless such
/// a tool asks.
package protocol _SharedRootInspectable: AnyObject, Sendable {
  /// How the reference is named: its key (`.fileStorage(…/todos.json)`), or `value: …`.
  var _sharedDescription: String { get }
  /// The value's type, as diagnostics name it.
  var _sharedValueType: String { get }
  /// The stored value.
  var _sharedValue: Any { get }
  /// Sets the value as `withLock { $0 = value }` does: observers are notified and a persisted
  /// value is saved. A value of another type is ignored (returns `false`).
  @discardableResult
  func _setSharedValue(_ value: Any) -> Bool
  /// Calls `onChange` with each new value (not the current one) until the result is cancelled
  /// or released; `onChange` runs on the thread that changed the value, as the change completes.
  func _observeSharedValue(_ onChange: @escaping @Sendable (Any) -> Void) -> _SharedObservation
}

/// An observation of a shared value's changes; releasing it ends the observation.
// @unchecked Sendable: the cancellable is only cancelled, which is thread-safe.
package final class _SharedObservation: @unchecked Sendable {
  private let cancellable: AnyCancellable

  init(_ cancellable: AnyCancellable) {
    self.cancellable = cancellable
  }

  /// Ends the observation.
  package func cancel() {
    self.cancellable.cancel()
  }
}

extension SharedRootReference: _SharedRootInspectable {
  package var _sharedDescription: String { self.referenceDescription }

  package var _sharedValueType: String { typeName(Value.self) }

  package var _sharedValue: Any { self.storedValue }

  @discardableResult
  package func _setSharedValue(_ value: Any) -> Bool {
    guard let value = value as? Value else { return false }
    self.withLock { $0 = value }
    return true
  }

  package func _observeSharedValue(
    _ onChange: @escaping @Sendable (Any) -> Void
  ) -> _SharedObservation {
    _SharedObservation(self.publisher().dropFirst().sink { onChange($0) })
  }
}

/// A `@Shared` or `@SharedReader` value, seen without its value type.
private protocol _SharedValueInspectable {
  var _root: AnyObject { get }
}

extension Shared: _SharedValueInspectable {
  fileprivate var _root: AnyObject { self.reference.root }
}

extension SharedReader: _SharedValueInspectable {
  fileprivate var _root: AnyObject { self.reference.root }
}

/// The root shared references reachable from `value` (its `@Shared` and `@SharedReader`
/// properties, at any depth, through optionals, enums, collections and classes), each once, in
/// the order first met.
///
/// It reflects the whole value: call it when needed (a jump), not per action.
package func _sharedRoots(in value: Any) -> [any _SharedRootInspectable] {
  var roots: [any _SharedRootInspectable] = []
  var seenRoots: Set<ObjectIdentifier> = []
  var seenObjects: Set<ObjectIdentifier> = []
  func visit(_ value: Any, depth: Int) {
    guard depth < 100 else { return }
    if let shared = value as? any _SharedValueInspectable {
      if let root = shared._root as? any _SharedRootInspectable,
        seenRoots.insert(ObjectIdentifier(root)).inserted
      {
        roots.append(root)
      }
      return
    }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .class {
      guard seenObjects.insert(ObjectIdentifier(value as AnyObject)).inserted else { return }
    }
    for child in mirror.children {
      visit(child.value, depth: depth + 1)
    }
    var superclass = mirror.superclassMirror
    while let mirror = superclass {
      for child in mirror.children { visit(child.value, depth: depth + 1) }
      superclass = mirror.superclassMirror
    }
  }
  visit(value, depth: 0)
  return roots
}
