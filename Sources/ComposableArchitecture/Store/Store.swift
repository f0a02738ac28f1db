import Dependencies
import Observation
import OpenCombineShim

/// A store represents the runtime that powers a feature: it holds the state, runs the reducer
/// for each action it is sent, and runs the effects the reducer returns.
///
/// ```swift
/// let store = Store(initialState: Counter.State()) {
///   Counter()
/// }
/// store.send(.incrementButtonTapped)
/// store.count  // 1
/// ```
///
/// Derive a store for a child feature with ``scope(_:action:)``: the child store shares the
/// root's state, so it sees every change the root makes, and sends its actions through the root.
/// A store lives on the main actor; `send` reduces synchronously, and effects start after the
/// reducer returns. Releasing a store cancels the effects it started.
@preconcurrency @MainActor
@dynamicMemberLookup
public final class Store<State, Action> {
  @usableFromInline
  let core: any Core<State, Action>
  /// For a root store: its state where it lies, read in place by the scopes inlined in the
  /// caller's code (`scopeOptional`); `nil` for a scoped store.
  @usableFromInline
  let inPlaceState: InPlaceState<State>?
  /// The version of the root's state (`StateVersion`), held here rather than asked of the core.
  let stateVersion: StateVersion
  var children: [ScopeID<State, Action>: AnyObject] = [:]
  /// For a store of a collection: which cached child is the store of which element, so that
  /// the stores of removed elements can be released.
  var elementScopeIDs: [AnyHashable: ScopeID<State, Action>] = [:]
  /// The child in `children` scoped last, for a lookup without hashing (see ``LastScope``;
  /// `Store.Scope`). Unchecked for exclusivity, as `isUncached`: each access is instantaneous,
  /// and none spans a call out of the store.
  @exclusivity(unchecked)
  var lastScope: LastScope<State, Action>?
  /// Whether `lastScope` compares key paths by their components first (`KeyPathEquality`):
  /// read once here, as a global read at each scope would cost as much as the comparison.
  /// Tests turn it off to see the cache with `==` alone.
  var comparesKeyPathComponents = KeyPathEquality.comparesComponents
  /// Whether the store was derived with the deprecated closure-based `scope(state:action:)`,
  /// or from such a store: observation-style scopes of optional state and collections on it are
  /// reported, as in TCA, whose uncached stores cannot cache those children. Read by each scope,
  /// in the caller's code: unchecked for exclusivity (a check is a runtime call there), as it
  /// is only ever read, or set once as the store is made.
  @exclusivity(unchecked)
  @usableFromInline
  var isUncached = false
  private var isRegisteredForObservation = false
  private var isTrackingIdentity = false
  /// Whether reads of `currentState` are registered already (the common case: a read is then
  /// a flag check, an observation access and the core's state).
  private var isCurrentStateRegistered = false
  let _$observationRegistrar = ObservationRegistrar()
  /// What `ObservableObject` requires, so that a store can be held where one is expected. Views
  /// follow a store through Observation: the store does not emit it.
  public private(set) lazy var objectWillChange = ObservableObjectPublisher()
  /// For observable state: its identity, and the identity last seen.
  let identity: ((State) -> ObservableStateID)? = observableStateIdentity(of: State.self)
  private var lastIdentity: ObservableStateID?
  /// For a store of optional child state that is observable: the identity of the child it was
  /// scoped to, as created (in-place mutations keep it), so that a parent gives a replaced child
  /// a fresh store.
  var scopedIdentity: ObservableStateID?

  @usableFromInline
  init(core: any Core<State, Action>) {
    self.core = core
    self.inPlaceState = core.inPlaceState
    self.stateVersion = core.stateVersion
  }

  /// The key paths the store's own observation uses, read once per store (see
  /// ``StoreObservationSubject``).
  private let keyPaths = ObservationKeyPaths()

