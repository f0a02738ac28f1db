import ConcurrencyExtras
import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Watches a file for changes made outside of this process: with inotify on Linux (watching the
/// directory, since an atomic write replaces the file), by polling its modification date and
/// size once a second elsewhere or when inotify is unavailable.
enum FileWatcher {
  static func watch(_ url: URL, onChange: @escaping @Sendable () -> Void) -> SharedSubscription {
    #if canImport(Glibc)
      if let subscription = self.watchWithInotify(url, onChange: onChange) {
        return subscription
      }
    #endif
    return self.poll(url, onChange: onChange)
  }

  #if canImport(Glibc)
    private static func watchWithInotify(
      _ url: URL, onChange: @escaping @Sendable () -> Void
    ) -> SharedSubscription? {
      let directory = url.deletingLastPathComponent()
      try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
      guard descriptor >= 0 else { return nil }
      let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MODIFY)
      guard inotify_add_watch(descriptor, directory.path, mask) >= 0 else {
        close(descriptor)
        return nil
      }
      let name = url.lastPathComponent
      let queue = DispatchQueue(label: "co.pointfree.ComposableArchitecture.FileWatcher")
      let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: queue)
      source.setEventHandler {
        var buffer = [UInt8](repeating: 0, count: 8192)
        var changed = false
        while true {
          let count = buffer.withUnsafeMutableBytes {
            read(descriptor, $0.baseAddress, $0.count)
          }
          guard count > 0 else { break }
          var offset = 0
          while offset + 16 <= count {
            let length = buffer.withUnsafeBytes {
              Int($0.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
            }
            let nameBytes = buffer[(offset + 16)..<min(offset + 16 + length, count)]
            let eventName = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
            if eventName == name {
              changed = true
            }
            offset += 16 + length
          }
        }
        if changed {
          onChange()
        }
      }
      source.setCancelHandler {
        close(descriptor)
      }
      source.resume()
      // Dispatch sources are thread-safe; they are not marked `Sendable`.
      let sendableSource = UncheckedSendable(source)
      return SharedSubscription {
        sendableSource.value.cancel()
      }
    }
  #endif

  private static func poll(
    _ url: URL, onChange: @escaping @Sendable () -> Void
  ) -> SharedSubscription {
    let queue = DispatchQueue(label: "co.pointfree.ComposableArchitecture.FileWatcher.poll")
    let timer = DispatchSource.makeTimerSource(queue: queue)
    let fingerprint = LockIsolated(Self.fingerprint(url))
    timer.schedule(deadline: .now() + 1, repeating: 1)
    timer.setEventHandler {
      let current = Self.fingerprint(url)
      let changed = fingerprint.withValue { last -> Bool in
        defer { last = current }
        return last != current
      }
      if changed {
        onChange()
      }
    }
    timer.resume()
    // Dispatch sources are thread-safe; they are not marked `Sendable`.
    let sendableTimer = UncheckedSendable(timer)
    return SharedSubscription {
      sendableTimer.value.cancel()
    }
  }

  private static func fingerprint(_ url: URL) -> [String] {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else {
      return []
    }
    return [
      "\(attributes[.modificationDate] ?? "")", "\(attributes[.size] ?? "")",
      "\(attributes[.systemFileNumber] ?? "")",
    ]
  }
}
