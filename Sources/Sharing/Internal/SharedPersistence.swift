import ConcurrencyExtras
import CustomDump
import Foundation
import IssueReporting

/// How a root reference persists its value: the key that loads, subscribes and saves it, and
/// the status of those operations.
///
/// `lock` protects `status`, `saveKey`, `subscription` and `latestVersion`; no other lock is
/// taken and no key's code runs while it is held.
///
/// Saves reach the key in the order of the changes, the last change last: `saveLock` is held
/// while the key's `save` runs, and a save whose value is no longer the reference's (a later
/// change, or a load, replaced it) is skipped. A reference's `withLock` saves after releasing the
/// reference's lock (so that a key's code never runs under it): without this, a save could
/// overtake another, and the older value, stored last, would be what a reference made after this
/// one went away loads.
// @unchecked Sendable: `lock` guards `_status`, `saveKey`, `subscription` and `latestVersion`;
// `saveLock` orders the calls of `saveKey`.
final class SharedPersistence<Value>: @unchecked Sendable {
  struct Status {
    var isLoading = false
    var loadError: (any Error)?
    var saveError: (any Error)?
  }

  private let lock = NSLock()
  /// Recursive: the key's `save` may notify an observer that changes the value again on the same
  /// thread.
  private let saveLock = NSRecursiveLock()
  /// The version of the reference's value (see `SharedRootReference`): a save of an older one is
  /// stale.
  private var latestVersion = 0
  private var _status = Status()
  private var subscription: SharedSubscription?
  private var saveKey: ((Value, SaveContext, SaveContinuation) -> Void)?
  private let loadKey: (LoadContext<Value>, LoadContinuation<Value>) -> Void
  private let subscribeKey: (LoadContext<Value>, SharedSubscriber<Value>) -> SharedSubscription
  private let initialValue: Value
  let keyDescription: String
  /// Where the reference is cached, to forget it when it goes away.
  let cacheID: SharedReferenceCache.ID

  init(
    key: some SharedReaderKey<Value>,
    initialValue: Value,
    cacheID: SharedReferenceCache.ID
  ) {
    self.loadKey = key.load(context:continuation:)
    self.subscribeKey = key.subscribe(context:subscriber:)
    self.initialValue = initialValue
    self.keyDescription = Self.describe(key)
    self.cacheID = cacheID
  }

  /// Lets the reference save through `key` (a reference first made by a reader gains it when a
  /// `@Shared` uses the same key).
  func enableSaving(with key: some SharedKey<Value>) {
    self.lock.lock()
    defer { self.lock.unlock() }
    if self.saveKey == nil {
      self.saveKey = key.save(_:context:continuation:)
    }
  }

  /// Records the version of the reference's new value; called under the reference's lock, with
  /// each change (a mutation or a load).
  func valueDidChange(version: Int) {
    self.lock.lock()
    self.latestVersion = version
    self.lock.unlock()
  }

  /// The key's `save`, if the value of `version` is still the reference's latest.
  private func latestSaveKey(for version: Int) -> ((Value, SaveContext, SaveContinuation) -> Void)?
  {
    self.lock.lock()
    defer { self.lock.unlock() }
    return self.latestVersion == version ? self.saveKey : nil
  }

  var status: Status {
    self.lock.lock()
    defer { self.lock.unlock() }
    return self._status
  }

  private func updateStatus(
    _ reference: SharedRootReference<Value>?, _ update: (inout Status) -> Void
  ) {
    self.lock.lock()
    update(&self._status)
    self.lock.unlock()
    reference?.statusDidChange()
  }

  /// Loads the initial value. The reference cache calls it before anyone else can see the
  /// reference: a change made to the initial value would be overwritten by the load, after it
  /// was saved over the stored value.
  func loadInitialValue(reference: SharedRootReference<Value>) {
    self.updateStatus(nil) { $0.isLoading = true }
    // A load that returns "the initial value" while it starts leaves the value alone: it is
    // the initial value.
    let isStarting = LockIsolated(true)
    self.loadKey(
      .initialValue(self.initialValue),
      LoadContinuation(keyDescription: self.keyDescription) {
        [weak reference, weak self] result in
        guard let self else { return }
        self.apply(result, to: reference, resettingToInitialValue: !isStarting.value)
      }
    )
    isStarting.setValue(false)
  }

  /// Subscribes to external changes (once the reference is the one of its key).
  func subscribe(reference: SharedRootReference<Value>) {
    let subscription = self.subscribeKey(
      .initialValue(self.initialValue),
      SharedSubscriber(
        callback: { [weak reference, weak self] result in
          guard let self else { return }
          self.apply(result, to: reference)
        },
        onLoading: { [weak reference, weak self] isLoading in
          self?.updateStatus(reference) { $0.isLoading = isLoading }
        }
      )
    )
    self.lock.lock()
    self.subscription = subscription
    self.lock.unlock()
  }