  /// Creates a store from an initial state and a reducer.
  ///
  /// - Parameters:
  ///   - initialState: The state to start the application in.
  ///   - reducer: The reducer that powers the business logic of the application.
  ///   - prepareDependencies: A closure that can be used to override dependencies that will be
  ///     accessed by the reducer and its effects.
  // Inlinable: the core's reduce step is compiled for the reducer's type here (see
  // `RootCore.reduceStep`).
  @inlinable
  public convenience init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) {
    let (initialState, reducer, dependencies) = Self.prepare(
      initialState: initialState, reducer: reducer, dependencies: prepareDependencies
    )
    self.init(
      core: RootCore(
        initialState: initialState, reducer: reducer, dependencies: dependencies,
        reduce: { RootCore.reduceStep($0, &$1, $2, bindingDependencies: $3, &$4) }
      )
    )
  }

  /// The initial state, the reducer and the dependencies of a new store, made with the
  /// dependencies prepared.
  // Nonisolated, as the closures it forms: a closure formed on the main actor and handed to
  // `withDependencies` checks at run time that it runs there, and a 0.x store can be made on
  // another thread (see `withTaskLocal`).
  @usableFromInline
  nonisolated static func prepare<R: Reducer>(
    initialState: () -> R.State,
    reducer: () -> R,
    dependencies prepareDependencies: ((inout DependencyValues) -> Void)?
  ) -> (R.State, R, DependencyValues) {
    Dependencies.withDependencies(prepareDependencies ?? { _ in }) {
      @Dependency(\.self) var current: DependencyValues
      var dependencies = current
      // Set rather than defaulted, so that the reads of every cancellable effect and presented
      // child find it in the values instead of the cache of default values (same value).
      dependencies.navigationIDPath = dependencies.navigationIDPath
      return (initialState(), reducer(), dependencies)
    }
  }

  /// The current state, observable with the Observation framework.
  ///
  /// Reading the whole state inside `withObservationTracking` (or a view that observes)
  /// registers interest in all of it: the observer is told after each `send` that reaches the
  /// store's root (state that is not `Equatable` cannot tell whether it changed). Reading a
  /// field (`store.count`) of ``ObservableState()`` registers interest in that field only, and
  /// is told only when that field changes.
  public var state: State {
    self.wholeState
  }

  /// The current state, observed as a whole: the observer is told after each send.
  var wholeState: State {
    if !self.isRegisteredForObservation {
      self.registerForObservation(wholeState: true)
    }
    self._$observationRegistrar.access(self.keyPaths.subject, keyPath: self.keyPaths.wholeState)
    return self.core.state
  }

  /// The current state, observed for a change of identity only: field reads of observable
  /// state are tracked by the state itself.
  @usableFromInline
  var currentState: State {
    self.accessCurrentState()
    return self.core.state
  }

  /// Registers a read of ``currentState`` with the observation of the store, without reading
  /// it: for a caller that reads a part of the state in place (`core.read(_:)`).
  @usableFromInline
  func accessCurrentState() {
    if !self.isCurrentStateRegistered {
      self.registerForObservation(wholeState: false)
      self.isCurrentStateRegistered = true
    }
    self._$observationRegistrar.access(self.keyPaths.subject, keyPath: self.keyPaths.currentState)
  }

  /// Calls `body` with the current state, without observing it.
  ///
  /// Deprecated in TCA 1.7, with ``ObservableState()``: read `store.state` or a field of it.
  @available(
    *, deprecated,
    message:
      "Use '@ObservableState', instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#Using-ObservableState"
  )
  public func withState<R>(_ body: (_ state: State) -> R) -> R {
    body(self.core.state)
  }

  /// Reads a value of the state, the way a view does: `store.count`.
  ///
  /// Inlinable, so that a literal key path is applied as a direct property read.
  @inlinable
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    self.currentState[keyPath: keyPath]
  }

  /// Sends an action to the store.
  ///
  /// The reducer runs synchronously; actions fed back with `Effect.send` are reduced, in order,
  /// before this returns; asynchronous effects start after the reducer returns.
  ///
  /// An action sent while the store is processing another one (say, by code that observes the
  /// store's state synchronously) is reported, and queued: it is processed once every observer
  /// has seen the state the first action produced.
  ///
  /// - Returns: A ``StoreTask`` for the effects the action started, which can be awaited or
  ///   cancelled.
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    StoreTask(effects: self.core.send(action, into: nil, reportsReentrance: true))
  }

  /// Sends an action, queued silently when the store is processing another one: for the 0.x
  /// layer (`ComposableArchitectureLegacy`), whose effects deliver their outputs through its
  /// store's `send`, and whose observers may send while an action is processed, which 0.x
  /// queued without a report.
  @discardableResult
  package func send(_ action: Action, reportsReentrance: Bool) -> StoreTask {
    StoreTask(effects: self.core.send(action, into: nil, reportsReentrance: reportsReentrance))
  }

  /// The registry the store's effects are cancelled through, shared with the 0.x layer
  /// (`ComposableArchitectureLegacy`), whose publisher effects register there too.
  package var cancellationRegistry: CancellationRegistry { self.core.cancellationRegistry }

  private func registerForObservation(wholeState: Bool) {
    if self.identity != nil, !self.core.isRoot, !wholeState {
      guard !self.isTrackingIdentity else { return }
      self.isTrackingIdentity = true
      self.lastIdentity = self.trackIdentity()
      return
    }
    guard !self.isRegisteredForObservation else { return }
    self.isRegisteredForObservation = true
    self.lastIdentity = self.identity?(self.core.state)
    self.core.observers.register(self)
  }

  /// Reads the identity of the state while tracking the observable fields on the path to it, to
  /// be told (through ``StateObservers``) when one of them is set.
  private func trackIdentity() -> ObservableStateID? {
    guard let identity = self.identity else { return nil }
    let pending = self.core.observers.pending
    return trackingObservation {
      identity(self.core.state)
    } onChange: { [weak self] in
      guard let self else { return }
      pending.insert(self)
    }
  }
}

