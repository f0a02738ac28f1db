import Foundation

/// The settings of an `.xcconfig` file as a Debug build sees them: `KEY = value` lines, with
/// `[config=Debug]` and unconditioned keys kept, other conditions skipped, `#include` files read
/// first, and `//` comments ignored.
enum XCConfig {
  static func settings(of file: URL, depth: Int = 0) -> [String: String] {
    guard depth < 8, let text = try? String(contentsOf: file, encoding: .utf8) else { return [:] }
    var settings: [String: String] = [:]
    for rawLine in text.split(separator: "\n") {
      var line = rawLine.trimmingCharacters(in: .whitespaces)
      if let comment = line.range(of: "//") { line = String(line[..<comment.lowerBound]) }
      line = line.trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("#include") {
        let name = line.split(separator: "\"").dropFirst().first.map(String.init) ?? ""
        guard !name.isEmpty else { continue }
        let included = file.deletingLastPathComponent().appendingPathComponent(name)
        settings.merge(Self.settings(of: included, depth: depth + 1)) { $1 }
        continue
      }
      guard let equals = line.firstIndex(of: "=") else { continue }
      var key = line[..<equals].trimmingCharacters(in: .whitespaces)
      let value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
      if let bracket = key.firstIndex(of: "[") {
        let condition = key[bracket...]
        guard condition == "[config=Debug]" else { continue }
        key = String(key[..<bracket])
      }
      settings[key] = XcodeProjectReader.inheriting(settings[key], value)
    }
    return settings
  }
}
