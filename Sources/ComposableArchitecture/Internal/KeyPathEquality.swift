import Foundation

/// Equality of key paths for the cache of scoped stores (`LastScope`): `==`, with a fast way to
/// the answer "equal" for a key path made anew from the same literal.
///
/// A view scopes on each render, and the case key path it passes (`\.child.presented`) is a new
/// object at each evaluation: its components take key paths as arguments, so the runtime
/// instantiates it anew. `==` then walks both buffers through the standard library's general
/// walker, as dear as the rest of the scope (`Store.Scope`; Benchmarks/PROFILE.md). Made from the
/// same literal, the two buffers hold the same components: the same headers, accessors,
/// argument witnesses and argument values. So components whose bytes are the same answer
/// "equal" for the cost of a few loads; bytes that differ prove nothing (an argument with
/// padding inside, or equal strings in two storages), and `==` decides.
///
/// The buffer is read where the standard library lays it out (after the object's two header
/// words and its KVC string pointer: a 32-bit header whose low 24 bits are its size, padded to
/// a word; then each component's 32-bit header and body, and between two components the type of
/// the value, aligned to a word), skipping the padding, which the runtime leaves uninitialized.
/// That layout is the runtime's own: it is checked once, on key paths of every kind of
/// component whose answers are known (``layoutIsAsExpected``), and where the check fails only
/// `===` and `==` are used. A component of a kind the reader does not know is left to `==`.
///
/// Same components are the same path for the cache even where `==` disagrees: an argument that
/// is not equal to itself (a `Double.nan`) finds its store again rather than making a new one.
enum KeyPathEquality {
  /// Whether components are compared: the layout was found as expected. Checked once, when the
  /// first store is made.
  static let comparesComponents = layoutIsAsExpected

  /// Whether the two key paths are equal, for a cache of what was scoped with them; with
  /// `comparingComponents`, the value of ``comparesComponents`` the cache read when it was made
  /// (a global read at each call would cost a `swift_once`, as much as the comparison).
  @inline(__always)
  static func areEqual(
    _ lhs: AnyKeyPath, _ rhs: AnyKeyPath, comparingComponents: Bool
  ) -> Bool {
    if lhs === rhs { return true }
    if comparingComponents, type(of: lhs) == type(of: rhs), haveSameComponents(lhs, rhs) {
      return true
    }
    return lhs == rhs
  }

  private static let word = MemoryLayout<Int>.size
  /// Where a key path's buffer header is, and where its components start, from the object.
  private static let bufferHeaderOffset = 3 * word
  private static let componentsOffset = 4 * word
  private static let sizeMask: UInt32 = 0x00FF_FFFF
  /// Beyond it, a size is not believed: `==` decides.
  private static let largestSize = 4096

  /// Whether the two key paths' buffers hold the same components, byte for byte but for their
  /// padding. Callers check that the key paths have the same type.
  ///
  /// An argument's own padding (a tuple of an `Int8` and an `Int`) is compared with the rest of
  /// its bytes: uninitialized, it makes equal arguments compare different, and `==` decides
  /// (a memory checker such as valgrind's memcheck reports that read as a use of uninitialized
  /// bytes; nothing is decided on them).
  static func haveSameComponents(_ lhs: AnyKeyPath, _ rhs: AnyKeyPath) -> Bool {
    let left = UnsafeRawPointer(Unmanaged.passUnretained(lhs).toOpaque())
    let right = UnsafeRawPointer(Unmanaged.passUnretained(rhs).toOpaque())
    func same(_ offset: Int, _ count: Int) -> Bool {
      memcmp(left + offset, right + offset, count) == 0
    }
    let header = left.load(fromByteOffset: bufferHeaderOffset, as: UInt32.self)
    guard header == right.load(fromByteOffset: bufferHeaderOffset, as: UInt32.self) else {
      return false
    }
    let size = Int(header & sizeMask)
    guard size <= largestSize else { return false }
    let end = componentsOffset + size
    var offset = componentsOffset
    while offset + 4 <= end {
      let component = left.load(fromByteOffset: offset, as: UInt32.self)
      guard component == right.load(fromByteOffset: offset, as: UInt32.self) else {
        return false
      }
      offset += 4
      let body: Int
      switch (component & 0x7F00_0000) >> 24 {
      case 1, 3:
        // A struct's or a class's stored property: its offset is in the header, or in the 32
        // bits that follow when it does not fit.
        body = component & 0x007F_FFFF == 0x007F_FFFF ? 4 : 0
      case 4:
        // Optional chaining, forcing or wrapping: a header alone.
        body = 0
      case 2:
        // A computed property or subscript: padding to a word, then its id and getter, its
        // setter when settable, and when it takes arguments their size, their witnesses and
        // their values (and a word more when instantiated from an external descriptor).
        offset += word - 4
        let accessors = component & 0x0040_0000 != 0 ? 3 : 2
        guard component & 0x0008_0000 != 0 else {
          body = accessors * word
          break
        }
        let argumentSize = offset + accessors * word
        guard argumentSize + word <= end else { return false }
        let arguments = left.load(fromByteOffset: argumentSize, as: Int.self)
        guard arguments == right.load(fromByteOffset: argumentSize, as: Int.self),
          arguments >= 0, arguments <= largestSize
        else { return false }
        body = (accessors + 2) * word + arguments + (component & 0x10 != 0 ? word : 0)
      default:
        return false
      }
      guard offset + body <= end, same(offset, body) else { return false }
      offset += body
      if offset == end { return true }
      // The type of the value the component projects, aligned to a word.
      offset = (offset + word - 1) & ~(word - 1)
      guard offset + word <= end, same(offset, word) else { return false }
      offset += word
    }
    return false
  }

