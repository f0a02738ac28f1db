/// A ``Screen`` that draws each frame over the whole terminal (call `Terminal.enterRawMode()`
/// first to draw on the alternate screen).
///
/// Lines are cut to the terminal's width; a frame taller than the terminal loses its last lines.
/// Notes are shown on the last row until the next frame.
@MainActor
public final class TerminalScreen: Screen {
  private var lastNote = ""

  /// Creates a screen on standard output.
  public init() {}

  public func draw(_ frame: [String]) {
    let (rows, columns) = Terminal.size
    var output = ANSI.home
    for line in frame.prefix(rows - 1) {
      output += ANSI.fit(line, width: columns) + ANSI.clearToEndOfLine + "\r\n"
    }
    output += ANSI.clearToEndOfScreen
    output += ANSI.moveTo(row: rows, column: 1) + ANSI.dim(ANSI.fit(self.lastNote, width: columns))
    Terminal.write(output)
  }

  public func note(_ message: String) {
    self.lastNote = message
    let (rows, columns) = Terminal.size
    Terminal.write(
      ANSI.moveTo(row: rows, column: 1) + ANSI.dim(ANSI.fit(message, width: columns))
    )
  }
}

/// A ``Screen`` that prints frames one after another as plain text, each line prefixed with
/// `│ `, and notes as they are: the output of scripted runs, and what tests read.
///
/// A frame equal to the previous one is not printed again.
@MainActor
public final class TranscriptScreen: Screen {
  /// Everything printed so far, line by line.
  public private(set) var lines: [String] = []
  /// How many frames were printed.
  public private(set) var frameCount = 0
  private var lastFrame: [String]?
  private let output: (String) -> Void

  /// Creates a transcript.
  ///
  /// - Parameter output: Called with each line printed; by default it prints to standard output.
  public init(output: @escaping (String) -> Void = { Swift.print($0) }) {
    self.output = output
  }

  public func draw(_ frame: [String]) {
    let plain = frame.map { ANSI.stripped($0) }
    guard plain != self.lastFrame else { return }
    self.lastFrame = plain
    self.frameCount += 1
    for line in plain {
      self.emit(line.isEmpty ? "│" : "│ \(line)")
    }
  }

  public func note(_ message: String) {
    self.emit(ANSI.stripped(message))
  }

  /// The transcript as one string, lines joined with newlines.
  public var text: String {
    self.lines.joined(separator: "\n")
  }

  private func emit(_ line: String) {
    let line = String(line.reversed().drop(while: { $0 == " " }).reversed())
    self.lines.append(line)
    self.output(line)
  }
}
