/// A command typed key by key in raw mode, for the screens of an example that take text (a
/// form's fields): printable keys add to the line, Backspace removes, Enter submits.
public struct PromptLine: Equatable, Sendable {
  /// What a key did to the line.
  public enum Event: Equatable, Sendable {
    /// The line changed (or the key was ignored): show ``PromptLine/text`` again.
    case edited
    /// Enter was pressed: run this line (the prompt is now empty).
    case submitted(String)
    /// Ctrl-D on an empty line, or Ctrl-C: leave the example.
    case endOfInput
  }

  /// The line typed so far.
  public private(set) var text = ""

  /// An empty line.
  public init() {}

  /// Applies a key to the line.
  public mutating func handle(_ key: Key) -> Event {
    switch key {
    case let .character(character):
      self.text.append(character)
    case .backspace:
      if !self.text.isEmpty { self.text.removeLast() }
    case .enter:
      defer { self.text = "" }
      return .submitted(self.text)
    case .control("c"):
      return .endOfInput
    case .control("d") where self.text.isEmpty:
      return .endOfInput
    case .control("u"), .escape:
      self.text = ""
    default:
      break
    }
    return .edited
  }
}
