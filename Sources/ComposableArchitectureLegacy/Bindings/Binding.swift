#if !canImport(SwiftUI)
  /// A value that reads and writes a piece of state owned elsewhere: what
  /// `viewStore.binding(get:send:)` and `viewStore.binding(\.$field)` return where SwiftUI's
  /// `Binding` does not exist, with the same shape, so that 0.x code holding bindings compiles.
  ///
  /// Reading ``wrappedValue`` reads the view store's current state; writing it sends the action
  /// the binding was made with.
  @dynamicMemberLookup
  @propertyWrapper
  public struct Binding<Value> {
    private let get: () -> Value
    private let set: (Value) -> Void

    /// Creates a binding from a getter and a setter.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
      self.get = get
      self.set = set
    }

    /// Creates a binding that always reads `value` and ignores writes.
    public static func constant(_ value: Value) -> Self {
      Self(get: { value }, set: { _ in })
    }

    /// The value: reading calls the getter, writing calls the setter.
    public var wrappedValue: Value {
      get { self.get() }
      nonmutating set { self.set(newValue) }
    }

    /// The binding itself, as `$value` gives it for a `@Binding var value`.
    public var projectedValue: Self {
      self
    }

    /// Wraps an existing binding, as `@Binding var value: Value` does in an initializer.
    public init(projectedValue: Self) {
      self = projectedValue
    }

    /// A binding to a part of the value: writing it writes the whole value with that part
    /// changed.
    public subscript<Subject>(
      dynamicMember keyPath: WritableKeyPath<Value, Subject>
    ) -> Binding<Subject> {
      Binding<Subject>(
        get: { self.wrappedValue[keyPath: keyPath] },
        set: { newValue in
          var value = self.wrappedValue
          value[keyPath: keyPath] = newValue
          self.wrappedValue = value
        }
      )
    }
  }
#endif
