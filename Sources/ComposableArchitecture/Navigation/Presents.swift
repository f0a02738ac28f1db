/// Wraps a property of ``ObservableState()`` with ``PresentationState``, for a feature that
/// presents a child (or one of several destinations):
///
/// ```swift
/// @ObservableState
/// struct State {
///   @Presents var destination: Destination.State?
/// }
/// ```
///
/// The child state is read and written as `destination`, and integrated with
/// `ifLet(\.$destination, action: \.destination)`.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(`$`), prefixed(_))
public macro Presents() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "PresentsMacro")
