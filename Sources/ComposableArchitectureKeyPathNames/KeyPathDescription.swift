import ConcurrencyExtras
import Foundation

/// A key path as written in source, `\State.name`, for dumps and messages.
///
/// The standard library names a computed property in `debugDescription` only when it can find
/// the symbol of the property's getter. Off Apple platforms it looks in the dynamic symbol table
/// alone, where the getters of a feature's state never are, so every field of
/// ``ObservableState()`` (all computed, over storage the macro adds) reads
/// `\State.<computed 0x… (String)>`. Here those getters are looked up in the binary's full
/// symbol table instead, which debug builds (and so tests) keep; anything not found is left as
/// the standard library wrote it.
package func keyPathDescription(_ keyPath: AnyKeyPath) -> String {
  keyPathDescription(keyPath, propertyName: computedPropertyName(getter:))
}

/// ``keyPathDescription(_:)`` with the symbols read from `symbolFile` (a copy of the binary,
/// maybe truncated or stripped), uncached: for tests.
func keyPathDescription(_ keyPath: AnyKeyPath, symbolFile: String) -> String {
  keyPathDescription(keyPath) { getter in
    symbolName(at: getter, symbolFile: symbolFile).flatMap(demangle)
      .flatMap(propertyName(demangledGetter:))
  }
}

private func keyPathDescription(
  _ keyPath: AnyKeyPath, propertyName: (_ getter: UInt) -> String?
) -> String {
  let description = keyPath.debugDescription
  guard description.contains(computedMarker) else { return description }
  var result = ""
  var rest = description[...]
  while let marker = rest.range(of: computedMarker) {
    result += rest[..<marker.lowerBound]
    guard
      let component = ComputedComponent(parsing: rest[marker.lowerBound...]),
      let name = propertyName(component.getter)
    else {
      result += rest[marker]
      rest = rest[marker.upperBound...]
      continue
    }
    result += name
    rest = rest[component.end...]
  }
  return result + rest
}

private let computedMarker = "<computed 0x"

/// `<computed 0x00005555deadbeef (String)>`: a computed component as the standard library
/// describes it.
private struct ComputedComponent {
  let getter: UInt
  let end: Substring.Index

  init?(parsing text: Substring) {
    guard text.hasPrefix(computedMarker) else { return nil }
    let digits = text.dropFirst(computedMarker.count).prefix(while: \.isHexDigit)
    guard let getter = UInt(digits, radix: 16) else { return nil }
    var rest = text[digits.endIndex...]
    guard rest.hasPrefix(" (") else { return nil }
    rest = rest.dropFirst(2)
    // The value type may itself hold parentheses: `((Int, Int))`.
    var depth = 1
    var index = rest.startIndex
    while index < rest.endIndex, depth > 0 {
      switch rest[index] {
      case "(": depth += 1
      case ")": depth -= 1
      default: break
      }
      index = rest.index(after: index)
    }
    guard depth == 0, index < rest.endIndex, rest[index] == ">" else { return nil }
    self.getter = getter
    self.end = rest.index(after: index)
  }
}

private let propertyNames = LockIsolated<[UInt: String?]>([:])

/// The name of the property whose key path getter is at `getter`, e.g. `name`.
private func computedPropertyName(getter: UInt) -> String? {
  if let cached = propertyNames.value[getter] { return cached }
  let name = symbolName(at: getter).flatMap(demangle).flatMap(propertyName(demangledGetter:))
  propertyNames.withValue { $0[getter] = name }
  return name
}

/// `name`, from `key path getter for Module.Feature.State.name : Swift.String : …` or
/// `Module.Feature.State.name.getter : Swift.String` (`$name` for a projected value, as of
/// `@BindingState`); `nil` for subscripts and anything else.
private func propertyName(demangledGetter symbol: String) -> String? {
  var path = symbol[...]
  let keyPathGetterPrefix = "key path getter for "
  if path.hasPrefix(keyPathGetterPrefix) {
    path = path.dropFirst(keyPathGetterPrefix.count)
  }
  if let typeSeparator = path.range(of: " : ") {
    path = path[..<typeSeparator.lowerBound]
  }
  if path.hasSuffix(".getter") {
    path = path.dropLast(".getter".count)
  }
  guard !path.contains("("), let dot = path.lastIndex(of: ".") else { return nil }
  let name = path[path.index(after: dot)...]
  guard
    let first = name.first,
    first.isLetter || first == "_" || first == "$",
    name.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
  else { return nil }
  return String(name)
}

@_silgen_name("swift_demangle")
private func _swift_demangle(
  _ mangledName: UnsafePointer<CChar>?,
  _ mangledNameLength: UInt,
  _ outputBuffer: UnsafeMutablePointer<CChar>?,
  _ outputBufferSize: UnsafeMutablePointer<UInt>?,
  _ flags: UInt32
) -> UnsafeMutablePointer<CChar>?

private func demangle(_ symbol: String) -> String? {
  symbol.withCString { mangled in
    guard
      let demangled = _swift_demangle(mangled, UInt(strlen(mangled)), nil, nil, 0)
    else { return nil }
    defer { free(demangled) }
    return String(cString: demangled)
  }
}
