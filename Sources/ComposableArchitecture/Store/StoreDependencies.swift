import Dependencies

/// Runs a store's reducer with the dependencies the store was created with.
///
/// The same as `.dependency(\.self, dependencies)`, but it installs the captured values
/// directly, without copying and updating the ambient ones on every send.
struct _StoreDependenciesReducer<Base: Reducer>: Reducer {
  let base: Base
  let dependencies: DependencyValues

  func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    DependencyValues.$_current.withValue(self.dependencies) {
      self.base.reduce(into: &state, action: action)
    }
  }
}