extension Store: Observable {}

extension Store: StateChangeObserving {
  func identityMayHaveChanged() {
    guard self.core.isValid else { return }
    let newIdentity = self.trackIdentity()
    guard newIdentity != self.lastIdentity else { return }
    self.lastIdentity = newIdentity
    self._$observationRegistrar.withMutation(
      of: self.keyPaths.subject, keyPath: self.keyPaths.currentState, noMutation
    )
  }

  func stateDidChange() {
    self._$observationRegistrar.withMutation(
      of: self.keyPaths.subject, keyPath: self.keyPaths.wholeState, noMutation
    )
    guard !self.isTrackingIdentity, self.core.isValid else { return }
    if let identity = self.identity {
      let newIdentity = identity(self.core.state)
      guard newIdentity != self.lastIdentity else { return }
      self.lastIdentity = newIdentity
    }
    self._$observationRegistrar.withMutation(
      of: self.keyPaths.subject, keyPath: self.keyPaths.currentState, noMutation
    )
  }
}

/// What a store's observation registrar is told a read or a change is of: the store's own
/// registrar tells one store's observers from another's, and these key paths which of its two
/// members (the whole state, or its identity) was read or changed; the subject itself carries
/// nothing (Observation keeps a read as its registrar and key path; the subject's type only
/// types the key path). A subject of one type for every store, rather than the store: the
/// store's conformance to `Observable` is generic, and looked up at each read
/// (`swift_getWitnessTable`; Benchmarks/PROFILE.md), and a key path to a member of a generic
/// type is instantiated anew each time its literal is evaluated. `StoreObservationTests` checks
/// that observers of one store are not told of another's changes.
struct StoreObservationSubject: Observable {
  var wholeState: Void { () }
  var currentState: Void { () }
}

