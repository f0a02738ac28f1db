import ComposableArchitecture
import DequeModule
import Foundation

/// Records what a feature's reducer does, for the devtools page, export and "copy as test", and
/// puts the store back in an earlier state on request (time travel).
///
/// ``Reducer/devTools(name:port:maxActions:fullStateInterval:)`` makes one and serves it; create
/// one yourself to record without a server (``Reducer/devTools(_:)``), e.g. in a test.
///
/// Per action, the reducer's thread only copies the action and the states (copy-on-write values)
/// into a bounded buffer; the dumps, diffs and assignments are made later, when the page or an
/// export asks for them.
public final class DevToolsRecorder<State, Action>: @unchecked Sendable {
  // Everything below is guarded by `lock`: the reducer writes on the main actor, effects report
  // from their tasks, and the server reads from its connections.
  let lock = NSRecursiveLock()

  /// The name the session is shown and exported with.
  public let name: String
  /// The most actions kept; older ones are dropped.
  public let maxActions: Int
  /// Every this many actions, an entry carries the full state.
  public let fullStateInterval: Int
  let feature: String

  struct Record {
    let index: Int
    let timestamp: Double
    let action: Action
    let before: State
    let after: State
    let duration: Double
    let isReceived: Bool
    var effectIDs: [Int] = []
    var entry: DevToolsEntry?
  }

  // A deque: dropping the oldest action is O(1) at any bound.
  var records: Deque<Record> = []
  var initialState: State?
  var nextIndex = 1
  var effects: [Int: DevToolsEffect] = [:]
  var nextEffectID = 1
  var currentRecordIndex: Int?
  var pendingSynchronousActions = 0
  var sendingEffect: Int?
  var paused = false
  var pendingJump: State?
  var jumpedTo: Int?
  var send: Send<Action>?
  var attachmentRequested = false
  var lastAction: Action?
  /// The `@Shared` values the store's state reaches, with their history (see
  /// `DevToolsRecorder+Shared.swift`).
  var shared: [ObjectIdentifier: DevToolsSharedHistory] = [:]
  var sharedOrder: [ObjectIdentifier] = []
  var sharedDiscovered = false
  var isRestoringShared = false
  var isReducingWhileJumped = false
  var sharedStatuses: [DevToolsSharedStatus] = []
  var listeners: [Int: @Sendable (DevToolsEvent) -> Void] = [:]
  var nextListenerID = 0
  let queue = DispatchQueue(label: "ComposableArchitectureDevTools.recorder")

  /// Creates a recorder.
  ///
  /// - Parameters:
  ///   - name: The session's name.
  ///   - feature: The feature's name, for the `TestStore` of "copy as test"; by default the
  ///     state's enclosing type (`Feature` for `Feature.State`).
  ///   - maxActions: The most actions kept (default 10,000).
  ///   - fullStateInterval: Every this many actions, an entry carries the full state (default 100).
  public init(
    name: String = "\(State.self)",
    feature: String? = nil,
    maxActions: Int = 10_000,
    fullStateInterval: Int = 100
  ) {
    self.name = name
    let stateName = String(reflecting: State.self).split(separator: ".").dropFirst()
    self.feature =
      feature ?? (stateName.count > 1 ? stateName.dropLast().joined(separator: ".") : name)
    self.maxActions = max(1, maxActions)
    self.fullStateInterval = max(1, fullStateInterval)
  }

  /// Whether recording is paused (actions still run, and are not recorded).
  public var isPaused: Bool {
    get { self.lock.withLock { self.paused } }
    set {
      self.lock.withLock { self.paused = newValue }
      self.notify(.status)
    }
  }

  /// The action whose state the store was put back in by ``jump(to:)``, or `nil` when live.
  public var jumpedIndex: Int? { self.lock.withLock { self.jumpedTo } }

  /// The number of actions kept.
  public var count: Int { self.lock.withLock { self.records.count } }

  /// Forgets every recorded action; the current state becomes the initial state.
  public func clear() {
    self.lock.withLock {
      if let last = self.records.last { self.initialState = last.after }
      self.records.removeAll()
      self.effects.removeAll()
      self.jumpedTo = nil
      self.sharedStatuses = []
      for id in self.sharedOrder { self.shared[id]?.restart(since: self.nextIndex) }
    }
    self.notify(.session)
  }

