import Foundation

/// The name of a type without module names or reflection contexts, e.g. `Shared<Int>` or
/// `AppStorageKey<Int?>`: how descriptions and unasserted changes name a shared value's type.
///
/// The same rules as the Composable Architecture's own `typeName`, which this module cannot see.
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
