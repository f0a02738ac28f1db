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

/// The name of a type without its module, e.g. `Feature.Action`.
@usableFromInline
func typeName(_ type: Any.Type) -> String {
  var name = String(reflecting: type)
  if let dot = name.firstIndex(of: ".") {
    name = String(name[name.index(after: dot)...])
  }
  return name
}
