/// Reads of a value in place, through key paths applied where it lies (`Core.read(_:)`), and
/// the values that replaced it while a read was in progress.
///
/// `pointer.pointee[keyPath: keyPath]` copies the whole value first, and destroys the copy after
/// (through its value witnesses, for a generic value: `Store.Scope`); passed `inout`, the
/// value's address goes to the key path as it is. A read-only key path cannot write through it,
/// and memory behind a pointer has no exclusivity check to pay. But the key path's getter is the
/// feature's code: were it to send an action (or read a scoped store) while reading, the value
/// it reads would be replaced under it. So a value replaced during a read is kept alive until
/// the read ends: the getter goes on reading the new value, never freed memory.
final class InPlaceReads<Value> {
  // Unchecked: each access is instantaneous, none overlaps another.
  @exclusivity(unchecked) private var inProgress = 0
  @exclusivity(unchecked) private var replaced: [Value] = []
  // A flag rather than `replaced.isEmpty`, which costs the array's metadata in generic code.
  @exclusivity(unchecked) private var hasReplaced = false

  /// Reads `keyPath` from the value `pointer` points to, in place.
  @inline(__always)
  func read<Member>(
    _ pointer: UnsafeMutablePointer<Value>, _ keyPath: KeyPath<Value, Member>
  ) -> Member {
    func read(_ value: inout Value) -> Member { value[keyPath: keyPath] }
    self.inProgress &+= 1
    defer { self.end() }
    return read(&pointer.pointee)
  }

  @inline(__always)
  private func end() {
    self.inProgress &-= 1
    if self.hasReplaced, self.inProgress == 0 {
      self.hasReplaced = false
      self.replaced.removeAll()
    }
  }

  /// Replaces the initialized value `pointer` points to; a read in progress keeps the old one
  /// alive until it ends.
  @inline(__always)
  func replace(_ pointer: UnsafeMutablePointer<Value>, with value: Value) {
    if self.inProgress > 0 {
      self.keep(pointer.pointee)
    }
    pointer.pointee = value
  }

  @inline(never)
  private func keep(_ value: Value) {
    self.replaced.append(value)
    self.hasReplaced = true
  }
}
