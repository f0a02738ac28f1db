extension Store {
  /// Derives a store for a child feature from a key path to its state and a case key path to
  /// its actions.
  ///
  /// ```swift
  /// let counterStore = appStore.scope(\.counter, action: \.counter)
  /// ```
  ///
  /// The child store reads its state from this store's root, so it always sees the latest
  /// state, and sends its actions through the root. Scoping with the same paths returns the same
  /// store.
  public func scope<ChildState, ChildAction>(
    _ state: KeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    self.scopeChild(state: state, action: action)
  }

  /// The cached store of a child feature, created on first use.
  func scopeChild<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    if let child = self.lastScope?.child(
      state: state, action: action, isOptional: false,
      comparingComponents: self.comparesKeyPathComponents)
    {
      // The paths' types name the child's types (see `LastScope`).
      return unsafeDowncast(child, to: Store<ChildState, ChildAction>.self)
    }
    let id = ScopeID(state: state, action: action, store: Store<ChildState, ChildAction>.self)
    // The child's type is part of the key, so the cast always succeeds; it is checked anyway,
    // so that a cache entry is never reinterpreted as another type.
    if let child = self.children[id] as? Store<ChildState, ChildAction> {
      self.lastScope = LastScope(id: id, child: child, isOptional: false)
      return child
    }
    let embed = AnyCasePath(action).embed
    let child = Store<ChildState, ChildAction>(core: self.core.scope(state: state, action: embed))
    child.isUncached = self.isUncached
    self.children[id] = child
    self.lastScope = LastScope(id: id, child: child, isOptional: false)
    return child
  }

  /// The cached store of optional child state, or `nil` when the state is `nil`; a child of
  /// another identity than the cached store's gets a fresh store.
  ///
  /// Inlinable, for the usual case of a view scoping again to the child it scoped to last, with
  /// nothing written since: a root store's state is read in place in the caller's code, where
  /// the literal key path is applied as a call of its getter rather than walked by the runtime,
  /// for the child's state type (`Store.Scope`).
  @inlinable
  @inline(__always)
  func scopeOptional<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    // Read in place, as `currentState[keyPath: state]` reads and observes it, without a copy of
    // the whole state.
    self.accessCurrentState()
    let childState: ChildState?
    if let inPlaceState = self.inPlaceState {
      childState = inPlaceState.read(state)
    } else {
      childState = self.core.read(state)
    }
    // `!= nil` rather than `if let`: no copy of the child's state.
    guard childState != nil else {
      return self.scopeOptional(state: state, action: action, childState: nil, lastChild: nil)
    }
    let last = self.lastOptionalChild(state: state, action: action)
    if let last, last.isCurrent {
      // The paths' types name the child's types (see `LastScope`).
      return unsafeDowncast(last.child, to: Store<ChildState, ChildAction>.self)
    }
    return self.scopeOptional(
      state: state, action: action, childState: childState, lastChild: last?.child)
  }

  /// The child scoped last, when it was scoped with these paths to optional state, and whether
  /// nothing wrote the state since the child was found there (`LastScope.version`).
  @usableFromInline
  func lastOptionalChild(
    state: AnyKeyPath, action: AnyKeyPath
  ) -> (child: AnyObject, isCurrent: Bool)? {
    guard let last = self.lastScope,
      let child = last.child(
        state: state, action: action, isOptional: true,
        comparingComponents: self.comparesKeyPathComponents)
    else { return nil }
    return (child, last.version == self.stateVersion.value)
  }

  /// The rest of `scopeOptional`, given the child's state as read there and the child scoped
  /// last with the same paths, if it was (`lastOptionalChild`), when the state was written since.
  @usableFromInline
  func scopeOptional<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, ChildAction>,
    childState: ChildState?,
    lastChild: AnyObject?
  ) -> Store<ChildState, ChildAction>? {
    let version = self.stateVersion.value
    if let lastChild {
      // The paths' types name the child's types (see `LastScope`).
      let child = unsafeDowncast(lastChild, to: Store<ChildState, ChildAction>.self)
      // Passed only with the child's state present.
      if child.isSameChild(as: childState.unsafelyUnwrapped) {
        self.lastScope?.version = version
        return child
      }
    }
    let id = ScopeID(state: state, action: action, store: Store<ChildState, ChildAction>.self)
    guard let childState else {
      self.removeChild(id)
      return nil
    }
    if let child = self.children[id] as? Store<ChildState, ChildAction>,
      child.isSameChild(as: childState)
    {
      self.lastScope = LastScope(id: id, child: child, isOptional: true, version: version)
      return child
    }
    let embed = AnyCasePath(action).embed
    let child = Store<ChildState, ChildAction>(
      core: self.core.scopeOptional(state: state, initialValue: childState, action: embed)
    )
    child.scopedIdentity = child.identity?(childState).original
    child.isUncached = self.isUncached
    self.children[id] = child
    self.lastScope = LastScope(id: id, child: child, isOptional: true, version: version)
    return child
  }
}

