import OpenCombineShim

/// A read-only reference to a value derived from another reference's value
/// (`$count.read { $0 % 2 == 1 }`): the closure runs at each read, on the value read then, and
/// never when the reference is made.
///
/// Unlike a projection, a derived value always exists, so there is no last value to keep and no
/// lock. Writes go nowhere: a ``SharedReader`` never writes, and `withLock` hands its body a copy.
final class SharedDerivedReference<Base, Value>: SharedReference, Sendable {
  let base: any SharedReference<Base>
  private let derive: @Sendable (Base) -> Value

  init(base: any SharedReference<Base>, derive: @escaping @Sendable (Base) -> Value) {
    self.base = base
    self.derive = derive
  }

  func read() -> Value { self.derive(self.base.read()) }

  func actualValue() -> Value { self.derive(self.base.actualValue()) }

  /// Hands `body` a copy of the derived value: the base is read, not written, so nothing is
  /// told of a change and nothing is saved.
  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    var value = self.read()
    return try body(&value)
  }

  func publisher() -> AnyPublisher<Value, Never> {
    self.base.publisher().map(self.derive).eraseToAnyPublisher()
  }

  var root: AnyObject { self.base.root }
  var isLoading: Bool { self.base.isLoading }
  var loadError: (any Error)? { self.base.loadError }
  var saveError: (any Error)? { self.base.saveError }
  func load() async throws { try await self.base.load() }
  func save() async throws { try await self.base.save() }
  var referenceDescription: String { "\(self.base.referenceDescription).read { … }" }
}

extension SharedReference {
  /// A read-only reference to a value derived from this reference's value, computed anew at
  /// every read (`$count.read { $0 % 2 == 1 }`).
  func deriving<Member>(
    _ body: @escaping @Sendable (Value) -> Member
  ) -> any SharedReference<Member> {
    SharedDerivedReference(base: self, derive: body)
  }
}
