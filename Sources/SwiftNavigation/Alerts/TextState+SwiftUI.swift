#if canImport(SwiftUI)
  import SwiftUI

  extension Text {
    /// Creates a text view from text state with its modifiers applied, to show the title, message
    /// and button labels of alert and dialog state in SwiftUI.
    ///
    /// - Parameter state: The text state to show.
    public init(_ state: TextState) {
      let text: Text
      switch state.storage {
      case let .concatenated(first, second):
        text = Text(first) + Text(second)
      case let .verbatim(content):
        text = Text(verbatim: content)
      }
      self = state.modifiers.reduce(text) { text, modifier in
        switch modifier {
        case let .baselineOffset(offset):
          return text.baselineOffset(offset)
        case let .bold(isActive):
          return text.bold(isActive)
        case let .italic(isActive):
          return text.italic(isActive)
        case let .kerning(kerning):
          return text.kerning(kerning)
        case .monospacedDigit:
          return text.monospacedDigit()
        case let .strikethrough(isActive):
          return text.strikethrough(isActive)
        case let .tracking(tracking):
          return text.tracking(tracking)
        case let .underline(isActive):
          return text.underline(isActive)
        }
      }
    }
  }
#endif
