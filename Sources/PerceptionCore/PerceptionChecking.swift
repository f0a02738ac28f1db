import Foundation

/// Whether Perception checks that perceptible state is read inside `WithPerceptionTracking`.
///
/// ```swift
/// isPerceptionCheckingEnabled = false
/// ```
///
/// Perception's check is a debug warning for SwiftUI views that read state outside of
/// `WithPerceptionTracking`. It is `true` by default in debug builds that can import SwiftUI,
/// `false` otherwise; with no SwiftUI there is nothing to check, and setting it changes nothing
/// but its value. It is safe to read and write from any thread.
public var isPerceptionCheckingEnabled: Bool {
  get { perceptionChecking.isEnabled }
  set { perceptionChecking.isEnabled = newValue }
}

/// The storage of ``isPerceptionCheckingEnabled``, behind a lock.
private let perceptionChecking = PerceptionChecking()

// @unchecked Sendable: `lock` guards `_isEnabled`.
private final class PerceptionChecking: @unchecked Sendable {
  // `lock` protects `_isEnabled`.
  private let lock = NSLock()
  private var _isEnabled: Bool

  init() {
    #if DEBUG && canImport(SwiftUI)
      self._isEnabled = true
    #else
      self._isEnabled = false
    #endif
  }

  var isEnabled: Bool {
    get {
      self.lock.lock()
      defer { self.lock.unlock() }
      return self._isEnabled
    }
    set {
      self.lock.lock()
      defer { self.lock.unlock() }
      self._isEnabled = newValue
    }
  }
}
