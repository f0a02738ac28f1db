import Dependencies

/// An effect that dismisses the current presentation (a sheet, an alert, a pushed screen) from
/// inside the presented feature.
///
/// ```swift
/// @Dependency(\.dismiss) var dismiss
///
/// case .closeButtonTapped:
///   return .run { _ in await self.dismiss() }
/// ```
///
/// The parent receives `.dismiss` (or `.popFrom(id:)` for a stack element), sets the child's
/// state to `nil`, and every effect the child started is cancelled.
public struct DismissEffect: Sendable {
  var dismiss: (@MainActor @Sendable () -> Void)?
  /// How deep in the feature tree the value was set by hand: -1 for the default, which a
  /// presented feature's dismissal replaces at any depth.
  var depth = -1

  init(_ dismiss: (@MainActor @Sendable () -> Void)?) {
    self.dismiss = dismiss
  }

  /// Creates a dismiss effect that runs `dismiss` when called; useful to override the
  /// `dismiss` dependency in a test or a preview.
  ///
  /// ```swift
  /// let store = TestStore(initialState: Child.State()) {
  ///   Child()
  /// } withDependencies: {
  ///   $0.dismiss = DismissEffect { dismissed.setValue(true) }
  /// }
  /// ```
  public init(_ dismiss: @escaping @MainActor @Sendable () -> Void) {
    self.dismiss = dismiss
  }

  /// Dismisses the presented feature; reports an issue when it is not presented.
  @MainActor
  public func callAsFunction(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    guard let dismiss = self.dismiss else {
      reportIssue(
        """
        A reducer requested dismissal at "\(fileID):\(line)", but couldn't be dismissed.

        This is generally considered an application logic error, and can happen when a reducer \
        assumes it runs in a presentation context. If a reducer can run at both the root level \
        of an application, as well as in a presentation destination, use \
        @Dependency(\\.isPresented) to determine if the reducer is being presented before \
        calling @Dependency(\\.dismiss).
        """,
        fileID: fileID,
        filePath: filePath,
        line: line,
        column: column
      )
      return
    }
    dismiss()
  }
}

private enum DismissEffectKey: DependencyKey {
  static let liveValue = DismissEffect(nil)
  static let testValue = DismissEffect(nil)
}

extension DependencyValues {
  /// An effect that dismisses the feature it is used in, when that feature is presented (with
  /// `ifLet` on `PresentationState`, or as an element of a navigation stack).
  public var dismiss: DismissEffect {
    // Inside a presented feature, the dismissal of its place (kept in the navigation path, which
    // entering a child writes anyway), unless set by hand inside it: a value set at the depth of
    // the presented place or deeper was set after the presentation, as TCA's `ifLet` sets
    // `dismiss` for the child and a `.dependency(\.dismiss, …)` inside it sets it again.
    get {
      let value = self[DismissEffectKey.self]
      if let presentedPlace = self.navigationIDPath.presentedPlace,
        presentedPlace.count > value.depth
      {
        return .presentation(at: presentedPlace)
      }
      return value
    }
    set {
      var value = newValue
      value.depth = self.navigationIDPath.count
      self[DismissEffectKey.self] = value
    }
  }

  /// Whether the feature this is read in is presented (and so can `dismiss()` itself).
  public var isPresented: Bool {
    self.dismiss.dismiss != nil
  }
}

/// The identifier of the work that waits for a presented feature to dismiss itself.
struct PresentationDismissID: Hashable, Sendable {}

extension DismissEffect {
  /// A dismiss effect that ends the wait of the presentation at `navigationIDPath`.
  static func presentation(at navigationIDPath: NavigationIDPath) -> Self {
    Self {
      CancellationRegistry.current.cancel(
        id: _CancelID(id: PresentationDismissID(), navigationIDPath: navigationIDPath)
      )
    }
  }
}

extension Effect {
  /// Work that lives as long as a presented child: it waits until the child dismisses itself
  /// (with ``DismissEffect``) and then sends `dismissAction`. Removing the child cancels it
  /// without sending anything.
  static func waitForDismissal(
    at childPath: NavigationIDPath,
    then dismissAction: Action,
    navigationID: NavigationID,
    in parentPath: NavigationIDPath
  ) -> Self {
    let wait = Effect<Action>(
      operation: .cancellable(
        _CancelID(id: PresentationDismissID(), navigationIDPath: childPath),
        cancelInFlight: false,
        .run { _ in try await Task.never() }
      )
    )
    return Effect(operation: .background(wait.concatenate(with: .send(dismissAction))))
      .cancellable(navigationID: navigationID, in: parentPath)
  }
}
