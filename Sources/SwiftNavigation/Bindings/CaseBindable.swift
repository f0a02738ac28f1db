import CasePaths

/// An enum whose cases give bindings to their payloads, so that a UI can switch over a binding
/// to it: `@CaseBindable` adds the conformance.
///
/// ```swift
/// @CaseBindable
/// enum Destination {
///   case edit(String)
///   case about
/// }
///
/// switch $model.destination {   // $model: UIBindable
/// case let .edit(text): field.bind(text: text)
/// case .about: break
/// }
/// ```
public protocol CaseBindable: CasePathable {
  /// An enum with a case per case of this one, holding a binding to its payload (a tuple for
  /// several values, nothing for none).
  associatedtype UIBindingEnumeration

  /// The current case of the enum a binding points at, with a binding to its payload.
  static func _$caseBinding(_ binding: UIBinding<Self>) -> UIBindingEnumeration
}

/// Makes an enum ``CaseBindable`` (and `CasePathable`, `CasePathIterable`): switching over a
/// binding to it gives a binding to the current case's payload.
///
/// ```swift
/// @CaseBindable enum Route { case edit(String), about }
/// if case let .edit(text) = $model.route { text.wrappedValue = "x" }
/// ```
@attached(extension, conformances: CasePathable, CasePathIterable, CaseBindable)
@attached(
  member,
  names: named(AllCasePaths), named(allCasePaths), named(_$Element), named(UIBindingEnumeration),
  named(BindingEnumeration), named(_$caseBinding)
)
public macro CaseBindable() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "CaseBindableMacro")
