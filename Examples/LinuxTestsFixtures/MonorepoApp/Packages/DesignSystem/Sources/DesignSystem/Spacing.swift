import Foundation
import SwiftUI

/// The spacing scale shared by every screen.
public enum Spacing {
  public static let extraSmall: CGFloat = 4
  public static let small: CGFloat = 8
  public static let medium: CGFloat = 16
  public static let large: CGFloat = 24

  /// The number of grid columns that fit `width` points with `minimum` points each.
  public static func columns(fitting width: CGFloat, minimum: CGFloat = 160) -> Int {
    max(1, Int((width + medium) / (minimum + medium)))
  }
}

extension View {
  /// Pads a view by the card inset and clips it to the card's corners.
  public func cardStyle() -> some View {
    padding(Spacing.medium)
      .background(Theme.surface)
      .clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))
  }
}
