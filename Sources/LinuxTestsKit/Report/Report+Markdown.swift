import Foundation

extension Report {
  /// The report as a person reads it: the summary, the tests that did not pass, what was left
  /// out and why, and what to do about it.
  public var markdown: String {
    var lines: [String] = []
    lines.append("# linux-tests: \(app)")
    lines.append("")
    lines.append("**\(summary.line)**")
    lines.append("")
    lines.append(
      "Read as \(kind == .xcode ? "an" : "a") \(kind.rawValue); the package is \(package). Files below are the app's, from its folder. Tool's own work \(Self.format(toolSeconds)) s, builds \(Self.format(buildSeconds)) s, test runs \(Self.format(testSeconds)) s."
    )
    let failing = tests.filter { $0.result != .passed && $0.result != .notCompiled }
    if !failing.isEmpty {
      lines += [
        "", "## Tests that did not pass", "", "| test | result | first message |", "|---|---|---|",
      ]
      for test in failing {
        lines.append(
          "| `\(test.id)` | \(test.result.rawValue) | \(Self.cell(test.message ?? "")) |")
      }
    }
    let notCompiled = tests.filter { $0.result == .notCompiled }
    if !notCompiled.isEmpty {
      lines += ["", "## Tests not compiled", "", "| test | why |", "|---|---|"]
      for test in notCompiled {
        lines.append("| `\(test.id)` | \(Self.cell(test.message ?? "")) |")
      }
    }
    if !leftOutTargets.isEmpty {
      lines += ["", "## Targets left out", ""]
      for target in leftOutTargets { lines.append("- `\(target.target)`: \(target.reason)") }
    }
    let removed = leftOut.filter { $0.kind == .leftOut }
    if !removed.isEmpty {
      lines += [
        "", "## Left out of the code", "",
        "Each declaration below is not compiled on Linux; the app's files are unchanged.", "",
        "| file | line | declaration | why | stage | what to do |", "|---|---|---|---|---|---|",
      ]
      for item in removed {
        lines.append(
          "| \(Self.cell(relative(item.file))) | \(item.line) | `\(Self.cell(item.declaration))` | \(Self.cell(item.reason)) | \(item.stage) | \(Self.cell(item.advice)) |"
        )
      }
    }
    let changed = leftOut.filter { $0.kind == .changed }
    if !changed.isEmpty {
      lines += [
        "", "## Changed in the copy", "", "| file | line | declaration | what and why |",
        "|---|---|---|---|",
      ]
      for item in changed {
        lines.append(
          "| \(Self.cell(relative(item.file))) | \(item.line) | `\(Self.cell(item.declaration))` | \(Self.cell(item.reason)) |"
        )
      }
    }
    lines += ["", "## Packages", ""]
    for dependency in dependencies {
      lines.append("- \(dependency.package): \(dependency.status.rawValue) (\(dependency.note))")
    }
    if dependencies.isEmpty { lines.append("- none but this library") }
    if !rounds.isEmpty {
      lines += [
        "", "## Builds", "", "| round | errors | left out | seconds |", "|---|---|---|---|",
      ]
      for round in rounds {
        lines.append(
          "| \(round.round) | \(round.errors) | \(round.leftOut) | \(Self.format(round.seconds)) |")
      }
    }
    if !notes.isEmpty {
      lines += ["", "## Notes", ""]
      lines += notes.map { "- \($0)" }
    }
    lines += [
      "",
      "Moving the views to a target of their own, which Linux does not build, is the durable fix: see Documentation/MovingTestsToLinux.md.",
      "",
    ]
    return lines.joined(separator: "\n")
  }

  /// A file of the app, from the app's folder (sibling packages keep their `../` path).
  func relative(_ file: String) -> String {
    var folder = app
    if folder.hasSuffix(".swift") || folder.hasSuffix(".xcodeproj") {
      folder = (folder as NSString).deletingLastPathComponent
    }
    let base = URL(fileURLWithPath: folder).standardizedFileURL.pathComponents
    let parts = URL(fileURLWithPath: file).standardizedFileURL.pathComponents
    let common = zip(base, parts).prefix { $0 == $1 }.count
    guard common > 1 else { return file }
    return (Array(repeating: "..", count: base.count - common) + parts[common...])
      .joined(separator: "/")
  }

  static func cell(_ text: String) -> String {
    text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
  }

  static func format(_ seconds: Double) -> String {
    String(Int(seconds.rounded()))
  }
}
