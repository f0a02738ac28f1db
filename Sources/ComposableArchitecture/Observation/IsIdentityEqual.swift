import IdentifiedCollections
import OrderedCollections

/// Whether two values of child state are the same child: equal identities for observable state,
/// equal ids for collections of it. Values that are not observable state are never the same:
/// setting them notifies observers unless they are equal (`Equatable`) or the same instance.
@inlinable
public func _$isIdentityEqual<T: ObservableState>(_ lhs: T, _ rhs: T) -> Bool {
  lhs._$id == rhs._$id
}

/// Whether two optional child states are both absent or the same child.
@inlinable
public func _$isIdentityEqual<T: ObservableState>(_ lhs: T?, _ rhs: T?) -> Bool {
  lhs?._$id == rhs?._$id
}

/// Whether two collections of child states hold the same children in the same order.
@inlinable
public func _$isIdentityEqual<ID: Hashable, T: ObservableState>(
  _ lhs: IdentifiedArray<ID, T>, _ rhs: IdentifiedArray<ID, T>
) -> Bool {
  lhs.ids == rhs.ids
}

/// Whether two collections of child states hold the same children in the same order.
@inlinable
public func _$isIdentityEqual<C: Collection>(_ lhs: C, _ rhs: C) -> Bool
where C.Element: ObservableState {
  lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0._$id == $1._$id }
}

/// Whether two values are the same child, checked at run time.
@_disfavoredOverload
@inlinable
public func _$isIdentityEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
  guard
    let lhs = lhs as? any ObservableState,
    let rhs = rhs as? any ObservableState
  else { return false }
  return lhs._$id == rhs._$id
}
