import Foundation
import Observation

/// Where a ``UIBinding`` reads and writes its value: an owned observable box, a property of an
/// object, a member or case of another binding's value, or a constant.
///
/// Subclasses override ``get()``, ``set(_:)`` and ``id``; the id says where the location points,
/// so that two bindings to the same place have equal ``UIBindingIdentifier``s.
class UIBindingLocation<Value>: @unchecked Sendable {
  /// Where the location points; equal for locations that read and write the same place.
  var id: AnyHashable { AnyHashable(ObjectIdentifier(self)) }

  /// The current value.
  func get() -> Value { fatalError("UIBindingLocation.get() must be overridden") }

  /// Writes a new value.
  func set(_ value: Value) { fatalError("UIBindingLocation.set(_:) must be overridden") }
}

/// The location of `@UIBinding var value = …`: an observable box that owns its value, so that
/// `observe` sees writes made through any copy of the binding.
final class UIBindingBox<Value>: UIBindingLocation<Value>, Observable, @unchecked Sendable {
  private let registrar = ObservationRegistrar()
  private let storage: LockedValue<Value>

  init(_ value: Value) {
    self.storage = LockedValue(value)
  }

  /// The boxed value, tracked by Observation.
  var value: Value {
    get {
      self.registrar.access(self, keyPath: \.value)
      return self.storage.value
    }
    set {
      self.registrar.withMutation(of: self, keyPath: \.value) {
        self.storage.value = newValue
      }
    }
  }

  override func get() -> Value { self.value }
  override func set(_ value: Value) { self.value = value }
}

/// The location of `UIBinding.constant(_:)`: it always reads the same value and ignores writes.
final class UIBindingConstant<Value>: UIBindingLocation<Value>, @unchecked Sendable {
  private let value: Value

  init(_ value: Value) {
    self.value = value
  }

  override func get() -> Value { self.value }
  override func set(_ value: Value) {}
}

/// The location of `$object.property` on a `UIBindable`: the object, held weakly, and the
/// property. Once the object is gone, reads give the value the binding was made with or last
/// wrote, and writes only change that copy.
final class UIBindingObjectProperty<Root: AnyObject, Value>: UIBindingLocation<Value>,
  @unchecked Sendable
{
  private weak var root: Root?
  private let rootID: ObjectIdentifier
  private let keyPath: ReferenceWritableKeyPath<Root, Value>
  private let last: LockedValue<Value>

  init(_ root: Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>) {
    self.root = root
    self.rootID = ObjectIdentifier(root)
    self.keyPath = keyPath
    self.last = LockedValue(root[keyPath: keyPath])
  }

  override var id: AnyHashable {
    AnyHashable([AnyHashable(self.rootID), AnyHashable(self.keyPath)])
  }

  override func get() -> Value {
    guard let root = self.root else { return self.last.value }
    return root[keyPath: self.keyPath]
  }

  override func set(_ value: Value) {
    self.last.value = value
    self.root?[keyPath: self.keyPath] = value
  }
}

/// The location of `$binding.member`: a member of another location's value.
final class UIBindingMember<Base, Value>: UIBindingLocation<Value>, @unchecked Sendable {
  private let base: UIBindingLocation<Base>
  private let keyPath: WritableKeyPath<Base, Value>

  init(_ base: UIBindingLocation<Base>, _ keyPath: WritableKeyPath<Base, Value>) {
    self.base = base
    self.keyPath = keyPath
  }

  override var id: AnyHashable { AnyHashable([self.base.id, AnyHashable(self.keyPath)]) }

  override func get() -> Value { self.base.get()[keyPath: self.keyPath] }

  override func set(_ value: Value) {
    var base = self.base.get()
    base[keyPath: self.keyPath] = value
    self.base.set(base)
  }
}

/// The location of `$optional.member`: `nil` while the base is `nil`; writing `nil` sets the
/// whole base to `nil`, and a value written while the base is `nil` is dropped.
final class UIBindingOptionalMember<Wrapped, Member>: UIBindingLocation<Member?>,
  @unchecked Sendable
{
  private let base: UIBindingLocation<Wrapped?>
  private let keyPath: WritableKeyPath<Wrapped, Member>

  init(_ base: UIBindingLocation<Wrapped?>, _ keyPath: WritableKeyPath<Wrapped, Member>) {
    self.base = base
    self.keyPath = keyPath
  }

  override var id: AnyHashable { AnyHashable([self.base.id, AnyHashable(self.keyPath)]) }

  override func get() -> Member? { self.base.get()?[keyPath: self.keyPath] }

  override func set(_ value: Member?) {
    guard let value else {
      self.base.set(nil)
      return
    }
    guard var wrapped = self.base.get() else { return }
    wrapped[keyPath: self.keyPath] = value
    self.base.set(wrapped)
  }
}
