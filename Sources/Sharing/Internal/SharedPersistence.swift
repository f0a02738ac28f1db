import ConcurrencyExtras
import CustomDump
import Foundation
import IssueReporting

/// How a root reference persists its value: the key that loads, subscribes and saves it, and
/// the status of those operations.
///
/// `lock` protects `status`, `save` and `subscription`.
// @unchecked Sendable: `lock` guards `_status`, `saveKey` and `subscription`.
final class SharedPersistence<Value>: @unchecked Sendable {
  struct Status {
    var isLoading = false
    var loadError: (any Error)?
    var saveError: (any Error)?
  }

  private let lock = NSLock()
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

  private var currentSaveKey: ((Value, SaveContext, SaveContinuation) -> Void)? {
    self.lock.lock()
    defer { self.lock.unlock() }
    return self.saveKey
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

  /// Loads the initial value (unless it was just loaded: `skipInitialLoad`) and subscribes to
  /// external changes.
  func start(reference: SharedRootReference<Value>, skipInitialLoad: Bool = false) {
    if !skipInitialLoad {
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

  /// Saves after a mutation; an error becomes `saveError`.
  func save(_ value: Value, context: SaveContext, reference: SharedRootReference<Value>) {
    guard let saveKey = self.currentSaveKey else { return }
    saveKey(
      value, context,
      SaveContinuation(keyDescription: self.keyDescription) { [weak reference, weak self] result in
        self?.didSave(result, reference: reference)
      }
    )
  }

  /// Saves because ``Shared/save()`` was called, throwing the key's error.
  func userInitiatedSave(_ value: Value, reference: SharedRootReference<Value>) async throws {
    guard let saveKey = self.currentSaveKey else { return }
    let result = await withCheckedContinuation { continuation in
      saveKey(
        value, .userInitiated,
        SaveContinuation(keyDescription: self.keyDescription) { continuation.resume(returning: $0) }
      )
    }
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
