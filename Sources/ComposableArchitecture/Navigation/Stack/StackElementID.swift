import ConcurrencyExtras
import CustomDump
import Dependencies

/// The identifier of an element of a ``StackState``: a generation number handed out in order by
/// the `stackElementID` dependency, so ids are deterministic in tests.
///
/// In tests, write ids as integer literals: `store.send(\.path[id: 0].saveButtonTapped)`.
public struct StackElementID: Hashable, Comparable, Sendable, ExpressibleByIntegerLiteral {
  /// The order in which the element was created.
  public let generation: Int

  /// Creates an id from its generation.
  public init(generation: Int) {
    self.generation = generation
  }

  /// Creates an id from an integer literal, for tests.
  ///
  /// Outside tests an integer literal is reported as an issue (TCA stops the program there):
  /// ids come from the `stackElementID` dependency.
  public init(integerLiteral value: Int) {
    if !_TestSupport.isTesting {
      reportIssue(
        """
        Specifying stack element IDs by integer literal is not allowed outside of tests.

        In tests, integer literal stack element IDs can be used as a shorthand to the \
        auto-incrementing generation of the current dependency context. This can be useful when \
        asserting against actions received by a specific element.
        """
      )
    }
    self.init(generation: value)
  }

  /// Orders identifiers by the order they were generated in.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.generation < rhs.generation
  }
}

extension StackElementID: CustomDumpStringConvertible, CustomStringConvertible,
  CustomDebugStringConvertible
{
  /// The identifier as tests print it, `#0`, `#1`, ….
  public var customDumpDescription: String { "#\(self.generation)" }
  /// The identifier as `#0`, `#1`, ….
  public var description: String { "#\(self.generation)" }
  /// The identifier as `#0`, `#1`, ….
  public var debugDescription: String { "#\(self.generation)" }
}

extension StackElementID: Codable {
  /// Decodes an identifier from its generation number.
  public init(from decoder: any Decoder) throws {
    self.init(generation: try Int(from: decoder))
  }

  /// Encodes the identifier as its generation number.
  public func encode(to encoder: any Encoder) throws {
    try self.generation.encode(to: encoder)
  }
}

/// Hands out ``StackElementID``s in order; the `stackElementID` dependency.
///
/// TCA keeps this behind `@_spi(Internals)`; it is public here so that tools and tests outside
/// the module can start a stack at a known id.
public struct StackElementIDGenerator: Sendable {
  private let counter: LockIsolated<Int>

  init(start: Int = 0) {
    self.counter = LockIsolated(start)
  }

  /// The next id, consumed.
  public func next() -> StackElementID {
    self.counter.withValue { counter in
      defer { counter += 1 }
      return StackElementID(generation: counter)
    }
  }

  /// The next id, not consumed.
  public func peek() -> StackElementID {
    StackElementID(generation: self.counter.value)
  }

  /// A generator that continues from where this one is, without affecting it.
  func incrementingCopy() -> Self {
    Self(start: self.counter.value)
  }

  /// Moves this generator at least up to `id`, so it never hands out an id already in use.
  func advance(past id: StackElementID) {
    self.counter.withValue { $0 = max($0, id.generation + 1) }
  }
}

private enum StackElementIDGeneratorKey: DependencyKey {
  static var liveValue: StackElementIDGenerator { StackElementIDGenerator() }
  static var testValue: StackElementIDGenerator { StackElementIDGenerator() }
}

extension DependencyValues {
  /// The generator of ``StackElementID``s used when elements are added to a ``StackState``.
  public var stackElementID: StackElementIDGenerator {
    get { self[StackElementIDGeneratorKey.self] }
    set { self[StackElementIDGeneratorKey.self] = newValue }
  }
}
