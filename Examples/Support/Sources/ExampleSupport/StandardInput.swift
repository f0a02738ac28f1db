import Foundation

/// Reading commands from standard input when it is not a terminal (a pipe, a file,
/// `/dev/null`): the scripted mode of the examples.
///
/// A non-interactive run waits a little for a first line with ``hasInput(within:)``: if none
/// comes (the input is empty, or a pipe is held open without being written to), the example
/// plays its built-in script instead, so CI runs never wait for input.
public enum StandardInput {
  /// Waits at most `timeout` for standard input to have something to read (a line, or the end
  /// of input), and says whether it does.
  ///
  /// `/dev/null`, files and pipes whose writer is done answer at once; a pipe that is held open
  /// without being written to answers `false` after the timeout instead of blocking forever.
  public static func hasInput(within timeout: Duration) -> Bool {
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    let milliseconds =
      Int32(timeout.components.seconds * 1_000)
      + Int32(timeout.components.attoseconds / 1_000_000_000_000_000)
    return poll(&descriptor, 1, milliseconds) > 0
  }

  /// The next line that is not blank, or `nil` at the end of input.
  public static func nextNonBlankLine() -> String? {
    while let line = readLine() {
      if !line.trimmingCharacters(in: .whitespaces).isEmpty {
        return line
      }
    }
    return nil
  }

  /// The non-blank lines of standard input, or `nil` if nothing arrives within `timeout` or the
  /// input holds no such line.
  public static func commandLines(within timeout: Duration) -> [String]? {
    guard hasInput(within: timeout) else { return nil }
    var lines: [String] = []
    while let line = nextNonBlankLine() {
      lines.append(line)
    }
    return lines.isEmpty ? nil : lines
  }
}
