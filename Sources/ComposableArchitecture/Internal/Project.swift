/// Reads `keyPath` from the value `pointer` points to, where it lies.
///
/// `pointer.pointee[keyPath: keyPath]` copies the whole value first, and destroys the copy after
/// (through its value witnesses, for a generic root: `Store.Scope`); passed `inout`, the value's
/// address goes to the key path as it is. A read-only key path cannot write through it, and
/// memory behind a pointer has no exclusivity check to pay.
@inline(__always)
func project<Root, Value>(
  _ pointer: UnsafeMutablePointer<Root>, _ keyPath: KeyPath<Root, Value>
) -> Value {
  func read(_ root: inout Root) -> Value { root[keyPath: keyPath] }
  return read(&pointer.pointee)
}
