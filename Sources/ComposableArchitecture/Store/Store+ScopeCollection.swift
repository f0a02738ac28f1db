import Foundation
import IssueReporting

extension Store where State: ObservableState {
  /// Derives a collection of stores, one for each element of an `IdentifiedArray` of child
  /// state, for a list of rows.
  ///
  /// ```swift
  /// for rowStore in store.scope(\.rows, action: \.rows) {
  ///   RowView(store: rowStore)
  /// }
  /// ```
  ///
  /// Each row store is created once and reused while its element is there. A row store kept
  /// after its element was removed reads the element's last state, and an action sent to it is
  /// reported by `forEach` as an action for a missing element.
  public func scope<ElementID: Hashable & Sendable, ElementState, ElementAction>(
    _ state: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action: CaseKeyPath<Action, IdentifiedAction<ElementID, ElementAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some RandomAccessCollection<Store<ElementState, ElementAction>> {
    self.reportIfUncached(fileID: fileID, filePath: filePath, line: line, column: column)
    return self.scopeElements(state: state, action: action)
  }

  /// Derives a collection of stores, one for each element of an `IdentifiedArray`; the 1.5
  /// spelling of ``scope(_:action:fileID:filePath:line:column:)-(KeyPath<State,IdentifiedArray<ElementID,ElementState>>,_,_,_,_,_)``.
  @available(iOS, deprecated: 9999, renamed: "scope(_:action:fileID:filePath:line:column:)")
  @available(macOS, deprecated: 9999, renamed: "scope(_:action:fileID:filePath:line:column:)")
  @available(tvOS, deprecated: 9999, renamed: "scope(_:action:fileID:filePath:line:column:)")
  @available(watchOS, deprecated: 9999, renamed: "scope(_:action:fileID:filePath:line:column:)")
  public func scope<ElementID: Hashable & Sendable, ElementState, ElementAction>(
    state: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action: CaseKeyPath<Action, IdentifiedAction<ElementID, ElementAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some RandomAccessCollection<Store<ElementState, ElementAction>> {
    self.reportIfUncached(fileID: fileID, filePath: filePath, line: line, column: column)
    return self.scopeElements(state: state, action: action)
  }
}

extension Store {
  /// The stores of the elements of an `IdentifiedArray`.
  func scopeElements<ElementID: Hashable & Sendable, ElementState, ElementAction>(
    state: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action: CaseKeyPath<Action, IdentifiedAction<ElementID, ElementAction>>
  ) -> _StoreCollection<ElementID, ElementState, ElementAction> {
    let elements = self.currentState[keyPath: state]
    let store = self.scopeChild(state: state, action: action)
    return _StoreCollection(
      store: store,
      ids: Array(elements.ids),
      contains: { elements.ids.contains($0) },
      element: { elements[id: $0] },
      currentElement: { store.currentState[id: $0] },
      elementState: { \.[id: $0] },
      elementAction: { \.[id: $0] }
    )
  }

  /// Derives a collection of stores, one for each element of a navigation stack.
  ///
  /// ```swift
  /// for elementStore in store.scope(state: \.path, action: \.path) {
  ///   render(elementStore)
  /// }
  /// ```
  public func scope<ElementState, ElementAction>(
    state: KeyPath<State, StackState<ElementState>>,
    action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
  ) -> _StoreCollection<StackElementID, ElementState, ElementAction> {
    let elements = self.currentState[keyPath: state]
    let store = self.scopeChild(state: state, action: action)
    return _StoreCollection(
      store: store,
      ids: Array(elements.ids),
      contains: { elements.ids.contains($0) },
      element: { elements[id: $0] },
      currentElement: { store.currentState[id: $0] },
      elementState: { \.[id: $0] },
      elementAction: { \.[id: $0] }
    )
  }
}

/// A random-access collection of the stores of a list's or a stack's elements; see
/// ``Store/scope(_:action:fileID:filePath:line:column:)-(KeyPath<State,IdentifiedArray<ElementID,ElementState>>,_,_,_,_,_)``.
@MainActor
public struct _StoreCollection<ID: Hashable & Sendable, State, Action>:
  RandomAccessCollection
{
  private let store: AnyObject
  private let ids: [ID]
  private let makeStore: @MainActor (ID) -> Store<State, Action>

  init<CollectionState, CollectionAction>(
    store: Store<CollectionState, CollectionAction>,
    ids: [ID],
    contains: (ID) -> Bool,
    element: @escaping (ID) -> State?,
    currentElement: @escaping (ID) -> State?,
    elementState: @escaping (ID) -> KeyPath<CollectionState, State?>,
    elementAction: @escaping (ID) -> CaseKeyPath<CollectionAction, Action>
  ) {
    self.store = store
    self.ids = ids
    store.releaseElementStores(keeping: contains)
    self.makeStore = { id in
      // The element's cached store, found by its id: the element's key paths (`\.[id: id]`,
      // which the runtime instantiates at each evaluation: `List.RowStores`) are made only
      // to create a store.
      if let child: Store<State, Action> = store.cachedElementStore(
        id: id, current: currentElement(id)
      ) {
        return child
      }
      return store.scopeElement(
        id: id, state: elementState(id), action: elementAction(id), lastValue: element(id)!
      )
    }
  }

  public nonisolated var startIndex: Int { 0 }
  public nonisolated var endIndex: Int { self.ids.count }

  /// The store of the element at a position.
  ///
  /// Read it on the main actor; read elsewhere (say, by a lazy view's `ForEach`), it is
  /// reported, and the store is made anyway.
  public nonisolated subscript(position: Int) -> Store<State, Action> {
    let id = self.ids[position]
    // The main actor runs on the main thread or on whichever thread drains the main queue (see
    // `isOnMainQueue`).
    if Thread.isMainThread || isOnMainQueue() {
      return MainActor.assumeIsolated { self.makeStore(id) }
    }
    reportIssue(
      #"""
      Store collections must be interacted with on the main actor.

      When passing a scoped store to a 'ForEach' in a lazy view (for example, 'LazyVStack'), it \
      must be eagerly transformed into a collection to avoid access off the main actor:

          Array(store.scope(\.elements, action: \.elements))
      """#
    )
    // Misuse is reported, never a crash: the store is made here, as TCA's Linux port does
    // (which has no such check), racing with the main actor.
    typealias Isolated = @MainActor (ID) -> Store<State, Action>
    typealias Unchecked = (ID) -> Store<State, Action>
    return unsafeBitCast(self.makeStore as Isolated, to: Unchecked.self)(id)
  }
}

extension Store {
  /// Releases the cached stores of elements that are no longer in the collection.
  fileprivate func releaseElementStores<ID: Hashable>(keeping contains: (ID) -> Bool) {
    guard !self.elementScopeIDs.isEmpty else { return }
    // Each kept id asked of the collection's own ids (an ordered set): no set of all of them
    // built at each listing (a view lists its rows at each render).
    var released: [AnyHashable] = []
    for (id, scopeID) in self.elementScopeIDs {
      if let id = id.base as? ID, contains(id) { continue }
      self.removeChild(scopeID)
      released.append(id)
    }
    for id in released {
      self.elementScopeIDs[id] = nil
    }
  }

  /// The cached store of the element with this id, when the element is still there and is the
  /// same child (what `scopeElement` would return, without the element's key paths).
  fileprivate func cachedElementStore<ID: Hashable, ElementState, ElementAction>(
    id: ID,
    current: ElementState?
  ) -> Store<ElementState, ElementAction>? {
    guard let current, let scopeID = self.elementScopeIDs[AnyHashable(id)],
      let child = self.children[scopeID] as? Store<ElementState, ElementAction>,
      child.isSameChild(as: current)
    else { return nil }
    return child
  }

  /// The store of an element of a collection: cached while the element is there, and, for an
  /// element that went away since the collection was listed, a store reading its last value.
  fileprivate func scopeElement<ID: Hashable, ElementState, ElementAction>(
    id: ID,
    state: KeyPath<State, ElementState?>,
    action: CaseKeyPath<Action, ElementAction>,
    lastValue: ElementState
  ) -> Store<ElementState, ElementAction> {
    if let store = self.scopeOptional(state: state, action: action) {
      if self.elementScopeIDs.index(forKey: id) == nil {
        self.elementScopeIDs[id] = ScopeID(
          state: state, action: action, store: Store<ElementState, ElementAction>.self
        )
      }
      return store
    }
    let embed = AnyCasePath(action).embed
    let child = Store<ElementState, ElementAction>(
      core: self.core.scopeOptional(state: state, initialValue: lastValue, action: embed)
    )
    child.isUncached = self.isUncached
    return child
  }
}
