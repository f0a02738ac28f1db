import ComposableArchitecture
import ComposableArchitectureKeyPathNames
import CustomDump

/// Dumps a key path by the names of its properties, which the standard library leaves out of
/// its description of computed ones (a `@BindableState` field's projected value) off Apple
/// platforms; the 1.x module's binding actions find them the same way.
struct KeyPathDump: CustomDumpStringConvertible {
  let keyPath: AnyKeyPath

  var customDumpDescription: String {
    keyPathDescription(self.keyPath)
  }
}