  /// Applies what a key loaded: a value replaces the current one; "the initial value"
  /// (`resumeReturningInitialValue()`, `yieldReturningInitialValue()`, a deleted file) resets it
  /// to the default given at its declaration, unless `resettingToInitialValue` is `false` (an
  /// explicit ``Shared/load()`` keeps the current value); an error becomes `loadError`.
  private func apply(
    _ result: Result<Value?, any Error>,
    to reference: SharedRootReference<Value>?,
    resettingToInitialValue: Bool = true
  ) {
    switch result {
    case let .success(value):
      if let value {
        reference?.replaceWithLoaded(value)
      } else if resettingToInitialValue {
        reference?.replaceWithLoaded(self.initialValue)
      }
      self.updateStatus(reference) {
        $0.isLoading = false
        $0.loadError = nil
      }
    case let .failure(error):
      reportPersistenceError(error)
      self.updateStatus(reference) {
        $0.isLoading = false
        $0.loadError = error
      }
    }
  }

  /// Reloads the value (``Shared/load()``), throwing the key's error.
  func load(reference: SharedRootReference<Value>) async throws {
    self.updateStatus(reference) { $0.isLoading = true }
    // The loaded value is handed over from the key's callback to this task, which alone uses it.
    let result = await withCheckedContinuation { continuation in
      self.loadKey(
        .userInitiated,
        LoadContinuation(keyDescription: self.keyDescription) {
          continuation.resume(returning: UncheckedSendable($0))
        }
      )
    }
    .value
    self.apply(result, to: reference, resettingToInitialValue: false)
    if case let .failure(error) = result {
      throw error
    }
  }

  /// Saves the value a mutation made (its `version`), unless a later change replaced it; an
  /// error becomes `saveError`.
  func save(
    _ value: Value, version: Int, context: SaveContext, reference: SharedRootReference<Value>
  ) {
    self.saveLock.lock()
    defer { self.saveLock.unlock() }
    // Stale: the change that replaced it saves its own value (a load's is the stored one).
    guard let saveKey = self.latestSaveKey(for: version) else { return }
    saveKey(
      value, context,
      SaveContinuation(keyDescription: self.keyDescription) { [weak reference, weak self] result in
        self?.didSave(result, reference: reference)
      }
    )
  }

  /// Saves the current value because ``Shared/save()`` was called, throwing the key's error.
  func userInitiatedSave(reference: SharedRootReference<Value>) async throws {
    let result: Result<Void, any Error>? = await withCheckedContinuation { continuation in
      // The reference's lock is never taken under `saveLock`: read the value first, then save it
      // if no change came in between (or read it again).
      while true {
        let (value, version) = reference.versionedValue
        self.saveLock.lock()
        defer { self.saveLock.unlock() }
        self.lock.lock()
        let saveKey = self.saveKey
        let isLatest = self.latestVersion == version
        self.lock.unlock()
        guard let saveKey else {
          continuation.resume(returning: nil)
          return
        }
        guard isLatest else { continue }
        saveKey(
          value, .userInitiated,
          SaveContinuation(keyDescription: self.keyDescription) {
            continuation.resume(returning: $0)
          }
        )
        return
      }
    }
    guard let result else { return }
    self.didSave(result, reference: reference)
    try result.get()
  }

  /// Records a save's result: a success clears `saveError` and `loadError` (the value stored is
  /// the reference's), a failure becomes `saveError`.
  /// A success with no error to clear changes nothing and notifies no one: every mutation of a
  /// persisted value saves (`Shared.InMemoryKey.WithLock`).
  private func didSave(_ result: Result<Void, any Error>, reference: SharedRootReference<Value>?) {
    switch result {
    case .success:
      self.lock.lock()
      let hasError = self._status.saveError != nil || self._status.loadError != nil
      self.lock.unlock()
      guard hasError else { return }
      self.updateStatus(reference) {
        $0.saveError = nil
        $0.loadError = nil
      }
    case let .failure(error):
      reportPersistenceError(error)
      self.updateStatus(reference) { $0.saveError = error }
    }
  }

  func referenceDidDeinit() {
    self.lock.lock()
    let subscription = self.subscription
    self.subscription = nil
    self.lock.unlock()
    subscription?.cancel()
    SharedReferenceCache.shared.remove(self.cacheID)
  }

  /// A key's description in messages: its own, or its dump.
  static func describe(_ key: some SharedReaderKey) -> String {
    if let key = key as? any CustomStringConvertible {
      return key.description
    }
    var description = ""
    customDump(key, to: &description)
    return description
  }
}

/// Reports a load or save error as an issue in debug builds outside tests, as swift-sharing
/// does; tests check `loadError` and `saveError` instead.
///
/// - Parameters:
///   - error: The key's error.
///   - isTesting: Whether the process runs tests.
func reportPersistenceError(_ error: any Error, isTesting: Bool = IssueReporting.isTesting) {
  #if DEBUG
    guard !isTesting else { return }
    reportIssue(error)
  #endif
}
