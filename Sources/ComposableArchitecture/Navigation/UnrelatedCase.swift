/// Reports a write through a `[case:]` subscript of ``PresentationState`` or ``StackState`` that
/// found its value absent or in another case, naming the current case when there is one:
/// `Can't modify unrelated case "sheet"`.
func reportUnrelatedCaseModification(
  of value: Any?,
  fileID: StaticString,
  filePath: StaticString,
  line: UInt,
  column: UInt
) {
  let description = value.flatMap(caseName(of:))
  reportIssue(
    "Can't modify unrelated case\(description.map { " \($0.debugDescription)" } ?? "")",
    fileID: fileID,
    filePath: filePath,
    line: line,
    column: column
  )
}

/// The name of an enum value's case, or `nil` when it is not an enum or describes itself
/// (a case without payload is only named by its default description).
private func caseName(of value: Any) -> String? {
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .enum else { return nil }
  if let label = mirror.children.first?.label { return label }
  guard
    !(value is any CustomStringConvertible),
    !(value is any CustomDebugStringConvertible),
    !(value is any TextOutputStreamable)
  else { return nil }
  return String(describing: value)
}
