/// The effects of one send that wait for the send's first task.
///
/// An effect waits as an entry of its own, holding its operation, or, when it is one of a
/// `.merge`'s effects that joined the run of the effect before it (see `EffectHandle`), as one
/// more effect of that run's entry, which holds the `.merge`'s array rather than a copy of each
/// operation: an effect that joins a run costs a count, and a run cancelled before its turn is
/// skipped whole (`Effects.StartAndCancel(10000)`).
// @unchecked Sendable: only touched on the main actor (by the send, then by the first task,
// which starts on the main actor).
final class EffectBatch<Action>: @unchecked Sendable {
  let group: EffectTasks

  /// The waiting effects, in order. (Main actor only, one access at a time: not checked for
  /// exclusivity, see `RootCore.batch`.)
  @exclusivity(unchecked) private var entries: [EffectBatchEntry] = []
  /// The operations of the entries that hold one, in a buffer of the batch's own: in the
  /// store's generic code, each append to an array of them would look up the array type's
  /// metadata (`Effects.StartAndCancel(10000)`).
  private var operations: UnsafeMutablePointer<RunOperation<Action>>?
  private var operationCount = 0
  private var capacity = 0
  /// The `.merge` arrays the runs read their effects from, and the storage of the last one (how
  /// an effect of the same `.merge` is told, with no generic call).
  private var sources: [[Effect<Action>]] = []
  private var lastSource: UnsafeRawPointer?

  init(group: EffectTasks) {
    self.group = group
  }

  deinit {
    // A batch whose task never started it (the store went first).
    if let operations = self.operations {
      operations.deinitialize(count: self.operationCount)
      operations.deallocate()
    }
  }

  var isEmpty: Bool { self.entries.isEmpty }

  /// Adds an effect that waits on its own (or the first of a run from outside a `.merge`).
  @inline(__always)
  func append(_ handle: EffectHandle, _ operation: RunOperation<Action>) {
    if self.operationCount == self.capacity {
      self.grow()
    }
    self.checkInvariants()
    (self.operations.unsafelyUnwrapped + self.operationCount).initialize(to: operation)
    self.entries.append(
      EffectBatchEntry(handle: handle, source: -1, first: self.operationCount, count: 1))
    self.operationCount += 1
  }

  /// Adds the effect at `index` of a `.merge`'s array (a `.run`, or a `.cancellable` of one,
  /// that `handle` stands for) to the last entry when that entry is `handle`'s run of the
  /// effects just before it in the same array; false, and nothing added, otherwise.
  ///
  /// - Parameter storage: The storage of the array, which tells the `.merge` apart.
  @inline(__always)
  func extend(_ handle: EffectHandle, storage: UnsafeRawPointer, index: Int) -> Bool {
    guard storage == self.lastSource else { return false }
    let last = self.entries.count - 1
    guard last >= 0, self.entries[last].handle === handle, self.entries[last].source >= 0,
      self.entries[last].first + self.entries[last].count == index
    else { return false }
    self.entries[last].count += 1
    return true
  }

  /// Adds `children[index]` as the first effect of `handle`'s run in a `.merge`, which later
  /// effects of the `.merge` extend.
  func appendRun(
    _ handle: EffectHandle, children: [Effect<Action>], storage: UnsafeRawPointer, index: Int
  ) {
    if storage != self.lastSource {
      self.sources.append(children)
      self.lastSource = storage
    }
    self.entries.append(
      EffectBatchEntry(handle: handle, source: self.sources.count - 1, first: index, count: 1)
    )
  }

  /// Debug builds check what the unsafe buffer relies on: it exists exactly when it has a
  /// capacity, and has room for every waiting operation (`operations[0..<operationCount]` are
  /// initialized, the rest are not).
  @inline(__always)
  private func checkInvariants() {
    assert(
      (self.operations == nil) == (self.capacity == 0),
      "EffectBatch: a buffer without a capacity, or a capacity without a buffer"
    )
    assert(self.operationCount <= self.capacity, "EffectBatch: more effects than its buffer holds")
  }

  private func grow() {
    let capacity = Swift.max(16, self.capacity * 2)
    let grown = UnsafeMutablePointer<RunOperation<Action>>.allocate(capacity: capacity)
    if let operations = self.operations {
      grown.moveInitialize(from: operations, count: self.operationCount)
      operations.deallocate()
    }
    self.operations = grown
    self.capacity = capacity
  }

  /// Hands over the waiting effects in order, leaving the batch empty (to be filled again):
  /// for each entry, `skips(handle)` says whether its effects are not to start (cancelled);
  /// `start` gets each effect of the others.
  func removeAll(
    skipping skips: (EffectHandle) -> Bool,
    start: (EffectHandle, RunOperation<Action>) -> Void
  ) {
    self.checkInvariants()
    let entries = self.entries
    let sources = self.sources
    let operations = self.operations
    let capacity = self.capacity
    // Detached while they are handed over, should `start` fill the batch again.
    self.entries = []
    self.sources = []
    self.lastSource = nil
    self.operations = nil
    self.operationCount = 0
    self.capacity = 0
    for entry in entries {
      if entry.source < 0 {
        let operation = (operations.unsafelyUnwrapped + entry.first).move()
        if !skips(entry.handle) {
          start(entry.handle, operation)
        }
        continue
      }
      guard !skips(entry.handle) else { continue }
      let children = sources[entry.source]
      for index in entry.first..<(entry.first + entry.count) {
        guard let operation = Self.runOperation(of: children[index]) else {
          assertionFailure("EffectBatch: a run's range holds an effect that is not a .run")
          continue
        }
        start(entry.handle, operation)
      }
    }
    guard let operations else { return }
    if self.operations == nil {
      self.operations = operations
      self.capacity = capacity
    } else {
      operations.deallocate()
    }
  }

  /// The operation of an effect a run holds: a `.run`, or a `.cancellable` of one.
  private static func runOperation(of effect: Effect<Action>) -> RunOperation<Action>? {
    switch effect.operation {
    case let .run(operation):
      return operation
    case let .cancellable(cancellable):
      if case let .run(operation) = cancellable.child.operation { return operation }
      return nil
    default:
      return nil
    }
  }
}

/// One effect waiting in an `EffectBatch`, or a run of effects `first..<first + count` of the
/// batch's `sources[source]`. Not nested in the generic batch: a nested type is generic too,
/// and each access to an array of them would look up its metadata.
struct EffectBatchEntry {
  let handle: EffectHandle
  /// The index of the entry's `.merge` array in the batch's `sources`, or `-1`: the entry is
  /// one effect, whose operation is the batch's `operations[first]`.
  let source: Int
  let first: Int
  var count: Int
}
