import CustomDump
import Foundation

extension String {
  /// The string with every line indented by `count` spaces, for nesting dumps in messages.
  ///
  /// Package-level: the 0.x layer's messages nest dumps the same way.
  package func indent(by count: Int) -> String {
    let indentation = String(repeating: " ", count: count)
    return indentation + self.replacingOccurrences(of: "\n", with: "\n\(indentation)")
  }
}

/// How a test store shows a state that is not the one expected: a proportional diff, marked
/// `(Expected: −, Actual: +)`, or both values where their dumps are the same.
///
/// Package-level: the 0.x layer's test store words its mismatches around the same difference.
package func stateDifference<State>(expected: State, actual: State) -> String {
  diff(expected, actual, format: .proportional)
    .map { "\($0.indent(by: 4))\n\n(Expected: −, Actual: +)" }
      ?? """
      Expected:
      \(String(describing: expected).indent(by: 2))

      Actual:
      \(String(describing: actual).indent(by: 2))
      """
}
