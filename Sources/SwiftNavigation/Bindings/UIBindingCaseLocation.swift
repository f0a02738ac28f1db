import CasePaths
import IssueReporting

/// The location of `$enum.caseName` on a binding of a non-optional enum, made only while that case
/// is current: it reads the payload, and after the enum moves to another case, the last payload
/// it saw or was written; writes reach the enum only while the case is current, and are kept
/// here either way (a field bound to a screen being dismissed keeps what is typed into it).
///
/// `UIBinding(optionalBinding)` is one too, of the optional's `some` case: its base's value, or,
/// once that is `nil`, the last value it saw or was written.
final class UIBindingCase<Root, Value>: UIBindingLocation<Value>, @unchecked Sendable {
  private let base: UIBindingLocation<Root>
  private let casePath: AnyCasePath<Root, Value>
  private let key: AnyHashable
  private let last: LockedValue<Value>

  init(
    _ base: UIBindingLocation<Root>, _ casePath: AnyCasePath<Root, Value>, key: AnyHashable,
    payload: Value
  ) {
    self.base = base
    self.casePath = casePath
    self.key = key
    self.last = LockedValue(payload)
  }

  override var id: AnyHashable { AnyHashable([self.base.id, self.key]) }

  override func get() -> Value {
    guard let payload = self.casePath.extract(from: self.base.get()) else {
      return self.last.value
    }
    self.last.value = payload
    return payload
  }

  override func set(_ value: Value) {
    self.last.value = value
    guard self.casePath.extract(from: self.base.get()) != nil else { return }
    self.base.set(self.casePath.embed(value))
  }
}

/// The location of `$optionalEnum.caseName`: the payload while that case is current, else `nil`;
/// writes to a case that is not current are ignored, and writing `nil` while it is current sets
/// the whole optional to `nil`.
final class UIBindingOptionalCase<Root, Value>: UIBindingLocation<Value?>, @unchecked Sendable {
  private let base: UIBindingLocation<Root?>
  private let casePath: AnyCasePath<Root, Value>
  private let key: AnyHashable

  init(_ base: UIBindingLocation<Root?>, _ casePath: AnyCasePath<Root, Value>, key: AnyHashable) {
    self.base = base
    self.casePath = casePath
    self.key = key
  }

  override var id: AnyHashable { AnyHashable([self.base.id, self.key]) }

  override func get() -> Value? {
    self.base.get().flatMap(self.casePath.extract(from:))
  }

  override func set(_ value: Value?) {
    guard self.get() != nil else { return }
    self.base.set(value.map(self.casePath.embed))
  }
}

/// The location of `UIBinding<Bool>(optionalBinding)`: whether the base holds a value. Writing
/// `false` sets the base to `nil`; writing `true` cannot make a value, and is reported.
final class UIBindingIsPresent<Wrapped>: UIBindingLocation<Bool>, @unchecked Sendable {
  private let base: UIBindingLocation<Wrapped?>
  private let fileID: StaticString
  private let filePath: StaticString
  private let line: UInt
  private let column: UInt

  init(
    _ base: UIBindingLocation<Wrapped?>, fileID: StaticString, filePath: StaticString, line: UInt,
    column: UInt
  ) {
    self.base = base
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  override var id: AnyHashable { AnyHashable(["isPresent", self.base.id]) }

  override func get() -> Bool { self.base.get() != nil }

  override func set(_ value: Bool) {
    guard value else {
      self.base.set(nil)
      return
    }
    // swift-navigation's words: `Item` stays as written, the wrapped type (`()` for a case
    // without payload) fills the other two places.
    reportIssue(
      """
      Boolean presentation binding attempted to write 'true' to a generic 'UIBinding<Item?>' \
      (i.e., 'UIBinding<\(Wrapped.self)?>').

      This is not a valid thing to do, as there is no way to convert 'true' to a new instance \
      of '\(Wrapped.self)'.
      """,
      fileID: self.fileID,
      filePath: self.filePath,
      line: self.line,
      column: self.column
    )
  }
}

/// The location of `UIBinding<Value?>(binding)`: the base's value, wrapped; `nil` writes are
/// ignored.
final class UIBindingPromoted<Value>: UIBindingLocation<Value?>, @unchecked Sendable {
  private let base: UIBindingLocation<Value>

  init(_ base: UIBindingLocation<Value>) {
    self.base = base
  }

  override var id: AnyHashable { AnyHashable(["promoted", self.base.id]) }

  override func get() -> Value? { self.base.get() }

  override func set(_ value: Value?) {
    guard let value else { return }
    self.base.set(value)
  }
}

/// The location of `UIBinding<AnyHashable>(binding)`: the base's value, erased; a write of
/// another type than the base's is reported and ignored.
final class UIBindingErased<Base: Hashable>: UIBindingLocation<AnyHashable>, @unchecked Sendable {
  private let base: UIBindingLocation<Base>

  init(_ base: UIBindingLocation<Base>) {
    self.base = base
  }

  override var id: AnyHashable { AnyHashable(["erased", self.base.id]) }

  override func get() -> AnyHashable { AnyHashable(self.base.get()) }

  override func set(_ value: AnyHashable) {
    guard let value = value.base as? Base else {
      reportIssue(
        """
        A 'UIBinding<AnyHashable>' made from a 'UIBinding<\(Base.self)>' was written a value of \
        type '\(type(of: value.base))'. The write was ignored.
        """
      )
      return
    }
    self.base.set(value)
  }
}
