/// The purpose of a button in an alert or dialog, which decides how it is styled and placed.
///
/// Leave the role `nil` for an ordinary button.
public enum ButtonStateRole: Sendable {
  /// A button that dismisses without acting, like "Cancel".
  case cancel

  /// A button that deletes or destroys something, like "Delete"; shown in red.
  case destructive
}

#if canImport(SwiftUI)
  import SwiftUI

  extension ButtonRole {
    /// Creates a SwiftUI button role from a button state role, to render button state in a view.
    ///
    /// - Parameter role: The button state role.
    public init(_ role: ButtonStateRole) {
      switch role {
      case .cancel:
        self = .cancel
      case .destructive:
        self = .destructive
      }
    }
  }
#endif
