import Foundation

/// A view of a store's state that makes ``BindingViewState`` for its ``BindingState`` fields:
/// what a view state's initializer receives from ``ViewStore/init(_:observe:)-(Store<State,ViewAction>,(BindingViewStore<State>)->ViewState)``.
///
/// ```swift
/// init(bindingViewStore: BindingViewStore<Feature.State>) {
///   self._text = bindingViewStore.$text   // a `BindingViewState<String>`
///   self.count = bindingViewStore.count   // a plain read
/// }
/// ```
@available(
  *,
  deprecated,
  message:
    "Derive bindings directly from stores using '@ObservableState'. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#BindingState"
)
@dynamicMemberLookup
@propertyWrapper
@preconcurrency @MainActor
public struct BindingViewStore<State> {
  let store: Store<State, BindingAction<State>>

  init<Action: BindableAction>(store: Store<State, Action>) where Action.State == State {
    self.store = Store(core: store.core.scope(toState: { $0 }, action: { Action.binding($0) }))
  }

  init(bindingStore: Store<State, BindingAction<State>>) {
    self.store = bindingStore
  }

  /// Creates a binding view store from another: what `@BindingViewStore var state` needs.
  @available(
    *,
    deprecated,
    message:
      "Derive bindings directly from stores using '@ObservableState'. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#BindingState"
  )
  public init(projectedValue: Self) {
    self = projectedValue
  }

  /// The current state.
  @available(
    *,
    deprecated,
    message:
      "Derive bindings directly from stores using '@ObservableState'. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#BindingState"
  )
  public var wrappedValue: State {
    self.store.withState { $0 }
  }

  /// The binding view store itself.
  @available(
    *,
    deprecated,
    message:
      "Derive bindings directly from stores using '@ObservableState'. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#BindingState"
  )
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// Reads a value of the state.
  @available(
    *,
    deprecated,
    message:
      "Derive bindings directly from stores using '@ObservableState'. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#BindingState"
  )
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    self.wrappedValue[keyPath: keyPath]
  }

  /// A binding view state of a ``BindingState`` field, through its projected value:
  /// `bindingViewStore.$text`. Setting it sends `.binding(.set(\.$text, value))`.
  @available(
    *,
    deprecated,
    message:
      "Derive bindings directly from stores using '@ObservableState'. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#BindingState"
  )
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, BindingState<Value>>
  ) -> BindingViewState<Value> {
    let store = self.store
    let keyPath = UncheckedSendable(keyPath)
    let initialValue = self.store.withState { $0[keyPath: keyPath.value].wrappedValue }
    return BindingViewState(
      get: {
        // A read off the main actor sees the value the view state was made with.
        guard Thread.isMainThread || isOnMainQueue() else { return initialValue }
        return MainActor.assumeIsolated {
          store.withState { $0[keyPath: keyPath.value].wrappedValue }
        }
      },
      set: { newValue in
        performOnMainActor {
          store.send(.setting(bindingState: keyPath.value, to: newValue))
        }
      }
    )
  }
}
