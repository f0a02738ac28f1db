import Foundation

/// A short description of an action for messages: `Feature.Action.child(.buttonTapped)`.
@usableFromInline
func debugCaseOutput(_ value: Any, abbreviated: Bool = false) -> String {
  func describe(_ value: Any, abbreviated: Bool) -> String {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .enum:
      guard let child = mirror.children.first else {
        let name = "\(value)"
        return abbreviated ? ".\(name)" : "\(typeName(type(of: value))).\(name)"
      }
      let label = child.label ?? ""
      let prefix = abbreviated ? "." : "\(typeName(type(of: value)))."
      let payload = Mirror(reflecting: child.value)
      let inner: String
      if payload.displayStyle == .tuple {
        inner = payload.children
          .map { ($0.label.map { "\($0): " } ?? "") + describe($0.value, abbreviated: true) }
          .joined(separator: ", ")
      } else {
        inner = describe(child.value, abbreviated: true)
      }
      return "\(prefix)\(label)(\(inner))"
    case .tuple:
      return "("
        + mirror.children.map { describe($0.value, abbreviated: abbreviated) }
        .joined(separator: ", ") + ")"
    default:
      return String(describing: value)
    }
  }
  return describe(value, abbreviated: abbreviated)
}

/// The name of a type without module names or reflection contexts, e.g. `Feature.Action` or
/// `Store<Counter.State?, Counter.Action>`.
@usableFromInline
func typeName(_ type: Any.Type) -> String {
  var name = String(reflecting: type)
  name = name.replacingOccurrences(
    of: #"\(unknown context at \$[0-9a-fA-F]+\)\."#, with: "", options: .regularExpression
  )
  // Every fully qualified name starts with its module: drop that first component.
  name = name.replacingOccurrences(
    of: #"(?<![\w.])[A-Za-z_]\w*\.(?=[A-Za-z_])"#, with: "", options: .regularExpression
  )
  for _ in 0..<10 {
    let abbreviated = name.replacingOccurrences(
      of: #"(?<![\w.])Optional<([^<>]+)>"#, with: "$1?", options: .regularExpression
    )
    if abbreviated == name { break }
    name = abbreviated
  }
  return name
}
