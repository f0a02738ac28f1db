import Foundation

extension String {
  /// The string with every line indented by `count` spaces, for nesting dumps in messages.
  func indent(by count: Int) -> String {
    let indentation = String(repeating: " ", count: count)
    return indentation + self.replacingOccurrences(of: "\n", with: "\n\(indentation)")
  }
}
