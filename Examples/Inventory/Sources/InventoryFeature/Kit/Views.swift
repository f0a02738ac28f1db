import ComposableArchitecture

/// A view of this small terminal toolkit, shaped like UIKit's: it draws itself as lines of text.
/// Its properties are observable, so the window redraws when a controller's `observe { }`
/// changes them.
@MainActor
public protocol View: AnyObject {
  /// The view as lines of text.
  func render() -> [String]
}

/// A line of text, like `UILabel`; empty, it takes no line (as an empty label in a stack view
/// takes no height).
@MainActor
@Perceptible
public final class Label: View {
  public var text: String

  public init(_ text: String = "") {
    self.text = text
  }

  public func render() -> [String] { self.text.isEmpty ? [] : [self.text] }
}

/// Rows of text, like a table view.
@MainActor
@Perceptible
public final class ListView: View {
  public var rows: [String] = []
  public var emptyText: String

  public init(emptyText: String = "(empty)") {
    self.emptyText = emptyText
  }

  public func render() -> [String] {
    self.rows.isEmpty ? ["  " + self.emptyText] : self.rows.map { "  " + $0 }
  }
}

/// An editable line of text bound to state, like `UITextField(text: $model.text)`: it shows the
/// binding's value (an `observe { }` keeps it up to date), and typing writes the binding.
@MainActor
@Perceptible
public final class TextField: View {
  public let title: String
  /// What the field shows.
  public private(set) var text = ""
  @PerceptionIgnored private let binding: UIBinding<String>
  @PerceptionIgnored private var token: ObserveToken?

  public init(_ title: String, text: UIBinding<String>) {
    self.title = title
    self.binding = text
    self.token = observe { [weak self] in
      guard let self else { return }
      self.text = self.binding.wrappedValue
    }
  }

  /// Replaces the text, as a person typing does: the field shows it, and the binding receives
  /// it.
  public func type(_ text: String) {
    self.text = text
    self.binding.wrappedValue = text
  }

  public func render() -> [String] { ["\(self.title): [\(self.text)]"] }
}

/// A number with − and + buttons bound to state, like `UIStepper`.
@MainActor
@Perceptible
public final class Stepper: View {
  public let title: String
  public private(set) var value = 0
  @PerceptionIgnored private let binding: UIBinding<Int>
  @PerceptionIgnored private var token: ObserveToken?

  public init(_ title: String, value: UIBinding<Int>) {
    self.title = title
    self.binding = value
    self.token = observe { [weak self] in
      guard let self else { return }
      self.value = self.binding.wrappedValue
    }
  }

  /// Sets the value, as the buttons do (never below 0).
  public func set(_ value: Int) {
    self.value = max(0, value)
    self.binding.wrappedValue = self.value
  }

  public func render() -> [String] { ["\(self.title): \(self.value)  [−] [+]"] }
}
