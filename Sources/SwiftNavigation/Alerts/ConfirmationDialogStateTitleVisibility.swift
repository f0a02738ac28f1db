/// Whether a confirmation dialog shows its title, see
/// ``ConfirmationDialogState/titleVisibility``.
public enum ConfirmationDialogStateTitleVisibility: Sendable {
  /// The platform decides, as SwiftUI's `Visibility.automatic` does.
  case automatic

  /// The title is not shown.
  case hidden

  /// The title is shown.
  case visible
}

#if canImport(SwiftUI)
  import SwiftUI

  extension Visibility {
    /// Creates a SwiftUI visibility from a dialog's title visibility, to render dialog state in
    /// a view.
    ///
    /// - Parameter visibility: The title visibility of dialog state.
    public init(_ visibility: ConfirmationDialogStateTitleVisibility) {
      switch visibility {
      case .automatic:
        self = .automatic
      case .hidden:
        self = .hidden
      case .visible:
        self = .visible
      }
    }
  }
#endif
