import Foundation

/// The work an action sent to a view store started (0.39+): its effects, and the effects of the
/// actions they feed back. Await ``finish()`` to wait for them, or ``cancel()`` to stop them.
///
/// ```swift
/// .task { await viewStore.send(.task).finish() }
/// ```
public struct ViewStoreTask: Hashable, Sendable {
  /// The task that finishes when the effects do; `nil` when the action started none.
  public let rawValue: Task<Void, Never>?

  init(rawValue: Task<Void, Never>?) {
    self.rawValue = rawValue
  }

  /// A task for the group of effects an action started, or none when nothing runs.
  init(group: EffectGroup?) {
    guard let group, group.isRunning else {
      self.init(rawValue: nil)
      return
    }
    self.init(
      rawValue: Task {
        await withTaskCancellationHandler {
          await group.wait()
        } onCancel: {
          group.cancel()
        }
      }
    )
  }

  /// Cancels the effects and waits for them to wind down.
  public func cancel() async {
    self.rawValue?.cancel()
    await self.finish()
  }

  /// Waits for the effects to finish; cancelling the waiting task cancels them.
  public func finish() async {
    guard let task = self.rawValue else { return }
    await withTaskCancellationHandler {
      await task.value
    } onCancel: {
      task.cancel()
    }
  }

  /// Whether the effects were cancelled (`true` when the action started none).
  public var isCancelled: Bool {
    self.rawValue?.isCancelled ?? true
  }
}
