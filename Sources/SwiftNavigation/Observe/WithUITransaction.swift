/// Runs `body` with `transaction` merged into the current transaction (its values win):
/// observations that `body`'s changes trigger receive it.
///
/// - Parameters:
///   - transaction: The transaction to apply.
///   - body: The work that changes observed state.
/// - Returns: What `body` returns.
public func withUITransaction<Result>(
  _ transaction: UITransaction,
  _ body: () throws -> Result
) rethrows -> Result {
  var merged = UITransaction.current
  merged.merge(transaction)
  return try UITransaction.$current.withValue(merged, operation: body)
}

/// Runs `body` with a transaction that has one value set: observations that `body`'s changes
/// trigger receive it.
///
/// - Parameters:
///   - keyPath: The property of the transaction to set.
///   - value: Its value.
///   - body: The work that changes observed state.
/// - Returns: What `body` returns.
public func withUITransaction<Result, Value>(
  _ keyPath: WritableKeyPath<UITransaction, Value>,
  _ value: Value,
  _ body: () throws -> Result
) rethrows -> Result {
  var transaction = UITransaction.current
  transaction[keyPath: keyPath] = value
  return try withUITransaction(transaction, body)
}
