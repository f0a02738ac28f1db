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

  // Perceptible subjects.

  /// Registers a read of a property of a perceptible subject, for the tracking closures that
  /// run.
  public func access<Subject: Perceptible, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>
  ) {
    self.registrar.access(subject, keyPath: keyPath)
  }

  /// Registers a read of a property of a perceptible subject, for the tracking closures that
  /// run. The source location is where Perception's SwiftUI checks would point; here every
  /// read is tracked.
  public func access<Subject: Perceptible, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    self.registrar.access(subject, keyPath: keyPath)
  }

  /// Notifies the observers of a property of a perceptible subject that it is about to change.
  public func willSet<Subject: Perceptible, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>
  ) {
    self.registrar.willSet(subject, keyPath: keyPath)
  }

  /// Completes a change to a property of a perceptible subject that `willSet(_:keyPath:)`
  /// announced.
  public func didSet<Subject: Perceptible, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>
  ) {
    self.registrar.didSet(subject, keyPath: keyPath)
  }

  /// Performs a change to a property of a perceptible subject, notifying its observers.
  public func withMutation<Subject: Perceptible, Member, T>(
    of subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ mutation: () throws -> T
  ) rethrows -> T {
    try self.registrar.withMutation(of: subject, keyPath: keyPath, mutation)
  }

  // Observable subjects: a class that adopts the toolchain's `Observable` (not `Perceptible`)
  // can keep a `PerceptionRegistrar`, and every tracker sees its properties.

  /// Registers a read of a property of an observable subject, for the tracking closures that
  /// run (`withObservationTracking`, `withPerceptionTracking`, `Perceptions`, `observe`).
  ///
  /// ```swift
  /// final class Model: Observable {
  ///   private let registrar = PerceptionRegistrar()
  ///   private var _count = 0
  ///   var count: Int {
  ///     get { registrar.access(self, keyPath: \.count); return _count }
  ///     set { registrar.withMutation(of: self, keyPath: \.count) { _count = newValue } }
  ///   }
  /// }
  /// ```
  public func access<Subject: Observable, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>
  ) {
    self.registrar.access(subject, keyPath: keyPath)
  }

  /// Notifies the observers of a property of an observable subject that it is about to change.
  public func willSet<Subject: Observable, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>
  ) {
    self.registrar.willSet(subject, keyPath: keyPath)
  }

  /// Completes a change to a property of an observable subject that `willSet(_:keyPath:)`
  /// announced.
  public func didSet<Subject: Observable, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>
  ) {
    self.registrar.didSet(subject, keyPath: keyPath)
  }

  /// Performs a change to a property of an observable subject, notifying its observers, and
  /// returns (or rethrows) what `mutation` does.
  public func withMutation<Subject: Observable, Member, T>(
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
  public func encode(to _: any Encoder) {}
}
