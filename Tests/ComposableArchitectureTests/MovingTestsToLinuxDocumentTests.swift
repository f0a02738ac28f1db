import Foundation
import Testing

// Documentation/MovingTestsToLinux.md shows "after" snippets taken from the app package
// Examples/AdoptingApp, which `.ci/adoption` builds and tests on Linux. Each such snippet follows
// a `<!-- after: PATH -->` line; it must still be in that file, word for word.
struct MovingTestsToLinuxDocumentTests {
  let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test func everyAfterSnippetIsInTheFileItNames() throws {
    let document = try String(
      contentsOf: root.appendingPathComponent("Documentation/MovingTestsToLinux.md"),
      encoding: .utf8
    )
    let snippets = afterSnippets(in: document)
    #expect(snippets.count == 4)
    for (path, snippet) in snippets {
      let source = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      #expect(
        source.contains(snippet),
        "Documentation/MovingTestsToLinux.md: the snippet after `\(path)` is not in that file"
      )
    }
  }

  /// The (path, code) of every fenced block that follows an `<!-- after: PATH -->` line.
  func afterSnippets(in document: String) -> [(String, String)] {
    var snippets: [(String, String)] = []
    var path: String?
    var code: [Substring]?
    for line in document.split(separator: "\n", omittingEmptySubsequences: false) {
      if var lines = code {
        if line == "```" {
          snippets.append((path ?? "", lines.joined(separator: "\n")))
          code = nil
          path = nil
        } else {
          lines.append(line)
          code = lines
        }
      } else if line.hasPrefix("<!-- after: "), line.hasSuffix(" -->") {
        path = String(line.dropFirst("<!-- after: ".count).dropLast(" -->".count))
      } else if path != nil, line == "```swift" {
        code = []
      }
    }
    return snippets
  }
}
