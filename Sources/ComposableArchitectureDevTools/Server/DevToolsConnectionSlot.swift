import ComposableArchitecture
import Foundation

/// A place among the pages connected at once, taken at the WebSocket upgrade and given back when
/// the connection ends (or, if the upgrade never completes, when nothing holds it any more).
final class DevToolsConnectionSlot: Sendable {
  private let count: LockIsolated<Int>
  private let released = LockIsolated(false)

  private init(count: LockIsolated<Int>) {
    self.count = count
  }

  /// A slot, or `nil` when `limit` pages are already connected.
  static func take(from count: LockIsolated<Int>, limit: Int) -> DevToolsConnectionSlot? {
    let taken = count.withValue { count in
      guard count < limit else { return false }
      count += 1
      return true
    }
    return taken ? DevToolsConnectionSlot(count: count) : nil
  }

  func release() {
    let wasReleased = self.released.withValue { released in
      defer { released = true }
      return released
    }
    if !wasReleased { self.count.withValue { $0 -= 1 } }
  }

  deinit {
    self.release()
  }
}
