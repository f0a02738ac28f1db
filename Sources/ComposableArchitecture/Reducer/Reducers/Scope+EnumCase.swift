import CasePaths
import ConcurrencyExtras

extension Scope {
  /// Runs a child reducer on the state held in a case of an enum state, with the case matched
  /// and built by closures: what the `body` of a ``Reducer()`` enum is made of, one per case.
  ///
  /// The same reducer as ``init(_caseState:action:child:fileID:filePath:line:column:)``. The
  /// macro writes the closures (`{ .editor($0) }`, `{ if case let .editor(state) = $0 { state }
  /// else { nil } }`) rather than case key paths: a case key path is instantiated anew by the
  /// runtime each time the `body` is built, that is for every action (two per case), and each
  /// extraction through it builds its case path again (`Destination.Send` in Benchmarks/).
  ///
  /// `embedAction` is the action case itself (`Action.editor`), not a closure: a closure taking
  /// the child's actions has a body that "will never be executed" when the child has none, a
  /// warning in the user's build. A case's constructor is not `@Sendable` in the Swift 5 mode,
  /// hence the unchecked wrapper; it captures nothing.
  ///
  /// Not meant to be called directly; use a ``Reducer()`` enum.
  @_documentation(visibility: private)
  @inlinable
  public init<ChildState, ChildAction>(
    _embedState embedState: @escaping @Sendable (ChildState) -> ParentState,
    extractState: @escaping @Sendable (ParentState) -> ChildState?,
    embedAction: @escaping (ChildAction) -> ParentAction,
    extractAction: @escaping @Sendable (ParentAction) -> ChildAction?,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    let embedAction = UncheckedSendable(embedAction)
    self.init(
      toChildState: .casePath(
        AnyCasePath(embed: embedState, extract: extractState),
        fileID: fileID,
        filePath: filePath,
        line: line,
        column: column
      ),
      toChildAction: AnyCasePath(embed: { embedAction.value($0) }, extract: extractAction),
      child: child()
    )
  }
}
