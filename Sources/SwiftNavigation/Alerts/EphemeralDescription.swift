/// The plain text of alert or dialog state, the format of their `description`:
/// `Alert: "Delete?" — "This cannot be undone." [Cancel (cancel)] [Delete (destructive)]`.
func ephemeralDescription<Action>(
  kind: String,
  title: TextState,
  message: TextState?,
  buttons: [ButtonState<Action>]
) -> String {
  var description = "\(kind): \"\(String(state: title))\""
  if let message {
    description += " — \"\(String(state: message))\""
  }
  for button in buttons {
    description += " \(button.plainTextDescription)"
  }
  return description
}
