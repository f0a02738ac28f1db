import CustomDump
import Observation

/// A type of state whose fields can be observed one by one.
///
/// Don't conform to this protocol directly: apply the ``ObservableState()`` macro to a struct or
/// an enum of state. A reader of `store.count` is then told when `count` changes, and not when
/// another field does.
public protocol ObservableState: Perceptible, CustomDumpReflectable {
  /// The identity of this value: it survives copying and its own reducer's mutations, and
  /// changes when a new value is created or a parent mutates it in place (`_$willModify()`).
  /// Stores use it to tell "the same child, changed" from "another child".
  var _$id: ObservableStateID { get }

  /// Called before the value is mutated in place through a parent's `_modify` accessor.
  mutating func _$willModify()

  /// The key path to the storage behind an observed property's key path, when there is one.
  ///
  /// Reducers use it to mutate child state in place: writing through the key path of a
  /// computed property (as observed properties are) copies the value out and back.
  static func _$storageKeyPath(_ keyPath: AnyKeyPath) -> AnyKeyPath?
}

extension ObservableState {
  public static func _$storageKeyPath(_ keyPath: AnyKeyPath) -> AnyKeyPath? { nil }
}

/// The key path reducers mutate child state through: the macro's storage when `keyPath` names
/// an observed property of observable state, and `keyPath` otherwise.
///
/// Mutating storage directly skips the property's observation, which is right for a child
/// reducer's changes: the child keeps its identity, and its own fields notify their readers.
func storageKeyPath<Root, Value>(
  _ keyPath: WritableKeyPath<Root, Value>
) -> WritableKeyPath<Root, Value> {
  guard let observable = Root.self as? any ObservableState.Type else { return keyPath }
  return observable._$storageKeyPath(keyPath) as? WritableKeyPath<Root, Value> ?? keyPath
}

/// What a reducer that mutates observable child state through its parent's storage (see
/// ``storageKeyPath(_:)``) needs to tell the parent property's readers that the child reducer
/// put another identity there: an enum state that went to another case or payload (an enum has
/// no fields of its own to notify), or a struct replaced by another value.
@usableFromInline
struct ChildIdentityChange<Parent>: @unchecked Sendable {
  // @unchecked Sendable: key paths are immutable, and `notify` only captures them.
  /// The child's identity, read through the parent's storage.
  @usableFromInline
  let identity: KeyPath<Parent, ObservableStateID>
  /// Tells the readers of the parent's observed property that it was set.
  @usableFromInline
  let notify: (_ parent: Parent) -> Void

  /// `nil` when the child is not observable state.
  init?<Child>(observed: WritableKeyPath<Parent, Child>, storage: WritableKeyPath<Parent, Child>) {
    guard let observable = Child.self as? any ObservableState.Type else { return nil }
    func identity<T: ObservableState>(_: T.Type) -> KeyPath<Parent, ObservableStateID>? {
      (storage as? WritableKeyPath<Parent, T>)?.appending(path: \T._$id)
    }
    guard let identity = identity(observable) else { return nil }
    self.identity = identity
    // Rare (the child changed identity): the parent's registrar is found by reflection.
    self.notify = { parent in
      guard
        let subject = parent as? any Observable,
        let registrar = Mirror(reflecting: parent).descendant("_$observationRegistrar")
          as? ObservationStateRegistrar
      else { return }
      func notify<S: Observable>(_ subject: S) {
        guard let keyPath = observed as? KeyPath<S, Child> else { return }
        registrar.storage.registrar.withMutation(of: subject, keyPath: keyPath) {}
      }
      notify(subject)
    }
  }
}

/// Reads the identity of child state, when the child is observable state: what a reducer that
/// mutates an optional child through its parent's storage (`ifLet`, a presentation) compares
/// before and after the child reducer, to tell the parent property's readers of another child.
@usableFromInline
struct ObservableIdentity<Child>: @unchecked Sendable {
  // @unchecked Sendable: `read` captures nothing.
  @usableFromInline
  let read: (Child) -> ObservableStateID

  /// `nil` when `Child` is not observable state.
  init?(_: Child.Type = Child.self) {
    guard let observable = Child.self as? any ObservableState.Type else { return nil }
    func reader<T: ObservableState>(_: T.Type) -> (Child) -> ObservableStateID {
      // `Child` is `T`: a reinterpretation, not a conversion.
      { unsafeBitCast($0, to: T.self)._$id }
    }
    self.read = reader(observable)
  }

  /// Tells the readers of the observed property `observed` that the child at `storage` (the
  /// property's storage, which skips its observation) is no longer `previous`: the property is
  /// set again through its observed setter, from `previous` to the current child, which
  /// notifies as TCA's `_modify` accessor does when the identity changed.
  func notifyReplacement<Parent, Stored>(
    of previous: Child,
    in parent: inout Parent,
    observed: WritableKeyPath<Parent, Stored>,
    storage: WritableKeyPath<Parent, Stored>,
    child: WritableKeyPath<Stored, Child?>
  ) {
    let current = parent[keyPath: storage]
    var before = current
    before[keyPath: child] = previous
    parent[keyPath: storage] = before
    parent[keyPath: observed] = current
  }
}

extension ObservableState {
  /// Dumps the state by the names of its fields, hiding the storage the macro generates.
  public var customDumpMirror: Mirror {
    let mirror = Mirror(reflecting: self)
    var children: [Mirror.Child] = []
    for child in mirror.children {
      guard let label = child.label else {
        children.append(child)
        continue
      }
      if label.hasPrefix("_$") { continue }
      if label.hasPrefix("_") {
        children.append((String(label.dropFirst()), child.value))
      } else {
        children.append(child)
      }
    }
    return Mirror(
      self,
      children: children,
      displayStyle: mirror.displayStyle,
      ancestorRepresentation: .suppressed
    )
  }
}

/// The `@ObservableState` macro turns a struct or enum of state into one whose fields are
/// observed one by one, with the toolchain's Observation framework.
///
/// ```swift
/// @ObservableState
/// struct State: Equatable {
///   var count = 0
///   var isLoading = false
/// }
/// ```
@attached(extension, conformances: Observable, ObservableState)
@attached(
  member,
  names: named(_$id), named(_$observationRegistrar), named(_$willModify), named(_$storageKeyPath)
)
@attached(memberAttribute)
public macro ObservableState() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ObservableStateMacro")

/// Marks a property of an ``ObservableState()`` type as observed; the macro adds it for you.
@attached(accessor, names: named(init), named(get), named(set), named(_modify))
@attached(peer, names: prefixed(_))
public macro ObservationStateTracked() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ObservationStateTrackedMacro")

/// Opts a property of an ``ObservableState()`` type out of observation.
@attached(accessor, names: named(willSet))
public macro ObservationStateIgnored() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ObservationStateIgnoredMacro")
