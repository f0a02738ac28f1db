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
///
/// Usable from inline: a store reads its root's state through it in the caller's code, where a
/// literal key path is applied as a direct call of its getter (`Store.Scope`).
@usableFromInline
final class InPlaceReads<Value> {
  // Unchecked: each access is instantaneous, none overlaps another.
  @exclusivity(unchecked) @usableFromInline var inProgress = 0
  @exclusivity(unchecked) private var replaced: [Value] = []
  // A flag rather than `replaced.isEmpty`, which costs the array's metadata in generic code.
  @exclusivity(unchecked) @usableFromInline var hasReplaced = false

  @usableFromInline
  init() {}

  /// Reads `keyPath` from the value `pointer` points to, in place.
  @inlinable
  @inline(__always)
  func read<Member>(
    _ pointer: UnsafeMutablePointer<Value>, _ keyPath: KeyPath<Value, Member>
  ) -> Member {
    func read(_ value: inout Value) -> Member { value[keyPath: keyPath] }
    self.inProgress &+= 1
    defer { self.end() }
    return read(&pointer.pointee)
  }

  @inlinable
  @inline(__always)
  func end() {
    self.inProgress &-= 1
    if self.hasReplaced, self.inProgress == 0 {
      self.releaseReplaced()
    }
  }

  /// Releases the values replaced during the reads that just ended.
  @usableFromInline
  @inline(never)
  func releaseReplaced() {
    self.hasReplaced = false
    self.replaced.removeAll()
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

/// A root core's state where it lies, with its reads in place: what a store reads its root's
/// state through in inlined code (`Store.scopeOptional`).
@usableFromInline
struct InPlaceState<Value> {
  @usableFromInline
  let pointer: UnsafeMutablePointer<Value>
  @usableFromInline
  let reads: InPlaceReads<Value>

  init(pointer: UnsafeMutablePointer<Value>, reads: InPlaceReads<Value>) {
    self.pointer = pointer
    self.reads = reads
  }

  /// Reads `keyPath` from the state, in place.
  @inlinable
  @inline(__always)
  func read<Member>(_ keyPath: KeyPath<Value, Member>) -> Member {
    self.reads.read(self.pointer, keyPath)
  }
}
