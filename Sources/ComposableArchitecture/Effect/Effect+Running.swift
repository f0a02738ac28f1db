extension Effect {
  /// Whether the effect does all its work synchronously (so no task is needed to run it).
  var isSynchronous: Bool {
    switch self.operation {
    case .none, .send, .cancel:
      return true
    case .run:
      return false
    case let .merge(children), let .concatenate(children):
      // A closure, not `\.isSynchronous`: a key path literal in a generic type is instantiated
      // anew at each evaluation (`Effects.MergeSends(100)`, whose effects a concatenation or
      // an inspector asks this of).
      return children.allSatisfy { $0.isSynchronous }
    case let .cancellable(cancellable):
      return cancellable.child.isSynchronous
    case let .background(child):
      return child.isSynchronous
    }
  }

  /// Runs the effect to completion from inside a task, for concatenation (and for the 0.x
  /// layer, which runs a 1.x effect as a publisher).
  package func run(send: Send<Action>) async {
    switch self.operation {
    case .none:
      return
    case let .send(action):
      await send(action)
    case let .run(operation):
      await operation.body(send)
    case let .merge(children):
      await withTaskGroup(of: Void.self) { group in
        for child in children {
          group.addTask { await child.run(send: send) }
        }
      }
    case let .concatenate(children):
      for child in children {
        await child.run(send: send)
      }
    case let .cancellable(cancellable):
      await withTaskCancellation(
        cancelID: cancellable.id, cancelInFlight: cancellable.cancelInFlight
      ) {
        await cancellable.child.run(send: send)
      }
    case let .cancel(id):
      CancellationRegistry.current.cancel(id: id)
    case let .background(child):
      await child.run(send: send)
    }
  }
}
