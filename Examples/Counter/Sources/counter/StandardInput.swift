import Foundation

/// Questions about standard input that decide how the counter runs.
enum StandardInput {
  /// Whether standard input is a terminal, where a person types commands.
  static var isTerminal: Bool {
    isatty(STDIN_FILENO) != 0
  }

  /// Waits at most `timeout` for standard input to have something to read (a line, or the end
  /// of input), and says whether it does.
  ///
  /// `/dev/null`, files and pipes whose writer is done answer at once; a pipe that is held open
  /// without being written to answers `false` after the timeout instead of blocking forever.
  static func hasInput(within timeout: Duration) -> Bool {
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    let milliseconds =
      Int32(timeout.components.seconds * 1_000)
      + Int32(timeout.components.attoseconds / 1_000_000_000_000_000)
    return poll(&descriptor, 1, milliseconds) > 0
  }

  /// The next line that is not blank, or `nil` at the end of input.
  static func nextNonBlankLine() -> String? {
    while let line = readLine() {
      if !line.trimmingCharacters(in: .whitespaces).isEmpty {
        return line
      }
    }
    return nil
  }
}
