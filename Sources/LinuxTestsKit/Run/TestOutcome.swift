/// What became of one test.
public struct TestOutcome: Sendable, Codable, Equatable {
  public enum Result: String, Sendable, Codable {
    case passed, failed, skipped
    /// The test process crashed while it ran (the other tests ran in processes of their own).
    case crashed
    /// It ran past the time limit and was stopped.
    case hung
    /// Its code was left out, or needs what was left out.
    case notCompiled
  }

  public var id: String
  public var result: Result
  /// A failure's first message, a crash's last lines, or why the test was not compiled.
  public var message: String?
  public var seconds: Double?

  public init(id: String, result: Result, message: String? = nil, seconds: Double? = nil) {
    self.id = id
    self.result = result
    self.message = message
    self.seconds = seconds
  }
}
