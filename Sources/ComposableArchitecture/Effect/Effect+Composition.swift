extension Effect {
  /// Merges effects into one that runs them all at the same time.
  ///
  /// Merging with ``none`` is free: the other effect is returned as it is.
  @inlinable
  public static func merge(_ effects: Self...) -> Self {
    Self.merge(effects)
  }

  /// Merges a sequence of effects into one that runs them all at the same time.
  @inlinable
  public static func merge<S: Sequence>(_ effects: S) -> Self where S.Element == Self {
    Self.combined(effects, concatenating: false)
  }

  /// Combines effects into one without the empty ones, flattening nested combinations of the
  /// same kind (merges in a merge, concatenations in a concatenation), in one pass: folding
  /// pairwise would copy the list at each step.
  @inlinable
  static func combined<S: Sequence>(_ effects: S, concatenating: Bool) -> Self
  where S.Element == Self {
    // An array with nothing to drop or flatten (the usual `.merge(array)`, and every variadic
    // call) is kept as it is rather than copied: in a specialized caller the cast is free. The
    // check binds no payload, but its switch still copies each effect (an enum holding an
    // existential is address-only): cheaper than the new array it saves.
    var combined: [Self]
    if let array = effects as? [Self],
      !array.contains(where: { $0.isDroppedOrFlattened(concatenating: concatenating) })
    {
      combined = array
    } else {
      combined = []
      combined.reserveCapacity(effects.underestimatedCount)
      for effect in effects {
        switch effect.operation {
        case .none:
          continue
        case let .merge(children) where !concatenating:
          combined.append(contentsOf: children)
        case let .concatenate(children) where concatenating:
          combined.append(contentsOf: children)
        default:
          combined.append(effect)
        }
      }
    }
    switch combined.count {
    case 0: return .none
    case 1: return combined[0]
    default: return Self(operation: concatenating ? .concatenate(combined) : .merge(combined))
    }
  }

  /// Whether combining this effect drops it (``none``) or splices its children in.
  @inlinable
  func isDroppedOrFlattened(concatenating: Bool) -> Bool {
    switch self.operation {
    case .none: true
    case .merge: !concatenating
    case .concatenate: concatenating
    default: false
    }
  }

  /// Merges this effect with another, running both at the same time.
  @inlinable
  public func merge(with other: Self) -> Self {
    switch (self.operation, other.operation) {
    case (.none, _):
      return other
    case (_, .none):
      return self
    case let (.merge(lhs), .merge(rhs)):
      return Self(operation: .merge(lhs + rhs))
    case let (.merge(lhs), _):
      return Self(operation: .merge(lhs + [other]))
    case let (_, .merge(rhs)):
      return Self(operation: .merge([self] + rhs))
    default:
      return Self(operation: .merge([self, other]))
    }
  }

  /// Concatenates effects into one that runs them one after the other, each starting when the
  /// previous one completes.
  @inlinable
  public static func concatenate(_ effects: Self...) -> Self {
    Self.concatenate(effects)
  }

  /// Concatenates a collection of effects into one that runs them one after the other.
  @inlinable
  public static func concatenate<C: Collection>(_ effects: C) -> Self where C.Element == Self {
    Self.combined(effects, concatenating: true)
  }

  /// Concatenates this effect with another, running the other once this one completes.
  @inlinable
  public func concatenate(with other: Self) -> Self {
    switch (self.operation, other.operation) {
    case (.none, _):
      return other
    case (_, .none):
      return self
    case let (.concatenate(lhs), .concatenate(rhs)):
      return Self(operation: .concatenate(lhs + rhs))
    case let (.concatenate(lhs), _):
      return Self(operation: .concatenate(lhs + [other]))
    case let (_, .concatenate(rhs)):
      return Self(operation: .concatenate([self] + rhs))
    default:
      return Self(operation: .concatenate([self, other]))
    }
  }

  /// Transforms the actions this effect emits.
  ///
  /// Used to embed a child feature's effects in its parent's actions, as ``Scope`` does.
  @inlinable
  public func map<T>(_ transform: @escaping @Sendable (Action) -> T) -> Effect<T> {
    switch self.operation {
    case .none:
      return .none
    case let .send(action):
      return .send(transform(action))
    case let .run(operation):
      return Effect<T>(
        operation: .run(
          RunOperation(
            name: operation.name,
            priority: operation.priority,
            subscribe: operation.subscribe.map { subscribe in
              { send in subscribe(Send { action in send(transform(action)) }) }
            }
          ) { send in
            await operation.body(Send { action in send(transform(action)) })
          }
        )
      )
    case let .merge(effects):
      return Effect<T>(operation: .merge(effects.map { $0.map(transform) }))
    case let .concatenate(effects):
      return Effect<T>(operation: .concatenate(effects.map { $0.map(transform) }))
    case let .cancellable(cancellable):
      return Effect<T>(
        operation: .cancellable(
          cancellable.id, cancelInFlight: cancellable.cancelInFlight,
          cancellable.child.map(transform)
        )
      )
    case let .cancel(id):
      return Effect<T>(operation: .cancel(id))
    case let .background(effect):
      return Effect<T>(operation: .background(effect.map(transform)))
    }
  }
}
