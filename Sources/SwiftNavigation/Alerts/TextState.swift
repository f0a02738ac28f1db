import Foundation

/// Text kept as data, for the titles, messages and button labels of alerts and dialogs held in
/// feature state.
///
/// Unlike SwiftUI's `Text`, text state is `Equatable`, `Hashable` and `Sendable`, so the state that
/// holds it stays testable. Build it from a string or a literal, style it with modifiers such as
/// ``bold()``, and join pieces with ``+(_:_:)``:
///
/// ```swift
/// let title = TextState("Delete ") + TextState(item.name).bold() + TextState("?")
/// String(state: title)  // "Delete Report.pdf?"
/// ```
///
/// Modifiers take part in equality: `TextState("Hi").bold()` does not equal `TextState("Hi")`.
/// Concatenations are compared piece by piece, so `TextState("a") + TextState("b")` does not equal
/// `TextState("ab")`; compare `String(state:)` when only the characters matter.
public struct TextState: Equatable, Hashable, Sendable {
  // The styles applied to `storage`, in the order they were applied.
  var modifiers: [Modifier] = []
  let storage: Storage

  init(storage: Storage, modifiers: [Modifier] = []) {
    self.storage = storage
    self.modifiers = modifiers
  }

  /// Creates text state that shows a string exactly as given, without localization.
  ///
  /// - Parameter content: The string to show.
  public init(verbatim content: String) {
    self.init(storage: .verbatim(content))
  }

  /// Creates text state that shows a string or substring, such as a name from the model.
  ///
  /// - Parameter content: The string to show.
  @_disfavoredOverload
  public init(_ content: some StringProtocol) {
    self.init(verbatim: String(content))
  }

  /// Joins two pieces of text state, keeping each piece's modifiers, to style part of a text.
  ///
  /// ```swift
  /// TextState("Signed in as ") + TextState(user.name).bold()
  /// ```
  public static func + (lhs: Self, rhs: Self) -> Self {
    Self(storage: .concatenated(lhs, rhs))
  }

  /// Where the characters of text state come from.
  enum Storage: Hashable, Sendable {
    indirect case concatenated(TextState, TextState)
    case verbatim(String)
  }

  /// A style applied to text state, kept as data so that it takes part in equality and dumps.
  enum Modifier: Hashable, Sendable {
    case baselineOffset(CGFloat)
    case bold(isActive: Bool)
    case italic(isActive: Bool)
    case kerning(CGFloat)
    case monospacedDigit
    case strikethrough(isActive: Bool)
    case tracking(CGFloat)
    case underline(isActive: Bool)
  }
}

extension TextState: ExpressibleByStringInterpolation {
  /// Creates text state from a string literal, e.g. `title: { "Delete?" }`; interpolations such
  /// as `"Delete \(name)?"` are supported through the default string interpolation.
  public init(stringLiteral value: String) {
    self.init(verbatim: value)
  }
}

extension TextState: CustomStringConvertible {
  /// The plain characters of the text, without modifiers, the same as `String(state:)`.
  public var description: String {
    String(state: self)
  }
}

extension String {
  /// Creates a string from the characters of text state, ignoring its modifiers; use it to show
  /// alert text outside SwiftUI or to compare text regardless of styling.
  ///
  /// ```swift
  /// String(state: TextState("Hello, ") + TextState("Blob").bold())  // "Hello, Blob"
  /// ```
  ///
  /// - Parameters:
  ///   - state: The text state to render.
  ///   - locale: The locale to render in; text state holds no localized text off Apple
  ///     platforms, so it changes nothing there.
  public init(state: TextState, locale: Locale? = nil) {
    switch state.storage {
    case let .concatenated(lhs, rhs):
      self = String(state: lhs, locale: locale) + String(state: rhs, locale: locale)
    case let .verbatim(string):
      self = string
    }
  }
}
