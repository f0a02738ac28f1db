extension Reducer {
  /// Adds an effect to run when a value of the state changes.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   BindingReducer()
  ///     .onChange(of: \.userSettings.isHapticFeedbackEnabled) { oldValue, state in
  ///       state.hapticFeedbackChanges += 1
  ///       return .run { send in await send(.settingsChanged) }
  ///     }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - toValue: A closure (or key path) that returns the value to watch.
  ///   - perform: A closure run when the value changed after the base reducer ran, given the old
  ///     value and the state to update; it returns the effect to run.
  @inlinable
  public func onChange<V: Equatable>(
    of toValue: @escaping (State) -> V,
    _ perform: @escaping (_ oldValue: V, _ state: inout State) -> EffectOf<Self>
  ) -> some Reducer<State, Action> {
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: ==) { oldValue, _ in
      Reduce(internal: { state, _ in perform(oldValue, &state) })
    }
  }

  /// Adds a reducer to run when a value of the state changes.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   BindingReducer()
  ///     .onChange(of: \.userSettings.isHapticFeedbackEnabled) { oldValue, newValue in
  ///       Reduce { state, action in
  ///         .run { send in await send(.settingsChanged) }
  ///       }
  ///     }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - toValue: A closure (or key path) that returns the value to watch.
  ///   - reducer: A reducer builder closure to run when the value changes, given the old and the
  ///     new value.
  @available(
    iOS, deprecated: 9999,
    message: "Use 'onChange' that directly returns an 'EffectOf<Feature>' instead"
  )
  @available(
    macOS, deprecated: 9999,
    message: "Use 'onChange' that directly returns an 'EffectOf<Feature>' instead"
  )
  @available(
    tvOS, deprecated: 9999,
    message: "Use 'onChange' that directly returns an 'EffectOf<Feature>' instead"
  )
  @available(
    watchOS, deprecated: 9999,
    message: "Use 'onChange' that directly returns an 'EffectOf<Feature>' instead"
  )
  @inlinable
  public func onChange<V: Equatable, Reducers: Reducer<State, Action>>(
    of toValue: @escaping (State) -> V,
    @ReducerBuilder<State, Action> _ reducer: @escaping (_ oldValue: V, _ newValue: V) -> Reducers
  ) -> _OnChangeReducer<Self, V, Reducers> {
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: ==, reducer: reducer)
  }

  /// Adds a reducer to run when a value of the state changes, comparing with `isDuplicate`.
  ///
  /// Use it for values that are not `Equatable`.
  @available(*, deprecated, message: "Use 'onChange(of:)' with an equatable value, instead.")
  @inlinable
  public func onChange<V, Reducers: Reducer<State, Action>>(
    of toValue: @escaping (State) -> V,
    removeDuplicates isDuplicate: @escaping (V, V) -> Bool,
    @ReducerBuilder<State, Action> _ reducer: @escaping (_ oldValue: V, _ newValue: V) -> Reducers
  ) -> _OnChangeReducer<Self, V, Reducers> {
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: isDuplicate, reducer: reducer)
  }
}

/// A reducer that runs another reducer when a value of the state changes; see
/// ``Reducer/onChange(of:_:)``.
public struct _OnChangeReducer<Base: Reducer, Value, Body: Reducer<Base.State, Base.Action>>:
  Reducer
{
  @usableFromInline
  let base: Base

  @usableFromInline
  let toValue: (Base.State) -> Value

  @usableFromInline
  let isDuplicate: (Value, Value) -> Bool

  @usableFromInline
  let reducer: (Value, Value) -> Body

  @usableFromInline
  init(
    base: Base,
    toValue: @escaping (Base.State) -> Value,
    isDuplicate: @escaping (Value, Value) -> Bool,
    reducer: @escaping (Value, Value) -> Body
  ) {
    self.base = base
    self.toValue = toValue
    self.isDuplicate = isDuplicate
    self.reducer = reducer
  }

  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let oldValue = self.toValue(state)
    let baseEffects = self.base.reduce(into: &state, action: action)
    let newValue = self.toValue(state)
    return self.isDuplicate(oldValue, newValue)
      ? baseEffects
      : baseEffects.merge(
        with: self.reducer(oldValue, newValue).reduce(into: &state, action: action)
      )
  }
}
