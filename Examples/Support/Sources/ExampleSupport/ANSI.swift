/// The ANSI escape codes the examples draw with: cursor movement, clearing, the alternate screen,
/// and text styles.
///
/// Styles wrap a string (`ANSI.bold("Todos")`); ``stripped(_:)`` removes them again, which is
/// how transcripts and tests see plain text.
public enum ANSI {
  /// The escape character that starts every sequence.
  public static let escape = "\u{1B}"
  /// The Control Sequence Introducer, `ESC [`.
  public static let csi = "\u{1B}["

  /// Moves the cursor to the top-left corner.
  public static let home = csi + "H"
  /// Clears the whole screen.
  public static let clearScreen = csi + "2J"
  /// Clears from the cursor to the end of the line.
  public static let clearToEndOfLine = csi + "K"
  /// Clears from the cursor to the end of the screen.
  public static let clearToEndOfScreen = csi + "J"
  /// Hides the cursor.
  public static let hideCursor = csi + "?25l"
  /// Shows the cursor.
  public static let showCursor = csi + "?25h"
  /// Switches to the alternate screen, leaving the shell's scrollback untouched.
  public static let enterAlternateScreen = csi + "?1049h"
  /// Switches back from the alternate screen.
  public static let leaveAlternateScreen = csi + "?1049l"
  /// Resets every text style.
  public static let reset = csi + "0m"

  /// Moves the cursor to a 1-based row and column.
  public static func moveTo(row: Int, column: Int) -> String {
    "\(csi)\(row);\(column)H"
  }

  /// `text` in bold.
  public static func bold(_ text: String) -> String { styled(text, "1") }
  /// `text` dimmed.
  public static func dim(_ text: String) -> String { styled(text, "2") }
  /// `text` underlined.
  public static func underline(_ text: String) -> String { styled(text, "4") }
  /// `text` with foreground and background swapped: how a selected row is shown.
  public static func inverse(_ text: String) -> String { styled(text, "7") }
  /// `text` struck through.
  public static func strikethrough(_ text: String) -> String { styled(text, "9") }
  /// `text` in a foreground colour.
  public static func color(_ color: Color, _ text: String) -> String {
    styled(text, String(color.rawValue))
  }

  /// The eight basic foreground colours.
  public enum Color: Int, Sendable {
    case black = 30, red, green, yellow, blue, magenta, cyan, white
  }

  /// `text` without any escape sequence: what a transcript prints.
  public static func stripped(_ text: String) -> String {
    var result = ""
    var iterator = text.unicodeScalars.makeIterator()
    while let scalar = iterator.next() {
      guard scalar == "\u{1B}" else {
        result.unicodeScalars.append(scalar)
        continue
      }
      // A CSI sequence ends with a byte in 0x40...0x7E; skip it all.
      guard iterator.next() == "[" else { continue }
      while let next = iterator.next(), !(0x40...0x7E).contains(next.value) {}
    }
    return result
  }

  /// How many columns `text` takes on screen, escape sequences aside.
  public static func visibleWidth(_ text: String) -> Int {
    stripped(text).count
  }

  /// `text` cut or padded with spaces to exactly `width` visible columns.
  ///
  /// A cut line loses its styles (it is cut as plain text) and ends with `…`.
  public static func fit(_ text: String, width: Int) -> String {
    let visible = visibleWidth(text)
    if visible <= width {
      return text + String(repeating: " ", count: width - visible)
    }
    return String(stripped(text).prefix(max(0, width - 1))) + "…"
  }

  private static func styled(_ text: String, _ code: String) -> String {
    "\(csi)\(code)m\(text)\(reset)"
  }
}
