import Foundation

/// The terminal the example runs in: whether there is one, its size, raw mode and the keys typed.
///
/// Interactive sessions call ``enterRawMode()`` and read ``keys()``; the terminal is restored
/// by ``restore()``, at exit, and on SIGINT, SIGTERM or SIGHUP, so a killed example never leaves
/// the shell without echo or on the alternate screen.
public enum Terminal {
  /// Whether standard input is a terminal, where a person types.
  public static var isInputTerminal: Bool {
    isatty(STDIN_FILENO) != 0
  }

  /// Whether standard output is a terminal, where escape codes draw.
  public static var isOutputTerminal: Bool {
    isatty(STDOUT_FILENO) != 0
  }

  /// The size of the terminal in rows and columns; 24 × 80 when it cannot be asked.
  public static var size: (rows: Int, columns: Int) {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0
    else {
      return (24, 80)
    }
    return (Int(size.ws_row), Int(size.ws_col))
  }

  /// Switches standard input to raw mode (no echo, no line buffering: each key arrives as it is
  /// typed) and the output to the alternate screen with the cursor hidden.
  ///
  /// Ctrl-C still interrupts (the signal handler restores the terminal and exits). Calling it
  /// twice does nothing more.
  public static func enterRawMode() {
    guard RawModeState.saved == nil else { return }
    var original = termios()
    guard tcgetattr(STDIN_FILENO, &original) == 0 else { return }
    RawModeState.saved = original
    var raw = original
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
    atexit { Terminal.restore() }
    for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
      signal(signalNumber) { signalNumber in
        Terminal.restore()
        exit(128 + signalNumber)
      }
    }
    write(ANSI.enterAlternateScreen + ANSI.hideCursor + ANSI.clearScreen)
  }

  /// Leaves raw mode and the alternate screen, and shows the cursor; does nothing if the
  /// terminal is not in raw mode.
  public static func restore() {
    guard var original = RawModeState.saved else { return }
    RawModeState.saved = nil
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
    write(ANSI.showCursor + ANSI.leaveAlternateScreen)
  }

  /// The keys typed on standard input, read on a thread of their own so that the main actor stays
  /// free to redraw; the sequence ends at the end of input.
  public static func keys() -> AsyncStream<Key> {
    let (stream, continuation) = AsyncStream.makeStream(of: Key.self)
    let thread = Thread {
      var buffer = [UInt8](repeating: 0, count: 64)
      while true {
        let count = read(STDIN_FILENO, &buffer, buffer.count)
        guard count > 0 else { break }
        for key in Key.decode(Array(buffer[0..<count])) {
          continuation.yield(key)
        }
      }
      continuation.finish()
    }
    thread.start()
    return stream
  }

  /// Writes a string to standard output at once, without a newline.
  public static func write(_ string: String) {
    FileHandle.standardOutput.write(Data(string.utf8))
  }
}

/// The terminal settings to restore, set while in raw mode.
private enum RawModeState {
  // Written on the main thread by `enterRawMode` and read by `restore` (at exit or in a signal
  // handler, after which the process ends): no two writers ever race.
  nonisolated(unsafe) static var saved: termios?
}