extension Store where State: ObservableState {
  /// Derives a store for optional child state, or `nil` when the state is `nil`.
  ///
  /// ```swift
  /// if let childStore = store.scope(\.child, action: \.child) {
  ///   // present the child
  /// }
  /// ```
  ///
  /// The same store is returned while the same child is there. Once the state goes away, or is
  /// replaced by another child (observable state of another identity), the next scope makes a
  /// fresh store; a store kept from before reads the child's last state.
  @inlinable
  @inline(__always)
  public func scope<ChildState, ChildAction>(
    _ stateKeyPath: KeyPath<State, ChildState?>,
    action actionKeyPath: CaseKeyPath<Action, ChildAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Store<ChildState, ChildAction>? {
    self.reportIfUncached(fileID: fileID, filePath: filePath, line: line, column: column)
    return self.scopeOptional(state: stateKeyPath, action: actionKeyPath)
  }
}

extension Store {
  /// Reports an observation-style scope of optional state or of a collection taken on an
  /// uncached store (see `isUncached`); the scope is still taken.
  @inlinable
  func reportIfUncached(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    guard self.isUncached else { return }
    self.reportUncached(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  @usableFromInline
  func reportUncached(
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    // The space after "2." is a no-break space, as in TCA.
    reportIssue(
      """
      Scoping from uncached '\(self.debugDescription)' is not compatible with observation.

      This can happen for one of two reasons:

      1. A parent view scopes on a store using transform functions, which has been \
      deprecated, instead of with key paths and case paths. Read the migration guide for 1.5 \
      to update these scopes: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.5

      2.\u{00A0}A parent feature is using deprecated navigation APIs, such as 'IfLetStore', \
      'SwitchStore', 'ForEachStore', or any navigation view modifiers taking stores instead of \
      bindings. Read the migration guide for 1.7 to update those APIs: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7
      """,
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }
}

extension Store {
  /// Whether `state` is the child this store was scoped to: always for state that is not
  /// observable, and for observable state when it has the same identity as created.
  func isSameChild(as state: State) -> Bool {
    guard let identity = self.identity else { return true }
    return identity(state).original == self.scopedIdentity
  }
}

extension Store {
  /// Removes a cached child store.
  func removeChild(_ id: ScopeID<State, Action>) {
    self.children[id] = nil
    if self.lastScope?.id == id {
      self.lastScope = nil
    }
  }
}

/// The child store scoped last, found again without hashing key paths: scoping again with the
/// same paths (the usual case, a view scoping on each render) costs two key path comparisons,
/// which start with an identity check (a key path literal without arguments is one object; a
/// case key path is made anew each time, and compared by its components, `KeyPathEquality`;
/// `Store.Scope`, `NestedStore.Scope`).
///
/// Equal key paths have the same type, which names the child's state and action types: with
/// whether the child is the store of the optional state's value (`scopeOptional`) or of the
/// state at the path itself, they tell the child store's type, which needs no dynamic cast.
///
/// A class, so that reading it from the store at each scope is one reference count rather than
/// a copy of its fields (`Store.Scope`).
final class LastScope<State, Action> {
  let id: ScopeID<State, Action>
  let child: AnyObject
  /// Whether `child` is the store of an optional state's value.
  let isOptional: Bool
  /// For an optional child: the version of the root's state (`StateVersion`) at which the child
  /// was last found to be the one scoped; until the state is written again, it still is.
  var version: Int

  init(id: ScopeID<State, Action>, child: AnyObject, isOptional: Bool, version: Int = -1) {
    self.id = id
    self.child = child
    self.isOptional = isOptional
    self.version = version
  }

  /// The child, when `state` and `action` are the key paths it was scoped with, for the same
  /// kind of scope; `comparingComponents` as the store read it (`KeyPathEquality`).
  func child(
    state: AnyKeyPath, action: AnyKeyPath, isOptional: Bool, comparingComponents: Bool
  ) -> AnyObject? {
    guard isOptional == self.isOptional,
      KeyPathEquality.areEqual(
        state, self.id.state, comparingComponents: comparingComponents),
      KeyPathEquality.areEqual(
        action, self.id.action, comparingComponents: comparingComponents)
    else { return nil }
    return self.child
  }
}

/// The identity of a scoped child store in its parent's cache: the paths it was scoped with,
/// and its type (the same paths can be scoped to an optional child and to its unwrapped value).
struct ScopeID<State, Action>: Hashable {
  let state: PartialKeyPath<State>
  let action: PartialCaseKeyPath<Action>
  let store: ObjectIdentifier
  /// Hashed once: a key path with arguments (an element's `\.[id: id]`) is hashed component by
  /// component, and a collection's element stores are looked up by their kept ids.
  private let hash: Int

  init<ChildState, ChildAction>(
    state: PartialKeyPath<State>,
    action: PartialCaseKeyPath<Action>,
    store: Store<ChildState, ChildAction>.Type
  ) {
    self.state = state
    self.action = action
    self.store = ObjectIdentifier(store)
    var hasher = Hasher()
    hasher.combine(state)
    hasher.combine(action)
    hasher.combine(self.store)
    self.hash = hasher.finalize()
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.hash == rhs.hash && lhs.store == rhs.store && lhs.state == rhs.state
      && lhs.action == rhs.action
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(self.hash)
  }
}