  /// The check of the layout: on key paths of each kind of component, pairs that differ in one
  /// field (a stored offset, a class's property, an optional chain's next component, an
  /// argument, a setter, the last component) compare different, and pairs made anew from the
  /// same expression compare the same; and a single stored property reads as the layout says.
  /// (A key path argument made anew is another object, and compares different: whether a key
  /// path literal on a generic type is made once depends on the optimizer, so no pair here needs
  /// it to be.)
  static let layoutIsAsExpected: Bool = {
    let offset = MemoryLayout<LayoutProbe>.offset(of: \LayoutProbe.second) ?? -1
    let stored: AnyKeyPath = \LayoutProbe.second
    let (header, component) = withExtendedLifetime(stored) {
      let base = UnsafeRawPointer(Unmanaged.passUnretained(stored).toOpaque())
      return (
        base.load(fromByteOffset: bufferHeaderOffset, as: UInt32.self),
        base.load(fromByteOffset: componentsOffset, as: UInt32.self)
      )
    }
    // One component of 4 bytes: a struct's stored property (kind 1 in bits 24-30) whose offset
    // is in the low 23 bits.
    guard header & sizeMask == 4, component & 0x7F00_0000 == 1 << 24,
      Int(component & 0x007F_FFFF) == offset
    else { return false }
    let different: [(AnyKeyPath, AnyKeyPath)] = [
      (\LayoutProbe.first, \LayoutProbe.second),
      (\LayoutProbe.reference.first, \LayoutProbe.reference.second),
      (\LayoutProbe.optional?.first, \LayoutProbe.optional?.second),
      (LayoutProbe.argument(1), LayoutProbe.argument(2)),
      (\LayoutProbe.[argument: 1].bitWidth, \LayoutProbe.[argument: 1].nonzeroBitCount),
      (LayoutProbe.settable(1), LayoutProbe.settable(2)),
      (LayoutProbe.generic(Int.self, 1), LayoutProbe.generic(Int.self, 2)),
      (LayoutProbe.generic(Int.self, 1), LayoutProbe.generic(String.self, 1)),
    ]
    let same: [(AnyKeyPath, AnyKeyPath)] = [
      (LayoutProbe.argument(1), LayoutProbe.argument(1)),
      (LayoutProbe.settable(1), LayoutProbe.settable(1)),
      (LayoutProbe.chained(1), LayoutProbe.chained(1)),
    ]
    return different.allSatisfy { lhs, rhs in
      type(of: lhs) != type(of: rhs) || (lhs != rhs && !haveSameComponents(lhs, rhs))
    }
      && same.allSatisfy { lhs, rhs in
        type(of: lhs) == type(of: rhs) && lhs == rhs && haveSameComponents(lhs, rhs)
      }
  }()
}

/// The type whose key paths check the layout (``KeyPathEquality/layoutIsAsExpected``).
private struct LayoutProbe {
  var first = 0
  var second = 0
  var reference = Reference()
  var optional: Reference? = nil

  final class Reference {
    var first = 0
    var second = 0
  }

  subscript(argument argument: Int) -> Int { argument }

  subscript(settable argument: Int) -> Int {
    get { argument }
    set {}
  }

  subscript<Value>(path path: KeyPath<Generic<Value>, Int>, index index: Int) -> Int { index }

  struct Generic<Value> {
    var count = 0
  }

  // Key paths with a runtime argument are made anew at each call, as a case key path is.
  @inline(never)
  static func argument(_ index: Int) -> AnyKeyPath {
    \LayoutProbe.[argument: index]
  }

  @inline(never)
  static func settable(_ index: Int) -> AnyKeyPath {
    \LayoutProbe.[settable: index]
  }

  /// Two computed components, the value's type between them.
  @inline(never)
  static func chained(_ index: Int) -> AnyKeyPath {
    \LayoutProbe.[argument: index].bitWidth
  }

  @inline(never)
  static func generic<Value>(_: Value.Type, _ index: Int) -> AnyKeyPath {
    \LayoutProbe.[path: \Generic<Value>.count, index: index]
  }
}