/// The key paths of a store's observation, read once per store.
private struct ObservationKeyPaths {
  let subject = StoreObservationSubject()
  let wholeState: KeyPath<StoreObservationSubject, Void> = \.wholeState
  let currentState: KeyPath<StoreObservationSubject, Void> = \.currentState
}

/// How to read the identity of a state type, when it is observable state.
private func observableStateIdentity<State>(
  of type: State.Type
) -> ((State) -> ObservableStateID)? {
  guard let observable = type as? any ObservableState.Type else { return nil }
  func identity<T: ObservableState>(_: T.Type) -> (State) -> ObservableStateID {
    // `State` is `T`: the cast above proved it.
    { unsafeBitCast($0, to: T.self)._$id }
  }
  return identity(observable)
}

extension Store: Hashable {
  /// Whether two stores are the same store (identity, not state).
  public nonisolated static func == (lhs: Store, rhs: Store) -> Bool {
    lhs === rhs
  }

  /// Hashes the store's identity.
  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

extension Store: CustomDebugStringConvertible {
  /// The store's type named by its feature, as TCA names it: `StoreOf<Feature>`,
  /// `StoreOf<Feature?>`, `IdentifiedStoreOf<Row>`, `PresentationStoreOf<Sheet>`,
  /// `StackStoreOf<Path>`, or `Store<State, Action>` for state and actions of no feature.
  public nonisolated var debugDescription: String {
    storeTypeName(state: typeName(State.self), action: typeName(Action.self))
  }
}

/// The name of a store's type from the names of its state and action types (without module
/// names, with generic arguments): by feature where both belong to one.
func storeTypeName(state: String, action: String) -> String {
  /// The text between `prefix` and the last `>` of `name`, if `name` is `prefix…>`.
  func arguments(_ name: String, of prefix: String) -> Substring? {
    guard name.hasPrefix(prefix), name.hasSuffix(">") else { return nil }
    return name.dropFirst(prefix.count).dropLast()
  }
  /// The feature whose `State` (or `State?`) and `Action` these are.
  func feature(state: some StringProtocol, action: some StringProtocol) -> Substring? {
    guard state.hasSuffix(".State"), action.hasSuffix(".Action") else { return nil }
    let feature = state.dropLast(".State".count)
    return feature == action.dropLast(".Action".count) ? Substring(feature) : nil
  }
  if let feature = feature(state: state, action: action) {
    return "StoreOf<\(feature)>"
  }
  if state.hasSuffix(".State?"), let feature = feature(state: state.dropLast(), action: action) {
    return "StoreOf<\(feature)?>"
  }
  if let states = arguments(state, of: "IdentifiedArray<"),
    let actions = arguments(action, of: "IdentifiedAction<"),
    let stateComma = states.firstIndex(of: ","), let actionComma = actions.firstIndex(of: ","),
    states[..<stateComma] == actions[..<actionComma],
    let feature = feature(
      state: states[stateComma...].dropFirst(2), action: actions[actionComma...].dropFirst(2)
    )
  {
    return "IdentifiedStoreOf<\(feature)>"
  }
  if let childState = arguments(state, of: "PresentationState<"),
    let childAction = arguments(action, of: "PresentationAction<"),
    let feature = feature(state: childState, action: childAction)
  {
    return "PresentationStoreOf<\(feature)>"
  }
  if let childState = arguments(state, of: "StackState<"), childState.hasSuffix(".State"),
    let actions = arguments(action, of: "StackAction<"),
    case let feature = childState.dropLast(".State".count),
    actions == "\(childState), \(feature).Action"
  {
    return "StackStoreOf<\(feature)>"
  }
  return "Store<\(state), \(action)>"
}

extension Store: Identifiable {
  /// The store's identity: two stores are the same store only if their ids are equal.
  public nonisolated var id: ObjectIdentifier { ObjectIdentifier(self) }
}

// `objectWillChange` is created and read on the main actor, where views live.
extension Store: @preconcurrency ObservableObject {}

/// A convenience for naming a store's type from its feature: `StoreOf<Feature>`.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>
