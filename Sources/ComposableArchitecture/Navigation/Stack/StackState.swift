import CustomDump
import Dependencies
import OrderedCollections

/// A collection of the states of a navigation stack, each with a stable ``StackElementID``.
///
/// ```swift
/// @ObservableState
/// struct State {
///   var path = StackState<Path.State>()
/// }
/// ```
///
/// Append to push a screen (`state.path.append(.detail(...))`); elements get ids from the
/// `stackElementID` dependency. Integrate the elements' features with
/// `forEach(\.path, action: \.path)`.
public struct StackState<Element> {
  var _dictionary: OrderedDictionary<StackElementID, Element>

  /// The elements whose dismissal `forEach` waits for (see ``DismissEffect``), so that an
  /// element pushed without `forEach` seeing it happen (in the initial state of a store, or by
  /// an ancestor's reducer) can still dismiss itself from the next action on.
  ///
  /// Bookkeeping of the reducer, not part of the value: equality, hashing and coding ignore it.
  var _presentedIDs: OrderedSet<StackElementID> = []

  /// Creates an empty stack.
  public init() {
    self._dictionary = [:]
  }

  /// Creates a stack of elements, giving each a new id.
  public init<S: Sequence>(_ elements: S) where S.Element == Element {
    @Dependency(\.stackElementID) var stackElementID
    self._dictionary = [:]
    for element in elements {
      self._dictionary[stackElementID.next()] = element
    }
  }

  /// The ids of the elements, in order.
  public var ids: OrderedSet<StackElementID> {
    self._dictionary.keys
  }

  /// The element with an id, or `nil`.
  ///
  /// Assigning `nil` removes the element. In tests, assigning a value at an id that is not on
  /// the stack appends it with that id, which is how a test asserts a push:
  ///
  /// ```swift
  /// await store.send(\.path.push, (id: 0, .detail(Detail.State()))) {
  ///   $0.path[id: 0] = .detail(Detail.State())
  /// }
  /// ```
  ///
  /// Outside tests that assignment is reported as an issue and leaves the stack unchanged: push
  /// with `append`, which gives the element a new id.
  public subscript(
    id id: StackElementID,
    fileID fileID: _HashableStaticString = #fileID,
    filePath filePath: _HashableStaticString = #filePath,
    line line: UInt = #line,
    column column: UInt = #column
  ) -> Element? {
    get { self._dictionary[id] }
    set {
      guard newValue == nil || self._dictionary[id] != nil || _TestSupport.isTesting else {
        reportIssue(
          "Can't assign element at missing ID.",
          fileID: fileID.rawValue,
          filePath: filePath.rawValue,
          line: line,
          column: column
        )
        return
      }
      self._dictionary[id] = newValue
    }
    _modify { yield &self._dictionary[id] }
  }

  /// The value at a case of the element with an id, when the element is in that case.
  ///
  /// Mutate the case in place (`state.path[id: id, case: \.detail]?.count += 1`), or assign
  /// `nil` to pop the element. A write when there is no element with that id, or when it is in
  /// another case, is reported as an issue and leaves the stack unchanged.
  public subscript<Case>(id id: StackElementID, case path: CaseKeyPath<Element, Case>) -> Case?
  where Element: CasePathable {
    get { self[id: id].flatMap { $0[case: path] } }
    _modify {
      let root = self[id: id]
      var value = root.flatMap { $0[case: path] }
      let isPresent = value != nil
      yield &value
      guard isPresent else {
        reportUnrelatedCaseModification(
          of: root, fileID: #fileID, filePath: #filePath, line: #line, column: #column
        )
        return
      }
      self._dictionary[id] = value.map { path($0) }
    }
  }

  /// The value at a case of the element with an id, through a case path.
  @available(
    *, deprecated,
    message:
      "Use the version of this subscript with case key paths, instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  public subscript<Case>(
    id id: StackElementID,
    case path: AnyCasePath<Element, Case>,
    fileID fileID: _HashableStaticString = #fileID,
    filePath filePath: _HashableStaticString = #filePath,
    line line: UInt = #line,
    column column: UInt = #column
  ) -> Case? {
    get { self[id: id].flatMap(path.extract(from:)) }
    _modify {
      let root = self[id: id]
      var value = root.flatMap(path.extract(from:))
      let isPresent = value != nil
      yield &value
      guard isPresent else {
        reportUnrelatedCaseModification(
          of: root,
          fileID: fileID.rawValue,
          filePath: filePath.rawValue,
          line: line,
          column: column
        )
        return
      }
      self._dictionary[id] = value.map(path.embed)
    }
  }

