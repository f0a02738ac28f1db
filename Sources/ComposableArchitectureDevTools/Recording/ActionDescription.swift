import CustomDump
import Foundation

/// The case names an action goes through, outermost first, with the id of the stack element or
/// row where a case carries one (`.element(id:action:)`): `["path", "element[id: #1]", "tapped"]`.
func actionComponents(_ action: Any) -> [String] {
  var components: [String] = []
  var value: Any = action
  for _ in 0..<32 {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum else { break }
    guard let child = mirror.children.first else {
      components.append("\(value)")
      break
    }
    let label = child.label ?? "?"
    let payload = Mirror(reflecting: child.value)
    if payload.displayStyle == .tuple {
      // `element(id:action:)`: keep the id, follow the action.
      let id = payload.children.first { $0.label == "id" }
      components.append(id.map { "\(label)[id: \(shortDump($0.value))]" } ?? label)
      guard let next = payload.children.first(where: { $0.label == "action" }) else { break }
      value = next.value
    } else if payload.displayStyle == .enum {
      components.append(label)
      value = child.value
    } else {
      components.append(label)
      break
    }
  }
  return components
}

/// An action dumped as Swift source for `store.send(...)`: the leading type name is dropped, so
/// `Feature.Action.child(.tapped)` becomes `.child(.tapped)`.
func actionSource(_ action: Any) -> String {
  let dump = String(customDumping: action)
  guard let caseName = Mirror(reflecting: action).children.first?.label ?? firstCaseName(action)
  else { return dump }
  let firstLine = dump.prefix { $0 != "\n" && $0 != "(" }
  guard let range = firstLine.range(of: ".\(caseName)", options: .backwards) else { return dump }
  return singleLine(String(dump[range.lowerBound...]))
}

/// A dump on one line when it reads well there (`.child(.setText("Hi"))`); multi-line string
/// literals and long values keep CustomDump's layout.
private func singleLine(_ dump: String) -> String {
  guard dump.contains("\n"), !dump.contains("\"\"\"") else { return dump }
  var result = ""
  for line in dump.split(separator: "\n") {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    if result.hasSuffix(",") { result += " " }
    result += trimmed
  }
  return result.count <= 100 ? result : dump
}

private func firstCaseName(_ action: Any) -> String? {
  Mirror(reflecting: action).displayStyle == .enum ? "\(action)" : nil
}

/// A value dumped on one line, for ids.
func shortDump(_ value: Any) -> String {
  String(customDumping: value).split(separator: "\n").map {
    $0.trimmingCharacters(in: .whitespaces)
  }
  .joined(separator: " ")
}

/// The changes from `old` to `new` as assignments a `TestStore` closure makes: the smallest
/// stored properties that differ, e.g. `$0.child.count = 1`. Properties that are not plain
/// stored struct fields (enum cases, collections) are assigned whole.
func stateAssignments(from old: Any, to new: Any) -> [String] {
  var assignments: [String] = []
  collectAssignments(old, new, path: "$0", into: &assignments, depth: 0)
  return assignments
}

private func collectAssignments(
  _ old: Any, _ new: Any, path: String, into assignments: inout [String], depth: Int
) {
  let oldDump = String(customDumping: old)
  let newDump = String(customDumping: new)
  guard oldDump != newDump else { return }
  let oldMirror = Mirror(reflecting: old)
  let newMirror = Mirror(reflecting: new)
  let oldFields = storedFields(oldMirror)
  let newFields = storedFields(newMirror)
  if depth < 16, oldMirror.displayStyle == .struct, newMirror.displayStyle == .struct,
    !newFields.isEmpty, oldFields.map(\.0) == newFields.map(\.0)
  {
    for ((label, oldValue), (_, newValue)) in zip(oldFields, newFields) {
      collectAssignments(
        oldValue, newValue, path: "\(path).\(label)", into: &assignments, depth: depth + 1
      )
    }
  } else if path == "$0" {
    assignments.append("$0 = \(newDump)")
  } else {
    assignments.append("\(path) = \(newDump)")
  }
}

/// A struct's stored properties as a user names them: `@ObservableState`'s `_count` is `count`,
/// and its registrar is left out.
private func storedFields(_ mirror: Mirror) -> [(String, Any)] {
  mirror.children.compactMap { child in
    guard var label = child.label, !label.hasPrefix("_$") else { return nil }
    if label.hasPrefix("_") { label.removeFirst() }
    return (label, child.value)
  }
}
