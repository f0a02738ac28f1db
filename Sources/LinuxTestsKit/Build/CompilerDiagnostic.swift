/// One diagnostic of a build's output (`/path/File.swift:12:5: error: …`), with the notes that
/// follow it (where a macro's expansion came from, what a name refers to).
public struct CompilerDiagnostic: Sendable, Equatable {
  public enum Severity: String, Sendable {
    case error, warning, note
  }

  public var file: String?
  public var line: Int
  public var column: Int
  public var severity: Severity
  public var message: String
  public var notes: [CompilerDiagnostic] = []

  /// The errors of a build's output, each with its notes; an error without a location (a link
  /// or resolution failure) has no file. Errors printed twice (by two compile jobs) are kept once.
  public static func errors(in output: String) -> [CompilerDiagnostic] {
    var errors: [CompilerDiagnostic] = []
    var seen: Set<String> = []
    var lastWasKept = false
    for line in output.split(separator: "\n", omittingEmptySubsequences: true) {
      if let match = line.wholeMatch(of: #/(/[^:]+):(\d+):(\d+): (error|warning|note): (.*)/#) {
        let diagnostic = CompilerDiagnostic(
          file: String(match.1), line: Int(match.2) ?? 0, column: Int(match.3) ?? 0,
          severity: Severity(rawValue: String(match.4)) ?? .error, message: String(match.5))
        switch diagnostic.severity {
        case .error:
          lastWasKept = seen.insert("\(match.1):\(match.2):\(match.3):\(match.5)").inserted
          if lastWasKept { errors.append(diagnostic) }
        case .note:
          if lastWasKept, !errors.isEmpty { errors[errors.count - 1].notes.append(diagnostic) }
        case .warning:
          lastWasKept = false
        }
      } else if let match = line.wholeMatch(of: #/(?:.*: )?error: (.*)/#), !line.hasPrefix("/") {
        let message = String(match.1)
        lastWasKept = seen.insert(message).inserted
        if lastWasKept {
          errors.append(
            CompilerDiagnostic(file: nil, line: 0, column: 0, severity: .error, message: message))
        }
      }
    }
    return errors
  }
}
