import Foundation

/// A short description of an action for messages, as TCA prints it: the type, then the case
/// names down the nesting, without payload values: `Feature.Action.child(.setText)`,
/// `Parent.Action.rows(.element(id:, action: .tapped))`.
///
/// A value that is `CustomDebugStringConvertible` describes itself. With `genericsAbbreviated`
/// the type name drops its generic arguments, as TCA's messages print it (`Feature.Action`
/// for `Feature<Int>.Action`).
@usableFromInline
func debugCaseOutput(
  _ value: Any, abbreviated: Bool = false, genericsAbbreviated: Bool = false
) -> String {
  func caseOutput(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .enum:
      guard let child = mirror.children.first else {
        let childOutput = "\(value)"
        return childOutput == typeName(type(of: value)) ? "" : ".\(childOutput)"
      }
      let childOutput = caseOutput(child.value)
      return ".\(child.label ?? "")\(childOutput.isEmpty ? "" : "(\(childOutput))")"
    case .tuple:
      return mirror.children.map { label, value in
        let childOutput = caseOutput(value)
        let labelOutput = label.map { isUnlabeledArgument($0) ? "_:" : "\($0):" } ?? ""
        return "\(labelOutput)\(childOutput.isEmpty ? "" : " \(childOutput)")"
      }
      .joined(separator: ", ")
    default:
      return ""
    }
  }

  if let value = value as? any CustomDebugStringConvertible { return value.debugDescription }
  let name = abbreviated ? "" : typeName(type(of: value), genericsAbbreviated: genericsAbbreviated)
  return "\(name)\(caseOutput(value))"
}

/// Whether a tuple label is a position (`.0`, `.1`) rather than a name.
private func isUnlabeledArgument(_ label: String) -> Bool {
  label.firstIndex(where: { $0 != "." && !$0.isNumber }) == nil
}
