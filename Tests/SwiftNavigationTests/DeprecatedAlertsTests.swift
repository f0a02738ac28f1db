import Foundation
import SwiftNavigation
import Testing

@Suite struct DeprecatedAlertsTests {
  enum Action: Equatable {
    case delete, keep
  }

  @available(*, deprecated)
  @Test func alertForms() {
    let one = AlertState<Action>(title: TextState("Hi"), dismissButton: .cancel(TextState("OK")))
    #expect(one.buttons.count == 1)
    #expect(one.buttons[0].role == .cancel)
    #expect(one.buttons[0].action == .send(nil))
    #expect(AlertState<Action>(title: TextState("Hi")).buttons.isEmpty)

    let two = AlertState<Action>(
      title: TextState("Delete?"),
      message: TextState("Sure?"),
      primaryButton: .destructive(TextState("Delete"), action: .send(.delete)),
      secondaryButton: .default(TextState("Keep"), action: .send(.keep))
    )
    #expect(two.buttons.map(\.role) == [.destructive, nil])
    #expect(two.buttons.map { String(state: $0.label) } == ["Delete", "Keep"])
    #expect(two.message == TextState("Sure?"))
    #expect(
      two
        == AlertState {
          TextState("Delete?")
        } actions: {
          ButtonState(role: .destructive, action: .delete) { TextState("Delete") }
          ButtonState(action: .keep) { TextState("Keep") }
        } message: {
          TextState("Sure?")
        }
    )
    let many = AlertState<Action>(
      title: TextState("Pick"),
      buttons: [.default(TextState("A")), .default(TextState("B")), .cancel(TextState("C"))]
    )
    #expect(many.buttons.map { String(state: $0.label) } == ["A", "B", "C"])
  }

  @available(*, deprecated)
  @Test func dialogForms() {
    let dialog = ConfirmationDialogState<Action>(
      title: TextState("Title"), buttons: [.cancel(TextState("Cancel"))]
    )
    #expect(dialog.titleVisibility == .automatic)
    #expect(dialog.buttons.count == 1)
    let visible = ConfirmationDialogState<Action>(
      title: TextState("Title"), titleVisibility: .visible, message: TextState("More")
    )
    #expect(visible.titleVisibility == .visible)
    #expect(visible.message == TextState("More"))
    let sheet: ActionSheetState<Action> = dialog
    #expect(sheet == dialog)
    let token: ObservationToken = ObserveToken()
    #expect(!token.isCancelled)
  }

  @Test func stringOfTextStateInALocale() {
    let text = TextState("Hello, ") + TextState("Blob").bold()
    #expect(String(state: text, locale: Locale(identifier: "fr_FR")) == "Hello, Blob")
    #expect(String(state: text) == "Hello, Blob")
  }
}
