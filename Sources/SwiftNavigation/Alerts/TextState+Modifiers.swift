import CustomDump
import Foundation

extension TextState {
  /// Returns the text in a bold weight, to stress a word in an alert title or message.
  public func bold() -> Self {
    self.modified(.bold(isActive: true))
  }

  /// Returns the text in a bold weight when `isActive` is true, for styling that depends on state.
  ///
  /// - Parameter isActive: Whether the text is bold.
  public func bold(isActive: Bool) -> Self {
    self.modified(.bold(isActive: isActive))
  }

  /// Returns the text in italics, to set a name or a quotation apart.
  public func italic() -> Self {
    self.modified(.italic(isActive: true))
  }

  /// Returns the text in italics when `isActive` is true, for styling that depends on state.
  ///
  /// - Parameter isActive: Whether the text is italic.
  public func italic(isActive: Bool) -> Self {
    self.modified(.italic(isActive: isActive))
  }

  /// Returns the text struck through, e.g. for a price that no longer applies.
  ///
  /// - Parameter isActive: Whether the text is struck through; the default is `true`.
  public func strikethrough(_ isActive: Bool = true) -> Self {
    self.modified(.strikethrough(isActive: isActive))
  }

  /// Returns the text underlined, to point at the part of a message that matters.
  ///
  /// - Parameter isActive: Whether the text is underlined; the default is `true`.
  public func underline(_ isActive: Bool = true) -> Self {
    self.modified(.underline(isActive: isActive))
  }

  /// Returns the text with the spacing between characters changed by `kerning` points.
  ///
  /// - Parameter kerning: The points to add between characters; negative values tighten them.
  public func kerning(_ kerning: CGFloat) -> Self {
    self.modified(.kerning(kerning))
  }

  /// Returns the text with its tracking, the spacing added after each character, set in points.
  ///
  /// - Parameter tracking: The points to add after each character.
  public func tracking(_ tracking: CGFloat) -> Self {
    self.modified(.tracking(tracking))
  }

  /// Returns the text raised or lowered from the baseline, e.g. for a superscript.
  ///
  /// - Parameter baselineOffset: The points to raise the text by; negative values lower it.
  public func baselineOffset(_ baselineOffset: CGFloat) -> Self {
    self.modified(.baselineOffset(baselineOffset))
  }

  /// Returns the text with digits of one width, so that changing numbers do not shift the layout.
  public func monospacedDigit() -> Self {
    self.modified(.monospacedDigit)
  }

  private func modified(_ modifier: Modifier) -> Self {
    var copy = self
    copy.modifiers.append(modifier)
    return copy
  }
}

extension TextState: CustomDumpRepresentable {
  /// The text with its styles as Markdown and tags, so dumps and test failures show what the
  /// user sees: `**bold**`, `_italic_`, `~~struck~~`, `<u>underlined</u>`,
  /// `<kerning=2.0>spaced</kerning>`.
  public var customDumpValue: Any {
    func render(_ state: TextState) -> String {
      var output: String
      switch state.storage {
      case let .concatenated(lhs, rhs):
        output = render(lhs) + render(rhs)
      case let .verbatim(string):
        output = string
      }
      func tag(_ name: String, _ value: String? = nil) {
        output = "<\(name)\(value.map { "=\($0)" } ?? "")>\(output)</\(name)>"
      }
      for modifier in state.modifiers {
        switch modifier {
        case let .baselineOffset(offset):
          tag("baseline-offset", "\(offset)")
        case .bold(isActive: true):
          output = "**\(output)**"
        case .italic(isActive: true):
          output = "_\(output)_"
        case let .kerning(kerning):
          tag("kerning", "\(kerning)")
        case .monospacedDigit:
          tag("monospaced-digit")
        case .strikethrough(isActive: true):
          output = "~~\(output)~~"
        case let .tracking(tracking):
          tag("tracking", "\(tracking)")
        case .underline(isActive: true):
          tag("u")
        case .bold(isActive: false), .italic(isActive: false), .strikethrough(isActive: false),
          .underline(isActive: false):
          break
        }
      }
      return output
    }
    return render(self)
  }
}
