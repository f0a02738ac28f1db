/// Helps implement the conformance to the ``Reducer`` protocol for a type, and adds conformances
/// to the `State` and `Action` it generates for an enum of reducers.
///
/// Deprecated: add the conformances in extensions instead,
/// `extension Destination.State: Equatable {}`.
@attached(
  member, names: named(State), named(Action), named(init), named(body), named(_Body),
  named(CaseScope), named(scope))
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer)
@available(*, deprecated, message: "Define your conformance using an extension, instead")
public macro Reducer(state: _SynthesizedConformance..., action: _SynthesizedConformance...) =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ReducerMacro")

/// A conformance that the deprecated ``Reducer(state:action:)`` macro adds to a generated
/// `State` or `Action`.
@available(*, deprecated, message: "Define your conformance using an extension, instead")
public struct _SynthesizedConformance: Sendable {}

@available(*, deprecated, message: "Define your conformance using an extension, instead")
extension _SynthesizedConformance {
  /// `Codable`.
  public static let codable = Self()
  /// `Decodable`.
  public static let decodable = Self()
  /// `Encodable`.
  public static let encodable = Self()
  /// `Equatable`.
  public static let equatable = Self()
  /// `Hashable`.
  public static let hashable = Self()
  /// `Sendable`.
  public static let sendable = Self()
}
