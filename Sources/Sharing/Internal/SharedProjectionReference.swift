import Foundation
import IdentifiedCollections
import OpenCombineShim

/// A reference to a part of another reference's value: a field (`$settings.theme`), an element
/// of a collection, or the unwrapped value of an optional. (A value derived by a closure,
/// `$count.read { … }`, is a ``SharedDerivedReference``.)
///
/// `get` reads the part; `set` writes it back and returns `false` when the part no longer
/// exists (a `nil` optional, a removed element), in which case the last value read stands in.
/// `lock` protects `lastValue`.
// @unchecked Sendable: `lock` guards `lastValue`; the rest is immutable.
final class SharedProjectionReference<Base, Value>: SharedReference, @unchecked Sendable {
  let base: any SharedReference<Base>
  private let get: (Base) -> Value?
  private let set: ((inout Base, Value) -> Bool)?
  private let component: String
  private let lock = NSLock()
  private var lastValue: Value

  init(
    base: any SharedReference<Base>,
    initialValue: Value,
    component: String,
    get: @escaping (Base) -> Value?,
    set: ((inout Base, Value) -> Bool)?
  ) {
    self.base = base
    self.lastValue = initialValue
    self.component = component
    self.get = get
    self.set = set
  }

  private func project(_ base: Base) -> Value {
    self.lock.lock()
    defer { self.lock.unlock() }
    if let value = self.get(base) {
      self.lastValue = value
      return value
    }
    return self.lastValue
  }

  func read() -> Value { self.project(self.base.read()) }

  func actualValue() -> Value { self.project(self.base.actualValue()) }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try self.base.withLock { base in
      var value = self.project(base)
      let result = try body(&value)
      if let set = self.set, set(&base, value) {
        self.lock.lock()
        self.lastValue = value
        self.lock.unlock()
      }
      return result
    }
  }

  func publisher() -> AnyPublisher<Value, Never> {
    // A part that no longer exists (a `nil` optional, a removed element) publishes nothing.
    self.base.publisher()
      .compactMap { [self] base in self.get(base) == nil ? nil : self.project(base) }
      .eraseToAnyPublisher()
  }

  var root: AnyObject { self.base.root }
  var isLoading: Bool { self.base.isLoading }
  var loadError: (any Error)? { self.base.loadError }
  var saveError: (any Error)? { self.base.saveError }
  func load() async throws { try await self.base.load() }
  func save() async throws { try await self.base.save() }
  var referenceDescription: String {
    "\(self.base.referenceDescription)\(self.component)"
  }
}

extension SharedReference {
  /// A reference to the value at a key path of this reference's value.
  func appending<Member>(_ keyPath: KeyPath<Value, Member>) -> any SharedReference<Member> {
    let writable = keyPath as? WritableKeyPath<Value, Member>
    return SharedProjectionReference(
      base: self,
      initialValue: self.read()[keyPath: keyPath],
      component: keyPathComponentDescription(keyPath),
      get: { $0[keyPath: keyPath] },
      set: writable.map { writable in
        { base, value in
          base[keyPath: writable] = value
          return true
        }
      }
    )
  }
}

extension SharedReference {
  /// A reference to the wrapped value of this optional reference, or `nil` if it is `nil` now.
  func unwrapped<Wrapped>() -> (any SharedReference<Wrapped>)? where Value == Wrapped? {
    guard let initialValue = self.read() else { return nil }
    return SharedProjectionReference(
      base: self,
      initialValue: initialValue,
      component: "!",
      get: { $0 },
      set: { base, value in
        guard base != nil else { return false }
        base = value
        return true
      }
    )
  }
}

extension SharedReference where Value: _IdentifiedCollection {
  /// A read-only reference to the element of this identified collection with an id, following
  /// it by id, or `nil` if there is none now.
  func element(id: Value.ID) -> (any SharedReference<Value.Element>)? {
    self.element(id: id, set: nil)
  }

  /// A reference to the element with an id, writing back through `set`.
  fileprivate func element(
    id: Value.ID, set: ((inout Value, Value.Element) -> Bool)?
  ) -> (any SharedReference<Value.Element>)? {
    guard let initialValue = self.read()[id: id] else { return nil }
    return SharedProjectionReference(
      base: self,
      initialValue: initialValue,
      component: "[id: \(String(reflecting: id))]",
      get: { $0[id: id] },
      set: set
    )
  }
}

extension SharedReference where Value: _MutableIdentifiedCollection {
  /// A reference to the element of this identified collection with an id, following it by id,
  /// or `nil` if there is none now. Writes after the element's removal change nothing.
  func element(id: Value.ID) -> (any SharedReference<Value.Element>)? {
    self.element(id: id) { base, value in
      guard base[id: id] != nil else { return false }
      base[id: id] = value
      return true
    }
  }
}

/// `.field` for a key path: the last component of its description.
private func keyPathComponentDescription(_ keyPath: AnyKeyPath) -> String {
  let description = String(describing: keyPath)
  guard let dot = description.firstIndex(of: ".") else { return "" }
  return String(description[dot...])
}
