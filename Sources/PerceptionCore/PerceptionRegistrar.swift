import Observation

/// Perception's registrar, for types that implement observation by hand: a wrapper of the
/// toolchain's `ObservationRegistrar`, which does all the work.
///
/// ```swift
/// final class Model: Perceptible {
///   private let registrar = PerceptionRegistrar()
///   private var _count = 0
///   var count: Int {
///     get {
///       registrar.access(self, keyPath: \.count)
///       return _count
///     }
///     set {
///       registrar.withMutation(of: self, keyPath: \.count) { _count = newValue }
///     }
///   }
/// }
/// ```
public struct PerceptionRegistrar: Sendable {
  private let registrar = ObservationRegistrar()

  /// Creates a registrar.
  ///
  /// - Parameter isPerceptionCheckingEnabled: Kept for source compatibility: Perception checks
  ///   that SwiftUI views read state inside `WithPerceptionTracking`, which is not needed here.
  public init(isPerceptionCheckingEnabled: Bool = true) {}

  /// Registers a read of a property, for the tracking closures that run.
  public func access<Subject: Perceptible, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.registrar.access(subject, keyPath: keyPath)
  }

  /// Notifies the observers of a property that it is about to change.
  public func willSet<Subject: Perceptible, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>
  ) {
    self.registrar.willSet(subject, keyPath: keyPath)
  }

  /// Completes a change to a property that ``willSet(_:keyPath:)`` announced.
  public func didSet<Subject: Perceptible, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>
  ) {
    self.registrar.didSet(subject, keyPath: keyPath)
  }

  /// Performs a change to a property, notifying its observers.
  public func withMutation<Subject: Perceptible, Member, T>(
    of subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ mutation: () throws -> T
  ) rethrows -> T {
    try self.registrar.withMutation(of: subject, keyPath: keyPath, mutation)
  }
}

extension PerceptionRegistrar: Equatable, Hashable, Codable {
  /// Registrars are always equal: they carry no state, so they never make two values differ.
  public static func == (_: Self, _: Self) -> Bool { true }
  /// Hashes nothing: registrars carry no state.
  public func hash(into _: inout Hasher) {}
  /// Creates a fresh registrar: registrars are not encoded.
  public init(from _: any Decoder) throws { self.init() }
  /// Encodes nothing: registrars carry no state.
  public func encode(to _: any Encoder) throws {}
}
