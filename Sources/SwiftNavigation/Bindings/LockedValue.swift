import Foundation

/// A value behind a lock, of any type: a binding's last known value, read and written from any
/// thread.
final class LockedValue<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var _value: Value

  init(_ value: Value) {
    self._value = value
  }

  var value: Value {
    get {
      self.lock.lock()
      defer { self.lock.unlock() }
      return self._value
    }
    set {
      self.lock.lock()
      defer { self.lock.unlock() }
      self._value = newValue
    }
  }
}
