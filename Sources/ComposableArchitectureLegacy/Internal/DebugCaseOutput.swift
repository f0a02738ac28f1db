import Foundation

/// A one-line description of an action for messages, as 0.x printed it:
/// `AppAction.child(.buttonTapped)`.
func debugCaseOutput(_ value: Any) -> String {
  func describe(_ value: Any, qualified: Bool) -> String {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .enum:
      let prefix = qualified ? "\(shortTypeName(type(of: value)))." : "."
      guard let child = mirror.children.first else { return "\(prefix)\(value)" }
      let payload = Mirror(reflecting: child.value)
      let inner =
        payload.displayStyle == .tuple
        ? payload.children
          .map { ($0.label.map { "\($0): " } ?? "") + describe($0.value, qualified: false) }
          .joined(separator: ", ")
        : describe(child.value, qualified: false)
      return "\(prefix)\(child.label ?? "")(\(inner))"
    case .tuple:
      return "("
        + mirror.children.map { describe($0.value, qualified: qualified) }
        .joined(separator: ", ") + ")"
    default:
      return String(describing: value)
    }
  }
  return describe(value, qualified: true)
}

/// A type's name without its module prefix: `AppAction`, `Child.Action`.
func shortTypeName(_ type: Any.Type) -> String {
  var name = String(reflecting: type)
  // Private and local types carry an "(unknown context at $…)." component.
  name = name.replacingOccurrences(
    of: #"\(unknown context at \$[0-9a-fA-F]+\)\."#, with: "", options: .regularExpression
  )
  // Every qualified name starts with its module.
  name = name.replacingOccurrences(
    of: #"(?<![\w.])[A-Za-z_]\w*\.(?=[A-Za-z_])"#, with: "", options: .regularExpression
  )
  return name
}

extension String {
  /// The string with every line indented by `count` spaces.
  func indent(by count: Int) -> String {
    let indentation = String(repeating: " ", count: count)
    return indentation + self.replacingOccurrences(of: "\n", with: "\n\(indentation)")
  }
}
