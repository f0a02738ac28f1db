import Foundation

/// A line of a script, split into its command word and the rest: `add Buy milk` is the command
/// `add` with the argument `Buy milk`.
public struct ScriptLine: Equatable, Sendable {
  /// The first word, lowercased.
  public var command: String
  /// What follows the first word, without surrounding spaces; empty if nothing does.
  public var argument: String

  /// Splits a line; `nil` if it is blank.
  public init?(_ line: String) {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard let first = trimmed.split(separator: " ", maxSplits: 1).first else { return nil }
    self.command = first.lowercased()
    self.argument = String(trimmed.dropFirst(first.count)).trimmingCharacters(in: .whitespaces)
  }

  /// The argument's words read as whole numbers, or `nil` if any of them is not one.
  public var numbers: [Int]? {
    let words = self.argument.split(separator: " ")
    let numbers = words.compactMap { Int($0) }
    return numbers.count == words.count ? numbers : nil
  }
}
