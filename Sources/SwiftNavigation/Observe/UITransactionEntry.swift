/// Declares a value of ``UITransaction`` with its default, in an `extension UITransaction`:
///
/// ```swift
/// extension UITransaction {
///   @UITransactionEntry var speed = 1
/// }
/// withUITransaction(\.speed, 2) { model.count += 1 }
/// ```
///
/// The macro adds a key and the accessors that read and write it; the default is what a
/// transaction without the value reads, evaluated anew on each such read, with or without a type
/// annotation. An optional property may leave out its default (`nil`).
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro UITransactionEntry() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "UITransactionEntryMacro")
