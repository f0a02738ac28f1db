import Foundation

/// A line typed (or piped) into the counter, parsed.
enum Command: Equatable {
  case increment
  case decrement
  case fact
  case help
  case quit

  /// Parses a line, ignoring surrounding spaces and case; `nil` if the line is not a command.
  init?(_ line: String) {
    switch line.trimmingCharacters(in: .whitespaces).lowercased() {
    case "+", "i", "inc", "increment": self = .increment
    case "-", "d", "dec", "decrement": self = .decrement
    case "f", "fact": self = .fact
    case "h", "help", "?": self = .help
    case "q", "quit", "exit": self = .quit
    default: return nil
    }
  }

  /// How the command is written in a transcript.
  var symbol: String {
    switch self {
    case .increment: return "+"
    case .decrement: return "-"
    case .fact: return "f"
    case .help: return "h"
    case .quit: return "q"
    }
  }

  /// The commands and what they do, one per line.
  static let helpText = """
    Commands, one per line:
      +  increment the count
      -  decrement the count
      f  fetch a fact about the count
      h  show this help
      q  quit
    """
}
