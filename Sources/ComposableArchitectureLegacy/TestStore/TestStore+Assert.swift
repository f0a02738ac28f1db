import Foundation
import IssueReporting
import OpenCombineShim

extension TestStore where LocalState: Equatable, Action: Equatable {
  /// Runs a list of steps (send, receive, environment changes, other work) and then checks that
  /// nothing was left unasserted.
  public func assert(
    _ steps: Step...,
    file: StaticString = #filePath,
    line: UInt = #line
  ) {
    self.assert(steps, file: file, line: line)
  }

  /// Runs a list of steps (send, receive, environment changes, other work) and then checks that
  /// nothing was left unasserted.
  public func assert(
    _ steps: [Step],
    file: StaticString = #filePath,
    line: UInt = #line
  ) {
    func assert(step: Step) {
      switch step.type {
      case let .send(action, update):
        self.send(action, file: step.file, line: step.line, update)
      case let .receive(action, update):
        self.receive(action, file: step.file, line: step.line, update)
      case let .environment(work):
        self.checkNoPendingActions(step)
        do {
          try work(&self.environment)
        } catch {
          reportIssue(
            "Threw error: \(error)", fileID: step.file, filePath: step.file, line: step.line)
        }
      case let .do(work):
        self.checkNoPendingActions(step)
        do {
          try work()
        } catch {
          reportIssue(
            "Threw error: \(error)", fileID: step.file, filePath: step.file, line: step.line)
        }
      case let .sequence(steps):
        steps.forEach(assert(step:))
      }
    }
    steps.forEach(assert(step:))
    self.completed()
  }

  private func checkNoPendingActions(_ step: Step) {
    guard !self.receivedActions.isEmpty else { return }
    reportIssue(
      """
      Must handle \(self.receivedActions.count) received \
      action\(self.receivedActions.count == 1 ? "" : "s") before performing this work: …

      Unhandled actions: \(dumpActions(self.receivedActions.map(\.action)))
      """,
      fileID: step.file, filePath: step.file, line: step.line
    )
  }

  /// One step of ``assert(_:file:line:)-(Step...,_,_)``.
  public struct Step {
    enum StepType {
      case send(LocalAction, (inout LocalState) throws -> Void)
      case receive(Action, (inout LocalState) throws -> Void)
      case environment((inout Environment) throws -> Void)
      case `do`(() throws -> Void)
      case sequence([Step])
    }

    let type: StepType
    let file: StaticString
    let line: UInt

    /// Sends an action and asserts how it changes the state.
    public static func send(
      _ action: LocalAction,
      file: StaticString = #filePath,
      line: UInt = #line,
      _ update: @escaping (inout LocalState) throws -> Void = { _ in }
    ) -> Step {
      Step(type: .send(action, update), file: file, line: line)
    }

    /// Asserts that an effect fed an action back, and how it changed the state.
    public static func receive(
      _ action: Action,
      file: StaticString = #filePath,
      line: UInt = #line,
      _ update: @escaping (inout LocalState) throws -> Void = { _ in }
    ) -> Step {
      Step(type: .receive(action, update), file: file, line: line)
    }

    /// Changes the environment the following steps run with.
    public static func environment(
      file: StaticString = #filePath,
      line: UInt = #line,
      _ update: @escaping (inout Environment) throws -> Void
    ) -> Step {
      Step(type: .environment(update), file: file, line: line)
    }

    /// Runs some work, such as advancing a scheduler.
    public static func `do`(
      file: StaticString = #filePath,
      line: UInt = #line,
      _ work: @escaping () throws -> Void
    ) -> Step {
      Step(type: .do(work), file: file, line: line)
    }

    /// Runs several steps in order.
    public static func sequence(
      _ steps: [Step],
      file: StaticString = #filePath,
      line: UInt = #line
    ) -> Step {
      Step(type: .sequence(steps), file: file, line: line)
    }
  }
}
