import ConcurrencyExtras

/// A type-erased hashable and sendable value, like `AnyHashableSendable`, with a cheaper `==`.
///
/// `AnyHashableSendable` compares by wrapping both sides in `AnyHashable`, which looks up
/// generic metadata each time. Cancellation identifiers and navigation identities are compared
/// on every effect started and every presented child reduced (`Effects.StartAndCancel(10000)`,
/// `Destination.Send`), so values of the same type are
/// compared directly here; values of different types fall back to `AnyHashable`'s rules, so
/// equality and hashing are exactly `AnyHashable`'s.
@usableFromInline
struct HashableValue: Hashable, Sendable {
  let base: any Hashable & Sendable

  init<Base: Hashable & Sendable>(_ base: Base) {
    // Types compared rather than cast: this runs for every cancellable effect, unspecialized,
    // and a dynamic cast there costs more than the rest of the initializer.
    if Base.self == HashableValue.self {
      self = unsafeBitCast(base, to: HashableValue.self)
    } else if Base.self == AnyHashableSendable.self {
      self.base = unsafeBitCast(base, to: AnyHashableSendable.self).base
    } else {
      self.base = base
    }
  }

  @usableFromInline
  static func == (lhs: Self, rhs: Self) -> Bool {
    // Both values opened: comparing their types is a pointer comparison, and a value of the
    // same type is reinterpreted rather than cast.
    func isEqual<Left: Hashable>(_ left: Left) -> Bool {
      func isEqual<Right: Hashable>(_ right: Right) -> Bool {
        guard Left.self == Right.self else {
          return AnyHashable(left) == AnyHashable(right)
        }
        return left == unsafeBitCast(right, to: Left.self)
      }
      return isEqual(rhs.base)
    }
    return isEqual(lhs.base)
  }

  /// Whether the values are equal and of the same type: unlike `==`, `1 as Int` and
  /// `1 as UInt8` differ. Cancellation identifiers compare this way, as in TCA.
  @usableFromInline
  func isIdentical(to other: Self) -> Bool {
    func isEqual<Left: Hashable>(_ left: Left) -> Bool {
      func isEqual<Right: Hashable>(_ right: Right) -> Bool {
        guard Left.self == Right.self else { return false }
        return left == unsafeBitCast(right, to: Left.self)
      }
      return isEqual(other.base)
    }
    return isEqual(self.base)
  }

  @usableFromInline
  func hash(into hasher: inout Hasher) {
    AnyHashable(self.base).hash(into: &hasher)
  }
}
