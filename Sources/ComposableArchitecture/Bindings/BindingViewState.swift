import CustomDump

/// A field of a view state that views write through a binding: its value, and the way to set
/// it by sending a binding action.
///
/// Declare view state fields with it, and initialize them from a ``BindingViewStore``:
///
/// ```swift
/// struct ViewState: Equatable {
///   @BindingViewState var text: String
///   var isSubmitDisabled: Bool
///   init(bindingViewStore: BindingViewStore<Feature.State>) {
///     self._text = bindingViewStore.$text
///     self.isSubmitDisabled = bindingViewStore.text.isEmpty
///   }
/// }
/// ```
///
/// Off SwiftUI, its projected value is the binding view state itself: setting its
/// `wrappedValue` sends the binding action.
@available(
  *,
  deprecated,
  message:
    "Derive bindings directly from stores using '@ObservableState'. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#BindingState"
)
@dynamicMemberLookup
@propertyWrapper
public struct BindingViewState<Value> {
  let get: () -> Value
  let set: (Value) -> Void
  let initialValue: Value

  init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.get = get
    self.set = set
    self.initialValue = get()
  }

  /// The current value; setting it sends a binding action to the store.
  public var wrappedValue: Value {
    get { self.get() }
    nonmutating set { self.set(newValue) }
  }

  /// The binding view state itself, to pass on or to write through.
  public var projectedValue: Self {
    self
  }

  /// A binding view state of a part of the value: setting it sets the whole value with that
  /// part changed.
  public subscript<Subject>(
    dynamicMember keyPath: WritableKeyPath<Value, Subject>
  ) -> BindingViewState<Subject> {
    let get = self.get
    let set = self.set
    return BindingViewState<Subject>(
      get: { get()[keyPath: keyPath] },
      set: { newValue in
        var value = get()
        value[keyPath: keyPath] = newValue
        set(value)
      }
    )
  }
}

@available(*, deprecated)
extension BindingViewState: Equatable where Value: Equatable {
  /// Two binding view states are equal when the values they were made with are.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.initialValue == rhs.initialValue
  }
}

@available(*, deprecated)
extension BindingViewState: Hashable where Value: Hashable {
  /// Hashes the value it was made with.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.initialValue)
  }
}

@available(*, deprecated)
extension BindingViewState: CustomReflectable {
  /// Reflects the value, as if it were not wrapped.
  public var customMirror: Mirror {
    Mirror(reflecting: self.wrappedValue)
  }
}

@available(*, deprecated)
extension BindingViewState: CustomDumpRepresentable {
  /// Dumps the value, as if it were not wrapped.
  public var customDumpValue: Any {
    self.wrappedValue
  }
}

@available(*, deprecated)
extension BindingViewState: CustomDebugStringConvertible
where Value: CustomDebugStringConvertible {
  /// Describes the value.
  public var debugDescription: String {
    self.wrappedValue.debugDescription
  }
}
