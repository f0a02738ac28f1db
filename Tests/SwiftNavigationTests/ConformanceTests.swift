import CustomDump
import Foundation
import SwiftNavigation
import Testing

/// The conformances swift-navigation 2.11.0 declares for its types, each used through a generic
/// function that requires it: a missing one is a build failure of this file, as it is for users'
/// code that relies on it.
@Suite struct ConformanceTests {
  enum Action: Hashable, Sendable { case confirm }

  @Test func alertAndDialogValues() {
    let button = ButtonState<Action>(role: .cancel, action: .confirm) { TextState("OK") }
    let alert = AlertState<Action>(title: { TextState("Hi") }, actions: { button })
    let dialog = ConfirmationDialogState<Action>(title: { TextState("Hi") }, actions: { button })
    #expect(equalAndHashedAlike(alert, alert))
    #expect(equalAndHashedAlike(dialog, dialog))
    #expect(equalAndHashedAlike(button, button))
    #expect(equalAndHashedAlike(button.action, ButtonStateAction<Action>.send(.confirm)))
    #expect(equalAndHashedAlike(TextState("a"), TextState("a")))
    #expect(equalAndHashedAlike(ButtonStateRole.cancel, .cancel))
    #expect(
      equalAndHashedAlike(
        ConfirmationDialogStateTitleVisibility.visible,
        ConfirmationDialogStateTitleVisibility.visible
      )
    )
    #expect(identity(alert) == alert.id)
    #expect(identity(dialog) == dialog.id)
    #expect(identity(button) == button.id)
    requireSendable(alert, dialog, button, button.action, TextState("a"))
    requireSendable(ButtonStateRole.destructive, ConfirmationDialogStateTitleVisibility.hidden)
    #expect(reflected(alert) && reflected(dialog) && reflected(button) && reflected(button.action))
    #expect(represented(TextState("a")))
  }

  @Test func observationValues() {
    let token = ObserveToken()
    #expect(sameObject(token, token))
    #expect(!sameObject(token, ObserveToken()))
    requireSendable(token, UITransaction())
  }

  @Test func bindingValues() {
    struct Row: Identifiable, Sendable { let id: Int }
    let binding = UIBinding(wrappedValue: Row(id: 1))
    #expect(identity(binding) == 1)
    requireSendable(binding, UIBindingIdentifier(binding))
    #expect(equalAndHashedAlike(UIBindingIdentifier(binding), UIBindingIdentifier(binding)))
  }

  @Test func navigationPathValues() throws {
    let path = UINavigationPath([1, 2])
    #expect(equal(path, path))
    let codable = try #require(path.codable)
    #expect(equal(codable, codable))
    let decoded = try JSONDecoder().decode(
      UINavigationPath.CodableRepresentation.self, from: JSONEncoder().encode(codable)
    )
    #expect(roundTrips(codable, decoded))
  }
}

private func equalAndHashedAlike<T: Hashable>(_ lhs: T, _ rhs: T) -> Bool {
  lhs == rhs && lhs.hashValue == rhs.hashValue
}

private func equal<T: Equatable>(_ lhs: T, _ rhs: T) -> Bool { lhs == rhs }

private func identity<T: Identifiable>(_ value: T) -> T.ID { value.id }

/// Compiles only for `Sendable` values: the check is the build, not a run-time result.
private func requireSendable<each T: Sendable>(_: repeat each T) {}

private func reflected<T: CustomDumpReflectable>(_ value: T) -> Bool {
  !value.customDumpMirror.children.isEmpty
}

private func represented<T: CustomDumpRepresentable>(_ value: T) -> Bool {
  value.customDumpValue is String
}

private func sameObject<T: HashableObject>(_ lhs: T, _ rhs: T) -> Bool {
  lhs == rhs
}

private func roundTrips<T: Codable & Equatable>(_ value: T, _ decoded: T) -> Bool {
  value == decoded
}
