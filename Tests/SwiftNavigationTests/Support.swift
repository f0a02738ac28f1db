import Foundation
import IssueReporting
import SwiftNavigation

/// Records the messages of the issues reported while it is installed.
final class IssueRecorder: IssueReporter, @unchecked Sendable {
  private let lock = NSLock()
  private var _messages: [String] = []

  var messages: [String] {
    self.lock.lock()
    defer { self.lock.unlock() }
    return self._messages
  }

  func reportIssue(
    _ message: @autoclosure () -> String?, severity: IssueSeverity, fileID: StaticString,
    filePath: StaticString, line: UInt, column: UInt
  ) {
    let message = message() ?? ""
    self.lock.lock()
    self._messages.append(message)
    self.lock.unlock()
  }

  func reportIssue(
    _ error: any Error, _ message: @autoclosure () -> String?, severity: IssueSeverity,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    let message = message() ?? "\(error)"
    self.lock.lock()
    self._messages.append(message)
    self.lock.unlock()
  }
}

/// Lets the main actor run what observation scheduled, until `condition` holds or 30 seconds
/// (times `TEST_TIMEOUT_SCALE`) pass.
@MainActor
func drain(until condition: () -> Bool = { true }) async {
  for _ in 0..<20 {
    await Task.yield()
  }
  let scale = Double(ProcessInfo.processInfo.environment["TEST_TIMEOUT_SCALE"] ?? "") ?? 1
  let deadline = Date().addingTimeInterval(30 * scale)
  while !condition(), Date() < deadline {
    try? await Task.sleep(nanoseconds: 1_000_000)
  }
}

/// An observable model for bindings.
@Perceptible
final class Model {
  var count = 0
  var title = ""
  var user: User? = nil
  var route: Route? = nil
  var destination: Destination = .home
}

struct User: Equatable {
  var name: String
  var age = 0
}

@CaseBindable
enum Route: Equatable {
  case edit(String)
  case pair(Int, String)
  case about
}

@CaseBindable
enum Destination: Equatable {
  case home
  case detail(Int)
}
