/// The effect tasks a store is running, with the action each was returned for.
///
/// Mutated on the main actor only; read from the store core's `deinit`, when nothing else can
/// reach it any more. That is what the unchecked `Sendable` relies on.
final class InFlightEffects<Action>: @unchecked Sendable {
  struct Entry {
    let task: Task<Void, Never>
    let origin: Action
  }

  private(set) var entries: [Int: Entry] = [:]
  private var lastToken = 0

  func nextToken() -> Int {
    self.lastToken += 1
    return self.lastToken
  }

  func insert(_ task: Task<Void, Never>, origin: Action, token: Int) {
    self.entries[token] = Entry(task: task, origin: origin)
  }

  func remove(token: Int) {
    self.entries[token] = nil
  }

  var isEmpty: Bool { self.entries.isEmpty }

  func cancelAll() {
    for entry in self.entries.values {
      entry.task.cancel()
    }
  }
}
