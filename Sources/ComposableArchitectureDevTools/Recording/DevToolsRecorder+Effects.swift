import ComposableArchitecture
import Foundation

extension DevToolsRecorder: _EffectObserver {
  package func effectReturned(name: String?, cancelID: String?) -> Int {
    let id: Int = self.lock.withLock {
      let id = self.nextEffectID
      self.nextEffectID += 1
      self.effects[id] = DevToolsEffect(id: id, name: name, cancelID: cancelID, status: .returned)
      if let position = self.currentRecordIndex {
        self.records[position].effectIDs.append(id)
      }
      return id
    }
    return id
  }

  package func synchronousActionReturned() {
    self.lock.withLock { self.pendingSynchronousActions += 1 }
  }

  @MainActor
  package func deferredActionWillSend() {
    // An action an effect sends, though no `.run` of the log: 0 is no effect's id.
    self.lock.withLock { self.sendingEffect = 0 }
  }

  package func effectStarted(id: Int) {
    self.update(id) { $0.status = .running }
  }

  @MainActor
  package func effectWillSend(id: Int) {
    self.lock.withLock { self.sendingEffect = id }
  }

  package func effectEnded(id: Int, outcome: _EffectOutcome) {
    self.update(id) {
      switch outcome {
      case .finished: $0.status = .finished
      case .cancelled: $0.status = .cancelled
      case let .failed(error):
        $0.status = .failed
        $0.error = error
      }
    }
  }

  private func update(_ id: Int, _ change: (inout DevToolsEffect) -> Void) {
    let updated: Bool = self.lock.withLock {
      guard var effect = self.effects[id] else { return false }
      change(&effect)
      self.effects[id] = effect
      return true
    }
    if updated { self.notify(.effect(id)) }
  }
}