  /// Removes the element with an id and every element after it; does nothing when the id is
  /// not on the stack.
  public mutating func pop(from id: StackElementID) {
    guard let index = self._dictionary.keys.firstIndex(of: id) else { return }
    self._dictionary.removeSubrange(index...)
  }

  /// Removes every element after the one with an id; does nothing when the id is not on the
  /// stack.
  public mutating func pop(to id: StackElementID) {
    guard let index = self._dictionary.keys.firstIndex(of: id) else { return }
    self._dictionary.removeSubrange(self._dictionary.keys.index(after: index)...)
  }

  /// Removes every element (and its id).
  public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
    self._dictionary.removeAll(keepingCapacity: keepCapacity)
  }
}

extension StackState: RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
  /// The position of the bottom of the stack (the first element pushed).
  public var startIndex: Int { self._dictionary.values.startIndex }
  /// The position after the top of the stack.
  public var endIndex: Int { self._dictionary.values.endIndex }
  /// The position above `i` in the stack.
  public func index(after i: Int) -> Int { i + 1 }
  /// The position below `i` in the stack.
  public func index(before i: Int) -> Int { i - 1 }

  /// The element at `position`, counted from the bottom of the stack; setting it keeps the
  /// element's identifier.
  public subscript(position: Int) -> Element {
    get { self._dictionary.values[position] }
    set { self._dictionary.values[position] = newValue }
    _modify { yield &self._dictionary.values[position] }
  }

  /// Swaps two elements together with their ids: an element keeps its id (and so its effects
  /// and its dismissal) wherever it moves. `reverse()`, `partition(by:)` and
  /// `removeAll(where:)` go through this.
  public mutating func swapAt(_ i: Int, _ j: Int) {
    self._dictionary.swapAt(i, j)
  }

  /// Replaces a range of elements, giving each new element a new identifier.
  public mutating func replaceSubrange<C: Collection>(
    _ subrange: Range<Int>, with newElements: C
  ) where C.Element == Element {
    @Dependency(\.stackElementID) var stackElementID
    var dictionary = OrderedDictionary<StackElementID, Element>()
    for (id, element) in self._dictionary.elements[..<subrange.lowerBound] {
      dictionary[id] = element
    }
    for element in newElements {
      dictionary[stackElementID.next()] = element
    }
    for (id, element) in self._dictionary.elements[subrange.upperBound...] {
      dictionary[id] = element
    }
    self._dictionary = dictionary
  }
}

extension StackState: ExpressibleByArrayLiteral {
  /// Creates a stack from an array literal, bottom first, each element with a new identifier.
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}

extension StackState: Equatable where Element: Equatable {
  /// Whether two stacks hold equal elements with the same identifiers, in the same order.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs._dictionary == rhs._dictionary
  }
}

extension StackState: Hashable where Element: Hashable {
  /// Hashes the identifiers and elements of the stack.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self._dictionary)
  }
}

extension StackState: Sendable where Element: Sendable {}

extension StackState: Decodable where Element: Decodable {
  /// Decodes a stack from an array of elements, each with a new identifier.
  public init(from decoder: any Decoder) throws {
    self.init(try [Element](from: decoder))
  }
}

extension StackState: Encodable where Element: Encodable {
  /// Encodes the elements of the stack as an array (identifiers are not encoded).
  public func encode(to encoder: any Encoder) throws {
    try Array(self._dictionary.values).encode(to: encoder)
  }
}

extension StackState: CustomDumpReflectable {
  /// Dumps the stack as an ordered dictionary of ids to elements (`#0: Row.State()`), as TCA
  /// does: a test failure between stacks that differ only in their ids shows the ids.
  public var customDumpMirror: Mirror {
    Mirror(
      self,
      unlabeledChildren: Array(self._dictionary.elements),
      displayStyle: .dictionary
    )
  }
}

extension StackState: CustomStringConvertible {
  /// The elements of the stack, bottom first, as an array prints them (`[1, 2]`).
  public var description: String {
    Array(self._dictionary.values).description
  }
}

extension StackState: CustomDebugStringConvertible {
  /// The type, then the ids and elements of the stack, bottom first:
  /// `StackState<Int>([#0: 1, #1: 2])`.
  public var debugDescription: String {
    let elements = self._dictionary.elements
      .map { "\($0.key): \(String(reflecting: $0.value))" }
      .joined(separator: ", ")
    return "\(Self.self)([\(elements)])"
  }
}

/// Whether two stacks hold the same elements (by id) in the same order.
public func _$isIdentityEqual<T>(_ lhs: StackState<T>, _ rhs: StackState<T>) -> Bool {
  lhs.ids == rhs.ids
}
