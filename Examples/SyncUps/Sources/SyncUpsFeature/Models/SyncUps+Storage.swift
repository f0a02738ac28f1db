import ComposableArchitecture
import Foundation

extension SharedKey where Self == FileStorageKey<IdentifiedArrayOf<SyncUp>>.Default {
  /// The sync-ups, saved as JSON in ``syncUpsFileURL`` (in tests, `defaultFileStorage` keeps
  /// files in memory).
  public static var syncUps: Self {
    Self[.fileStorage(syncUpsFileURL), default: []]
  }
}

/// Where the sync-ups are saved: `$SYNCUPS_FILE` if set, otherwise `syncups.json` in the
/// user's data folder (`$XDG_DATA_HOME`, or `~/.local/share`).
public let syncUpsFileURL: URL = {
  let environment = ProcessInfo.processInfo.environment
  if let path = environment["SYNCUPS_FILE"], !path.isEmpty {
    return URL(fileURLWithPath: path)
  }
  let dataHome =
    environment["XDG_DATA_HOME"].map { URL(fileURLWithPath: $0) }
    ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share")
  return dataHome.appendingPathComponent("open-composable-architecture/syncups.json")
}()
