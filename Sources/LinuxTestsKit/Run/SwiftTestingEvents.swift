import Foundation

/// Reads Swift Testing's event stream (`--event-stream-output-path`, version 0): which tests
/// started, ended, were skipped, and the issues they recorded.
struct SwiftTestingEvents {
  var started: [String] = []
  var ended: Set<String> = []
  var skipped: Set<String> = []
  /// The first issue each test recorded (known issues do not count).
  var issues: [String: String] = [:]
  var startTimes: [String: Double] = [:]
  var seconds: [String: Double] = [:]

  init(_ text: String) {
    for line in text.split(separator: "\n") {
      guard
        let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
        object["kind"] as? String == "event", let payload = object["payload"] as? [String: Any],
        let kind = payload["kind"] as? String, let rawID = payload["testID"] as? String
      else { continue }
      let id = Self.listID(rawID)
      let instant = (payload["instant"] as? [String: Any])?["absolute"] as? Double
      switch kind {
      case "testStarted":
        started.append(id)
        startTimes[id] = instant
      case "testEnded":
        ended.insert(id)
        if let instant, let start = startTimes[id] { seconds[id] = instant - start }
      case "testSkipped":
        skipped.insert(id)
        ended.insert(id)
      case "issueRecorded":
        let issue = payload["issue"] as? [String: Any]
        if issue?["isKnown"] as? Bool == true { continue }
        let messages = (payload["messages"] as? [[String: Any]] ?? []).compactMap {
          $0["text"] as? String
        }
        if issues[id] == nil { issues[id] = messages.joined(separator: " ") }
      default:
        continue
      }
    }
  }

  /// The id `swift test list` prints: the event's id without its `/File.swift:line:column`.
  static func listID(_ id: String) -> String {
    if let range = id.range(of: #"/[^/]+\.swift:\d+:\d+$"#, options: .regularExpression) {
      return String(id[..<range.lowerBound])
    }
    return id
  }
}
