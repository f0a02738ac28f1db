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
    Self.combined(
      effects, flattening: { if case let .merge(children) = $0 { children } else { nil } }
    ) {
      Self(operation: .merge($0))
    }
  }

  /// Combines effects into one without the empty ones, flattening nested combinations of the
  /// same kind, in one pass (folding pairwise would copy the list at each step).
  @inlinable
  static func combined<S: Sequence>(
    _ effects: S,
    flattening children: (Operation) -> [Self]?,
    into combine: ([Self]) -> Self
  ) -> Self where S.Element == Self {
    // An array with nothing to drop or flatten (the usual `.merge(array)`, and every variadic
    // call) is kept as it is rather than copied: in a specialized caller the cast is free.
    if let array = effects as? [Self],
      !array.contains(where: {
        if case .none = $0.operation { true } else { children($0.operation) != nil }
      })
    {
      switch array.count {
      case 0: return .none
      case 1: return array[0]
      default: return combine(array)
      }
    }
    var combined: [Self] = []
    combined.reserveCapacity(effects.underestimatedCount)
    for effect in effects {
      if case .none = effect.operation {
        continue
      } else if let grandchildren = children(effect.operation) {
        combined.append(contentsOf: grandchildren)
      } else {
        combined.append(effect)
      }
    }
    switch combined.count {
    case 0: return .none
    case 1: return combined[0]
    default: return combine(combined)
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
    Self.combined(
      effects, flattening: { if case let .concatenate(children) = $0 { children } else { nil } }
    ) {
      Self(operation: .concatenate($0))
    }
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
          RunOperation(name: operation.name, priority: operation.priority) { send in
            await operation.body(Send { action in send(transform(action)) })
          }
        )
      )
    case let .merge(effects):
      return Effect<T>(operation: .merge(effects.map { $0.map(transform) }))
    case let .concatenate(effects):
      return Effect<T>(operation: .concatenate(effects.map { $0.map(transform) }))
    case let .cancellable(id, cancelInFlight, effect):
      return Effect<T>(
        operation: .cancellable(id, cancelInFlight: cancelInFlight, effect.map(transform))
      )
    case let .cancel(id):
      return Effect<T>(operation: .cancel(id))
    case let .background(effect):
      return Effect<T>(operation: .background(effect.map(transform)))
    }
  }
}
