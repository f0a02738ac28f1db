import SwiftSyntax

/// Changes to one file's text, by UTF-8 offsets into it, applied together. A removal keeps the
/// removed text's line breaks, so that the package's lines stay the app's lines; a wrapped import
/// adds two, which ``lineShifts`` records.
struct SourceEdits {
  struct Edit {
    var range: Range<Int>
    var replacement: String
  }

  private(set) var edits: [Edit] = []

  var isEmpty: Bool { edits.isEmpty }

  /// Whether a range lies inside one already being removed or replaced.
  func covers(_ range: Range<Int>) -> Bool {
    edits.contains {
      $0.range.lowerBound <= range.lowerBound && range.upperBound <= $0.range.upperBound
    }
  }

  mutating func remove(_ node: some SyntaxProtocol, in text: [UInt8], note: String) {
    let range = Declarations.range(of: node)
    guard !covers(range) else { return }
    // What this range holds already scheduled is dropped: the outer removal wins.
    edits.removeAll {
      range.lowerBound <= $0.range.lowerBound && $0.range.upperBound <= range.upperBound
    }
    let breaks = text[range].filter { $0 == UInt8(ascii: "\n") }.count
    let safe = note.replacingOccurrences(of: "*/", with: "* /").replacingOccurrences(
      of: "\n", with: " ")
    edits.append(
      Edit(
        range: range,
        replacement: "/* linux-tests: \(safe) */" + String(repeating: "\n", count: breaks)))
  }

  mutating func replace(_ range: Range<Int>, with replacement: String) {
    guard !covers(range) else { return }
    edits.append(Edit(range: range, replacement: replacement))
  }

  /// The text with every edit made, last first so that offsets hold.
  func applied(to text: [UInt8]) -> String {
    var bytes = text
    for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
      bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// Maps the package's lines back to the app's, where wrapped imports added lines.
public struct LineMap: Sendable, Equatable {
  /// From each of these lines of the package's text on, `delta` more lines than the app's.
  var shifts: [Shift] = []

  struct Shift: Sendable, Equatable {
    var fromLine: Int
    var delta: Int
  }

  public func originalLine(_ line: Int) -> Int {
    max(1, line - shifts.filter { $0.fromLine <= line }.reduce(0) { $0 + $1.delta })
  }
}
