import SwiftUI

/// The app's colors and fonts.
public enum Theme {
  public static let accent = Color(red: 0.91, green: 0.30, blue: 0.24)
  public static let surface = Color(.secondarySystemBackground)
  public static let muted = Color.secondary
  public static let success = Color.green

  public static let title = Font.system(.title2, design: .rounded).weight(.bold)
  public static let price = Font.system(.body, design: .monospaced)
}

/// The filled, full-width button used for primary actions.
public struct PrimaryButtonStyle: ButtonStyle {
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .font(.headline)
      .frame(maxWidth: .infinity)
      .padding(.vertical, Spacing.small)
      .background(Theme.accent.opacity(configuration.isPressed ? 0.7 : 1))
      .foregroundStyle(.white)
      .clipShape(Capsule())
  }
}

extension ButtonStyle where Self == PrimaryButtonStyle {
  public static var primary: PrimaryButtonStyle { PrimaryButtonStyle() }
}

/// A price label in the app's price font.
public struct PriceLabel: View {
  let money: Money

  public init(_ money: Money) {
    self.money = money
  }

  public var body: some View {
    Text(money.description)
      .font(Theme.price)
      .foregroundStyle(Theme.accent)
  }
}
