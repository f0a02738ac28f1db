import Foundation

/// The name of a type without module names or reflection contexts, e.g. `Shared<Int>`,
/// `AppStorageKey<Int?>` or `Store<Counter.State?, Counter.Action>`: how descriptions, messages
/// and unasserted changes name a type. With `genericsAbbreviated` the generic arguments are
/// dropped the way TCA's `typeName` drops them: `Store`, `Feature.State` for
/// `Feature<Int>.State`.
///
/// Package-level: the Composable Architecture's messages name types by the same rules.
@usableFromInline
package func typeName(_ type: Any.Type, genericsAbbreviated: Bool = false) -> String {
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
  if genericsAbbreviated {
    name = name.replacingOccurrences(of: #"<.+>"#, with: "", options: .regularExpression)
  }
  return name
}
