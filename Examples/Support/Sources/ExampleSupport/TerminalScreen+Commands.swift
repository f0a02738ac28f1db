import Foundation

extension TerminalScreen {
  /// Reads commands typed at a prompt on the bottom line, as the examples with a command prompt
  /// do (syncups, inventory): each line that is not blank goes to `run`, which returns `false` to
  /// leave; Ctrl-D on an empty line or Ctrl-C leaves too. What a command says (`say`: "Unknown
  /// command …") stays before the prompt until the next command, so that a person sees it.
  public func readCommands(
    _ run: (_ line: String, _ say: (String) -> Void) async -> Bool
  ) async {
    var prompt = PromptLine()
    var said = ""
    self.note("> ")
    keys: for await key in Terminal.keys() {
      switch prompt.handle(key) {
      case .edited:
        break
      case .submitted(let line) where line.trimmingCharacters(in: .whitespaces).isEmpty:
        break
      case let .submitted(line):
        said = ""
        guard await run(line, { said = $0 }) else { break keys }
      case .endOfInput:
        break keys
      }
      self.note(said.isEmpty ? "> \(prompt.text)" : "\(said)  > \(prompt.text)")
    }
  }
}
