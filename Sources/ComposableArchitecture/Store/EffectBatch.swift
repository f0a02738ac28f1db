/// The effects of one send that wait for the send's first task.
// @unchecked Sendable: only touched on the main actor (by the send, then by the first task,
// which starts on the main actor).
final class EffectBatch<Action>: @unchecked Sendable {
  let group: EffectTasks
  /// The handles of the waiting effects; `operations[i]` is the operation of `handles[i]`.
  private var handles: [EffectHandle] = []
  /// The waiting operations, in a buffer of the batch's own: in the store's generic code, each
  /// append to an array of them would look up the array type's metadata
  /// (`Effects.StartAndCancel(10000)`).
  private var operations: UnsafeMutablePointer<RunOperation<Action>>?
  private var capacity = 0

  init(group: EffectTasks) {
    self.group = group
  }

  deinit {
    // A batch whose task never started it (the store went first).
    if let operations = self.operations {
      operations.deinitialize(count: self.handles.count)
      operations.deallocate()
    }
  }

  var isEmpty: Bool { self.handles.isEmpty }

  @inline(__always)
  func append(_ handle: EffectHandle, _ operation: RunOperation<Action>) {
    if self.handles.count == self.capacity {
      self.grow()
    }
    self.checkInvariants()
    (self.operations.unsafelyUnwrapped + self.handles.count).initialize(to: operation)
    self.handles.append(handle)
  }

  /// Debug builds check what the unsafe buffer relies on: it exists exactly when it has a
  /// capacity, and has room for every waiting effect's operation (`operations[0..<handles.count]`
  /// are initialized, the rest are not).
  @inline(__always)
  private func checkInvariants() {
    assert(
      (self.operations == nil) == (self.capacity == 0),
      "EffectBatch: a buffer without a capacity, or a capacity without a buffer"
    )
    assert(self.handles.count <= self.capacity, "EffectBatch: more effects than its buffer holds")
  }

  private func grow() {
    let capacity = Swift.max(16, self.capacity * 2)
    let grown = UnsafeMutablePointer<RunOperation<Action>>.allocate(capacity: capacity)
    if let operations = self.operations {
      grown.moveInitialize(from: operations, count: self.handles.count)
      operations.deallocate()
    }
    self.operations = grown
    self.capacity = capacity
  }

  /// Hands over the waiting effects in order, leaving the batch empty (to be filled again).
  func removeAll(_ body: (EffectHandle, RunOperation<Action>) -> Void) {
    self.checkInvariants()
    guard let operations = self.operations else { return }
    let handles = self.handles
    let capacity = self.capacity
    // Detached while they are handed over, should `body` fill the batch again.
    self.handles = []
    self.operations = nil
    self.capacity = 0
    for index in handles.indices {
      body(handles[index], (operations + index).move())
    }
    if self.operations == nil {
      self.operations = operations
      self.capacity = capacity
    } else {
      operations.deallocate()
    }
  }
}
