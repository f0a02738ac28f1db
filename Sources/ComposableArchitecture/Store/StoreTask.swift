import ConcurrencyExtras

/// The work a ``Store/send(_:)`` started: the effects of the action and of every action they
/// feed back.
///
/// Await ``finish()`` to wait for them, for example in an async refresh handler, or
/// ``cancel()`` them, for example when a view disappears.
public struct StoreTask: Hashable, Sendable {
  let effects: EffectTasks?

  init(effects: EffectTasks?) {
    self.effects = effects
  }

  /// The underlying task, for APIs that need one: it completes when the effects complete, and
  /// cancelling it cancels them.
  public var rawValue: Task<Void, Never>? {
    guard let effects = self.effects else { return nil }
    return Task { await StoreTask(effects: effects).finish() }
  }

  /// Cancels the effects.
  public func cancel() {
    self.effects?.cancel()
  }

  /// Waits for the effects to complete; cancelling the waiting task cancels them.
  public func finish() async {
    guard let effects = self.effects else { return }
    await withTaskCancellationHandler {
      var index = 0
      while let task = effects.task(at: index) {
        await task.value
        index += 1
      }
    } onCancel: {
      effects.cancel()
    }
  }

  /// Whether the effects were cancelled (`true` when there were none).
  public var isCancelled: Bool {
    self.effects?.isCancelled ?? true
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.effects === rhs.effects
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.effects.map(ObjectIdentifier.init))
  }
}

/// The tasks of a send's effects; effects that send actions add the tasks of those actions.
final class EffectTasks: Sendable {
  private let state = LockIsolated(State())

  private struct State {
    var tasks: [Task<Void, Never>] = []
    var isCancelled = false
  }

  func append(_ task: Task<Void, Never>) {
    let isCancelled = self.state.withValue {
      $0.tasks.append(task)
      return $0.isCancelled
    }
    if isCancelled { task.cancel() }
  }

  func append(contentsOf other: EffectTasks) {
    for task in other.state.value.tasks { self.append(task) }
  }

  func task(at index: Int) -> Task<Void, Never>? {
    self.state.withValue { index < $0.tasks.count ? $0.tasks[index] : nil }
  }

  var isEmpty: Bool { self.state.value.tasks.isEmpty }

  var isCancelled: Bool { self.state.value.isCancelled }

  func cancel() {
    let tasks = self.state.withValue {
      $0.isCancelled = true
      return $0.tasks
    }
    for task in tasks { task.cancel() }
  }
}
