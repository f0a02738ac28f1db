import CustomDump

/// A property wrapper for state that can be presented: an optional child feature (a sheet, an
/// alert, a pushed screen) driven by a parent.
///
/// With `@ObservableState`, use the ``Presents()`` macro, which stores the value in a
/// `PresentationState`:
///
/// ```swift
/// @ObservableState
/// struct State {
///   @Presents var destination: Destination.State?
/// }
/// ```
///
/// and integrate the child with `ifLet(\.$destination, action: \.destination)`. The value lives
/// in a copy-on-write box, so a feature can present itself recursively.
@dynamicMemberLookup
@propertyWrapper
public struct PresentationState<State> {
  // @unchecked Sendable: copied on write unless uniquely referenced, so never shared while mutated.
  // Usable from inline: a feature's observed getter reads through it, specialized to its types
  // (`Store.Scope`).
  @usableFromInline
  final class Storage: @unchecked Sendable {
    // Copied before any mutation unless uniquely referenced, so never shared while mutated; and
    // so never accessed while mutated, which the runtime need not check at each read.
    @exclusivity(unchecked)
    @usableFromInline
    var state: State?

    @usableFromInline
    init(state: State?) {
      self.state = state
    }
  }

  @usableFromInline
  var storage: Storage

  /// The child whose dismissal `ifLet` waits for (see ``DismissEffect``), so that a child that
  /// was presented without `ifLet` seeing it happen (in the initial state of a store, or by an
  /// ancestor's reducer) can still dismiss itself from the next action on.
  ///
  /// Bookkeeping of the reducer, not part of the value: equality, hashing and coding ignore it.
  var presentedID: NavigationID? {
    get { self.presented?.id }
    set { self.presented = newValue.map(PresentedID.init) }
  }

  /// Where ``presentedID`` is kept: in a box, so that a copy of the wrapper is two reference
  /// counts rather than a copy of the identifier's existentials through the runtime, which an
  /// observed getter reading the presented value may pay at each read (Benchmarks/PROFILE.md).
  @usableFromInline
  var presented: PresentedID?

  /// Creates presentation state wrapping an optional value.
  public init(wrappedValue: State?) {
    self.storage = Storage(state: wrappedValue)
  }

  /// The presented state, or `nil` when nothing is presented.
  public var wrappedValue: State? {
    @inlinable get { self.storage.state }
    set {
      if isKnownUniquelyReferenced(&self.storage) {
        self.storage.state = newValue
      } else {
        self.storage = Storage(state: newValue)
      }
    }
    _modify {
      if !isKnownUniquelyReferenced(&self.storage) {
        self.storage = Storage(state: self.storage.state)
      }
      yield &self.storage.state
    }
  }

  /// The wrapper itself, reached with `$name` to integrate the child with `ifLet`.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
    _modify { yield &self }
  }

  /// The presented state at a case of an enum of destinations, when it is in that case.
  ///
  /// Mutate the case in place (`state.$destination[case: \.alert]? += 1`), or assign `nil` to
  /// dismiss it. A write while nothing is presented, or while another case is, is reported as
  /// an issue and leaves the state unchanged: assign `wrappedValue` to present.
  public subscript<Case>(case path: CaseKeyPath<State, Case>) -> Case?
  where State: CasePathable {
    get { self.wrappedValue.flatMap { $0[case: path] } }
    _modify {
      let root = self.wrappedValue
      var value = root.flatMap { $0[case: path] }
      let isPresented = value != nil
      yield &value
      guard isPresented else {
        reportUnrelatedCaseModification(
          of: root, fileID: #fileID, filePath: #filePath, line: #line, column: #column
        )
        return
      }
      self.wrappedValue = value.map { path($0) }
    }
  }

  /// The presentation state of a member of the presented state: `$destination.title` is
  /// presented exactly when the destination is.
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<State, Member>
  ) -> PresentationState<Member> {
    PresentationState<Member>(wrappedValue: self.wrappedValue?[keyPath: keyPath])
  }

  /// The presentation state of a case of an enum of destinations: `$destination.alert` is
  /// presented when the destination is in the `alert` case.
  public subscript<Case>(
    dynamicMember keyPath: CaseKeyPath<State, Case>
  ) -> PresentationState<Case>
  where State: CasePathable {
    PresentationState<Case>(wrappedValue: self.wrappedValue.flatMap { $0[case: keyPath] })
  }

  /// The presented state at a case of an enum of destinations, through a case path.
  @available(
    *, deprecated,
    message:
      "Use the version of this subscript with case key paths, instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  public subscript<Case>(
    case path: AnyCasePath<State, Case>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Case? {
    get { self.wrappedValue.flatMap(path.extract(from:)) }
    _modify {
      let root = self.wrappedValue
      var value = root.flatMap(path.extract(from:))
      let isPresented = value != nil
      yield &value
      guard isPresented else {
        reportUnrelatedCaseModification(
          of: root, fileID: fileID, filePath: filePath, line: line, column: column
        )
        return
      }
      self.wrappedValue = value.map(path.embed)
    }
  }

  /// Whether two presentation states hold the same (identity of) presented state.
  func sharesStorage(with other: Self) -> Bool {
    self.storage === other.storage
  }
}

extension PresentationState: Equatable where State: Equatable {
  /// Whether both are dismissed, or both present equal states (or share their storage).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.sharesStorage(with: rhs) || lhs.wrappedValue == rhs.wrappedValue
  }
}

extension PresentationState: Hashable where State: Hashable {
  /// Hashes the presented state, if any.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.wrappedValue)
  }
}

extension PresentationState: Sendable where State: Sendable {}

extension PresentationState: Decodable where State: Decodable {
  /// Decodes the presented state (`nil` when dismissed).
  public init(from decoder: any Decoder) throws {
    self.init(wrappedValue: try State?(from: decoder))
  }
}

extension PresentationState: Encodable where State: Encodable {
  /// Encodes the presented state (`nil` when dismissed).
  public func encode(to encoder: any Encoder) throws {
    try self.wrappedValue.encode(to: encoder)
  }
}

extension PresentationState: CustomReflectable {
  /// Reflects the presented state, so that dumps show the child state itself.
  public var customMirror: Mirror {
    Mirror(reflecting: self.wrappedValue as Any)
  }
}

extension PresentationState: CustomDumpRepresentable {
  /// Dumps the presented state itself (or `nil`), as TCA prints it in test failures.
  public var customDumpValue: Any {
    self.wrappedValue as Any
  }
}

/// Whether two presentation states hold the same presented child.
public func _$isIdentityEqual<T>(
  _ lhs: PresentationState<T>, _ rhs: PresentationState<T>
) -> Bool {
  lhs.sharesStorage(with: rhs)
    || _$isIdentityEqual(lhs.wrappedValue.map { $0 as Any }, rhs.wrappedValue.map { $0 as Any })
}

private func _$isIdentityEqual(_ lhs: Any?, _ rhs: Any?) -> Bool {
  switch (lhs, rhs) {
  case (nil, nil):
    return true
  case let (lhs as any ObservableState, rhs as any ObservableState):
    return lhs._$id == rhs._$id
  default:
    return false
  }
}

/// The identifier of a presented child, boxed in ``PresentationState`` (see `presented`).
@usableFromInline
final class PresentedID: Sendable {
  let id: NavigationID

  init(_ id: NavigationID) {
    self.id = id
  }
}
