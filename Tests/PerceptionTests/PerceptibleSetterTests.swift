import Perception
import Testing

/// A value without `Equatable`.
struct Box {
  var value: Int
}

/// A class without `Equatable`: compared by identity.
final class Reference: @unchecked Sendable {}

/// An `Equatable` class whose instances are all equal: compared with `==`, not identity.
final class AlwaysEqual: Equatable, @unchecked Sendable {
  static func == (lhs: AlwaysEqual, rhs: AlwaysEqual) -> Bool { true }
}

@Perceptible
final class SetterModel: @unchecked Sendable {
  var count = 0
  var optionalCount: Int? = nil
  var box = Box(value: 0)
  var reference = Reference()
  var alwaysEqual = AlwaysEqual()
}

/// A `@Perceptible` setter, as `@Observable`'s, skips telling observers of an assignment of an
/// equal value (`==` for `Equatable` values, identity for other class references); other values
/// always notify (M-PC-01).
@Suite struct PerceptibleSetterTests {
  /// Whether `write` tells an observer of what `read` reads.
  func notifies(
    _ model: SetterModel, read: (SetterModel) -> Void, write: (SetterModel) -> Void
  ) -> Bool {
    let changed = PerceptionRegistrarTests.Flag()
    withPerceptionTracking {
      read(model)
    } onChange: {
      changed.set()
    }
    write(model)
    return changed.isSet
  }

  @Test func anEqualEquatableValueDoesNotNotify() {
    let model = SetterModel()
    model.count = 3
    #expect(!self.notifies(model, read: { _ = $0.count }, write: { $0.count = 3 }))
    #expect(self.notifies(model, read: { _ = $0.count }, write: { $0.count = 4 }))
    #expect(model.count == 4)
    #expect(
      !self.notifies(model, read: { _ = $0.optionalCount }, write: { $0.optionalCount = nil }))
    #expect(self.notifies(model, read: { _ = $0.optionalCount }, write: { $0.optionalCount = 1 }))
  }

  @Test func aValueThatIsNotEquatableAlwaysNotifies() {
    let model = SetterModel()
    #expect(self.notifies(model, read: { _ = $0.box }, write: { $0.box = Box(value: 0) }))
  }

  @Test func aClassReferenceNotifiesUnlessItIsTheSameInstance() {
    let model = SetterModel()
    let same = model.reference
    #expect(!self.notifies(model, read: { _ = $0.reference }, write: { $0.reference = same }))
    let other = Reference()
    #expect(self.notifies(model, read: { _ = $0.reference }, write: { $0.reference = other }))
    #expect(model.reference === other)
  }

  @Test func anEquatableClassReferenceIsComparedWithEquality() {
    let model = SetterModel()
    let other = AlwaysEqual()
    #expect(!self.notifies(model, read: { _ = $0.alwaysEqual }, write: { $0.alwaysEqual = other }))
    // Not notified, but still assigned.
    #expect(model.alwaysEqual === other)
  }
}
