extension StackState {
  /// An element of a stack together with its id, as a navigation path holds it.
  ///
  /// Components are equal (and hash) by id alone: a path compares screens, not their state.
  public struct Component: Hashable {
    let id: StackElementID
    var element: Element

    /// Whether two components have the same identifier (elements are not compared).
    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.id == rhs.id
    }

    /// Hashes the component's identifier.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(self.id)
    }
  }

  /// A stack seen as a collection of its components (id and element), for driving a
  /// navigation path: writes through the view keep each element's id.
  public struct PathView: MutableCollection, RandomAccessCollection, RangeReplaceableCollection {
    var base: StackState

    init(base: StackState) {
      self.base = base
    }

    /// An empty path.
    public init() {
      self.init(base: StackState())
    }

    /// The position of the bottom of the stack.
    public var startIndex: Int { self.base.startIndex }
    /// The position after the top of the stack.
    public var endIndex: Int { self.base.endIndex }
    /// The position above `i`.
    public func index(after i: Int) -> Int { self.base.index(after: i) }
    /// The position below `i`.
    public func index(before i: Int) -> Int { self.base.index(before: i) }

    /// The component at a position; setting it replaces the element there, and its id when
    /// the new component has another.
    public subscript(position: Int) -> Component {
      get { Component(id: self.base.ids[position], element: self.base[position]) }
      set {
        if self.base.ids[position] == newValue.id {
          self.base[position] = newValue.element
        } else {
          self.replaceSubrange(position..<position + 1, with: CollectionOfOne(newValue))
        }
      }
    }

    /// Replaces components, keeping the ids of the new ones.
    public mutating func replaceSubrange(
      _ subrange: Range<Int>, with newElements: some Collection<Component>
    ) {
      for id in self.base.ids[subrange] {
        self.base._dictionary[id] = nil
      }
      for component in newElements.reversed() {
        self.base._dictionary.updateValue(
          component.element, forKey: component.id, insertingAt: subrange.lowerBound
        )
      }
    }
  }

  /// The stack as a collection of components, for a navigation path.
  var path: PathView {
    get { PathView(base: self) }
    set { self = newValue.base }
    _modify {
      var path = PathView(base: self)
      self = StackState()
      defer { self = path.base }
      yield &path
    }
  }
}

extension StackState.Component: Sendable where Element: Sendable {}
extension StackState.PathView: Sendable where Element: Sendable {}
