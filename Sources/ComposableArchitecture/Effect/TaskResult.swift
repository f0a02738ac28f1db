/// A value that represents either a success or a failure, like `Result`, but with any error.
///
/// Useful for feeding the outcome of asynchronous work back into a feature without a typed
/// failure, while keeping the action `Equatable` for tests:
///
/// ```swift
/// enum Action: Equatable {
///   case factButtonTapped
///   case factResponse(TaskResult<String>)
/// }
///
/// case .factButtonTapped:
///   return .run { [count = state.count] send in
///     await send(.factResponse(TaskResult { try await self.numberFact.fetch(count) }))
///   }
/// ```
///
/// Two failures are equal when their errors are equatable, of the same type, and equal. Errors
/// that are not `Equatable` never compare equal, and comparing two of the same type reports a
/// runtime warning that asks for an `Equatable` conformance.
public enum TaskResult<Success: Sendable>: Sendable {
  /// A success, storing a `Success` value.
  case success(Success)

  /// A failure, storing an error.
  case failure(any Error)

  /// Creates a new task result by evaluating an async throwing closure, capturing the returned
  /// value as a success, or any thrown error as a failure.
  ///
  /// - Parameter body: An async, throwing closure.
  @_transparent
  public init(catching body: @Sendable () async throws -> Success) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }

  /// Transforms a `Result` into a `TaskResult`, erasing its `Failure` to `any Error`.
  ///
  /// - Parameter result: A result.
  @inlinable
  public init<Failure>(_ result: Result<Success, Failure>) {
    switch result {
    case let .success(value):
      self = .success(value)
    case let .failure(error):
      self = .failure(error)
    }
  }

  /// Returns the success value as a throwing property.
  @inlinable
  public var value: Success {
    get throws {
      switch self {
      case let .success(value):
        return value
      case let .failure(error):
        throw error
      }
    }
  }

  /// Returns a new task result, mapping any success value using the given transformation.
  ///
  /// - Parameter transform: A closure that takes the success value of this instance.
  /// - Returns: A `TaskResult` instance with the result of evaluating `transform` as the new
  ///   success value if this instance represents a success.
  @inlinable
  public func map<NewSuccess>(_ transform: (Success) -> NewSuccess) -> TaskResult<NewSuccess> {
    switch self {
    case let .success(value):
      return .success(transform(value))
    case let .failure(error):
      return .failure(error)
    }
  }

  /// Returns a new task result, mapping any success value using the given transformation and
  /// unwrapping the produced result.
  ///
  /// - Parameter transform: A closure that takes the success value of the instance.
  /// - Returns: A `TaskResult` instance, either from the closure or the previous `.failure`.
  @inlinable
  public func flatMap<NewSuccess>(
    _ transform: (Success) -> TaskResult<NewSuccess>
  ) -> TaskResult<NewSuccess> {
    switch self {
    case let .success(value):
      return transform(value)
    case let .failure(error):
      return .failure(error)
    }
  }

  // For those who reach for `Result`'s API.
  @available(*, unavailable, renamed: "value")
  public func get() throws -> Success {
    try self.value
  }
}

extension TaskResult: CasePathable {
  /// The case paths of a task result: `\.success` and `\.failure`.
  public static var allCasePaths: AllCasePaths {
    AllCasePaths()
  }

  /// The case paths of ``TaskResult``, so that `\.response.success` works in
  /// `store.receive(\.response.success)`.
  public struct AllCasePaths {
    /// The case path to a success value.
    public var success: AnyCasePath<TaskResult, Success> {
      AnyCasePath(
        embed: { .success($0) },
        extract: {
          guard case let .success(value) = $0 else { return nil }
          return value
        }
      )
    }

    /// The case path to a failure's error.
    public var failure: AnyCasePath<TaskResult, any Error> {
      AnyCasePath(
        embed: { .failure($0) },
        extract: {
          guard case let .failure(error) = $0 else { return nil }
          return error
        }
      )
    }
  }
}

extension Result where Success: Sendable, Failure == any Error {
  /// Transforms a ``TaskResult`` into a `Result`.
  ///
  /// - Parameter result: A task result.
  @inlinable
  public init(_ result: TaskResult<Success>) {
    switch result {
    case let .success(value):
      self = .success(value)
    case let .failure(error):
      self = .failure(error)
    }
  }
}

/// Whether comparing or hashing non-equatable errors reports a runtime warning (turned off
/// where a comparison is expected to fail, e.g. while a test store looks for a matching action).
enum TaskResultDebugging {
  @TaskLocal static var emitRuntimeWarnings = true
}

extension TaskResult: Equatable where Success: Equatable {
  /// Whether both are successes with equal values, or both failures with equal errors.
  ///
  /// Errors compare when they are `Equatable`; two errors of the same type that is not report
  /// an issue (in debug builds) and compare unequal.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case let (.success(lhs), .success(rhs)):
      return lhs == rhs
    case let (.failure(lhs), .failure(rhs)):
      if let isEqual = _isEqual(lhs, rhs) {
        return isEqual
      }
      #if DEBUG
        let lhsType = type(of: lhs)
        if TaskResultDebugging.emitRuntimeWarnings, lhsType == type(of: rhs) {
          let lhsTypeName = typeName(lhsType, genericsAbbreviated: true)
          reportIssue(
            """
            "\(lhsTypeName)" is not equatable.

            To test two values of this type, it must conform to the "Equatable" protocol. For \
            example:

                extension \(lhsTypeName): Equatable {}

            See the documentation of "TaskResult" for more information.
            """
          )
        }
      #endif
      return false
    default:
      return false
    }
  }
}

extension TaskResult: Hashable where Success: Hashable {
  /// Hashes the success value or the error.
  public func hash(into hasher: inout Hasher) {
    switch self {
    case let .success(value):
      hasher.combine(value)
      hasher.combine(0)
    case let .failure(error):
      if let error = (error as Any) as? AnyHashable {
        hasher.combine(error)
        hasher.combine(1)
      } else {
        #if DEBUG
          if TaskResultDebugging.emitRuntimeWarnings {
            let errorType = typeName(type(of: error), genericsAbbreviated: true)
            reportIssue(
              """
              "\(errorType)" is not hashable.

              To hash a value of this type, it must conform to the "Hashable" protocol. For \
              example:

                  extension \(errorType): Hashable {}

              See the documentation of "TaskResult" for more information.
              """
            )
          }
        #endif
      }
    }
  }
}

/// Whether two values are equal, when the first is `Equatable` and the second of the same type;
/// `nil` when the first is not `Equatable`.
func _isEqual(_ lhs: Any, _ rhs: Any) -> Bool? {
  (lhs as? any Equatable)?.isEqual(other: rhs)
}

extension Equatable {
  fileprivate func isEqual(other: Any) -> Bool {
    self == other as? Self
  }
}
