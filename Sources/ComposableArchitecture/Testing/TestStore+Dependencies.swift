import Dependencies

extension TestStore {
  /// Runs `operation` with the test store's dependencies changed, then restores them.
  ///
  /// ```swift
  /// store.withDependencies {
  ///   $0.apiClient.fetch = { throw SomeError() }
  /// } operation: {
  ///   // steps that see the failing client
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - updateValuesForOperation: A closure that changes the dependencies for the operation.
  ///   - operation: The steps to run with the changed dependencies.
  /// - Returns: The value `operation` returns.
  public func withDependencies<R>(
    _ updateValuesForOperation: (_ dependencies: inout DependencyValues) throws -> Void,
    operation: () throws -> R
  ) rethrows -> R {
    let previous = self.dependencies
    defer { self.dependencies = previous }
    try updateValuesForOperation(&self.dependencies)
    return try operation()
  }

  /// Runs the asynchronous `operation` with the test store's dependencies changed, then
  /// restores them.
  ///
  /// ```swift
  /// await store.withDependencies {
  ///   $0.apiClient.fetch = { throw SomeError() }
  /// } operation: {
  ///   await store.send(.refresh)
  ///   await store.receive(\.response)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - updateValuesForOperation: A closure that changes the dependencies for the operation.
  ///   - operation: The steps to run with the changed dependencies.
  /// - Returns: The value `operation` returns.
  public func withDependencies<R>(
    _ updateValuesForOperation: (_ dependencies: inout DependencyValues) throws -> Void,
    operation: () async throws -> sending R
  ) async rethrows -> R {
    let previous = self.dependencies
    defer { self.dependencies = previous }
    try updateValuesForOperation(&self.dependencies)
    return try await operation()
  }
}
