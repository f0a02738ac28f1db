import Foundation

/// A one-line description of an action by its cases and labels, without its values, as 0.x
/// printed it in `debug(actionFormat: .labelsOnly)` and in its runtime warnings:
/// `AppAction.child(.buttonTapped)`, `Action.action1(_:label:)`, `DebugAction.incrWithBool`.
///
/// A value that is `CustomDebugStringConvertible` describes itself.
func debugCaseOutput(_ value: Any) -> String {
  func describe(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .enum:
      guard let child = mirror.children.first else {
        let childOutput = "\(value)"
        return childOutput == "\(type(of: value))" ? "" : ".\(childOutput)"
      }
      let childOutput = describe(child.value)
      return ".\(child.label ?? "")\(childOutput.isEmpty ? "" : "(\(childOutput))")"
    case .tuple:
      return mirror.children.map { label, value in
        let childOutput = describe(value)
        let label = label.map { isUnlabeledArgument($0) ? "_:" : "\($0):" } ?? ""
        return "\(label)\(childOutput.isEmpty ? "" : " \(childOutput)")"
      }
      .joined(separator: ", ")
    default:
      return ""
    }
  }
  return (value as? any CustomDebugStringConvertible)?.debugDescription
    ?? "\(type(of: value))\(describe(value))"
}

/// Whether a tuple element's label is the position a mirror gives an unlabeled one (`.0`).
private func isUnlabeledArgument(_ label: String) -> Bool {
  label.firstIndex(where: { $0 != "." && !$0.isNumber }) == nil
}

/// A type's name without its module prefix: `AppAction`, `Child.Action`.
func shortTypeName(_ type: Any.Type, localTypesByOwnName: Bool = false) -> String {
  var name = String(reflecting: type)
  // Private and local types carry an "(unknown context at $…)." component; with
  // `localTypesByOwnName`, what comes before it (the types around the function that declares a
  // local type) goes too, as 0.x's swift-custom-dump named such types.
  name = name.replacingOccurrences(
    of: localTypesByOwnName
      ? #"[\w.]*\(unknown context at \$[0-9a-fA-F]+\)\."#
      : #"\(unknown context at \$[0-9a-fA-F]+\)\."#,
    with: "",
    options: .regularExpression
  )
  // Every qualified name starts with its module.
  name = name.replacingOccurrences(
    of: #"(?<![\w.])[A-Za-z_]\w*\.(?=[A-Za-z_])"#, with: "", options: .regularExpression
  )
  return name
}
