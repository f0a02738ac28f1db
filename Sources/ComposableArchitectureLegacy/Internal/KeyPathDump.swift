import CustomDump

/// Dumps a key path as 0.x's binding actions did, by its type:
/// `WritableKeyPath<SettingsState, BindableState<String>>`. (The swift-custom-dump of 0.x's time
/// printed a key path as its type; the names of its properties came later.) A type local to a
/// function is named as it was then, by its own name: `WritableKeyPath<State, …>`.
struct KeyPathDump: CustomDumpStringConvertible {
  let keyPath: AnyKeyPath

  var customDumpDescription: String {
    shortTypeName(type(of: self.keyPath), localTypesByOwnName: true)
  }
}