  // MARK: Recording (called by the reducer, on the main actor)

  /// What the wrapper does before its base runs, in one lock: whether a state waits to be
  /// restored (time travel; ``takePendingJump()`` takes it), whether to look for the state's
  /// `@Shared` values (once, before the first action), and whether the store is jumped (its
  /// reducer's shared changes are then told apart).
  func beginReduce() -> DevToolsReduceStart {
    self.lock.lock()
    defer { self.lock.unlock() }
    let hasJump = self.pendingJump != nil
    let isJumped = self.jumpedTo != nil && !hasJump
    if isJumped { self.isReducingWhileJumped = true }
    let discoverShared = !self.sharedDiscovered
    self.sharedDiscovered = true
    return DevToolsReduceStart(
      hasJump: hasJump, discoverShared: discoverShared, isJumped: isJumped
    )
  }

  /// The state a jump restores, taken once.
  func takePendingJump() -> State? {
    self.lock.lock()
    defer {
      self.pendingJump = nil
      self.lock.unlock()
    }
    return self.pendingJump
  }

  /// Ends what ``beginReduce()`` began for a jumped store.
  func endReduceWhileJumped() {
    self.lock.withLock { self.isReducingWhileJumped = false }
  }

  /// Records one action; returns false when paused.
  func record(action: Action, before: State, after: State, duration: Double) -> Bool {
    let index: Int? = self.lock.withLock {
      self.lastAction = action
      let isReceived: Bool
      if self.pendingSynchronousActions > 0 {
        self.pendingSynchronousActions -= 1
        isReceived = true
      } else {
        isReceived = self.sendingEffect != nil
      }
      self.sendingEffect = nil
      guard !self.paused else { return nil }
      if self.initialState == nil, self.records.isEmpty { self.initialState = before }
      let index = self.nextIndex
      self.nextIndex += 1
      self.records.append(
        Record(
          index: index, timestamp: Date().timeIntervalSince1970, action: action, before: before,
          after: after, duration: duration, isReceived: isReceived
        )
      )
      if self.records.count > self.maxActions {
        let dropped = self.records.removeFirst()
        self.initialState = dropped.after
        for id in dropped.effectIDs { self.effects[id] = nil }
        // The first entry kept carries the full state, so that the diffs after it add up: an
        // entry made without it is made again (off this thread, when next asked for).
        if self.records[0].entry?.state == nil { self.records[0].entry = nil }
      }
      self.currentRecordIndex = self.records.count - 1
      return index
    }
    if let index { self.notify(.entry(index)) }
    return index != nil
  }

  func endRecording() {
    self.lock.withLock { self.currentRecordIndex = nil }
  }

  var isAttached: Bool { self.lock.withLock { self.send != nil } }

  /// Whether the caller should start the effect that attaches the store's `Send`: true once.
  func requestAttachment() -> Bool {
    self.lock.withLock {
      defer { self.attachmentRequested = true }
      return !self.attachmentRequested
    }
  }

  func attach(_ send: Send<Action>) {
    self.lock.withLock { self.send = send }
  }

  // MARK: Listeners (the server)

  func addListener(_ listener: @escaping @Sendable (DevToolsEvent) -> Void) -> Int {
    self.lock.withLock {
      let id = self.nextListenerID
      self.nextListenerID += 1
      self.listeners[id] = listener
      return id
    }
  }

  func removeListener(_ id: Int) {
    _ = self.lock.withLock { self.listeners.removeValue(forKey: id) }
  }

  func notify(_ event: DevToolsEvent) {
    let listeners = self.lock.withLock { Array(self.listeners.values) }
    guard !listeners.isEmpty else { return }
    // Dumps and diffs are made off the reducer's thread, in order.
    self.queue.async {
      for listener in listeners { listener(event) }
    }
  }

  /// Waits until every event so far has reached the listeners.
  func flush() {
    self.queue.sync {}
  }
}

/// What changed in a recorder, for the page.
enum DevToolsEvent: Sendable {
  case entry(Int)
  case effect(Int)
  case session
  case status
}

/// What ``DevToolsRecorder/beginReduce()`` found. Not generic, nor a tuple holding the state: the
/// metadata of a generic tuple is looked up on every call (`DevTools.Send`).
struct DevToolsReduceStart {
  let hasJump: Bool
  let discoverShared: Bool
  let isJumped: Bool
}
